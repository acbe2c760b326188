/** Config host: Carga de Trabajo — positions, category-positions, fixed shifts and hourly tasks of a simulation. */
import type { Kysely } from 'kysely';
import type { BodyOf, ConfigHandlers } from '../http/context';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { listAnswer } from '../http/list-answer';
import { checkedOrRejected, editableSimulation, rejectFieldErrors, simulationAccess } from './access';
import type { SimulationRow } from './repository';
import { categoriesOfAgreements } from './agreement-repository';
import { centerAgreement, isCenterOf } from './center-repository';
import { touchSimulation } from './repository';
import {
  countPositions,
  listPositions,
  positionByName,
  positionsOfCategories,
  readCategoryPositions,
  simulationAgreementIds,
} from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { saveCategoryPositions } from './inputs-service';
import { INPUT_MESSAGES, checkFixedShift, checkHourlyTask, servicePeriod, validateCategoryPositions } from '@licita/domain';

/** Center and position must be the simulation's own (400 naming the field otherwise). */
async function checkRefs(db: Kysely<Database>, simulationId: string, centerId: string, positionId: string): Promise<void> {
  if (!(await isCenterOf(db, simulationId, centerId))) throw badRequest(INPUT_MESSAGES.selectCenter, 'center_id');
  if ((await countPositions(db, simulationId, [positionId])) !== 1)
    throw badRequest(INPUT_MESSAGES.selectPosition, 'position_id');
}

const periodOf = (s: SimulationRow) => servicePeriod(s.service_date_init, s.service_duration);

const checkedShift = (body: BodyOf<'createFixedWorkShift' | 'updateFixedWorkShift'>, simulation: SimulationRow) =>
  checkedOrRejected(checkFixedShift(body, periodOf(simulation)));

const checkedTask = (body: BodyOf<'createVariableWork' | 'updateVariableWork'>, simulation: SimulationRow) =>
  checkedOrRejected(checkHourlyTask(body, periodOf(simulation)));

export const workHandlers = {
  // ---------------------------------------------------------------- positions
  async listSimulationPositions({ params, query, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    if (!query.center_id) {
      return listPositions(deps.db, params.id);
    }
    const agreementId = await centerAgreement(deps.db, params.id, query.center_id);
    if (agreementId === undefined) throw notFound(INPUT_MESSAGES.centerNotFound);
    const categories = await categoriesOfAgreements(deps.db, [agreementId]);
    if (!categories.length) return [];
    return positionsOfCategories(
      deps.db,
      params.id,
      categories.map((c) => c.id),
    );
  },

  async createSimulationPosition({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    if (!body.name.trim()) throw badRequest(INPUT_MESSAGES.nameRequired, 'name');
    return { id: await positionByName(deps.db, simulation.id, body.name) };
  },

  // ---------------------------------------------------------------- category-positions
  async getCategoryPositions({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return readCategoryPositions(deps.db, params.id);
  },

  async saveCategoryPositions({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const categories = await categoriesOfAgreements(deps.db, await simulationAgreementIds(deps.db, simulation.id));
    const known = new Set(categories.map((c) => c.id));
    const given = new Map<string, string[]>();
    (body.categories as { id: string; positions: { id: string }[] }[]).forEach((c, i) => {
      if (!known.has(c.id))
        throw badRequest('La categoría no pertenece a los convenios de los centros de la simulación', `categories[${i}].id`);
      given.set(
        c.id,
        c.positions.map((p) => p.id),
      );
    });
    const full = categories.map((c) => ({ id: c.id, name: c.name, positions: (given.get(c.id) ?? []).map((id) => ({ id })) }));
    rejectFieldErrors(validateCategoryPositions({ disabled: body.disabled, categories: full }));
    if (!body.disabled) {
      const ids = [...new Set(full.flatMap((c) => c.positions.map((p) => p.id)))];
      if (ids.length) {
        if ((await countPositions(deps.db, simulation.id, ids)) !== ids.length)
          throw badRequest('El puesto no existe en la simulación', 'categories');
      }
    }
    await saveCategoryPositions(
      deps.db,
      simulation.id,
      body.disabled,
      full.map((c) => ({ id: c.id, positions: c.positions.map((p) => p.id) })),
      deps.now(),
    );
    return readCategoryPositions(deps.db, simulation.id);
  },

  // ---------------------------------------------------------------- fixed shifts
  async listFixedWorkShifts({ params, query, user, deps, reply }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listAnswer(reply, await shiftRows.page(deps.db, params.id, query));
  },

  async getFixedWorkShift({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const [shift] = await shiftRows.list(deps.db, params.id, params.shiftId);
    if (!shift) throw notFound('El turno no existe');
    return shift;
  },

  async createFixedWorkShift({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const shift = checkedShift(body, simulation);
    await checkRefs(deps.db, simulation.id, shift.center_id, shift.position_id);
    const id = await shiftRows.insert(deps.db, simulation.id, shift, body);
    await touchSimulation(deps.db, simulation.id, deps.now());
    return { id };
  },

  async updateFixedWorkShift({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const shift = checkedShift(body, simulation);
    await checkRefs(deps.db, simulation.id, shift.center_id, shift.position_id);
    if (!(await shiftRows.update(deps.db, simulation.id, params.shiftId, shift, body))) throw notFound('El turno no existe');
    await touchSimulation(deps.db, simulation.id, deps.now());
    return (await shiftRows.list(deps.db, simulation.id, params.shiftId))[0];
  },

  async deleteFixedWorkShift({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    if (!(await shiftRows.remove(deps.db, simulation.id, params.shiftId))) throw notFound('El turno no existe');
    await touchSimulation(deps.db, simulation.id, deps.now());
    reply.code(204);
  },

  // ---------------------------------------------------------------- hourly tasks
  async listVariableWorks({ params, query, user, deps, reply }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listAnswer(reply, await taskRows.page(deps.db, params.id, query));
  },

  async getVariableWork({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const [task] = await taskRows.list(deps.db, params.id, params.workId);
    if (!task) throw notFound('La tarea no existe');
    return task;
  },

  async createVariableWork({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const task = checkedTask(body, simulation);
    await checkRefs(deps.db, simulation.id, task.center_id, task.position_id);
    const id = await taskRows.insert(deps.db, simulation.id, task, body);
    await touchSimulation(deps.db, simulation.id, deps.now());
    return { id };
  },

  async updateVariableWork({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const task = checkedTask(body, simulation);
    await checkRefs(deps.db, simulation.id, task.center_id, task.position_id);
    if (!(await taskRows.update(deps.db, simulation.id, params.workId, task, body))) throw notFound('La tarea no existe');
    await touchSimulation(deps.db, simulation.id, deps.now());
    return (await taskRows.list(deps.db, simulation.id, params.workId))[0];
  },

  async deleteVariableWork({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    if (!(await taskRows.remove(deps.db, simulation.id, params.workId))) throw notFound('La tarea no existe');
    await touchSimulation(deps.db, simulation.id, deps.now());
    reply.code(204);
  },
} satisfies ConfigHandlers;
