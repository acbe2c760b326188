/**
 * Improvement steps after the constructive heuristic: move work from new hires into idle surrogate hours,
 * empty the smallest new hires into the others, re-select the weeks of surrogates with idle hours, then cost
 * moves. They stop on a deterministic work budget
 * (so that the same tender always gives the same roster); the time deadline is only a safety net.
 */
import type { Job, Segment } from '../types.js';
import { costMoves } from './cost-moves.js';
import { feasible } from './feasibility.js';
import { add, newHireFor, place, remove, scratchOf, shapeKey, tryAdd, undoLog, unplace } from './roster-state.js';
import type { GroupCtx, WState } from './types.js';

/**
 * `reach`: per surrogate (worker index), the most minutes any valid week of theirs can hold (the block bound's
 * K_s, lower-bound.ts); the week re-selection skips surrogates already there. Without it, every surrogate with
 * idle hours is tried.
 */
export function improveRoster(
  ctx: GroupCtx,
  deadline: number,
  now: () => number,
  signal?: AbortSignal,
  reach: Map<number, number> = new Map(),
  deep: SearchBudget = { left: 0 },
): void {
  ctx.effort = 60 * ctx.jobs.length + 5000;
  localSearch(ctx, deadline, now, signal);
  ctx.effort = 600 * ctx.jobs.length + 5000;
  reselectSurrogateWeeks(ctx, reach, deadline, now, signal, deep);
  ctx.effort = 150 * ctx.jobs.length + 5000;
  costMoves(ctx, deadline, now, signal);
}

/**
 * Most week choices tried per surrogate by the re-selection below (its depth-first search): `DEEP_NODES` while
 * the run's budget of deep searches lasts (`DEEP_RUN_NODES`, spent group after group), `RESELECT_NODES` after.
 * The deep search is what brings M and L within 0.3 % of the bound; the run's budget keeps an XL tender (five
 * times L) from paying it five times over. Counted, not timed, so a tender always gives the same roster.
 */
const RESELECT_NODES = 300;
const DEEP_NODES = 3000;
export const DEEP_RUN_NODES = 1_000_000;

/** Work left of a run-wide search budget, shared by its groups in order. */
export interface SearchBudget {
  left: number;
}

/**
 * Week re-selection: for a surrogate with idle hours, the longest valid week made of its own blocks and the
 * new hires' blocks it may do (one of each shape: day, times, minutes, center and position), found by a
 * bounded depth-first search. When it is longer than the surrogate's week, the surrogate takes it: the blocks
 * it leaves go to the new hires that gave theirs, to other surrogates with room, to other new hires or to a
 * new hire of their own (all or nothing). The new hires' hours shrink by what the surrogate gains.
 */
function reselectSurrogateWeeks(
  ctx: GroupCtx,
  reachOf: Map<number, number>,
  deadline: number,
  now: () => number,
  signal: AbortSignal | undefined,
  deep: SearchBudget,
): void {
  const jobsByIdx = new Map(ctx.jobs.map((j) => [j.index, j]));
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  const shapeOf = new Map(ctx.jobs.map((j) => [j.index, shapeKey(j)]));
  // per category, the blocks new hires hold, by shape (built again after a surrogate takes a new week)
  const byCategory = new Map<string, Map<string, Job[]>>();
  const shapesOf = (categoryId: string) => {
    let m = byCategory.get(categoryId);
    if (!m) byCategory.set(categoryId, (m = newHireBlocksByShape(ctx, shapeOf, categoryId)));
    return m;
  };
  for (const s of surr) {
    if (ctx.effort <= 0 || now() > deadline || signal?.aborted) break;
    // no valid week of this surrogate's is longer than top (its block-bound reach)
    const top = Math.min(s.cap, reachOf.get(s.idx) ?? Infinity);
    if (s.week >= top) continue;
    const pool = weekPool(s, jobsByIdx, shapeOf, shapesOf(s.categoryId));
    if (!pool) continue;
    const limit = deep.left > 0 ? DEEP_NODES : RESELECT_NODES;
    const { bestSet, nodes } = longestWeek(ctx, s, pool, top, limit);
    if (limit === DEEP_NODES) deep.left -= nodes;
    if (bestSet && takeWeek(ctx, s, bestSet, surr, jobsByIdx)) byCategory.clear();
  }
}

