/**
 * Config host: the parameters of a solved simulation (Modificar parámetros) and the social security discount.
 * Changes re-cost the stored roster with the engine's `recost` — no new solve. A change that ends within
 * INLINE_RECOST_MS is answered FINISHED (or ERROR) by the PUT itself; a slower one is answered PENDING and goes
 * on, and the status call says when it is FINISHED (or ERROR).
 */
import type { CallContext, ConfigHandlers } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import { simulationAccess } from '../simulations/access';
import { storedRosterPage, wholeRoster } from './roster-rows';
import { loadSolution } from './repository';
import { storedStaffPage } from './staff-page';
import { scoreChangeProblem } from '../simulations/bid';
import {
  materialUpdateProblem,
  solutionEmployees,
  solutionParameters,
  workerUuid,
  type MaterialUpdate,
  type StoredOutput,
} from './solution';
import { listCosts } from '../simulations/other-cost-repository';
import {
  bidParametersOf,
  RUN_MESSAGES,
  PARAMETER_MESSAGES,
  ROSTER_PAGE_SIZE,
  scoreParametersOf,
  socialSecurityModeProblem,
  STAFF_PAGE_SIZE,
} from '@licita/domain';
import { startChange, taskStatus } from './service';

export const NOT_RECOSTABLE = PARAMETER_MESSAGES.notSolved;
const NO_SOLUTION = RUN_MESSAGES.noSolution;

async function solutionOf<K extends keyof StoredOutput>(
  call: CallContext & { params: { id: string } },
  action: 'read' | 'update',
  parts: readonly K[],
) {
  const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, action);
  const solution = await loadSolution(call.deps.db, simulation.id, parts);
  return { simulation, solution };
}

export const solutionHandlers = {
  async getSolutionParameters(call) {
    const { solution } = await solutionOf(call, 'read', ['parameters', 'meta']);
    if (!solution) throw notFound(NO_SOLUTION);
    return solutionParameters(solution.output);
  },

  async getSolutionDefaultParameters(call) {
    const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    const costs = await listCosts(call.deps.db, { kind: 'simulation', id: simulation.id });
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
    return {
      absenteeism_rate: simulation.absenteeism_rate ?? 0,
      benefit: 0,
      ...bidParametersOf({}),
      ...scoreParametersOf({}),
      social_security_mode: simulation.social_security_mode ?? 'flat',
      at_ep_percent: simulation.at_ep_percent ?? null,
      material_costs,
    };
  },

  async updateSolutionParameters(call) {
    const { simulation, solution } = await solutionOf(call, 'update', ['parameters']);
    if (simulation.status !== 'Solved' || !solution) throw conflict(NOT_RECOSTABLE);
    const updates: MaterialUpdate[] = call.body.material_costs;
    const problem = materialUpdateProblem(solution.output.parameters.material_costs, updates, 'la simulación');
    if (problem) throw badRequest(problem.message, problem.field);
    const body = call.body;
    const scoreProblem = scoreChangeProblem(body);
    if (scoreProblem) throw badRequest(scoreProblem.message, scoreProblem.field);
    const stored = solution.output.parameters;
    const atEp = socialSecurityModeProblem({
      social_security_mode: body.social_security_mode ?? stored.social_security_mode,
      at_ep_percent: body.at_ep_percent !== undefined ? body.at_ep_percent : stored.at_ep_percent,
    });
    if (atEp) throw badRequest(atEp, 'at_ep_percent');
    return startChange(call.deps, simulation.id, { kind: 'params', parameters: body, material_costs: updates });
  },

  async getSolutionParametersStatus(call) {
    const { solution } = await solutionOf(call, 'read', []);
    if (!solution) return { status: 'FINISHED', info_message: null };
    return taskStatus(solution.params_status, solution.params_message, solution.params_updated_at, call.deps.now());
  },

  async getSolutionEmployees(call) {
    const { solution } = await solutionOf(call, 'read', ['employees', 'meta']);
    if (!solution) throw notFound(NO_SOLUTION);
    return solutionEmployees(solution.output).map(({ worker_id: _w, ...e }) => e);
  },

  async getSolutionRoster(call) {
    const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    return wholeRoster(call.deps.db, simulation.id);
  },

  async getSolutionRosterPage(call) {
    // the simulation is looked up within the caller's workspaces: another workspace's answers 404
    const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    const q = call.query ?? {};
    return storedRosterPage(call.deps.db, simulation.id, {
      offset: q.offset ?? 0,
      limit: q.limit ?? ROSTER_PAGE_SIZE,
      search: q.search ?? '',
      center: q.center ?? '',
      category: q.category ?? '',
    });
  },

  async getSolutionStaffPage(call) {
    // the simulation is looked up within the caller's workspaces: another workspace's answers 404
    const { simulation } = await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    const q = call.query ?? {};
    return storedStaffPage(call.deps.db, call.deps.staffSections, simulation.id, {
      offset: q.offset ?? 0,
      limit: q.limit ?? STAFF_PAGE_SIZE,
      search: q.search ?? '',
    });
  },

  async getSocialSecurityEmployees(call) {
    const { solution } = await solutionOf(call, 'read', ['employees', 'meta']);
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
    const { simulation, solution } = await solutionOf(call, 'update', ['employees']);
    if (simulation.status !== 'Solved' || !solution) throw conflict('La simulación no tiene solución que recalcular');
    const newHires = new Set(solution.output.employees.filter((w) => w.kind === 'new').map((w) => workerUuid(w.id)));
    const marks = new Map<string, boolean>();
    for (const [i, e] of (call.body.employees as { id: string; social_security_activate: boolean }[]).entries()) {
      if (!newHires.has(e.id)) throw badRequest('El empleado no es una nueva contratación de la solución', `employees[${i}].id`);
      marks.set(e.id, e.social_security_activate);
    }
    return startChange(call.deps, simulation.id, { kind: 'ss', marks: [...marks] });
  },

  async getSocialSecurityStatus(call) {
    const { solution } = await solutionOf(call, 'read', []);
    if (!solution) return { status: 'FINISHED', info_message: null };
    return taskStatus(solution.ss_status, solution.ss_message, solution.ss_updated_at, call.deps.now());
  },
} satisfies ConfigHandlers;
