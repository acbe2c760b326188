/** Config host: the other costs (Otros Costes) of a simulation or of a previous study. */
import type { Kysely } from 'kysely';
import type { BodyOf, ConfigHandlers } from '../http/context';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { checkedOrRejected, simulationGate } from './access';
import { touchOwner, type InputOwner, type OwnerGate, type OwnerRowOperations } from './owner';
import { costWorkspace, deleteOwnedRow, updateOwnedRow } from './owner-repository';
import { costPage, costValues, insertCost, listCosts } from './other-cost-repository';
import { listAnswer } from '../http/list-answer';
import { isCenterOf } from './center-repository';
import { refuseTakenId } from './taken-ids';
import { INPUT_MESSAGES, checkMaterialCost, costTypeFields, MATERIAL_COST_MESSAGES } from '@licita/domain';

const NOT_FOUND = MATERIAL_COST_MESSAGES.notFound;

/**
 * The checked cost. A simulation's names its center (or null, all centers); a previous study has none, and its
 * months_to_apply defaults to the study's service duration.
 */
async function values(
  db: Kysely<Database>,
  owner: InputOwner,
  body: BodyOf<'createSimulationMaterialCost' | 'updatePreviousStudyMaterialCost'>,
) {
  const study = owner.kind === 'previous_study';
  const months =
    study && costTypeFields(body.cost_type).months && (body.months_to_apply === undefined || body.months_to_apply === null);
  const form = study ? { ...body, center_id: null, ...(months ? { months_to_apply: owner.service_duration } : {}) } : body;
  const cost = checkedOrRejected(checkMaterialCost(form, { requireCenter: !study }));
  if (cost.center_id) {
    if (!(await isCenterOf(db, owner.id, cost.center_id))) throw badRequest(INPUT_MESSAGES.centerRequired, 'center_id');
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
      return listAnswer(call.reply, await costPage(call.deps.db, owner, call.query));
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
      if (body.id)
        await refuseTakenId(deps.db, costWorkspace, body.id, workspaceId, {
          missing: NOT_FOUND,
          taken: 'Ya existe un coste con ese identificador',
          field: 'id',
        });
      const id = await insertCost(deps.db, owner, v, body.id);
      await touchOwner(call, owner);
      return { id };
    },

    async update(call) {
      const { owner } = await gate.edit(call);
      const v = await values(call.deps.db, owner, call.body);
      if (!(await updateOwnedRow(call.deps.db, 'simulation_material_cost', owner, call.params.costId, costValues(v))))
        throw notFound(NOT_FOUND);
      await touchOwner(call, owner);
      return (await listCosts(call.deps.db, owner, call.params.costId))[0];
    },

    async remove(call) {
      const { owner } = await gate.edit(call);
      if (!(await deleteOwnedRow(call.deps.db, 'simulation_material_cost', owner, call.params.costId))) throw notFound(NOT_FOUND);
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
