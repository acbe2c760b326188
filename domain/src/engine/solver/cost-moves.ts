/**
 * Cost moves: relocate a job to another worker, or swap two jobs of the same day between two workers, when
 * that lowers the roster's cost (pluses differ by category; a new hire's hours cost, a surrogate's do not).
 * Bounded by the group's time budget.
 *
 * The swap scan is the hot loop of large groups: jobs are looked up by position in flat arrays, eligibility per
 * (job, category) is a byte, and each worker's jobs are listed once per day until that worker changes (the
 * scan's order, and so the roster, is the same as walking the worker's job set; the work budget is charged one
 * unit per job of the other worker, as that walk did).
 */
import type { Job, Segment } from '../types.js';
import { feasible, feasibleWith } from './feasibility.js';
import { add, remove, tryAdd } from './roster-state.js';
import type { GroupCtx, WState } from './types.js';

/** A worker's jobs in set order and, per day, their positions in that order. */
interface JobList {
  order: number[];
  byDay: number[][];
}

/** The cost moves' lookups of one group, built once. */
interface CostTables {
  ctx: GroupCtx;
  nCat: number;
  /** the lowest job index of the group: posOf is indexed from it */
  base: number;
  /** a job's position in ctx.jobs by its index: the run's indexes of one group are spread (shifts, then tasks) */
  posOf: Int32Array;
  /** eligible[position · nCat + category]: 1 when the category may do the job */
  eligible: Uint8Array;
  /** per worker (no worker is opened here): its category's index and what a minute of its week costs */
  catOf: Int32Array;
  rateOf: Float64Array;
  plusMemo: Map<number, number>;
  /** per worker, its job list; dropped when the worker changes */
  listed: Map<WState, JobList>;
}

type SwapResult = 'swapped' | 'none' | 'out of budget';

export function costMoves(ctx: GroupCtx, deadline: number, now: () => number, signal?: AbortSignal): void {
  // only worthwhile when categories (and so pluses or hour costs) differ inside the group
  const cats = new Set(ctx.workers.filter((w) => w.kind === 'surrogate' || w.jobs.size > 0).map((w) => w.categoryId));
  if (cats.size < 2 || !ctx.jobs.length) return;
  const t = costTables(ctx);
  let guard = 0;
  for (let pass = 0; pass < 2; pass++) {
    let improved = false;
    const ws = ctx.workers.filter((w) => w.kind === 'surrogate' || w.jobs.size > 0);
    for (const a of ws) {
      for (const ji of [...a.jobs]) {
        if (ctx.effort <= 0) return;
        if ((++guard & 63) === 0 && (now() > deadline || signal?.aborted)) return;
        if (!a.jobs.has(ji)) continue;
        const j = jobAt(t, ji);
        const cur = ctx.assigned.get(ji)!;
        const here = plusOf(t, j, cur.segs, a) + hourCost(t, a, j);
        if (relocate(t, ws, a, j, cur.segs, here)) {
          improved = true;
          continue;
        }
        const swapped = swap(t, ws, a, j, cur.segs, here);
        if (swapped === 'out of budget') return;
        if (swapped === 'swapped') improved = true;
      }
    }
    if (!improved) break;
  }
}

function costTables(ctx: GroupCtx): CostTables {
  const catIdx = new Map<string, number>();
  for (const w of ctx.workers) if (!catIdx.has(w.categoryId)) catIdx.set(w.categoryId, catIdx.size);
  const nCat = Math.max(1, catIdx.size);
  let base = Infinity;
  let top = -Infinity;
  for (const j of ctx.jobs) {
    base = Math.min(base, j.index);
    top = Math.max(top, j.index);
  }
  const posOf = new Int32Array(top - base + 1);
  ctx.jobs.forEach((j, p) => (posOf[j.index - base] = p));
  const eligible = new Uint8Array(ctx.jobs.length * nCat);
  ctx.jobs.forEach((j, p) => {
    for (const [c, ci] of catIdx) if (ctx.eligible.get(j.index)!.has(c)) eligible[p * nCat + ci] = 1;
  });
  const catOf = new Int32Array(ctx.workers.length);
  const rateOf = new Float64Array(ctx.workers.length);
  for (const w of ctx.workers) {
    catOf[w.idx] = catIdx.get(w.categoryId)!;
    rateOf[w.idx] = w.kind === 'new' ? ctx.hints.marginalPerMinute(w.categoryId) : 0;
  }
  return { ctx, nCat, base, posOf, eligible, catOf, rateOf, plusMemo: new Map(), listed: new Map() };
}

const jobAt = (t: CostTables, index: number) => t.ctx.jobs[t.posOf[index - t.base]];
const rowOf = (t: CostTables, index: number) => t.posOf[index - t.base] * t.nCat;
const hourCost = (t: CostTables, w: WState, j: Job) => t.rateOf[w.idx] * j.minutes;