/** The blocks new hires hold that the category may do, by shape. */
function newHireBlocksByShape(ctx: GroupCtx, shapeOf: Map<number, string>, categoryId: string): Map<string, Job[]> {
  const m = new Map<string, Job[]>();
  for (const j of ctx.jobs) {
    const cur = ctx.assigned.get(j.index);
    if (!cur || ctx.workers[cur.w].kind !== 'new' || !ctx.eligible.get(j.index)!.has(categoryId)) continue;
    const k = shapeOf.get(j.index)!;
    (m.get(k) ?? m.set(k, []).get(k)!).push(j);
  }
  return m;
}

/**
 * The blocks a new week of surrogate s is made of: its own and one of each new hires' shape it has not got and
 * could hold, longest first; null when no new hire's block could make its week longer.
 */
function weekPool(
  s: WState,
  jobsByIdx: Map<number, Job>,
  shapeOf: Map<number, string>,
  shapes: Map<string, Job[]>,
): Job[] | null {
  const own = [...s.jobs].map((i) => jobsByIdx.get(i)!);
  const seen = new Set(own.map((j) => shapeOf.get(j.index)!));
  const pool: Job[] = own.slice();
  let minCand = Infinity;
  for (const [k, list] of shapes) {
    if (seen.has(k) || list[0].minutes > s.cap || list[0].minutes > s.lim.maxDayMinutes) continue;
    const j = list[0];
    pool.push(j);
    minCand = Math.min(minCand, j.minutes);
  }
  if (minCand === Infinity || (s.cap - s.week < minCand && !own.length)) return null;
  return pool.sort((a, b) => b.minutes - a.minutes || a.index - b.index);
}

/**
 * The longest valid week of surrogate s made of `pool`'s blocks (up to `top` minutes) longer than its week, by a
 * depth-first search of at most `limit` choices; null when none is longer. With the choices tried.
 */
