/**
 * Staffing (engine.md section 3): the weekly roster of each center group. Surrogates are filled first,
 * new hires are opened for what is left and sized to the hours they get.
 *
 * Two methods behind one function:
 * - a constructive heuristic (surrogates first, line by line; new hires packed best-fit) followed by a
 *   time-boxed local search (move work from new hires into idle surrogate hours, empty the smallest new
 *   hires into the others);
 * - an exact MILP through the solver port for small groups, warm-bounded by the heuristic; it is used
 *   when it is at least as good. Its model counts every range as a section (a conservative reading of
 *   `max_sections_planned_day`), so "optimal" means optimal for that model.
 */
import type { Assignment, GroupSolveInfo, Job, Roster, RosterWorker, Segment, WorkerLimits } from './types.js';
import type { TenderModel } from './model.js';
import type { SurrogateT } from './codecs.js';
import type { MilpModel, MilpSolverPort } from './solver-port.js';
import { MINUTES_PER_DAY as DAY, MINUTES_PER_WEEK as WEEK } from './calendar.js';

export class EngineAbortedError extends Error {
  constructor() {
    super('Simulación cancelada');
    this.name = 'AbortError';
  }
}

export interface RosterCostHints {
  /** € over the service per contracted weekly minute of a new hire of the category (wages + social security) */
  marginalPerMinute(categoryId: string): number;
  /** € over the service per head (AMOUNT_BY_WORKER materials, fixed yearly/monthly pluses of a full-time…) */
  fixedPerHead(categoryId: string, centerId: string): number;
  /** € of schedule and weekday pluses of a placed job done by a worker of the category */
  plusCost(job: Job, segments: Segment[], categoryId: string): number;
}

export interface SurrogateInput {
  surrogate: SurrogateT;
  workerId: string;
  categoryId: string;
  agreementId: string;
  centerId: string;
  group: string;
  contractMinutes: number;
}

export interface SolveOptions {
  solver?: MilpSolverPort;
  signal?: AbortSignal;
  /** groups with at most this many person-blocks go to the MILP when a solver is given */
  exactMaxJobs?: number;
  /** time limit of one group's MILP (default 5 s: the first solve of a process also compiles HiGHS) */
  milpTimeLimitSeconds?: number;
  /** total time the MILP may take over the whole run (default 15 s); later groups use the heuristic */
  milpBudgetSeconds?: number;
  /** safety time limit of the improvement steps per group (they normally stop on a work budget) */
  localSearchMs?: number;
  now?: () => number;
  onGroup?: (info: GroupSolveInfo) => void;
}

interface Iv {
  day: number;
  s: number;
  e: number;
  job: number;
}

interface WState {
  idx: number;
  id: string;
  kind: 'surrogate' | 'new';
  name: string;
  surrogateId?: string;
  categoryId: string;
  agreementId: string;
  centerId: string;
  lim: WorkerLimits;
  cap: number;
  week: number;
  /** minutes per day of the week (kept in step with ivs) */
  dayMin: number[];
  ivs: Iv[];
  jobs: Set<number>;
  lines: Map<string, number>;
}

// ---------------------------------------------------------------- feasibility of one worker's week

