/**
 * Config host: the parameters of a solved simulation (Modificar parámetros) and the social security discount.
 * Changes re-cost the stored roster with the engine's `recost` — no new solve. A change that ends within
 * INLINE_RECOST_MS is answered FINISHED (or ERROR) by the PUT itself; a slower one is answered PENDING and goes
 * on, and the status call says when it is FINISHED (or ERROR).
 */
import type { Kysely } from 'kysely';
import type { CallContext, ConfigHandlers, Deps } from '../../http/context';
import type { Database } from '../../db/schema';
import type { Schemas } from '../../contract';
import { badRequest, conflict, notFound } from '../../http/errors';
import { simulationAccess } from '../../simulations/access';
import { solutionRoster } from '../../runs/roster';
import { applyMaterialUpdates, bidChangeOf, bidParametersOf, contractResults, type BidParameterChange, loadSolution, materialUpdateProblem, recostParameters, recostSocialSecurity, solutionEmployees, solutionParameters, workerUuid, type MaterialUpdate, type StoredOutput } from '../../runs/solution';

export const NOT_RECOSTABLE = 'excel can not be calculated';
const NO_SOLUTION = 'La simulación no tiene solución todavía';
/** A PENDING change older than this was lost with its process. */
const PENDING_TIMEOUT_MS = 120_000;
/** How long a change may take inside its request before the answer says PENDING and the change goes on behind it. */
const inlineRecostMs = () => Number(process.env.INLINE_RECOST_MS ?? 200);

type Kind = 'params' | 'ss';
type TaskStatus = Schemas['TaskStatus'];

async function solutionOf(call: CallContext & { params: { id: string } }, action: 'read' | 'update') {
  const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, action);
  const solution = await loadSolution(call.deps.db, simulation.id);
  return { simulation, solution };
}

function taskStatus(status: TaskStatus['status'], message: string | null, updatedAt: Date | null, now: Date): TaskStatus {
  if (status === 'PENDING' && updatedAt && now.getTime() - new Date(updatedAt).getTime() > PENDING_TIMEOUT_MS)
    return { status: 'ERROR', info_message: 'El servidor se detuvo mientras recalculaba la simulación; vuelve a guardar los parámetros' };
  return { status, info_message: message };
}

const inFlight = new Set<Promise<void>>();
/** Resolves when no re-costing started by this process is running (tests). */
export async function recostIdle(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * Marks the change PENDING (refused when one is already pending) and re-costs off the request: the solution row
 * is locked while it is rewritten, so a parameter change and a discount never overwrite each other.
 */
async function startChange(deps: Deps, simulationId: string, kind: Kind, change: (out: StoredOutput) => StoredOutput): Promise<TaskStatus> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - PENDING_TIMEOUT_MS);
  const statusCol = kind === 'params' ? 'params_status' : 'ss_status';
  const atCol = kind === 'params' ? 'params_updated_at' : 'ss_updated_at';
  const msgCol = kind === 'params' ? 'params_message' : 'ss_message';
  const marked = await deps.db
    .updateTable('simulation_solution')
    .set({ [statusCol]: 'PENDING', [msgCol]: null, [atCol]: now } as never)
    .where('simulation_id', '=', simulationId)
    .where((eb) => eb.or([eb(statusCol, '<>', 'PENDING'), eb(atCol, '<', staleBefore)]))
    .returning('simulation_id')
    .executeTakeFirst();
  if (!marked) throw conflict('Hay un cambio pendiente de terminar; espera a que acabe');
  const job = (async (): Promise<TaskStatus> => {
    try {
      await recostInTransaction(deps.db, simulationId, change, { [statusCol]: 'FINISHED', [msgCol]: null }, deps.now());
      return { status: 'FINISHED', info_message: null };
    } catch (error) {
      const info_message = `Error al recalcular: ${error instanceof Error ? error.message : String(error)}`;
      await deps.db
        .updateTable('simulation_solution')
        .set({ [statusCol]: 'ERROR', [msgCol]: info_message } as never)
        .where('simulation_id', '=', simulationId)
        .execute()
        .catch(() => {});
      return { status: 'ERROR', info_message };
    }
  })();
  const tracked = job.then(() => undefined);
  inFlight.add(tracked);
  void tracked.finally(() => inFlight.delete(tracked));
  // A re-costing is arithmetic over the stored roster: most end within the request, and then the answer is final
  // (no poll needed). A slower one goes on after the answer, which then says PENDING.
  const waitMs = inlineRecostMs();
  if (!(waitMs > 0)) return { status: 'PENDING', info_message: null }; // 0: always behind the answer
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const ended = await Promise.race([job, late]);
  clearTimeout(timer);
  return ended ?? { status: 'PENDING', info_message: null };
}

