/**
 * Improvement steps after the constructive heuristic: move work from new hires into idle surrogate hours,
 * empty the smallest new hires into the others, then cost moves. They stop on a deterministic work budget
 * (so that the same tender always gives the same roster); the time deadline is only a safety net.
 */
import type { Job, Segment } from '../types.js';
import { feasible, ivsOf } from './feasibility.js';
import { add, remove, tryAdd } from './roster-state.js';
import type { GroupCtx, WState } from './types.js';

export function improveRoster(ctx: GroupCtx, deadline: number, now: () => number, signal?: AbortSignal): void {
  ctx.effort = 60 * ctx.jobs.length + 5000;
  localSearch(ctx, deadline, now, signal);
  ctx.effort = 150 * ctx.jobs.length + 5000;
  costMoves(ctx, deadline, now, signal);
}

/**
 * Cost moves: relocate a job to another worker, or swap two jobs of the same day between two workers, when
 * that lowers the roster's cost (pluses differ by category; a new hire's hours cost, a surrogate's do not).
 * Bounded by the group's time budget.
 */
function costMoves(ctx: GroupCtx, deadline: number, now: () => number, signal?: AbortSignal): void {
  const jobsByIdx = new Map(ctx.jobs.map((j) => [j.index, j]));
  const catIdx = new Map<string, number>();
  for (const w of ctx.workers) if (!catIdx.has(w.categoryId)) catIdx.set(w.categoryId, catIdx.size);
  const nCat = Math.max(1, catIdx.size);
  const plusMemo = new Map<number, number>();
  const plus = (j: Job, segs: Segment[], cat: string) => {
    const k = (j.index * nCat + catIdx.get(cat)!) * 4096 + segs[0].start;
    let v = plusMemo.get(k);
    if (v === undefined) plusMemo.set(k, (v = ctx.hints.plusCost(j, segs, cat)));
    return v;
  };
  const hourCost = (w: WState, j: Job) => (w.kind === 'new' ? ctx.hints.marginalPerMinute(w.categoryId) * j.minutes : 0);
  // only worthwhile when categories (and so pluses or hour costs) differ inside the group
  const cats = new Set(ctx.workers.filter((w) => w.kind === 'surrogate' || w.jobs.size > 0).map((w) => w.categoryId));
  if (cats.size < 2) return;
  const active = () => ctx.workers.filter((w) => w.kind === 'surrogate' || w.jobs.size > 0);
  let guard = 0;
  for (let pass = 0; pass < 2; pass++) {
    let improved = false;
    const ws = active();
    for (const a of ws) {
      for (const ji of [...a.jobs]) {
        if (ctx.effort <= 0) return;
        if ((++guard & 63) === 0 && (now() > deadline || signal?.aborted)) return;
        if (!a.jobs.has(ji)) continue;
        const j = jobsByIdx.get(ji)!;
        const cur = ctx.assigned.get(ji)!;
        const here = plus(j, cur.segs, a.categoryId) + hourCost(a, j);
        // relocate
        let done = false;
        for (const b of ws) {
          // same category and same kind: moving changes nothing in cost
          if (b === a || (b.categoryId === a.categoryId && b.kind === a.kind)) continue;
          if (!ctx.eligible.get(ji)!.has(b.categoryId) || b.cap - b.week < j.minutes) continue;
          ctx.effort--;
          // price it before trying it (exact for fixed jobs; flexible ones are re-priced once placed)
          if (plus(j, j.flexible ? cur.segs : j.segments, b.categoryId) + hourCost(b, j) >= here - 0.01) continue;
          const segs = tryAdd(ctx, b, j);
          if (!segs) continue;
          const there = plus(j, segs, b.categoryId) + hourCost(b, j);
          if (there < here - 0.01) {
            remove(ctx, a, j);
            if (!feasible(a.ivs, a.lim)) {
              add(ctx, a, j, cur.segs);
              continue;
            }
            add(ctx, b, j, segs);
            improved = done = true;
            break;
          }
        }
        if (done) continue;
        // swap with a job of the same day of another worker
        for (const b of ws) {
          if (b === a || (b.categoryId === a.categoryId && b.kind === a.kind) || !ctx.eligible.get(ji)!.has(b.categoryId)) continue;
          if (ctx.effort <= 0) return;
          for (const ki of [...b.jobs]) {
            ctx.effort--;
            const k = jobsByIdx.get(ki)!;
            if (k.day !== j.day || !ctx.eligible.get(ki)!.has(a.categoryId)) continue;
            const kcur = ctx.assigned.get(ki)!;
            const before = here + plus(k, kcur.segs, b.categoryId) + hourCost(b, k);
            const after = plus(j, cur.segs, b.categoryId) + hourCost(b, j) + plus(k, kcur.segs, a.categoryId) + hourCost(a, k);
            if (after >= before - 0.01) continue;
            remove(ctx, a, j);
            remove(ctx, b, k);
            const sj = tryAdd(ctx, b, j);
            const sk = sj ? (add(ctx, b, j, sj), tryAdd(ctx, a, k)) : null;
            if (sj && sk && feasible(a.ivs.concat(ivsOf(k, sk)), a.lim)) {
              add(ctx, a, k, sk);
              improved = done = true;
              break;
            }
            // undo
            if (sj) remove(ctx, b, j);
            add(ctx, a, j, cur.segs);
            add(ctx, b, k, kcur.segs);
          }
          if (done) break;
        }
      }
    }
    if (!improved) break;
  }
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

