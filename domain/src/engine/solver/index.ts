/**
 * Staffing: the weekly roster of each center group. Surrogates are filled first,
 * new hires are opened for what is left and sized to the hours they get.
 *
 * Two methods behind one function:
 * - a constructive heuristic (heuristic.ts: surrogates first, line by line; new hires packed best-fit)
 *   followed by improvement steps on a work budget (local-search.ts: move work from new hires into idle
 *   surrogate hours, empty the smallest new hires into the others, re-select the weeks of surrogates with idle
 *   hours, cost moves);
 * - an exact MILP through the solver port for small groups (milp-model.ts, exact.ts), warm-bounded by the
 *   heuristic; it is used when it is at least as good. Its model counts every range as a section (a
 *   conservative reading of `max_sections_planned_day`), so "optimal" means optimal for that model.
 * Each group also gets lower bounds on its new-hire minutes (lower-bound.ts). docs/engine-model.md has the model.
 */
import type { Assignment, GroupSolveInfo, Job, Roster, RosterWorker } from '../types.js';
import type { TenderModel } from '../model.js';
import { feasible, ivsOf } from './feasibility.js';
import { constructRoster } from './heuristic.js';
import { DEEP_RUN_NODES, improveRoster, type SearchBudget } from './local-search.js';
import { solveGroupExactly } from './exact.js';
import { applyCoverage, exactSurrogateCoverage, RUN_WORK, type WorkBudget } from './exact-coverage.js';
import {
  groupLowerBounds,
  lowerBoundNewMinutes,
  blockLowerBoundNewMinutes,
  raiseBlockBound,
  type GroupLowerBounds,
} from './lower-bound.js';
import { EngineAbortedError, type GroupCtx, type RosterCostHints, type SolveOptions, type SurrogateInput } from './types.js';

export {
  EngineAbortedError,
  lowerBoundNewMinutes,
  blockLowerBoundNewMinutes,
  type GroupLowerBounds,
  type RosterCostHints,
  type SolveOptions,
  type SurrogateInput,
};

export async function solveRoster(
  model: TenderModel,
  jobs: Job[],
  surrogates: SurrogateInput[],
  hints: RosterCostHints,
  options: SolveOptions = {},
): Promise<Roster & { lowerBound: Map<string, GroupLowerBounds> }> {
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
  const lowerBound = new Map<string, GroupLowerBounds>();
  const catIds = [...model.categories.keys()];
  let milpUsed = 0;
  // rest reach of surrogate profiles, shared by the groups of the run (lower-bound.ts)
  const restMemo = new Map<string, number>();
  const exactWork: WorkBudget = { left: RUN_WORK };
  const deepSearch: SearchBudget = { left: DEEP_RUN_NODES };

  for (const g of allGroups) {
    if (options.signal?.aborted) throw new EngineAbortedError();
    const t0 = now();
    const gj = groups.get(g) ?? [];
    const ctx = groupContext(model, hints, g, gj, catIds, surrByGroup.get(g) ?? []);
    const budget = options.localSearchMs ?? Math.min(20000, 500 + gj.length * 10);
    constructRoster(ctx, options.signal);
    // the bounds do not depend on the roster (only on the blocks left uncovered, final after construction);
    // their per-surrogate reach tells the improvement steps which surrogates cannot grow
    const lb = groupLowerBounds(ctx, restMemo);
    lowerBound.set(g, lb);
    improveRoster(ctx, now() + budget, now, options.signal, lb.surrogateReach, deepSearch);
    // a group still above its block bound: when small enough, its surrogates' best weeks are searched exactly;
    // the optimum found (or the Lagrangian bound, when the search is cut short) is the group's bound when proved
    if (newHireMinutesOf(ctx) > lb.blocks.newMinutes) {
      const exact = exactSurrogateCoverage(ctx, exactWork);
      if (exact?.cover && exact.minutes > surrogateMinutesOf(ctx)) applyCoverage(ctx, exact.cover);
      if (exact?.proved) raiseBlockBound(ctx, lb, exact.minutes, exact.cover?.perNode);
    }
    const milp = { used: milpUsed };
    const { method, optimal, message } = await exactStep(ctx, options, now, milp);
    milpUsed = milp.used;
    const { sAssigned, sCap, nMin } = groupOutput(ctx, surrByGroup.get(g) ?? [], { workersOut, assignments, uncovered });
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
      lowerBoundNewMinutes: lb.hours.newMinutes,
      blockLowerBoundNewMinutes: lb.blocks.newMinutes,
      message,
    };
    infos.push(info);
    options.onGroup?.(info);
  }
  return { workers: workersOut, assignments, uncovered, groups: infos, lowerBound };
}

