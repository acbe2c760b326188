/**
 * The group's exact model (docs/engine-model.md writes it as mathematics; the names of the builders below are
 * the names of its constraints there). Pure: it builds the port's plain-data model, solving is exact.ts's.
 *
 * Variables are created in a fixed order (hire and assignment variables worker by worker, then the rest-window
 * variables), and rows in a fixed order, so the same group always gives the same model.
 */
import type { Job, Segment, WorkerLimits } from '../types.js';
import type { MilpModel } from '../solver-port.js';
import { MINUTES_PER_DAY as DAY, MINUTES_PER_WEEK as WEEK } from '../calendar.js';
import type { GroupCtx, WState } from './types.js';

/** A placement option of a block: a fixed block has one, a flexible one up to eight starts. */
export interface PlacementOption {
  job: Job;
  segs: Segment[];
}

/** A candidate worker of the model: a surrogate of the group, or a slot a new hire of a category may fill. */
export interface CandidateWorker {
  kind: 'surrogate' | 'new';
  w?: WState;
  categoryId: string;
  centerId: string;
  lim: WorkerLimits;
  cap: number;
  agreementId: string;
}

export interface GroupMilp {
  model: MilpModel;
  options: PlacementOption[];
  workers: CandidateWorker[];
  /** job indexes with at least one placement option */
  coverable: number[];
  /** per candidate worker: option index → variable index of x[o, w] */
  assign: Array<Map<number, number>>;
  /** per new-hire slot: variable index of y[w] */
  hire: number[];
}

/** Most starts a flexible block is offered at (its window's ends, and touching the fixed ranges of its day). */
export const MAX_FLEXIBLE_STARTS = 8;

/** Placement options: fixed blocks as they are; flexible ones at a few starts that pack well. */
export function placementOptions(ctx: GroupCtx): PlacementOption[] {
  const out: PlacementOption[] = [];
  const fixedByDay = new Map<number, Segment[]>();
  for (const j of ctx.jobs)
    if (!j.flexible) for (const s of j.segments) (fixedByDay.get(j.day) ?? fixedByDay.set(j.day, []).get(j.day)!).push(s);
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
      if (s.start - m >= a && s.start <= b) starts.add(s.start - m);
    }
    for (const s of [...starts].slice(0, MAX_FLEXIBLE_STARTS)) out.push({ job: j, segs: [{ start: s, end: s + m }] });
  }
  return out;
}

/**
 * Candidate workers: the group's surrogates, then per category (in id order) as many new-hire slots as the
 * heuristic used plus one, never more than the blocks the category may do.
 */
export function candidateWorkers(ctx: GroupCtx, options: PlacementOption[], coverable: number[]): CandidateWorker[] {
  const surr = ctx.workers.filter((w) => w.kind === 'surrogate');
  const cats = new Set<string>();
  for (const o of options) for (const c of ctx.eligible.get(o.job.index)!) cats.add(c);
  const heurCount = new Map<string, number>();
  for (const w of ctx.workers)
    if (w.kind === 'new' && w.jobs.size) heurCount.set(w.categoryId, (heurCount.get(w.categoryId) ?? 0) + 1);
  const out: CandidateWorker[] = surr.map((w) => ({
    kind: 'surrogate',
    w,
    categoryId: w.categoryId,
    centerId: w.centerId,
    lim: w.lim,
    cap: w.cap,
    agreementId: w.agreementId,
  }));
  for (const c of [...cats].sort()) {
    const nJobs = coverable.filter((ji) => ctx.eligible.get(ji)!.has(c)).length;
    const k = Math.min(nJobs, (heurCount.get(c) ?? 0) + 1);
    const cat = ctx.model.categories.get(c)!;
    const lim = ctx.model.limits.get(cat.agreement.id)!;
    const center = ctx.jobs.find((j) => ctx.eligible.get(j.index)!.has(c))!.centerId;
    for (let i = 0; i < k; i++)
      out.push({
        kind: 'new',
        categoryId: c,
        centerId: center,
        lim,
        cap: lim.maxWeekFromYearMinutes,
        agreementId: cat.agreement.id,
      });
  }
  return out;
}

/** Small cost per hire: among rosters of equal cost, fewer people. */
export const HEAD_TIEBREAK = 0.01;

type Terms = Array<[number, number]>;

/** Model under construction: variables and rows are appended, each with its family's name. */
class ModelBuilder {
  readonly model: MilpModel = { variables: [], constraints: [] };
  binary(name: string, cost: number): number {
    this.model.variables.push({ name, lb: 0, ub: 1, integer: true, cost });
    return this.model.variables.length - 1;
  }
  row(name: string, terms: Terms, lb: number, ub: number): void {
    if (terms.length) this.model.constraints.push({ name, terms, lb, ub });
  }
}