function feasible(ivs: Iv[], lim: WorkerLimits): boolean {
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

// ---------------------------------------------------------------- placements of a job

function placements(job: Job, w: WState | null): Segment[][] {
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

function ivsOf(job: Job, segs: Segment[]): Iv[] {
  return segs.map((s) => ({ day: job.day, s: s.start, e: s.end, job: job.index }));
}

// ---------------------------------------------------------------- group solve

interface GroupCtx {
  group: string;
  jobs: Job[];
  eligible: Map<number, Set<string>>;
  workers: WState[];
  assigned: Map<number, { w: number; segs: Segment[] }>;
  uncovered: Set<number>;
  model: TenderModel;
  hints: RosterCostHints;
  nextNew: number;
  /** deterministic work budget of the improvement steps, in tried insertions */
  effort: number;
}

function tryAdd(ctx: GroupCtx, w: WState, job: Job): Segment[] | null {
  ctx.effort--;
  if (w.week + job.minutes > w.cap) return null;
  if (!ctx.eligible.get(job.index)!.has(w.categoryId)) return null;
  // cheap checks first: the day's hours, and a fixed job overlapping work of the same day
  if (w.dayMin[job.day] + job.minutes > w.lim.maxDayMinutes) return null;
  if (!job.flexible)
    for (const v of w.ivs)
      if (v.day === job.day) for (const sg of job.segments) if (sg.start < v.e && v.s < sg.end) return null;
  for (const segs of placements(job, w)) {
    const cand = w.ivs.concat(ivsOf(job, segs));
    if (feasible(cand, w.lim)) return segs;
  }
  return null;
}

function lineKey(j: Job): string {
  return `${j.sourceId}#${j.line}`;
}

function add(ctx: GroupCtx, w: WState, job: Job, segs: Segment[]): void {
  w.ivs.push(...ivsOf(job, segs));
  w.week += job.minutes;
  w.dayMin[job.day] += job.minutes;
  w.jobs.add(job.index);
  const lk = lineKey(job);
  w.lines.set(lk, (w.lines.get(lk) ?? 0) + 1);
  ctx.assigned.set(job.index, { w: w.idx, segs });
}

function remove(ctx: GroupCtx, w: WState, job: Job): void {
  w.ivs = w.ivs.filter((v) => v.job !== job.index);
  w.week -= job.minutes;
  w.dayMin[job.day] -= job.minutes;
  w.jobs.delete(job.index);
  const lk = lineKey(job);
  const c = (w.lines.get(lk) ?? 1) - 1;
  if (c <= 0) w.lines.delete(lk);
  else w.lines.set(lk, c);
  ctx.assigned.delete(job.index);
}

function newWorker(ctx: GroupCtx, categoryId: string, centerId: string): WState {
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

function heuristic(ctx: GroupCtx, deadline: number, now: () => number, signal?: AbortSignal): void {
  const { jobs } = ctx;
  // line order: longer lines first, then by source, line, day
  const lineMinutes = new Map<string, number>();
  for (const j of jobs) lineMinutes.set(lineKey(j), (lineMinutes.get(lineKey(j)) ?? 0) + j.minutes);
  const order = jobs
    .filter((j) => !ctx.uncovered.has(j.index))
    .sort(
      (a, b) =>
        lineMinutes.get(lineKey(b))! - lineMinutes.get(lineKey(a))! ||
        (a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0) ||
        a.line - b.line ||
        a.day - b.day,
    );
  const minJob = order.reduce((m, j) => Math.min(m, j.minutes), Infinity);

  // Phase A: surrogates, the most constrained first
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  // the jobs each category may do, in line order
  const pendingByCat = new Map<string, Job[]>();
  for (const w of surr) if (!pendingByCat.has(w.categoryId)) pendingByCat.set(w.categoryId, order.filter((j) => ctx.eligible.get(j.index)!.has(w.categoryId)));
  const eligCount = new Map([...pendingByCat].map(([c, l]) => [c, l.length]));
  surr.sort((a, b) => eligCount.get(a.categoryId)! - eligCount.get(b.categoryId)! || b.cap - a.cap || a.idx - b.idx);
  const MAX_MISSES = 4000;
  surr.forEach((w, k) => {
    if (k % 16 === 15) for (const [c, l] of pendingByCat) pendingByCat.set(c, l.filter((j) => !ctx.assigned.has(j.index)));
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
  if (signal?.aborted) throw new EngineAbortedError();

  // Phase B: new hires, best fit with line continuity. Candidates: the workers already on the job's line
  // and the most recently opened workers with room left (a bounded window, so large groups stay fast).
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
      if (list.length > 4 * WINDOW) byCat.set(cat, list.filter((w) => w.cap - w.week >= minJob));
      const open = byCat.get(cat) ?? [];
      for (let i = open.length - 1; i >= Math.max(0, open.length - WINDOW); i--) consider(open[i]);
    }
    if (!best) {
      const cat = [...elig].sort((a, b) => ctx.hints.marginalPerMinute(a) - ctx.hints.marginalPerMinute(b) || (a < b ? -1 : 1))[0];
      const w = newWorker(ctx, cat, j.centerId);
      const segs = tryAdd(ctx, w, j);
      if (!segs) {
        // cannot be done even by an empty worker: report, drop the worker
        ctx.workers.pop();
        ctx.nextNew--;
        ctx.uncovered.add(j.index);
        continue;
      }
      let list = byCat.get(cat);
      if (!list) byCat.set(cat, (list = []));
      list.push(w);
      best = w;
      bestSegs = segs;
    }
    const chosen = best as WState;
    if (!chosen.lines.has(lk)) (byLine.get(lk) ?? byLine.set(lk, []).get(lk)!).push(chosen);
    add(ctx, chosen, j, bestSegs!);
  }
  // the improvement steps stop on a work budget (so that the same tender always gives the same roster);
  // the time deadline is only a safety net for very slow machines
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

// ---------------------------------------------------------------- objective (same terms for both methods)

function objectiveOf(ctx: GroupCtx): number {
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

// ---------------------------------------------------------------- exact MILP

interface Opt {
  job: Job;
  segs: Segment[];
}

function milpOptions(ctx: GroupCtx): Opt[] {
  const out: Opt[] = [];
  const fixedByDay = new Map<number, Segment[]>();
  for (const j of ctx.jobs) if (!j.flexible) for (const s of j.segments) (fixedByDay.get(j.day) ?? fixedByDay.set(j.day, []).get(j.day)!).push(s);
  for (const j of ctx.jobs) {
    if (ctx.uncovered.has(j.index)) continue;
    if (!j.flexible) {
      out.push({ job: j, segs: j.segments });
      continue;
    }
    const { windowStart: a, windowEnd: b } = j.flexible;
    const m = j.minutes;
    const starts = new Set<number>([a, Math.max(a, b - m)]);
    for (const s of fixedByDay.get(j.day) ?? []) {
      if (s.end >= a && s.end + m <= b) starts.add(s.end);
      if (s.start - m >= a) starts.add(s.start - m);
    }
    for (const s of [...starts].slice(0, 8)) out.push({ job: j, segs: [{ start: s, end: s + m }] });
  }
  return out;
}

async function exact(ctx: GroupCtx, solver: MilpSolverPort, timeLimit: number, signal?: AbortSignal): Promise<{ ok: boolean; optimal: boolean; objective: number; message: string }> {
  const opts = milpOptions(ctx);
  const coverable = [...new Set(opts.map((o) => o.job.index))];
  // candidate workers: surrogates + per category as many new hires as jobs it may take (bounded)
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  const cats = new Set<string>();
  for (const o of opts) for (const c of ctx.eligible.get(o.job.index)!) cats.add(c);
  const heurCount = new Map<string, number>();
  for (const w of ctx.workers) if (w.kind === 'new' && w.jobs.size) heurCount.set(w.categoryId, (heurCount.get(w.categoryId) ?? 0) + 1);
  interface Cand {
    kind: 'surrogate' | 'new';
    w?: WState;
    categoryId: string;
    centerId: string;
    lim: WorkerLimits;
    cap: number;
    agreementId: string;
  }
  const cands: Cand[] = surr.map((w) => ({ kind: 'surrogate', w, categoryId: w.categoryId, centerId: w.centerId, lim: w.lim, cap: w.cap, agreementId: w.agreementId }));
  for (const c of [...cats].sort()) {
    const nJobs = coverable.filter((ji) => ctx.eligible.get(ji)!.has(c)).length;
    const k = Math.min(nJobs, (heurCount.get(c) ?? 0) + 1);
    const cat = ctx.model.categories.get(c)!;
    const lim = ctx.model.limits.get(cat.agreement.id)!;
    const center = ctx.jobs.find((j) => ctx.eligible.get(j.index)!.has(c))!.centerId;
    for (let i = 0; i < k; i++) cands.push({ kind: 'new', categoryId: c, centerId: center, lim, cap: lim.maxWeekFromYearMinutes, agreementId: cat.agreement.id });
  }
  const model: MilpModel = { variables: [], constraints: [] };
  const V = (name: string, cost: number, integer = true, ub = 1) => {
    model.variables.push({ name, lb: 0, ub, integer, cost });
    return model.variables.length - 1;
  };
  const x: Array<Map<number, number>> = cands.map(() => new Map()); // option index → var
  const yv: number[] = [];
  cands.forEach((c, wi) => {
    if (c.kind === 'new') yv[wi] = V(`y${wi}`, ctx.hints.fixedPerHead(c.categoryId, c.centerId) + 0.01);
    opts.forEach((o, oi) => {
      if (!ctx.eligible.get(o.job.index)!.has(c.categoryId)) return;
      if (o.job.minutes > c.cap || o.job.minutes > c.lim.maxDayMinutes) return;
      const cost = (c.kind === 'new' ? ctx.hints.marginalPerMinute(c.categoryId) * o.job.minutes : 0) + ctx.hints.plusCost(o.job, o.segs, c.categoryId);
      x[wi].set(oi, V(`x${oi}_${wi}`, cost));
    });
  });
  const C = (name: string, terms: Array<[number, number]>, lb: number, ub: number) => {
    if (terms.length) model.constraints.push({ name, terms, lb, ub });
  };
  // cover
  const optsByJob = new Map<number, number[]>();
  opts.forEach((o, oi) => (optsByJob.get(o.job.index) ?? optsByJob.set(o.job.index, []).get(o.job.index)!).push(oi));
  for (const [ji, ois] of optsByJob) {
    const terms: Array<[number, number]> = [];
    cands.forEach((_, wi) => ois.forEach((oi) => x[wi].has(oi) && terms.push([x[wi].get(oi)!, 1])));
    if (!terms.length) return { ok: false, optimal: false, objective: Infinity, message: `bloque ${ji} sin candidato` };
    C(`cover${ji}`, terms, 1, 1);
  }
  const abs = (o: Opt, s: Segment) => [o.job.day * DAY + s.start, o.job.day * DAY + s.end] as const;
  const overlaps = (a0: number, a1: number, b0: number, b1: number) => {
    for (const sh of [-WEEK, 0, WEEK]) if (a0 < b1 + sh && b0 + sh < a1) return true;
    return false;
  };
  // per worker constraints
  cands.forEach((c, wi) => {
    const xs = x[wi];
    if (!xs.size) return;
    const mine = [...xs.keys()];
    // x ≤ y, one row per option (much tighter than one big-M row)
    if (c.kind === 'new') for (const oi of mine) C(`link${wi}_${oi}`, [[xs.get(oi)!, 1], [yv[wi], -1]], -Infinity, 0);
    // rows that no choice could violate are left out (a smaller model solves faster)
    if (mine.reduce((a, oi) => a + opts[oi].job.minutes, 0) > c.cap) C(`week${wi}`, mine.map((oi) => [xs.get(oi)!, opts[oi].job.minutes]), -Infinity, c.cap);
    for (let d = 0; d < 7; d++) {
      const od = mine.filter((oi) => opts[oi].job.day === d);
      if (!od.length) continue;
      if (od.reduce((a, oi) => a + opts[oi].job.minutes, 0) > c.lim.maxDayMinutes)
        C(`day${wi}_${d}`, od.map((oi) => [xs.get(oi)!, opts[oi].job.minutes]), -Infinity, c.lim.maxDayMinutes);
      if (od.reduce((a, oi) => a + opts[oi].segs.length, 0) > c.lim.maxSections)
        C(`sec${wi}_${d}`, od.map((oi) => [xs.get(oi)!, opts[oi].segs.length]), -Infinity, c.lim.maxSections);
    }
    // overlap cliques at each range start
    const seenSets = new Set<string>();
    for (const oi of mine)
      for (const s of opts[oi].segs) {
        const [p] = abs(opts[oi], s);
        const set = mine.filter((oj) => opts[oj].segs.some((t) => overlaps(p, p + 1, ...abs(opts[oj], t))));
        if (set.length < 2) continue;
        const key = set.join(',');
        if (seenSets.has(key)) continue;
        seenSets.add(key);
        C(`ov${wi}_${oi}`, set.map((oj) => [xs.get(oj)!, 1]), -Infinity, 1);
      }
    // rest between consecutive days
    for (const oi of mine) {
      const o = opts[oi];
      const end = Math.max(...o.segs.map((s) => s.end)) + o.job.day * DAY;
      for (const oj of mine) {
        const p = opts[oj];
        if (p.job.day !== (o.job.day + 1) % 7) continue;
        let start = Math.min(...p.segs.map((s) => s.start)) + p.job.day * DAY;
        if (p.job.day === 0) start += WEEK;
        if (start - end < c.lim.restMinutes) C(`rest${wi}_${oi}_${oj}`, [[xs.get(oi)!, 1], [xs.get(oj)!, 1]], -Infinity, 1);
      }
    }
    // consecutive rest window: one window [t, t+R) free of work
    const R = c.lim.consecutiveRestMinutes;
    // when even all the options together leave a free stretch of R, any choice does: no rows needed
    const busy = mine.flatMap((oi) => opts[oi].segs.map((sg) => abs(opts[oi], sg) as readonly [number, number])).sort((a, b) => a[0] - b[0]);
    let longest = 0;
    if (busy.length) {
      let reach = busy[0][1];
      for (let i = 1; i < busy.length; i++) {
        if (busy[i][0] > reach) longest = Math.max(longest, busy[i][0] - reach);
        reach = Math.max(reach, busy[i][1]);
      }
      longest = Math.max(longest, busy[0][0] + WEEK - reach);
    }
    if (R > 0 && longest < R) {
      const starts = new Set<number>();
      for (let d = 0; d < 7; d++) starts.add(d * DAY);
      for (const oi of mine) for (const s of opts[oi].segs) starts.add(((opts[oi].job.day * DAY + s.end) % WEEK + WEEK) % WEEK);
      const sv: Array<[number, number]> = [];
      for (const t of starts) {
        const inside = mine.filter((oi) => opts[oi].segs.some((s) => overlaps(t, t + R, ...abs(opts[oi], s))));
        const v = V(`r${wi}_${t}`, 0);
        sv.push([v, 1]);
        for (const oi of inside) C(`rw${wi}_${t}_${oi}`, [[xs.get(oi)!, 1], [v, 1]], -Infinity, 1);
      }
      if (c.kind === 'new') C(`rest1${wi}`, [...sv, [yv[wi], -1]], 0, Infinity);
      else C(`rest1${wi}`, sv, 1, Infinity);
    }
  });
  // symmetry of identical new hires
  for (let wi = 1; wi < cands.length; wi++)
    if (cands[wi].kind === 'new' && cands[wi - 1].kind === 'new' && cands[wi].categoryId === cands[wi - 1].categoryId)
      C(`sym${wi}`, [[yv[wi - 1], 1], [yv[wi], -1]], 0, Infinity);

  const res = await solver.solve(model, { timeLimitSeconds: timeLimit, signal });
  if (res.status !== 'optimal' && res.status !== 'feasible') return { ok: false, optimal: false, objective: Infinity, message: `MILP ${res.status}${res.message ? `: ${res.message}` : ''}` };
  const heurObj = objectiveOf(ctx);
  if (res.objective > heurObj + 1e-6) return { ok: false, optimal: false, objective: res.objective, message: `MILP ${res.status} peor que la heurística` };
  // rebuild the group's workers from the MILP solution (keeping the heuristic's in case it does not check out)
  const snapshot = {
    workers: ctx.workers.map((w) => ({ ...w, dayMin: w.dayMin.slice(), ivs: w.ivs.slice(), jobs: new Set(w.jobs), lines: new Map(w.lines) })),
    assigned: new Map(ctx.assigned),
    nextNew: ctx.nextNew,
  };
  ctx.workers = surr.map((w, i) => ({ ...w, idx: i, ivs: [], week: 0, dayMin: [0, 0, 0, 0, 0, 0, 0], jobs: new Set<number>(), lines: new Map<string, number>() }));
  ctx.assigned.clear();
  ctx.nextNew = 0;
  const newByCand = new Map<number, WState>();
  let clash = false;
  cands.forEach((c, wi) => {
    for (const [oi, v] of x[wi]) {
      if ((res.values[v] ?? 0) < 0.5) continue;
      const o = opts[oi];
      if (ctx.assigned.has(o.job.index)) {
        clash = true;
        continue;
      }
      let w: WState;
      if (c.kind === 'surrogate') w = ctx.workers.find((s) => s.id === c.w!.id)!;
      else {
        w = newByCand.get(wi) ?? newWorker(ctx, c.categoryId, o.job.centerId);
        newByCand.set(wi, w);
      }
      add(ctx, w, o.job, o.segs);
    }
  });
  const valid = !clash && coverable.every((ji) => ctx.assigned.has(ji)) && ctx.workers.every((w) => w.week <= w.cap && feasible(w.ivs, w.lim));
  if (!valid) {
    ctx.workers = snapshot.workers;
    ctx.assigned = snapshot.assigned;
    ctx.nextNew = snapshot.nextNew;
    return { ok: false, optimal: false, objective: res.objective, message: `MILP ${res.status} sin una plantilla válida; se usa la heurística` };
  }
  return { ok: true, optimal: res.status === 'optimal', objective: res.objective, message: `MILP ${res.status}, ${model.variables.length} variables, ${model.constraints.length} restricciones` };
}

// ---------------------------------------------------------------- lower bound (max-flow of surrogate hours)

export function lowerBoundNewMinutes(
  demandByNode: Map<string, number>,
  surrogates: Array<{ cap: number; nodes: string[] }>,
): { newMinutes: number; perNode: Map<string, number>; usableSurrogate: number } {
  // bipartite max-flow: source → surrogate (cap) → node (demand) → sink
  const nodes = [...demandByNode.keys()];
  const S = surrogates.length;
  const N = nodes.length;
  const src = S + N;
  const snk = src + 1;
  const size = snk + 1;
  const cap: number[][] = Array.from({ length: size }, () => new Array(size).fill(0));
  const adj: number[][] = Array.from({ length: size }, () => []);
  const edge = (a: number, b: number, c: number) => {
    if (cap[a][b] === 0 && cap[b][a] === 0) {
      adj[a].push(b);
      adj[b].push(a);
    }
    cap[a][b] += c;
  };
  const nodeIdx = new Map(nodes.map((n, i) => [n, S + i]));
  surrogates.forEach((s, i) => {
    edge(src, i, s.cap);
    for (const n of s.nodes) if (nodeIdx.has(n)) edge(i, nodeIdx.get(n)!, Number.MAX_SAFE_INTEGER);
  });
  nodes.forEach((n, i) => edge(S + i, snk, demandByNode.get(n)!));
  let flow = 0;
  for (;;) {
    const prev = new Array(size).fill(-1);
    prev[src] = src;
    const q = [src];
    while (q.length && prev[snk] === -1) {
      const u = q.shift()!;
      for (const v of adj[u]) if (prev[v] === -1 && cap[u][v] > 0) {
        prev[v] = u;
        q.push(v);
      }
    }
    if (prev[snk] === -1) break;
    let f = Infinity;
    for (let v = snk; v !== src; v = prev[v]) f = Math.min(f, cap[prev[v]][v]);
    for (let v = snk; v !== src; v = prev[v]) {
      cap[prev[v]][v] -= f;
      cap[v][prev[v]] += f;
    }
    flow += f;
  }
  const perNode = new Map<string, number>();
  nodes.forEach((n, i) => perNode.set(n, cap[S + i][snk]));
  let total = 0;
  for (const v of perNode.values()) total += v;
  return { newMinutes: total, perNode, usableSurrogate: flow };
}

// ---------------------------------------------------------------- public: solve every group

export async function solveRoster(
  model: TenderModel,
  jobs: Job[],
  surrogates: SurrogateInput[],
  hints: RosterCostHints,
  options: SolveOptions = {},
): Promise<Roster & { lowerBound: Map<string, { perNode: Map<string, number>; newMinutes: number }> }> {
  const now = options.now ?? (() => 0);
  const groups = new Map<string, Job[]>();
  for (const j of jobs) (groups.get(j.group) ?? groups.set(j.group, []).get(j.group)!).push(j);
  const surrByGroup = new Map<string, SurrogateInput[]>();
  for (const s of surrogates) (surrByGroup.get(s.group) ?? surrByGroup.set(s.group, []).get(s.group)!).push(s);
  const allGroups = [...new Set([...groups.keys(), ...surrByGroup.keys()])].sort();
  const workersOut: RosterWorker[] = [];
  const assignments: Assignment[] = [];
  const uncovered: string[] = [];
  const infos: GroupSolveInfo[] = [];
  const lowerBound = new Map<string, { perNode: Map<string, number>; newMinutes: number }>();
  const catIds = [...model.categories.keys()];
  let milpUsed = 0;

  for (const g of allGroups) {
    if (options.signal?.aborted) throw new EngineAbortedError();
    const t0 = now();
    const gj = groups.get(g) ?? [];
    const eligible = new Map<number, Set<string>>();
    for (const j of gj) {
      const set = new Set<string>();
      const agr = model.centerAgreement.get(j.centerId);
      for (const c of catIds) {
        const cat = model.categories.get(c)!;
        if (cat.agreement.id !== agr) continue;
        if (cat.positions === 'any' || cat.positions.includes(j.positionId)) set.add(c);
      }
      eligible.set(j.index, set);
    }
    const ctx: GroupCtx = { group: g, jobs: gj, eligible, workers: [], assigned: new Map(), uncovered: new Set(), model, hints, nextNew: 0, effort: 0 };
    for (const s of surrByGroup.get(g) ?? []) {
      const lim = model.limits.get(s.agreementId)!;
      ctx.workers.push({
        idx: ctx.workers.length,
        id: s.workerId,
        kind: 'surrogate',
        name: s.surrogate.name ?? s.surrogate.id,
        surrogateId: s.surrogate.id,
        categoryId: s.categoryId,
        agreementId: s.agreementId,
        centerId: s.centerId,
        lim,
        cap: Math.min(s.contractMinutes, lim.maxWeekFromYearMinutes),
        week: 0,
        dayMin: [0, 0, 0, 0, 0, 0, 0],
        ivs: [],
        jobs: new Set(),
        lines: new Map(),
      });
    }
    // blocks no category can fill, or that no single worker could ever do, are reported
    for (const j of gj) {
      if (!eligible.get(j.index)!.size) {
        ctx.uncovered.add(j.index);
        continue;
      }
      const ok = [...eligible.get(j.index)!].some((c) => {
        const lim = model.limits.get(model.categories.get(c)!.agreement.id)!;
        return j.minutes <= lim.maxWeekFromYearMinutes && feasible(ivsOf(j, j.flexible ? [{ start: j.flexible.windowStart, end: j.flexible.windowStart + j.minutes }] : j.segments), lim);
      });
      if (!ok) ctx.uncovered.add(j.index);
    }
    const budget = options.localSearchMs ?? Math.min(20000, 500 + gj.length * 10);
    heuristic(ctx, now() + budget, now, options.signal);
    let method: 'milp' | 'heuristic' = 'heuristic';
    let optimal = false;
    let message = '';
    const exactMax = options.exactMaxJobs ?? 16;
    if (options.solver && gj.length > 0 && gj.length - ctx.uncovered.size <= exactMax) {
      const left = (options.milpBudgetSeconds ?? 15) - milpUsed;
      const limit = Math.min(options.milpTimeLimitSeconds ?? 5, left);
      const m0 = now();
      const r = limit > 0.05 ? await exact(ctx, options.solver, limit, options.signal) : { ok: false, optimal: false, message: 'presupuesto del MILP agotado' };
      milpUsed += (now() - m0) / 1000;
      message = r.message;
      if (r.ok) {
        method = 'milp';
        optimal = r.optimal;
      }
    }
    // lower bound: demand per (center, position) minus what surrogates may usefully cover
    const demandByNode = new Map<string, number>();
    for (const j of gj) if (!ctx.uncovered.has(j.index)) demandByNode.set(`${j.centerId}|${j.positionId}`, (demandByNode.get(`${j.centerId}|${j.positionId}`) ?? 0) + j.minutes);
    const lb = lowerBoundNewMinutes(
      demandByNode,
      ctx.workers
        .filter((w) => w.kind === 'surrogate')
        .map((w) => ({
          cap: w.cap,
          nodes: [...demandByNode.keys()].filter((n) => {
            const [c, p] = n.split('|');
            const cat = model.categories.get(w.categoryId)!;
            return cat.agreement.id === model.centerAgreement.get(c) && (cat.positions === 'any' || cat.positions.includes(p));
          }),
        })),
    );
    lowerBound.set(g, { perNode: lb.perNode, newMinutes: lb.newMinutes });

    // output
    const jobsByIdx = new Map(gj.map((j) => [j.index, j]));
    let sAssigned = 0;
    let sCap = 0;
    let nMin = 0;
    for (const w of ctx.workers) {
      if (w.kind === 'new' && w.jobs.size === 0) continue;
      // main center: where the worker works most
      let centerId = w.centerId;
      if (w.kind === 'new') {
        const per = new Map<string, number>();
        for (const ji of w.jobs) {
          const j = jobsByIdx.get(ji)!;
          per.set(j.centerId, (per.get(j.centerId) ?? 0) + j.minutes);
        }
        centerId = [...per.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
      }
      if (w.kind === 'surrogate') {
        sAssigned += w.week;
        sCap += w.cap;
      } else nMin += w.week;
      workersOut.push({
        id: w.id,
        kind: w.kind,
        surrogateId: w.surrogateId,
        name: w.name,
        categoryId: w.categoryId,
        agreementId: w.agreementId,
        centerId,
        group: g,
        contractMinutes: w.kind === 'new' ? w.week : (surrByGroup.get(g)!.find((s) => s.workerId === w.id)!.contractMinutes),
      });
      for (const ji of [...w.jobs].sort((a, b) => a - b)) {
        const j = jobsByIdx.get(ji)!;
        assignments.push({ jobKey: j.key, workerId: w.id, day: j.day, segments: ctx.assigned.get(ji)!.segs.map((s) => ({ ...s })) });
      }
    }
    for (const ji of ctx.uncovered) uncovered.push(jobsByIdx.get(ji)!.key);
    const info: GroupSolveInfo = {
      group: g,
      method,
      optimal,
      seconds: (now() - t0) / 1000,
      jobs: gj.length,
      workers: ctx.workers.filter((w) => w.kind === 'surrogate' || w.jobs.size > 0).length,
      demandMinutes: gj.reduce((a, j) => a + (ctx.uncovered.has(j.index) ? 0 : j.minutes), 0),
      surrogateCapacityMinutes: sCap,
      surrogateAssignedMinutes: sAssigned,
      newHireMinutes: nMin,
      lowerBoundNewMinutes: lb.newMinutes,
      message,
    };
    infos.push(info);
    options.onGroup?.(info);
  }
  return { workers: workersOut, assignments, uncovered, groups: infos, lowerBound };
}