function plusOf(t: CostTables, j: Job, segs: Segment[], w: WState): number {
  const k = (j.index * t.nCat + t.catOf[w.idx]) * 4096 + segs[0].start;
  let v = t.plusMemo.get(k);
  if (v === undefined) t.plusMemo.set(k, (v = t.ctx.hints.plusCost(j, segs, w.categoryId)));
  return v;
}

function listOf(t: CostTables, w: WState): JobList {
  let l = t.listed.get(w);
  if (!l) {
    const order = [...w.jobs];
    const byDay: number[][] = [[], [], [], [], [], [], []];
    for (let p = 0; p < order.length; p++) byDay[jobAt(t, order[p]).day].push(p);
    t.listed.set(w, (l = { order, byDay }));
  }
  return l;
}

function put(t: CostTables, w: WState, j: Job, segs: Segment[]): void {
  t.listed.delete(w);
  add(t.ctx, w, j, segs);
}

function take(t: CostTables, w: WState, j: Job): void {
  t.listed.delete(w);
  remove(t.ctx, w, j);
}

/** Moves job j of worker a (on `curSegs`, costing `here`) to the first worker that does it for less. */
function relocate(t: CostTables, ws: WState[], a: WState, j: Job, curSegs: Segment[], here: number): boolean {
  const { ctx, eligible, catOf } = t;
  const jRow = rowOf(t, j.index);
  for (const b of ws) {
    // same category and same kind: moving changes nothing in cost
    if (b === a || (b.categoryId === a.categoryId && b.kind === a.kind)) continue;
    if (!eligible[jRow + catOf[b.idx]] || b.cap - b.week < j.minutes) continue;
    ctx.effort--;
    // price it before trying it (exact for fixed jobs; flexible ones are re-priced once placed)
    if (plusOf(t, j, j.flexible ? curSegs : j.segments, b) + hourCost(t, b, j) >= here - 0.01) continue;
    const segs = tryAdd(ctx, b, j);
    if (!segs) continue;
    const there = plusOf(t, j, segs, b) + hourCost(t, b, j);
    if (there < here - 0.01) {
      take(t, a, j);
      if (!feasible(a.ivs, a.lim)) {
        put(t, a, j, curSegs);
        continue;
      }
      put(t, b, j, segs);
      return true;
    }
  }
  return false;
}

/** Swaps job j of worker a with a job of the same day of another worker, when the pair then costs less. */
function swap(t: CostTables, ws: WState[], a: WState, j: Job, curSegs: Segment[], here: number): SwapResult {
  const { ctx, eligible, catOf } = t;
  const jRow = rowOf(t, j.index);
  const aCat = catOf[a.idx];
  for (const b of ws) {
    if (b === a || (b.categoryId === a.categoryId && b.kind === a.kind) || !eligible[jRow + catOf[b.idx]]) continue;
    if (ctx.effort <= 0) return 'out of budget';
    const { order, byDay } = listOf(t, b);
    // one unit per job of b up to the one swapped (all of them when none is)
    let charged = order.length;
    let done = false;
    for (const p of byDay[j.day]) {
      const ki = order[p];
      if (!eligible[rowOf(t, ki) + aCat]) continue;
      const k = jobAt(t, ki);
      const kcur = ctx.assigned.get(ki)!;
      const before = here + plusOf(t, k, kcur.segs, b) + hourCost(t, b, k);
      const after = plusOf(t, j, curSegs, b) + hourCost(t, b, j) + plusOf(t, k, kcur.segs, a) + hourCost(t, a, k);
      if (after >= before - 0.01) continue;
      // each must have the week and the day's hours for the other's job (most swaps fail here: checked
      // before the roster is touched)
      if (!fitsInstead(b, k, j) || !fitsInstead(a, j, k)) continue;
      take(t, a, j);
      take(t, b, k);
      const sj = tryAdd(ctx, b, j);
      const sk = sj ? (put(t, b, j, sj), tryAdd(ctx, a, k)) : null;
      if (sj && sk && feasibleWith(a.ivs, k.day, sk, a.lim)) {
        put(t, a, k, sk);
        done = true;
        charged = p + 1;
        break;
      }
      // undo
      if (sj) take(t, b, j);
      put(t, a, j, curSegs);
      put(t, b, k, kcur.segs);
    }
    ctx.effort -= charged;
    if (done) return 'swapped';
  }
  return 'none';
}

/** Whether the worker's week and day would still be within its limits with `gain` done instead of `lose`. */
const fitsInstead = (w: WState, lose: Job, gain: Job) =>
  w.week - lose.minutes + gain.minutes <= w.cap && w.dayMin[gain.day] - lose.minutes + gain.minutes <= w.lim.maxDayMinutes;