const absRange = (o: PlacementOption, s: Segment) => [o.job.day * DAY + s.start, o.job.day * DAY + s.end] as const;
/** Overlap of two ranges of the cyclic week. */
const overlapsCyclic = (a0: number, a1: number, b0: number, b1: number) => {
  for (const sh of [-WEEK, 0, WEEK]) if (a0 < b1 + sh && b0 + sh < a1) return true;
  return false;
};

/** y[w] for each new-hire slot and x[o, w] for each option a worker may take (eligible, fits a day and the week). */
function assignmentVariables(b: ModelBuilder, ctx: GroupCtx, options: PlacementOption[], workers: CandidateWorker[]) {
  const assign: Array<Map<number, number>> = workers.map(() => new Map());
  const hire: number[] = [];
  workers.forEach((c, wi) => {
    if (c.kind === 'new') hire[wi] = b.binary(`y[${wi}]`, ctx.hints.fixedPerHead(c.categoryId, c.centerId) + HEAD_TIEBREAK);
    options.forEach((o, oi) => {
      if (!ctx.eligible.get(o.job.index)!.has(c.categoryId)) return;
      if (o.job.minutes > c.cap || o.job.minutes > c.lim.maxDayMinutes) return;
      const cost =
        (c.kind === 'new' ? ctx.hints.marginalPerMinute(c.categoryId) * o.job.minutes : 0) +
        ctx.hints.plusCost(o.job, o.segs, c.categoryId);
      assign[wi].set(oi, b.binary(`x[${oi},${wi}]`, cost));
    });
  });
  return { assign, hire };
}

/** cover: every coverable block is done once, by one worker at one of its placements. Null names a block nobody may take. */
function coverRows(b: ModelBuilder, options: PlacementOption[], assign: Array<Map<number, number>>): number | null {
  const optsByJob = new Map<number, number[]>();
  options.forEach((o, oi) => (optsByJob.get(o.job.index) ?? optsByJob.set(o.job.index, []).get(o.job.index)!).push(oi));
  for (const [ji, ois] of optsByJob) {
    const terms: Terms = [];
    assign.forEach((xs) => ois.forEach((oi) => xs.has(oi) && terms.push([xs.get(oi)!, 1])));
    if (!terms.length) return ji;
    b.row(`cover[${ji}]`, terms, 1, 1);
  }
  return null;
}

/** One candidate worker's part of the model: its index, its options (`mine`, indexes into `options`) and their x. */
interface WorkerRows {
  b: ModelBuilder;
  wi: number;
  c: CandidateWorker;
  mine: number[];
  xs: Map<number, number>;
  options: PlacementOption[];
}

/** Σ weight(o)·x[o] ≤ cap over options `ois`; left out when no choice could break it (a smaller model solves faster). */
function capRow(w: WorkerRows, name: string, ois: number[], weight: (oi: number) => number, cap: number) {
  if (ois.reduce((a, oi) => a + weight(oi), 0) > cap)
    w.b.row(
      name,
      ois.map((oi) => [w.xs.get(oi)!, weight(oi)]),
      -Infinity,
      cap,
    );
}

/** hireLink: a new-hire slot takes work only if hired (x ≤ y, one row per option: tighter than one big-M row). */
function hireLinkRows({ b, wi, mine, xs }: WorkerRows, y: number) {
  for (const oi of mine)
    b.row(
      `hireLink[${wi},${oi}]`,
      [
        [xs.get(oi)!, 1],
        [y, -1],
      ],
      -Infinity,
      0,
    );
}

/** weeklyCap: the week's minutes within the contract (or, for a new hire, the agreement's weekly cap). */
function weeklyCapRows(w: WorkerRows) {
  const { wi, c, mine, options } = w;
  capRow(w, `weeklyCap[${wi}]`, mine, (oi) => options[oi].job.minutes, c.cap);
}

/** dailyCap and dailySections: a day's minutes and ranges (every range counted as a section) within the agreement's. */
function dailyCapAndSectionsRows(w: WorkerRows) {
  const { wi, c, mine, options } = w;
  for (let d = 0; d < 7; d++) {
    const od = mine.filter((oi) => options[oi].job.day === d);
    if (!od.length) continue;
    capRow(w, `dailyCap[${wi},${d}]`, od, (oi) => options[oi].job.minutes, c.lim.maxDayMinutes);
    capRow(w, `dailySections[${wi},${d}]`, od, (oi) => options[oi].segs.length, c.lim.maxSections);
  }
}

/** noOverlap: at each range start, the options of the worker covering that instant form a clique (at most one). */
function noOverlapRows({ b, wi, mine, xs, options }: WorkerRows) {
  const seenSets = new Set<string>();
  for (const oi of mine)
    for (const s of options[oi].segs) {
      const [p] = absRange(options[oi], s);
      const set = mine.filter((oj) => options[oj].segs.some((t) => overlapsCyclic(p, p + 1, ...absRange(options[oj], t))));
      if (set.length < 2) continue;
      const key = set.join(',');
      if (seenSets.has(key)) continue;
      seenSets.add(key);
      b.row(
        `noOverlap[${wi},${oi}]`,
        set.map((oj) => [xs.get(oj)!, 1]),
        -Infinity,
        1,
      );
    }
}