function longestWeek(
  ctx: GroupCtx,
  s: WState,
  pool: Job[],
  top: number,
  limit: number,
): { bestSet: Array<{ j: Job; segs: Segment[] }> | null; nodes: number } {
  // search on a scratch copy of the surrogate
  const tmp = scratchOf(s);
  const suffix = poolSuffixMinutes(pool);
  const reach = (k: number) => {
    let r = tmp.week;
    for (let d = 0; d < 7; d++) r += Math.min(s.lim.maxDayMinutes - tmp.dayMin[d], suffix[7 * k + d]);
    return Math.min(top, r);
  };
  let best = s.week;
  let bestSet: Array<{ j: Job; segs: Segment[] }> | null = null;
  const chosen: Array<{ j: Job; segs: Segment[] }> = [];
  let nodes = 0;
  // reach(k) never grows with k (the suffix sums shrink): the first k where it is ≤ best ends the loop, found by
  // bisection instead of computing reach at every k
  const cutoff = (lo: number, hi: number) => {
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (reach(mid) <= best) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const dfs = (from: number) => {
    if (tmp.week > best) {
      best = tmp.week;
      bestSet = chosen.slice();
    }
    if (best >= top) return;
    let end = cutoff(from, pool.length);
    for (let k = from; k < end; k++) {
      const j = pool[k];
      // a block its day or week has no room for is passed over
      if (tmp.dayMin[j.day] + j.minutes > s.lim.maxDayMinutes || tmp.week + j.minutes > top) continue;
      if (++nodes > limit) return;
      const segs = tryAdd(ctx, tmp, j);
      if (!segs) continue;
      const had = place(tmp, j, segs);
      chosen.push({ j, segs });
      const before = best;
      dfs(k + 1);
      chosen.pop();
      unplace(tmp, j, had);
      if (best >= top) return;
      if (best !== before) end = cutoff(k + 1, end);
    }
  };
  dfs(0);
  return { bestSet, nodes };
}

/**
 * Per day, the minutes of the pool from k on: with the daily limit, a bound on what the search can add (row k of
 * seven at 7·k; built from the end, each row the next one plus block k).
 */
function poolSuffixMinutes(pool: Job[]): Int32Array {
  const suffix = new Int32Array(7 * (pool.length + 1));
  for (let i = pool.length - 1; i >= 0; i--) {
    suffix.copyWithin(7 * i, 7 * (i + 1), 7 * (i + 2));
    suffix[7 * i + pool[i].day] += pool[i].minutes;
  }
  return suffix;
}

/** Gives surrogate s exactly the blocks of `week` (see reselectSurrogateWeeks); restores everything on failure. */
function takeWeek(
  ctx: GroupCtx,
  s: WState,
  week: Array<{ j: Job; segs: Segment[] }>,
  surr: WState[],
  jobsByIdx: Map<number, Job>,
): boolean {
  const { put, take, restore } = undoLog(ctx);
  const keep = new Set(week.map((x) => x.j.index));
  const released = [...s.jobs].filter((i) => !keep.has(i)).map((i) => jobsByIdx.get(i)!);
  for (const i of [...s.jobs]) take(s, jobsByIdx.get(i)!);
  // the blocks taken from new hires must leave them valid
  const givers: WState[] = [];
  for (const { j, segs } of week) {
    const cur = ctx.assigned.get(j.index);
    if (cur) {
      const h = ctx.workers[cur.w];
      take(h, j);
      if (!feasible(h.ivs, h.lim)) return restore();
      givers.push(h);
    }
    put(s, j, segs);
  }
  if (!feasible(s.ivs, s.lim) || s.week > s.cap) return restore();
  for (const a of released.sort((x, y) => y.minutes - x.minutes || x.index - y.index)) {
    const targets = [
      ...givers,
      ...surr.filter((t) => t !== s && t.cap - t.week >= a.minutes),
      ...ctx.workers.filter((t) => t.kind === 'new' && t.jobs.size > 0),
    ];
    let placed = false;
    for (const t of targets) {
      const segs = tryAdd(ctx, t, a);
      if (segs) {
        put(t, a, segs);
        placed = true;
        break;
      }
    }
    if (placed) continue;
    const hire = newHireFor(ctx, a);
    if (!hire) return restore();
    put(hire.w, a, hire.segs);
  }
  return true;
}

function localSearch(ctx: GroupCtx, deadline: number, now: () => number, signal?: AbortSignal): void {
  const jobsByIdx = new Map(ctx.jobs.map((j) => [j.index, j]));
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  const news = () => ctx.workers.filter((w) => w.kind === 'new' && w.jobs.size > 0);
  // 1. move work from new hires into idle surrogate hours
  for (const s of surr) {
    if (ctx.effort <= 0 || now() > deadline || signal?.aborted) return;
    if (s.cap - s.week <= 0) continue;
    const cands: Job[] = [];
    for (const w of news()) for (const ji of w.jobs) cands.push(jobsByIdx.get(ji)!);
    cands.sort((a, b) => b.minutes - a.minutes);
    for (const j of cands) {
      if (s.cap - s.week < j.minutes) continue;
      const segs = tryAdd(ctx, s, j);
      if (!segs) continue;
      const cur = ctx.assigned.get(j.index)!;
      const from = ctx.workers[cur.w];
      if (from.kind !== 'new') continue;
      remove(ctx, from, j);
      if (!feasible(from.ivs, from.lim)) {
        // removing broke a section count (a middle piece); put it back
        add(ctx, from, j, cur.segs);
        continue;
      }
      add(ctx, s, j, segs);
    }
  }
  // 2. empty the smallest new hires into the others
  let improved = true;
  while (improved) {
    improved = false;
    const list = news().sort((a, b) => a.week - b.week);
    for (const w of list) {
      if (ctx.effort <= 0 || now() > deadline || signal?.aborted) return;
      const moved: Array<{ j: Job; to: WState; orig: Segment[] }> = [];
      let ok = true;
      const js = [...w.jobs].map((i) => jobsByIdx.get(i)!).sort((a, b) => b.minutes - a.minutes);
      for (const j of js) {
        let done = false;
        for (const t of ctx.workers) {
          if (t === w || (t.kind === 'new' && t.jobs.size === 0)) continue;
          if (t.cap - t.week < j.minutes) continue;
          const segs = tryAdd(ctx, t, j);
          if (segs) {
            const orig = ctx.assigned.get(j.index)!.segs;
            remove(ctx, w, j);
            add(ctx, t, j, segs);
            moved.push({ j, to: t, orig });
            done = true;
            break;
          }
        }
        if (!done) {
          ok = false;
          break;
        }
      }
      if (!ok) {
        // roll back
        for (const { j, to, orig } of moved.reverse()) {
          remove(ctx, to, j);
          add(ctx, w, j, orig);
        }
      } else {
        improved = true;
        break;
      }
    }
  }
}