async function recostInTransaction(db: Kysely<Database>, simulationId: string, change: (out: StoredOutput) => StoredOutput, done: Record<string, unknown>, now: Date) {
  await new Promise((resolve) => setImmediate(resolve));
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('simulation_solution').select(['output']).where('simulation_id', '=', simulationId).forUpdate().executeTakeFirstOrThrow();
    const out = (typeof row.output === 'string' ? JSON.parse(row.output) : row.output) as StoredOutput;
    const next = change(out);
    await trx
      .updateTable('simulation_solution')
      .set((eb) => ({ ...(done as object), output: JSON.stringify(next), version: eb('version', '+', 1), updated_at: now }) as never)
      .where('simulation_id', '=', simulationId)
      .execute();
    await trx
      .updateTable('simulation')
      .set({ results: JSON.stringify(contractResults(next)), updated_at: now })
      .where('id', '=', simulationId)
      .execute();
  });
}

export const solutionHandlers = {
  async getSolutionParameters(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) throw notFound(NO_SOLUTION);
    return solutionParameters(solution.output);
  },

  async getSolutionDefaultParameters(call) {
    const { simulation, solution } = await solutionOf(call, 'read');
    const costs = await call.deps.db
      .selectFrom('simulation_material_cost as m')
      .leftJoin('center as c', 'c.id', 'm.center_id')
      .select(['m.id', 'm.center_id', 'c.name as center_name', 'm.name', 'm.cost_type', 'm.amount', 'm.number_of_units', 'm.months_to_apply'])
      .where('m.simulation_id', '=', simulation.id)
      .orderBy('m.seq')
      .execute();
    const material_costs = costs
      .map((m) => ({
        id: m.id,
        center_id: m.center_id,
        center_name: m.center_name ?? null,
        name: m.name,
        type: m.cost_type,
        amount: Number(m.amount),
        number_of_units: m.number_of_units,
        months_to_apply: m.months_to_apply,
      }))
      .sort((a, b) => (a.center_id === null ? 0 : 1) - (b.center_id === null ? 0 : 1));
    void solution;
    return { absenteeism_rate: simulation.absenteeism_rate ?? 0, benefit: 0, ...bidParametersOf({}), material_costs };
  },

  async updateSolutionParameters(call) {
    const { simulation, solution } = await solutionOf(call, 'update');
    if (simulation.status !== 'Solved' || !solution) throw conflict(NOT_RECOSTABLE);
    const updates: MaterialUpdate[] = call.body.material_costs;
    const problem = materialUpdateProblem(solution.output.parameters.material_costs, updates, 'la simulación');
    if (problem) throw badRequest(problem.message, problem.field);
    const body = call.body as { absenteeism_rate: number; benefit: number } & BidParameterChange;
    return startChange(call.deps, simulation.id, 'params', (out) =>
      recostParameters(out, {
        absenteeism_rate: body.absenteeism_rate,
        benefit: body.benefit,
        ...bidChangeOf(body),
        // every stored cost stays; those sent change amount, units and months
        material_costs: applyMaterialUpdates(out.parameters.material_costs, updates),
      }),
    );
  },

  async getSolutionParametersStatus(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) return { status: 'FINISHED', info_message: null };
    return taskStatus(solution.params_status, solution.params_message, solution.params_updated_at, call.deps.now());
  },

  async getSolutionEmployees(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) throw notFound(NO_SOLUTION);
    return solutionEmployees(solution.output).map(({ worker_id: _w, ...e }) => e);
  },

  async getSolutionRoster(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) throw notFound(NO_SOLUTION);
    return solutionRoster(solution.output);
  },

  async getSocialSecurityEmployees(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) throw notFound(NO_SOLUTION);
    const centers = new Map(solutionEmployees(solution.output).map((e) => [e.worker_id, e.centers]));
    return solution.output.employees
      .filter((w) => w.kind === 'new')
      .map((w) => ({
        id: workerUuid(w.id),
        name: w.name,
        centers: centers.get(w.id) ?? [],
        weekly_hours: w.weekly_hours,
        salary: w.salary,
        social_security: w.social_security + w.social_security_discount,
        social_security_activate: w.social_security_activate,
      }));
  },

  async updateSocialSecurityEmployees(call) {
    const { simulation, solution } = await solutionOf(call, 'update');
    if (simulation.status !== 'Solved' || !solution) throw conflict('La simulación no tiene solución que recalcular');
    const newHires = new Set(solution.output.employees.filter((w) => w.kind === 'new').map((w) => workerUuid(w.id)));
    const marks = new Map<string, boolean>();
    for (const [i, e] of (call.body.employees as { id: string; social_security_activate: boolean }[]).entries()) {
      if (!newHires.has(e.id)) throw badRequest('El empleado no es una nueva contratación de la solución', `employees[${i}].id`);
      marks.set(e.id, e.social_security_activate);
    }
    return startChange(call.deps, simulation.id, 'ss', (out) => recostSocialSecurity(out, marks));
  },

  async getSocialSecurityStatus(call) {
    const { solution } = await solutionOf(call, 'read');
    if (!solution) return { status: 'FINISHED', info_message: null };
    return taskStatus(solution.ss_status, solution.ss_message, solution.ss_updated_at, call.deps.now());
  },
} satisfies ConfigHandlers;
