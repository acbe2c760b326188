/** Config host: the other costs (Otros Costes) of a simulation. */
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { OperationHandlers } from '../../http/context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { editableSimulation, rejectFieldErrors, simulationAccess } from '../../simulations/access';
import { INPUT_MESSAGES, checkMaterialCost } from '../../../../domain/src/simulation-inputs/index.js';

async function listCosts(db: Kysely<Database>, simulationId: string, id?: string) {
  let q = db
    .selectFrom('simulation_material_cost as m')
    .leftJoin('center as c', 'c.id', 'm.center_id')
    .selectAll('m')
    .select('c.name as center_name')
    .where('m.simulation_id', '=', simulationId);
  if (id) q = q.where('m.id', '=', id);
  const rows = await q.orderBy('m.seq').execute();
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    cost_type: m.cost_type,
    amount: Number(m.amount),
    months_to_apply: m.months_to_apply,
    number_of_units: m.number_of_units,
    center_id: m.center_id,
    center_name: m.center_name ?? null,
  }));
}

async function values(db: Kysely<Database>, simulationId: string, body: any) {
  const r = checkMaterialCost(body, { requireCenter: true });
  if (E.isLeft(r)) {
    rejectFieldErrors(r.left);
    throw new Error('unreachable');
  }
  if (r.right.center_id) {
    const c = await db.selectFrom('center').select('id').where('id', '=', r.right.center_id).where('simulation_id', '=', simulationId).executeTakeFirst();
    if (!c) throw badRequest(INPUT_MESSAGES.centerRequired, 'center_id');
  }
  return r.right;
}

export const simulationMaterialCostHandlers: OperationHandlers = {
  async listSimulationMaterialCosts({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listCosts(deps.db, params.id);
  },

  async getSimulationMaterialCost({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const [m] = await listCosts(deps.db, params.id, params.costId);
    if (!m) throw notFound('El coste no existe');
    return m;
  },

  async createSimulationMaterialCost({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const v = await values(deps.db, simulation.id, body);
    if (body.id) {
      const taken = await deps.db.selectFrom('simulation_material_cost').select('id').where('id', '=', body.id).executeTakeFirst();
      if (taken) throw conflict('Ya existe un coste con ese identificador', 'id');
    }
    const row = await deps.db
      .insertInto('simulation_material_cost')
      .values({ ...(body.id ? { id: body.id } : {}), ...v, simulation_id: simulation.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db.updateTable('simulation').set({ updated_at: deps.now() }).where('id', '=', simulation.id).execute();
    return { id: row.id };
  },

  async updateSimulationMaterialCost({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const v = await values(deps.db, simulation.id, body);
    const r = await deps.db.updateTable('simulation_material_cost').set(v).where('id', '=', params.costId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('El coste no existe');
    await deps.db.updateTable('simulation').set({ updated_at: deps.now() }).where('id', '=', simulation.id).execute();
    return (await listCosts(deps.db, simulation.id, params.costId))[0];
  },

  async deleteSimulationMaterialCost({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const r = await deps.db.deleteFrom('simulation_material_cost').where('id', '=', params.costId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw notFound('El coste no existe');
    reply.code(204);
  },
};