/** dailyRest: two options on consecutive days closer than the rest between shifts exclude each other. */
function dailyRestRows(w: WorkerRows) {
  const { b, wi, c, mine, xs, options } = w;
  for (const oi of mine) {
    const o = options[oi];
    const end = Math.max(...o.segs.map((s) => s.end)) + o.job.day * DAY;
    for (const oj of mine) {
      const p = options[oj];
      if (p.job.day !== (o.job.day + 1) % 7) continue;
      let start = Math.min(...p.segs.map((s) => s.start)) + p.job.day * DAY;
      if (p.job.day === 0) start += WEEK;
      if (start - end < c.lim.restMinutes)
        b.row(
          `dailyRest[${wi},${oi},${oj}]`,
          [
            [xs.get(oi)!, 1],
            [xs.get(oj)!, 1],
          ],
          -Infinity,
          1,
        );
    }
  }
}

/** Longest free stretch of the cyclic week left by all the worker's options together. */
function longestFreeStretch(mine: number[], options: PlacementOption[]): number {
  const busy = mine
    .flatMap((oi) => options[oi].segs.map((sg) => absRange(options[oi], sg) as readonly [number, number]))
    .sort((a, b) => a[0] - b[0]);
  let longest = 0;
  if (busy.length) {
    let reach = busy[0][1];
    for (let i = 1; i < busy.length; i++) {
      if (busy[i][0] > reach) longest = Math.max(longest, busy[i][0] - reach);
      reach = Math.max(reach, busy[i][1]);
    }
    longest = Math.max(longest, busy[0][0] + WEEK - reach);
  }
  return longest;
}

/**
 * restWindow and weeklyRest: one window [t, t+R) of the week free of work, t among the day starts and the
 * options' ends. r[w, t] chooses the window (restWindow keeps it free); a surrogate needs one, a new hire one if hired.
 */
function weeklyRestRows(w: WorkerRows, y: number | undefined) {
  const { b, wi, c, mine, xs, options } = w;
  const R = c.lim.consecutiveRestMinutes;
  // when even all the options together leave a free stretch of R, any choice does: no rows needed
  if (!(R > 0 && longestFreeStretch(mine, options) < R)) return;
  const starts = new Set<number>();
  for (let d = 0; d < 7; d++) starts.add(d * DAY);
  for (const oi of mine)
    for (const s of options[oi].segs) starts.add((((options[oi].job.day * DAY + s.end) % WEEK) + WEEK) % WEEK);
  const sv: Terms = [];
  for (const t of starts) {
    const inside = mine.filter((oi) => options[oi].segs.some((s) => overlapsCyclic(t, t + R, ...absRange(options[oi], s))));
    const v = b.binary(`r[${wi},${t}]`, 0);
    sv.push([v, 1]);
    for (const oi of inside)
      b.row(
        `restWindow[${wi},${t},${oi}]`,
        [
          [xs.get(oi)!, 1],
          [v, 1],
        ],
        -Infinity,
        1,
      );
  }
  if (c.kind === 'new') b.row(`weeklyRest[${wi}]`, [...sv, [y!, -1]], 0, Infinity);
  else b.row(`weeklyRest[${wi}]`, sv, 1, Infinity);
}

/** hireOrder: identical new-hire slots are used in order (breaks their symmetry). */
function hireOrderRows(b: ModelBuilder, workers: CandidateWorker[], hire: number[]) {
  for (let wi = 1; wi < workers.length; wi++)
    if (workers[wi].kind === 'new' && workers[wi - 1].kind === 'new' && workers[wi].categoryId === workers[wi - 1].categoryId)
      b.row(
        `hireOrder[${wi}]`,
        [
          [hire[wi - 1], 1],
          [hire[wi], -1],
        ],
        0,
        Infinity,
      );
}

/** The group's MILP, or the index of a block no candidate may take. */
export function buildGroupMilp(ctx: GroupCtx): GroupMilp | { uncoverableJob: number } {
  const options = placementOptions(ctx);
  const coverable = [...new Set(options.map((o) => o.job.index))];
  const workers = candidateWorkers(ctx, options, coverable);
  const b = new ModelBuilder();
  const { assign, hire } = assignmentVariables(b, ctx, options, workers);
  const bad = coverRows(b, options, assign);
  if (bad !== null) return { uncoverableJob: bad };
  workers.forEach((c, wi) => {
    const xs = assign[wi];
    if (!xs.size) return;
    const w: WorkerRows = { b, wi, c, mine: [...xs.keys()], xs, options };
    if (c.kind === 'new') hireLinkRows(w, hire[wi]);
    weeklyCapRows(w);
    dailyCapAndSectionsRows(w);
    noOverlapRows(w);
    dailyRestRows(w);
    weeklyRestRows(w, hire[wi]);
  });
  hireOrderRows(b, workers, hire);
  return { model: b.model, options, workers, coverable, assign, hire };
}
