/** Config host: the other costs (Otros Costes) of a simulation or of a previous study. */
import type { Kysely } from 'kysely';
import type { BodyOf, ConfigHandlers } from '../../http/context';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { checkedOrRejected, simulationGate } from '../../simulations/access';
import { ownerColumn, ownerValues, touchOwner, type InputOwner, type OwnerGate, type OwnerRowOperations } from '../../simulations/owner';
import { listCosts } from '../../simulations/other-costs';
import { costWorkspace, refuseTakenId } from '../../simulations/taken-ids';
import { INPUT_MESSAGES, checkMaterialCost, costTypeFields } from '../../../../domain/src/simulation-inputs/index.js';

const NOT_FOUND = 'El coste no existe';

/**
 * The checked cost. A simulation's names its center (or null, all centers); a previous study has none, and its
 * months_to_apply defaults to the study's service duration.
 */
async function values(db: Kysely<Database>, owner: InputOwner, body: BodyOf<'createSimulationMaterialCost' | 'updatePreviousStudyMaterialCost'>) {
  const study = owner.kind === 'previous_study';
  const months = study && costTypeFields(body.cost_type).months && (body.months_to_apply === undefined || body.months_to_apply === null);
  const form = study ? { ...body, center_id: null, ...(months ? { months_to_apply: owner.service_duration } : {}) } : body;
  const cost = checkedOrRejected(checkMaterialCost(form, { requireCenter: !study }));
  if (cost.center_id) {
    const c = await db.selectFrom('center').select('id').where('id', '=', cost.center_id).where('simulation_id', '=', owner.id).executeTakeFirst();
    if (!c) throw badRequest(INPUT_MESSAGES.centerRequired, 'center_id');
  }
  return cost;
}

/** Each other-cost operation, serving the operationId of either owner kind. */
export type CostOperations = OwnerRowOperations<'MaterialCosts', 'MaterialCost'>;

/** The other-cost operations of an owner kind, behind its access gate. */
export function costOperations(gate: OwnerGate): CostOperations {
  return {
    async list(call) {
      const { owner } = await gate.read(call);
      return listCosts(call.deps.db, owner);
    },

    async get(call) {
      const { owner } = await gate.read(call);
      const [m] = await listCosts(call.deps.db, owner, call.params.costId);
      if (!m) throw notFound(NOT_FOUND);
      return m;
    },

    async create(call) {
      const { owner, workspaceId } = await gate.edit(call);
      const { body, deps } = call;
      const v = await values(deps.db, owner, body);
      if (body.id) await refuseTakenId(deps.db, costWorkspace, body.id, workspaceId, { missing: NOT_FOUND, taken: 'Ya existe un coste con ese identificador', field: 'id' });
      const row = await deps.db
        .insertInto('simulation_material_cost')
        .values({ ...(body.id ? { id: body.id } : {}), ...v, ...ownerValues(owner) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await touchOwner(call, owner);
      return { id: row.id };
    },

    async update(call) {
      const { owner } = await gate.edit(call);
      const v = await values(call.deps.db, owner, call.body);
      const r = await call.deps.db.updateTable('simulation_material_cost').set(v).where('id', '=', call.params.costId).where(ownerColumn(owner), '=', owner.id).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw notFound(NOT_FOUND);
      await touchOwner(call, owner);
      return (await listCosts(call.deps.db, owner, call.params.costId))[0];
    },

    async remove(call) {
      const { owner } = await gate.edit(call);
      const r = await call.deps.db.deleteFrom('simulation_material_cost').where('id', '=', call.params.costId).where(ownerColumn(owner), '=', owner.id).executeTakeFirst();
      if (!Number(r.numDeletedRows)) throw notFound(NOT_FOUND);
      call.reply.code(204);
    },
  };
}

const ops = costOperations(simulationGate);

export const simulationMaterialCostHandlers = {
  listSimulationMaterialCosts: ops.list,
  getSimulationMaterialCost: ops.get,
  createSimulationMaterialCost: ops.create,
  updateSimulationMaterialCost: ops.update,
  deleteSimulationMaterialCost: ops.remove,
} satisfies ConfigHandlers;
