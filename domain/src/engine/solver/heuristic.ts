/**
 * The constructive heuristic: surrogates first, line by line (the most constrained surrogate first), then new
 * hires packed best-fit with line continuity. The improvement steps (local-search.ts) run after it.
 */
import type { Job, Segment } from '../types.js';
import { EngineAbortedError, type GroupCtx, type WState } from './types.js';
import { add, lineKey, newHireFor, tryAdd } from './roster-state.js';

export function constructRoster(ctx: GroupCtx, signal?: AbortSignal): void {
  const order = lineOrder(ctx);
  const minJob = order.reduce((m, j) => Math.min(m, j.minutes), Infinity);
  placeSurrogates(ctx, order, minJob);
  if (signal?.aborted) throw new EngineAbortedError();
  placeNewHires(ctx, order, minJob, signal);
}

/** The jobs to place, in line order: longer lines first, then by source, line, day. */
function lineOrder(ctx: GroupCtx): Job[] {
  const { jobs } = ctx;
  const lineMinutes = new Map<string, number>();
  for (const j of jobs) lineMinutes.set(lineKey(j), (lineMinutes.get(lineKey(j)) ?? 0) + j.minutes);
  return jobs
    .filter((j) => !ctx.uncovered.has(j.index))
    .sort(
      (a, b) =>
        lineMinutes.get(lineKey(b))! - lineMinutes.get(lineKey(a))! ||
        (a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0) ||
        a.line - b.line ||
        a.day - b.day,
    );
}

/** Phase A: surrogates, the most constrained first, each taking the jobs of its category in line order. */
function placeSurrogates(ctx: GroupCtx, order: Job[], minJob: number): void {
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  // the jobs each category may do, in line order
  const pendingByCat = new Map<string, Job[]>();
  for (const w of surr)
    if (!pendingByCat.has(w.categoryId))
      pendingByCat.set(
        w.categoryId,
        order.filter((j) => ctx.eligible.get(j.index)!.has(w.categoryId)),
      );
  const eligCount = new Map([...pendingByCat].map(([c, l]) => [c, l.length]));
  surr.sort((a, b) => eligCount.get(a.categoryId)! - eligCount.get(b.categoryId)! || b.cap - a.cap || a.idx - b.idx);
  const MAX_MISSES = 4000;
  surr.forEach((w, k) => {
    if (k % 16 === 15)
      for (const [c, l] of pendingByCat)
        pendingByCat.set(
          c,
          l.filter((j) => !ctx.assigned.has(j.index)),
        );
    let misses = 0;
    for (const j of pendingByCat.get(w.categoryId)!) {
      if (w.cap - w.week < minJob || misses > MAX_MISSES) break;
      if (w.cap - w.week < j.minutes || ctx.assigned.has(j.index)) continue;
      const segs = tryAdd(ctx, w, j);
      if (segs) {
        add(ctx, w, j, segs);
        misses = 0;
      } else misses++;
    }
  });
}

/**
 * Phase B: new hires, best fit with line continuity. Candidates: the workers already on the job's line and the
 * most recently opened workers with room left (a bounded window, so large groups stay fast).
 */
function placeNewHires(ctx: GroupCtx, order: Job[], minJob: number, signal?: AbortSignal): void {
  const byCat = new Map<string, WState[]>();
  const byLine = new Map<string, WState[]>();
  const WINDOW = 48;
  let count = 0;
  for (const j of order) {
    if (ctx.assigned.has(j.index)) continue;
    if ((++count & 255) === 0 && signal?.aborted) throw new EngineAbortedError();
    const elig = ctx.eligible.get(j.index)!;
    let best: WState | null = null;
    let bestSegs: Segment[] | null = null;
    let bestScore = -Infinity;
    const lk = lineKey(j);
    const consider = (w: WState) => {
      if (w.cap - w.week < j.minutes || !elig.has(w.categoryId)) return;
      const score = (w.lines.has(lk) ? 1e7 : 0) + w.week;
      if (score <= bestScore) return;
      const segs = tryAdd(ctx, w, j);
      if (segs) {
        best = w;
        bestSegs = segs;
        bestScore = score;
      }
    };
    for (const w of byLine.get(lk) ?? []) consider(w);
    for (const cat of elig) {
      const list = byCat.get(cat) ?? [];
      // drop the full ones from the open list now and then
      if (list.length > 4 * WINDOW)
        byCat.set(
          cat,
          list.filter((w) => w.cap - w.week >= minJob),
        );
      const open = byCat.get(cat) ?? [];
      for (let i = open.length - 1; i >= Math.max(0, open.length - WINDOW); i--) consider(open[i]);
    }
    if (!best) {
      const hire = newHireFor(ctx, j);
      if (!hire) {
        // cannot be done even by an empty worker: report it
        ctx.uncovered.add(j.index);
        continue;
      }
      let list = byCat.get(hire.w.categoryId);
      if (!list) byCat.set(hire.w.categoryId, (list = []));
      list.push(hire.w);
      best = hire.w;
      bestSegs = hire.segs;
    }
    const chosen = best as WState;
    if (!chosen.lines.has(lk)) (byLine.get(lk) ?? byLine.set(lk, []).get(lk)!).push(chosen);
    add(ctx, chosen, j, bestSegs!);
  }
}
