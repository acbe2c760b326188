/** Config host: Carga de Trabajo — positions, category-positions, fixed shifts and hourly tasks of a simulation. */
import type { Kysely } from 'kysely';
import type { BodyOf, ConfigHandlers } from '../../http/context';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { checkedOrRejected, editableSimulation, rejectFieldErrors, simulationAccess, type SimulationRow } from '../../simulations/access';
import { categoriesOfAgreements } from '../../simulations/agreements';
import {
  listShifts,
  listTasks,
  positionByName,
  readCategoryPositions,
  shiftColumns,
  simulationAgreementIds,
  taskColumns,
  writeCategoryPositions,
} from '../../simulations/work';
import {
  INPUT_MESSAGES,
  checkFixedShift,
  checkHourlyTask,
  servicePeriod,
  validateCategoryPositions,
} from '../../../../domain/src/simulation-inputs/index.js';

const touch = (db: Kysely<Database>, id: string, now: Date) => db.updateTable('simulation').set({ updated_at: now }).where('id', '=', id).execute();

/** Center and position must be the simulation's own (400 naming the field otherwise). */
async function checkRefs(db: Kysely<Database>, simulationId: string, centerId: string, positionId: string): Promise<void> {
  const c = await db.selectFrom('center').select('id').where('id', '=', centerId).where('simulation_id', '=', simulationId).executeTakeFirst();
  if (!c) throw badRequest(INPUT_MESSAGES.selectCenter, 'center_id');
  const p = await db.selectFrom('position').select('id').where('id', '=', positionId).where('simulation_id', '=', simulationId).executeTakeFirst();
  if (!p) throw badRequest(INPUT_MESSAGES.selectPosition, 'position_id');
}

const periodOf = (s: SimulationRow) => servicePeriod(s.service_date_init, s.service_duration);

function shiftValues(body: BodyOf<'createFixedWorkShift' | 'updateFixedWorkShift'>, simulation: SimulationRow) {
  return shiftColumns(checkedOrRejected(checkFixedShift(body, periodOf(simulation))), body);
}

function taskValues(body: BodyOf<'createVariableWork' | 'updateVariableWork'>, simulation: SimulationRow) {
  return taskColumns(checkedOrRejected(checkHourlyTask(body, periodOf(simulation))), body);
}

export const workHandlers = {
  // ---------------------------------------------------------------- positions
  async listSimulationPositions({ params, query, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    if (!query.center_id) {
      return deps.db.selectFrom('position').select(['id', 'name']).where('simulation_id', '=', params.id).orderBy('name').execute();
    }
    const center = await deps.db.selectFrom('center').select('agreement_id').where('id', '=', query.center_id).where('simulation_id', '=', params.id).executeTakeFirst();
    if (!center) throw notFound('El centro no existe');
    const categories = await categoriesOfAgreements(deps.db, [center.agreement_id]);
    if (!categories.length) return [];
    return deps.db
      .selectFrom('position as p')
      .innerJoin('category_position as cp', 'cp.position_id', 'p.id')
      .select(['p.id', 'p.name'])
      .distinct()
      .where('p.simulation_id', '=', params.id)
      .where('cp.category_id', 'in', categories.map((c) => c.id))
      .orderBy('p.name')
      .execute();
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
      if (!known.has(c.id)) throw badRequest('La categoría no pertenece a los convenios de los centros de la simulación', `categories[${i}].id`);
      given.set(c.id, c.positions.map((p) => p.id));
    });
    const full = categories.map((c) => ({ id: c.id, name: c.name, positions: (given.get(c.id) ?? []).map((id) => ({ id })) }));
    rejectFieldErrors(validateCategoryPositions({ disabled: body.disabled, categories: full }));
    if (!body.disabled) {
      const ids = [...new Set(full.flatMap((c) => c.positions.map((p) => p.id)))];
      if (ids.length) {
        const found = await deps.db.selectFrom('position').select('id').where('simulation_id', '=', simulation.id).where('id', 'in', ids).execute();
        if (found.length !== ids.length) throw badRequest('El puesto no existe en la simulación', 'categories');
      }
    }
    await deps.db.transaction().execute((trx) =>
      writeCategoryPositions(trx, simulation.id, body.disabled, full.map((c) => ({ id: c.id, positions: c.positions.map((p) => p.id) }))),
    );
    await touch(deps.db, simulation.id, deps.now());
    return readCategoryPositions(deps.db, simulation.id);
  },

  // ---------------------------------------------------------------- fixed shifts
  async listFixedWorkShifts({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listShifts(deps.db, params.id);
  },

  async getFixedWorkShift({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const [shift] = await listShifts(deps.db, params.id, params.shiftId);
    if (!shift) throw notFound('El turno no existe');
    return shift;
  },

  async createFixedWorkShift({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const values = shiftValues(body, simulation);
    await checkRefs(deps.db, simulation.id, values.center_id, values.position_id);
    const row = await deps.db.insertInto('fixed_work_shift').values({ ...values, simulation_id: simulation.id }).returning('id').executeTakeFirstOrThrow();
    await touch(deps.db, simulation.id, deps.now());
    return { id: row.id };
  },

  async updateFixedWorkShift({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const values = shiftValues(body, simulation);
    await checkRefs(deps.db, simulation.id, values.center_id, values.position_id);
    const r = await deps.db.updateTable('fixed_work_shift').set(values).where('id', '=', params.shiftId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('El turno no existe');
    await touch(deps.db, simulation.id, deps.now());
    return (await listShifts(deps.db, simulation.id, params.shiftId))[0];
  },

  async deleteFixedWorkShift({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const r = await deps.db.deleteFrom('fixed_work_shift').where('id', '=', params.shiftId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw notFound('El turno no existe');
    await touch(deps.db, simulation.id, deps.now());
    reply.code(204);
  },

  // ---------------------------------------------------------------- hourly tasks
  async listVariableWorks({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listTasks(deps.db, params.id);
  },

  async getVariableWork({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const [task] = await listTasks(deps.db, params.id, params.workId);
    if (!task) throw notFound('La tarea no existe');
    return task;
  },

  async createVariableWork({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const values = taskValues(body, simulation);
    await checkRefs(deps.db, simulation.id, values.center_id, values.position_id);
    const row = await deps.db.insertInto('variable_work').values({ ...values, simulation_id: simulation.id }).returning('id').executeTakeFirstOrThrow();
    await touch(deps.db, simulation.id, deps.now());
    return { id: row.id };
  },

  async updateVariableWork({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const values = taskValues(body, simulation);
    await checkRefs(deps.db, simulation.id, values.center_id, values.position_id);
    const r = await deps.db.updateTable('variable_work').set(values).where('id', '=', params.workId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('La tarea no existe');
    await touch(deps.db, simulation.id, deps.now());
    return (await listTasks(deps.db, simulation.id, params.workId))[0];
  },

  async deleteVariableWork({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const r = await deps.db.deleteFrom('variable_work').where('id', '=', params.workId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw notFound('La tarea no existe');
    await touch(deps.db, simulation.id, deps.now());
    reply.code(204);
  },
} satisfies ConfigHandlers;
