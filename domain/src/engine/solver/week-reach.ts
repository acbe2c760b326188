/**
 * How many minutes one worker could work in a week with some of the given blocks, in whole blocks, within the
 * agreement's limits: upper bounds used by the block bound (lower-bound.ts, engine-model.md "Block bound").
 * Each function relaxes some rules (never adds one), so each result is at least what any valid week reaches.
 */
import type { WorkerLimits } from '../types.js';
import { MINUTES_PER_DAY as DAY, MINUTES_PER_WEEK as WEEK } from '../calendar.js';

export interface ReachBlock {
  minutes: number;
  /** 0 = Monday … 6 = Sunday */
  day: number;
  /** the ranges inside its day (minutes from that day's 00:00), or null for a flexible block */
  segments: ReadonlyArray<readonly [number, number]> | null;
}

/**
 * Sums (in units of g minutes, at most `limit` units) reachable on one day, never two overlapping blocks.
 * Single-range blocks go through the interval-scheduling recurrence (sorted by end:
 * reach[i] = reach[i−1] ∪ (reach[last block ending by i's start] + m_i)), which is exact for them; split and
 * flexible blocks are added as if they overlapped nothing.
 */
export function daySums(items: ReachBlock[], g: number, limit: number): Uint8Array {
  const single = items
    .filter((b) => b.segments?.length === 1)
    .map((b) => ({ m: b.minutes / g, s: b.segments![0][0], e: b.segments![0][1] }));
  single.sort((a, b) => a.e - b.e || a.s - b.s);
  const free = items.filter((b) => b.segments?.length !== 1);
  const reach: Uint8Array[] = [new Uint8Array(limit + 1)];
  reach[0][0] = 1;
  for (let i = 0; i < single.length; i++) {
    let p = i - 1;
    while (p >= 0 && single[p].e > single[i].s) p--;
    const base = reach[p + 1];
    const next = reach[i].slice();
    const m = single[i].m;
    for (let v = limit - m; v >= 0; v--) if (base[v]) next[v + m] = 1;
    reach.push(next);
  }
  const out = reach[single.length];
  for (const b of free) {
    const m = b.minutes / g;
    for (let v = limit - m; v >= 0; v--) if (out[v]) out[v + m] = 1;
  }
  return out;
}

export const topOf = (sums: Uint8Array): number => {
  for (let v = sums.length - 1; v > 0; v--) if (sums[v]) return v;
  return 0;
};

/** Most units reachable picking one sum per day, within the weekly cap (a knapsack over the days; no rests). */
export function capReach(days: Uint8Array[], cap: number): number {
  const all = days.reduce((a, d) => a + topOf(d), 0);
  if (all <= cap) return all;
  // bitset of reachable week sums (bit u = u units), shifted and or-ed by each reachable day sum
  const words = (cap >> 5) + 1;
  let reach = new Uint32Array(words);
  reach[0] = 1;
  for (const d of days) {
    const next = reach.slice();
    for (let v = 1; v < d.length && v <= cap; v++) {
      if (!d[v]) continue;
      const q = v >> 5;
      const r = v & 31;
      for (let i = words - 1; i >= q; i--) {
        const lo = reach[i - q] << r;
        const hi = r && i - q - 1 >= 0 ? reach[i - q - 1] >>> (32 - r) : 0;
        next[i] |= lo | hi;
      }
    }
    reach = next;
  }
  for (let u = cap; u > 0; u--) if (reach[u >> 5] & (1 << (u & 31))) return u;
  return 0;
}

/** A day's work as the rests see it: first start, last end (minutes of that day) and the minutes done. */
interface DayPattern {
  a: number;
  e: number;
  m: number;
}

/** Most distinct range shapes of a day the rest bound enumerates; beyond it the rests are not used. */
export const MAX_SHAPES_PER_DAY = 16;
const MAX_PATTERNS = 4000;

/**
 * Day patterns of one day: sets of distinct, non-overlapping fixed shapes within the daily minutes and
 * sections (touching ranges merge, as the agreement check does; sections are not counted on a day that also
 * has flexible blocks, which could bridge two ranges), each topped up with flexible blocks as if they
 * fitted anywhere. Dominated patterns (starting earlier, ending later and doing less) are dropped. Null when
 * there are too many shapes to enumerate.
 */
