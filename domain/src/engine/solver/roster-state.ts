/** Edits of a group's partial roster (try, add, remove a job; open a new hire) and its objective. */
import type { Job, Segment } from '../types.js';
import { MINUTES_PER_DAY as DAY } from '../calendar.js';
import { feasibleWith, placements } from './feasibility.js';
import type { GroupCtx, WState } from './types.js';

/** The placement at which the worker could take the job, or null. Spends one unit of the work budget. */
export function tryAdd(ctx: GroupCtx, w: WState, job: Job): Segment[] | null {
  ctx.effort--;
  if (w.week + job.minutes > w.cap) return null;
  if (!ctx.eligible.get(job.index)!.has(w.categoryId)) return null;
  // cheap checks first: the day's hours, and a fixed job overlapping work of the same day
  if (w.dayMin[job.day] + job.minutes > w.lim.maxDayMinutes) return null;
  if (!job.flexible) {
    // overlap with the same day's work, and the rest between shifts with the day before and the day after
    // (what feasible() would reject, checked without building the week)
    const prev = (job.day + 6) % 7;
    const next = (job.day + 1) % 7;
    const first = job.segments[0].start;
    const last = job.segments[job.segments.length - 1].end;
    for (const v of w.ivs) {
      if (v.day === job.day) {
        for (const sg of job.segments) if (sg.start < v.e && v.s < sg.end) return null;
      } else if (v.day === prev && prev !== next) {
        if (first + DAY - v.e < w.lim.restMinutes) return null;
      } else if (v.day === next && prev !== next) {
        if (v.s + DAY - last < w.lim.restMinutes) return null;
      }
    }
  }
  // a fixed job has one placement: checked without building the list of candidates (this runs millions of times)
  if (!job.flexible) return feasibleWith(w.ivs, job.day, job.segments, w.lim) ? job.segments : null;
  for (const segs of placements(job, w)) if (feasibleWith(w.ivs, job.day, segs, w.lim)) return segs;
  return null;
}

/** A shift's or task's person line: the blocks one person of the source does over the week. */
export function lineKey(j: Job): string {
  return `${j.sourceId}#${j.line}`;
}

/** A block's node in the lower bounds' flow and the exact search: its center and position. */
export const nodeKey = (j: Job): string => `${j.centerId}|${j.positionId}`;

/** A block's shape: day, minutes, center, position and times (or window). Blocks of one shape are interchangeable. */
export function shapeKey(j: Job): string {
  const times = j.flexible
    ? `f${j.flexible.windowStart}-${j.flexible.windowEnd}`
    : j.segments.map((x) => `${x.start}-${x.end}`).join(',');
  return `${j.day}|${j.minutes}|${nodeKey(j)}|${times}`;
}

/** An empty copy of a worker for the searches to grow weeks on (`place`, `unplace`); `lim` may be relaxed. */
export function scratchOf(w: WState, lim = w.lim): WState {
  return { ...w, lim, week: 0, dayMin: [0, 0, 0, 0, 0, 0, 0], ivs: [], jobs: new Set(), lines: new Map() };
}

/**
 * Puts a block's ranges and minutes on a week: all a scratch week records (`add` also books the job). Returns the
 * ranges' count before, for `unplace`.
 */
export function place(w: WState, job: Job, segs: Segment[]): number {
  const had = w.ivs.length;
  for (const sg of segs) w.ivs.push({ day: job.day, s: sg.start, e: sg.end, job: job.index });
  w.week += job.minutes;
  w.dayMin[job.day] += job.minutes;
  return had;
}

export function unplace(w: WState, job: Job, had: number): void {
  w.ivs.length = had;
  w.week -= job.minutes;
  w.dayMin[job.day] -= job.minutes;
}

/**
 * Opens a new hire of the cheapest category that may do the job (cost per minute, then id) and returns the job's
 * placement for them; when even an empty week cannot take it, the new hire is dropped again and null returned.
 */
export function newHireFor(ctx: GroupCtx, job: Job): { w: WState; segs: Segment[] } | null {
  const cat = [...ctx.eligible.get(job.index)!].sort(
    (a, b) => ctx.hints.marginalPerMinute(a) - ctx.hints.marginalPerMinute(b) || (a < b ? -1 : 1),
  )[0];
  const w = newWorker(ctx, cat, job.centerId);
  const segs = tryAdd(ctx, w, job);
  if (segs) return { w, segs };
  ctx.workers.pop();
  ctx.nextNew--;
  return null;
}

