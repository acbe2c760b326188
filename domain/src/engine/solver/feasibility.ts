/** Whether one worker's week keeps the agreement's rules, and where a flexible job may be placed. */
import type { Job, Segment, WorkerLimits } from '../types.js';
import { MINUTES_PER_DAY as DAY, MINUTES_PER_WEEK as WEEK } from '../calendar.js';
import type { Iv, WState } from './types.js';

// Scratch buffers of the check below, reused from call to call: it runs millions of times per large tender, and
// fresh arrays each time kept the garbage collector busy. JavaScript runs it on one thread, so sharing is safe.
let starts = new Float64Array(64);
let ends = new Float64Array(64);
let days = new Int8Array(64);
const dayMin = new Float64Array(7);
const dayStart = new Float64Array(7);
const dayEnd = new Float64Array(7);

let count = 0;

/** Adds one range to the scratch buffers, kept sorted by absolute start (equal starts keep their order). */
function put(d: number, s: number, e: number): void {
  dayMin[d] += e - s;
  const a = d * DAY + s;
  const b = d * DAY + e;
  if (a < dayStart[d]) dayStart[d] = a;
  if (b > dayEnd[d]) dayEnd[d] = b;
  let k = count++;
  while (k > 0 && starts[k - 1] > a) {
    starts[k] = starts[k - 1];
    ends[k] = ends[k - 1];
    days[k] = days[k - 1];
    k--;
  }
  starts[k] = a;
  ends[k] = b;
  days[k] = d;
}

export function feasible(ivs: Iv[], lim: WorkerLimits): boolean {
  return feasibleWith(ivs, 0, null, lim);
}

/**
 * Whether the week `ivs`, plus the ranges `segs` on day `day` when given, keeps the agreement's rules: the daily
 * minutes and sections, no overlap, the weekly rest and the rest between working days. The same as checking
 * `ivs.concat(the new ranges)`, without building that array.
 */
export function feasibleWith(ivs: Iv[], day: number, segs: Segment[] | null, lim: WorkerLimits): boolean {
  const n = ivs.length + (segs ? segs.length : 0);
  if (n === 0) return true;
  if (n > starts.length) {
    starts = new Float64Array(2 * n);
    ends = new Float64Array(2 * n);
    days = new Int8Array(2 * n);
  }
  dayMin.fill(0);
  dayStart.fill(Infinity);
  dayEnd.fill(-Infinity);
  count = 0;
  for (const v of ivs) put(v.day, v.s, v.e);
  if (segs) for (const sg of segs) put(day, sg.start, sg.end);
  for (let d = 0; d < 7; d++) if (dayMin[d] > lim.maxDayMinutes) return false;
  // sections per day (contiguous ranges merge)
  let curDay = -1;
  let runs = 0;
  let runEnd = -1;
  for (let i = 0; i < n; i++) {
    if (days[i] !== curDay) {
      curDay = days[i];
      runs = 1;
      runEnd = ends[i];
    } else if (starts[i] <= runEnd) runEnd = Math.max(runEnd, ends[i]);
    else {
      runs++;
      runEnd = ends[i];
    }
    if (runs > lim.maxSections) return false;
  }
  // overlap and largest free gap (cyclic week)
  let maxGap = 0;
  for (let i = 0; i < n; i++) {
    const next = i === n - 1 ? starts[0] + WEEK : starts[i + 1];
    const gap = next - ends[i];
    if (gap < 0) return false;
    if (gap > maxGap) maxGap = gap;
  }
  // a later interval may still overlap an earlier one that is longer (nested); check running max end
  let maxEnd = -Infinity;
  for (let i = 0; i < n; i++) {
    if (starts[i] < maxEnd) return false;
    if (ends[i] > maxEnd) maxEnd = ends[i];
  }
  if (maxEnd - WEEK > starts[0]) return false;
  if (lim.consecutiveRestMinutes > 0 && maxGap < lim.consecutiveRestMinutes) return false;
  // rest between working days
  let first = -1;
  let prev = -1;
  for (let d = 0; d < 7; d++) {
    if (!(dayMin[d] > 0 || dayEnd[d] > -Infinity)) continue;
    if (prev >= 0 && dayStart[d] - dayEnd[prev] < lim.restMinutes) return false;
    if (first < 0) first = d;
    prev = d;
  }
  if (first >= 0 && dayStart[first] + WEEK - dayEnd[prev] < lim.restMinutes) return false;
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