function dayPatterns(items: ReachBlock[], lim: WorkerLimits): { patterns: DayPattern[]; flexOnly: number } | null {
  const shapes = new Map<string, { segs: Array<readonly [number, number]>; m: number }>();
  for (const b of items)
    if (b.segments) shapes.set(b.segments.map((s) => `${s[0]}-${s[1]}`).join(','), { segs: [...b.segments], m: b.minutes });
  if (shapes.size > MAX_SHAPES_PER_DAY) return null;
  const list = [...shapes.values()].sort((x, y) => x.segs[0][0] - y.segs[0][0]);
  // flexible minutes that fit with the fixed ones: subset sums up to the daily limit
  const flex = new Uint8Array(lim.maxDayMinutes + 1);
  flex[0] = 1;
  for (const b of items)
    if (!b.segments) for (let v = lim.maxDayMinutes - b.minutes; v >= 0; v--) if (flex[v]) flex[v + b.minutes] = 1;
  const bestFlex = (room: number) => {
    for (let v = Math.min(room, lim.maxDayMinutes); v > 0; v--) if (flex[v]) return v;
    return 0;
  };
  const hasFlex = items.some((b) => !b.segments);
  // (first start, last end) → most minutes: only these three numbers matter to the rests
  const out = new Map<number, DayPattern>();
  const chosen: Array<readonly [number, number]> = [];
  let count = 0;
  const sections = () => {
    const r = chosen.slice().sort((x, y) => x[0] - y[0]);
    let n = 0;
    let end = -Infinity;
    for (const [s, e] of r) {
      if (s > end) n++;
      end = Math.max(end, e);
    }
    return n;
  };
  const visit = (from: number, m: number, a: number, e: number): boolean => {
    if (++count > MAX_PATTERNS) return false;
    if (chosen.length) {
      const key = a * 4 * DAY + e;
      const total = m + bestFlex(lim.maxDayMinutes - m);
      if ((out.get(key)?.m ?? -1) < total) out.set(key, { a, e, m: total });
    }
    for (let i = from; i < list.length; i++) {
      const sh = list[i];
      if (m + sh.m > lim.maxDayMinutes) continue;
      if (sh.segs.some(([s, e]) => chosen.some(([cs, ce]) => s < ce && cs < e))) continue;
      chosen.push(...sh.segs);
      // a flexible block may bridge two fixed ranges into one section: count sections only without them
      const ok = hasFlex || sections() <= lim.maxSections;
      if (ok && !visit(i + 1, m + sh.m, Math.min(a, sh.segs[0][0]), Math.max(e, sh.segs[sh.segs.length - 1][1]))) return false;
      chosen.length -= sh.segs.length;
    }
    return true;
  };
  if (!visit(0, 0, Infinity, -Infinity)) return null;
  const all = [...out.values()];
  // drop dominated patterns (one starting no earlier, ending no later and doing no less exists)
  const kept = all.filter((p) => !all.some((q) => q !== p && q.a >= p.a && q.e <= p.e && q.m >= p.m));
  return { patterns: kept, flexOnly: bestFlex(lim.maxDayMinutes) };
}

/**
 * Keeps, for each first start, only the states no other beats: an earlier last end with at least as many
 * minutes is never worse (for the next day's rest nor for the weekly rest at the end).
 */
function paretoStates(states: Map<number, number>, base: number): Map<number, number> {
  const sorted = [...states].sort((x, y) => x[0] - y[0]);
  const out = new Map<number, number>();
  let group = -1;
  let bestV = -1;
  for (const [key, v] of sorted) {
    const g = Math.floor(key / base);
    if (g !== group) {
      group = g;
      bestV = -1;
    }
    if (v > bestV) {
      out.set(key, v);
      bestV = v;
    }
  }
  return out;
}

/**
 * Most minutes of a week with the rest rules (no weekly cap): consecutive worked days at least `restMinutes`
 * apart, and, when the weekly rest is longer than a day, one gap of at least `consecutiveRestMinutes`. The week
 * is read from the first worked day F after that gap: a path over F, F+1, …, F+6 whose last end is far enough
 * from F's start a week later. Days with only flexible work are counted but leave the rests alone (a
 * relaxation). Infinity when a day has too many shapes to enumerate.
 */
export function restReach(items: ReachBlock[], lim: WorkerLimits): number {
  const days: Array<{ patterns: DayPattern[]; flexOnly: number }> = [];
  for (let d = 0; d < 7; d++) {
    const p = dayPatterns(
      items.filter((b) => b.day === d),
      lim,
    );
    if (!p) return Infinity;
    days.push(p);
  }
  const R = lim.consecutiveRestMinutes > DAY ? lim.consecutiveRestMinutes : 0;
  const flexAll = days.reduce((a, d) => a + d.flexOnly, 0);
  let best = flexAll;
  // states are keyed first start × KEY + absolute last end; KEY is above any end of the week (8 days at most)
  const KEY = 32 * DAY;
  for (let f = 0; f < 7; f++) {
    // state: (first start on F, absolute end of the last worked day from F's 00:00) → most minutes so far;
    // first patterns with the same start travel together
    let states = new Map<number, number>();
    for (const first of days[f].patterns) {
      const key = first.a * KEY + first.e;
      if ((states.get(key) ?? -1) < first.m) states.set(key, first.m);
    }
    for (let k = 1; k < 7; k++) {
      const day = days[(f + k) % 7];
      const next = new Map<number, number>();
      for (const [key, v] of states) {
        const e = key % KEY;
        const base = key - e;
        const keep = v + day.flexOnly;
        if ((next.get(key) ?? -1) < keep) next.set(key, keep);
        for (const p of day.patterns)
          if (k * DAY + p.a - e >= lim.restMinutes) {
            const nk = base + k * DAY + p.e;
            const nv = v + p.m;
            if ((next.get(nk) ?? -1) < nv) next.set(nk, nv);
          }
      }
      states = paretoStates(next, KEY);
    }
    for (const [key, v] of states) {
      const e = key % KEY;
      const a = (key - e) / KEY;
      if (a + WEEK - e >= Math.max(R, lim.restMinutes)) best = Math.max(best, v);
    }
  }
  return best;
}
