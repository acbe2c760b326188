/**
 * The exact method for small groups: solve the group's MILP (milp-model.ts) through the solver port and, when
 * it is at least as good as the heuristic's roster and checks out, replace that roster with it.
 */
import type { MilpSolverPort } from '../solver-port.js';
import { feasible } from './feasibility.js';
import { buildGroupMilp, type GroupMilp } from './milp-model.js';
import { add, newWorker, objectiveOf } from './roster-state.js';
import type { GroupCtx, WState } from './types.js';

export interface ExactResult {
  ok: boolean;
  optimal: boolean;
  objective: number;
  message: string;
}

export async function solveGroupExactly(
  ctx: GroupCtx,
  solver: MilpSolverPort,
  timeLimit: number,
  signal?: AbortSignal,
): Promise<ExactResult> {
  const built = buildGroupMilp(ctx);
  if ('uncoverableJob' in built)
    return { ok: false, optimal: false, objective: Infinity, message: `bloque ${built.uncoverableJob} sin candidato` };
  const { model } = built;
  const res = await solver.solve(model, { timeLimitSeconds: timeLimit, signal });
  if (res.status !== 'optimal' && res.status !== 'feasible')
    return {
      ok: false,
      optimal: false,
      objective: Infinity,
      message: `MILP ${res.status}${res.message ? `: ${res.message}` : ''}`,
    };
  const heurObj = objectiveOf(ctx);
  if (res.objective > heurObj + 1e-6)
    return { ok: false, optimal: false, objective: res.objective, message: `MILP ${res.status} peor que la heurística` };
  // rebuild the group's workers from the MILP solution (keeping the heuristic's in case it does not check out)
  const snapshot = rosterSnapshot(ctx);
  if (!rosterFromSolution(ctx, built, res.values)) {
    ctx.workers = snapshot.workers;
    ctx.assigned = snapshot.assigned;
    ctx.nextNew = snapshot.nextNew;
    return {
      ok: false,
      optimal: false,
      objective: res.objective,
      message: `MILP ${res.status} sin una plantilla válida; se usa la heurística`,
    };
  }
  return {
    ok: true,
    optimal: res.status === 'optimal',
    objective: res.objective,
    message: `MILP ${res.status}, ${model.variables.length} variables, ${model.constraints.length} restricciones`,
  };
}

/** A copy of the group's roster to restore. */
function rosterSnapshot(ctx: GroupCtx): Pick<GroupCtx, 'workers' | 'assigned' | 'nextNew'> {
  return {
    workers: ctx.workers.map((w) => ({
      ...w,
      dayMin: w.dayMin.slice(),
      ivs: w.ivs.slice(),
      jobs: new Set(w.jobs),
      lines: new Map(w.lines),
    })),
    assigned: new Map(ctx.assigned),
    nextNew: ctx.nextNew,
  };
}

/**
 * Replaces the group's roster by the MILP's solution (`values` by variable): its surrogates emptied, then each
 * chosen option placed. Whether the result is valid: no block twice, every coverable block covered, every
 * worker within its limits.
 */
function rosterFromSolution(ctx: GroupCtx, { options, workers, coverable, assign }: GroupMilp, values: number[]): boolean {
  ctx.workers = ctx.workers
    .filter((w) => w.kind === 'surrogate')
    .map((w, i) => ({
      ...w,
      idx: i,
      ivs: [],
      week: 0,
      dayMin: [0, 0, 0, 0, 0, 0, 0],
      jobs: new Set<number>(),
      lines: new Map<string, number>(),
    }));
  ctx.assigned.clear();
  ctx.nextNew = 0;
  const newByCand = new Map<number, WState>();
  let clash = false;
  workers.forEach((c, wi) => {
    for (const [oi, v] of assign[wi]) {
      if ((values[v] ?? 0) < 0.5) continue;
      const o = options[oi];
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
  return (
    !clash && coverable.every((ji) => ctx.assigned.has(ji)) && ctx.workers.every((w) => w.week <= w.cap && feasible(w.ivs, w.lim))
  );
}
