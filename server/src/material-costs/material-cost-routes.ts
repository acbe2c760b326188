/**
 * Config host: the workspace catalogue of material costs (material-costs.yaml). Reads need
 * inventory read, changes inventory create / update / delete; another workspace's entry answers 404.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { MATERIAL_COST_MESSAGES, validateMaterialCostInput } from '@licita/domain';
import type { BodyOf, Call, ConfigHandlers } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { requirePermission, workspaceAccess } from '../access';
import type { Action } from '../defaults';
import { deleteCost, findCost, insertCost, listCosts, updateCost, type CostRow } from './repository';

export const COST_NOT_FOUND = MATERIAL_COST_MESSAGES.notFound;

const toCost = (r: CostRow) => ({
  id: r.id,
  name: r.name,
  cost_type: r.cost_type,
  amount: r.amount,
  workspace_id: r.workspace_id,
});

/** The entry and the caller's access to its workspace (404 when either is missing), with the permission checked. */
async function entry(
  { params, user, deps }: Call<'getWorkspaceMaterialCost' | 'updateWorkspaceMaterialCost' | 'deleteWorkspaceMaterialCost'>,
  action: Action,
) {
  const row = await findCost(deps.db, params.id);
  if (!row) throw notFound(COST_NOT_FOUND);
  const access = await workspaceAccess(deps.db, user.id, row.workspace_id).catch(() => {
    throw notFound(COST_NOT_FOUND);
  });
  requirePermission(access, 'inventory', action);
  return row;
}

function checked(body: BodyOf<'createWorkspaceMaterialCost' | 'updateWorkspaceMaterialCost'>) {
  const result = validateMaterialCostInput(body);
  if (isLeft(result)) throw badRequest(result.left.message, result.left.field);
  return result.right;
}

export const materialCostHandlers = {
  async listWorkspaceMaterialCosts({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'inventory', 'read');
    return (await listCosts(deps.db, access.workspaceId)).map(toCost);
  },

  async createWorkspaceMaterialCost({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'inventory', 'create');
    const values = checked(body);
    return { id: await insertCost(deps.db, { ...values, workspace_id: access.workspaceId }) };
  },

  async getWorkspaceMaterialCost(call) {
    return toCost(await entry(call, 'read'));
  },

  async updateWorkspaceMaterialCost(call) {
    const row = await entry(call, 'update');
    if (call.body.workspace_id && call.body.workspace_id !== row.workspace_id) {
      throw badRequest('El coste no puede cambiar de espacio de trabajo', 'workspace_id');
    }
    const values = checked(call.body);
    await updateCost(call.deps.db, row.id, values);
    return toCost({ ...row, ...values });
  },

  async deleteWorkspaceMaterialCost(call) {
    const row = await entry(call, 'delete');
    await deleteCost(call.deps.db, row.id);
    return undefined;
  },
} satisfies ConfigHandlers;