/** A group's context before construction: the categories each block allows, its surrogates, its unfillable blocks. */
function groupContext(
  model: TenderModel,
  hints: RosterCostHints,
  g: string,
  gj: Job[],
  catIds: string[],
  surrs: SurrogateInput[],
): GroupCtx {
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
  const ctx: GroupCtx = {
    group: g,
    jobs: gj,
    eligible,
    workers: [],
    assigned: new Map(),
    uncovered: new Set(),
    model,
    hints,
    nextNew: 0,
    effort: 0,
  };
  for (const s of surrs) {
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
  markUnfillable(ctx);
  return ctx;
}

/** Blocks no category can fill, or that no single worker could ever do, are reported. */
function markUnfillable(ctx: GroupCtx) {
  const { model, eligible } = ctx;
  for (const j of ctx.jobs) {
    if (!eligible.get(j.index)!.size) {
      ctx.uncovered.add(j.index);
      continue;
    }
    const ok = [...eligible.get(j.index)!].some((c) => {
      const lim = model.limits.get(model.categories.get(c)!.agreement.id)!;
      return (
        j.minutes <= lim.maxWeekFromYearMinutes &&
        feasible(
          ivsOf(j, j.flexible ? [{ start: j.flexible.windowStart, end: j.flexible.windowStart + j.minutes }] : j.segments),
          lim,
        )
      );
    });
    if (!ok) ctx.uncovered.add(j.index);
  }
}

/** A small group solved exactly with the MILP, within the run's MILP budget (`milp.used`, in seconds, grows). */
async function exactStep(ctx: GroupCtx, options: SolveOptions, now: () => number, milp: { used: number }) {
  let method: 'milp' | 'heuristic' = 'heuristic';
  let optimal = false;
  let message = '';
  const gj = ctx.jobs;
  const exactMax = options.exactMaxJobs ?? 16;
  if (options.solver && gj.length > 0 && gj.length - ctx.uncovered.size <= exactMax) {
    const left = (options.milpBudgetSeconds ?? 15) - milp.used;
    const limit = Math.min(options.milpTimeLimitSeconds ?? 5, left);
    const m0 = now();
    const r =
      limit > 0.05
        ? await solveGroupExactly(ctx, options.solver, limit, options.signal)
        : { ok: false, optimal: false, message: 'presupuesto del MILP agotado' };
    milp.used += (now() - m0) / 1000;
    message = r.message;
    if (r.ok) {
      method = 'milp';
      optimal = r.optimal;
    }
  }
  return { method, optimal, message };
}

/** A group's workers, assignments and uncovered blocks added to the run's; its surrogates' and new hires' minutes. */
function groupOutput(
  ctx: GroupCtx,
  surrs: SurrogateInput[],
  out: { workersOut: RosterWorker[]; assignments: Assignment[]; uncovered: string[] },
) {
  const jobsByIdx = new Map(ctx.jobs.map((j) => [j.index, j]));
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
    out.workersOut.push({
      id: w.id,
      kind: w.kind,
      surrogateId: w.surrogateId,
      name: w.name,
      categoryId: w.categoryId,
      agreementId: w.agreementId,
      centerId,
      group: ctx.group,
      contractMinutes: w.kind === 'new' ? w.week : surrs.find((s) => s.workerId === w.id)!.contractMinutes,
    });
    for (const ji of [...w.jobs].sort((a, b) => a - b)) {
      const j = jobsByIdx.get(ji)!;
      out.assignments.push({
        jobKey: j.key,
        workerId: w.id,
        day: j.day,
        segments: ctx.assigned.get(ji)!.segs.map((s) => ({ ...s })),
      });
    }
  }
  for (const ji of ctx.uncovered) out.uncovered.push(jobsByIdx.get(ji)!.key);
  return { sAssigned, sCap, nMin };
}

const surrogateMinutesOf = (ctx: GroupCtx) => ctx.workers.reduce((a, w) => a + (w.kind === 'surrogate' ? w.week : 0), 0);

const newHireMinutesOf = (ctx: GroupCtx) => ctx.workers.reduce((a, w) => a + (w.kind === 'new' ? w.week : 0), 0);
