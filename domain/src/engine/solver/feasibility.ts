/** Whether one worker's week keeps the agreement's rules, and where a flexible job may be placed. */
import type { Job, Segment, WorkerLimits } from '../types.js';
import { MINUTES_PER_DAY as DAY, MINUTES_PER_WEEK as WEEK } from '../calendar.js';
import type { Iv, WState } from './types.js';

export function feasible(ivs: Iv[], lim: WorkerLimits): boolean {
  const n = ivs.length;
  if (n === 0) return true;
  const dayMin = [0, 0, 0, 0, 0, 0, 0];
  const dayStart = [Infinity, Infinity, Infinity, Infinity, Infinity, Infinity, Infinity];
  const dayEnd = [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity, -Infinity];
  for (const v of ivs) {
    dayMin[v.day] += v.e - v.s;
    const a = v.day * DAY + v.s;
    const b = v.day * DAY + v.e;
    if (a < dayStart[v.day]) dayStart[v.day] = a;
    if (b > dayEnd[v.day]) dayEnd[v.day] = b;
  }
  for (let d = 0; d < 7; d++) if (dayMin[d] > lim.maxDayMinutes) return false;
  // sections per day (contiguous ranges merge)
  const sorted = ivs.slice().sort((x, y) => x.day * DAY + x.s - (y.day * DAY + y.s));
  let curDay = -1;
  let runs = 0;
  let runEnd = -1;
  for (const v of sorted) {
    if (v.day !== curDay) {
      curDay = v.day;
      runs = 1;
      runEnd = v.e;
    } else if (v.s <= runEnd) runEnd = Math.max(runEnd, v.e);
    else {
      runs++;
      runEnd = v.e;
    }
    if (runs > lim.maxSections) return false;
  }
  // overlap and largest free gap (cyclic week)
  let maxGap = 0;
  for (let i = 0; i < n; i++) {
    const a = sorted[i];
    const b = sorted[(i + 1) % n];
    const aEnd = a.day * DAY + a.e;
    let bStart = b.day * DAY + b.s;
    if (i === n - 1) bStart += WEEK;
    const gap = bStart - aEnd;
    if (n > 1 && gap < 0) return false;
    if (n === 1 && gap < 0) return false;
    if (gap > maxGap) maxGap = gap;
  }
  // a later interval may still overlap an earlier one that is longer (nested); check running max end
  let maxEnd = -Infinity;
  for (const v of sorted) {
    const a = v.day * DAY + v.s;
    if (a < maxEnd) return false;
    maxEnd = Math.max(maxEnd, v.day * DAY + v.e);
  }
  if (maxEnd - WEEK > sorted[0].day * DAY + sorted[0].s) return false;
  if (lim.consecutiveRestMinutes > 0) {
    // recompute the largest gap on merged ranges (touching ranges leave no gap)
    if (maxGap < lim.consecutiveRestMinutes) return false;
  }
  // rest between working days
  const worked: number[] = [];
  for (let d = 0; d < 7; d++) if (dayMin[d] > 0 || dayEnd[d] > -Infinity) worked.push(d);
  for (let i = 0; i < worked.length; i++) {
    const d = worked[i];
    const nd = worked[(i + 1) % worked.length];
    let next = dayStart[nd];
    if (i === worked.length - 1) next += WEEK;
    if (next - dayEnd[d] < lim.restMinutes) return false;
  }
  return true;
}

/** Candidate placements of a job for a worker: fixed jobs have one; flexible ones snap to the worker's ranges. */
export function placements(job: Job, w: WState | null): Segment[][] {
  if (!job.flexible) return [job.segments];
  const m = job.minutes;
  const { windowStart: a, windowEnd: b } = job.flexible;
  const starts: number[] = [];
  if (w) {
    for (const v of w.ivs) {
      if (v.day !== job.day) continue;
      if (v.e >= a && v.e + m <= b) starts.push(v.e);
      if (v.s - m >= a && v.s <= b) starts.push(v.s - m);
    }
  }
  starts.push(a, Math.max(a, b - m));
  const seen = new Set<number>();
  const out: Segment[][] = [];
  for (const s of starts) {
    if (seen.has(s)) continue;
    seen.add(s);
    out.push([{ start: s, end: s + m }]);
  }
  return out;
}

export function ivsOf(job: Job, segs: Segment[]): Iv[] {
  return segs.map((s) => ({ day: job.day, s: s.start, e: s.end, job: job.index }));
}