export function add(ctx: GroupCtx, w: WState, job: Job, segs: Segment[]): void {
  place(w, job, segs);
  w.jobs.add(job.index);
  const lk = lineKey(job);
  w.lines.set(lk, (w.lines.get(lk) ?? 0) + 1);
  ctx.assigned.set(job.index, { w: w.idx, segs });
}

export function remove(ctx: GroupCtx, w: WState, job: Job): void {
  // in place, in order (the searches copy a worker's ranges when they keep them: exact.ts, local-search.ts)
  let kept = 0;
  for (const v of w.ivs) if (v.job !== job.index) w.ivs[kept++] = v;
  w.ivs.length = kept;
  w.week -= job.minutes;
  w.dayMin[job.day] -= job.minutes;
  w.jobs.delete(job.index);
  const lk = lineKey(job);
  const c = (w.lines.get(lk) ?? 1) - 1;
  if (c <= 0) w.lines.delete(lk);
  else w.lines.set(lk, c);
  ctx.assigned.delete(job.index);
}

/**
 * Edits of a group's roster that can be taken back: `put` and `take` are `add` and `remove`, each worker and block
 * saved the first time they are touched; `restore` brings the roster back as it was (new hires opened since are
 * dropped) and returns false, for the caller to return.
 */
export function undoLog(ctx: GroupCtx) {
  const saved = new Map<WState, Pick<WState, 'week' | 'dayMin' | 'ivs' | 'jobs' | 'lines'>>();
  const savedAssigned = new Map<number, { w: number; segs: Segment[] } | undefined>();
  const workerCount = ctx.workers.length;
  const nextNew = ctx.nextNew;
  const touch = (w: WState, j: Job) => {
    if (!saved.has(w))
      saved.set(w, {
        week: w.week,
        dayMin: w.dayMin.slice(),
        ivs: w.ivs.slice(),
        jobs: new Set(w.jobs),
        lines: new Map(w.lines),
      });
    if (!savedAssigned.has(j.index)) savedAssigned.set(j.index, ctx.assigned.get(j.index));
  };
  return {
    put(w: WState, j: Job, segs: Segment[]): void {
      touch(w, j);
      add(ctx, w, j, segs);
    },
    take(w: WState, j: Job): void {
      touch(w, j);
      remove(ctx, w, j);
    },
    restore(): false {
      for (const [w, v] of saved) Object.assign(w, v);
      for (const [ji, v] of savedAssigned) {
        if (v) ctx.assigned.set(ji, v);
        else ctx.assigned.delete(ji);
      }
      ctx.workers.length = workerCount;
      ctx.nextNew = nextNew;
      return false;
    },
  };
}

export function newWorker(ctx: GroupCtx, categoryId: string, centerId: string): WState {
  const cat = ctx.model.categories.get(categoryId)!;
  const lim = ctx.model.limits.get(cat.agreement.id)!;
  const n = ++ctx.nextNew;
  const w: WState = {
    idx: ctx.workers.length,
    id: `new:${ctx.group}:${n}`,
    kind: 'new',
    name: `${cat.name} (nueva contratación ${n})`,
    categoryId,
    agreementId: cat.agreement.id,
    centerId,
    lim,
    cap: lim.maxWeekFromYearMinutes,
    week: 0,
    dayMin: [0, 0, 0, 0, 0, 0, 0],
    ivs: [],
    jobs: new Set(),
    lines: new Map(),
  };
  ctx.workers.push(w);
  return w;
}

/** The roster's cost in the MILP's terms (engine-model.md, objective), so both methods compare. */
export function objectiveOf(ctx: GroupCtx): number {
  let z = 0;
  const jobsByIdx = new Map(ctx.jobs.map((j) => [j.index, j]));
  for (const w of ctx.workers) {
    if (w.kind === 'new' && w.jobs.size > 0) {
      z += ctx.hints.marginalPerMinute(w.categoryId) * w.week + ctx.hints.fixedPerHead(w.categoryId, w.centerId) + 0.01;
    }
    for (const ji of w.jobs) z += ctx.hints.plusCost(jobsByIdx.get(ji)!, ctx.assigned.get(ji)!.segs, w.categoryId);
  }
  return z;
}
