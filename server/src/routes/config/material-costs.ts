/**
 * Config host: the workspace catalogue of material costs (material-costs.yaml). Reads need
 * inventory read, changes inventory create / update / delete; another workspace's entry answers 404.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { validateMaterialCostInput } from '@licita/domain';
import type { Selectable } from 'kysely';
import type { BodyOf, Call, ConfigHandlers } from '../../http/context';
import type { WorkspaceMaterialCostTable } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission, workspaceAccess } from '../../access';
import type { Action } from '../../defaults';

export const COST_NOT_FOUND = 'El coste no existe';

type Row = Omit<Selectable<WorkspaceMaterialCostTable>, 'created_at'>;
const toCost = (r: Row) => ({ id: r.id, name: r.name, cost_type: r.cost_type, amount: r.amount, workspace_id: r.workspace_id });

/** The entry and the caller's access to its workspace (404 when either is missing), with the permission checked. */
async function entry({ params, user, deps }: Call<'getWorkspaceMaterialCost' | 'updateWorkspaceMaterialCost' | 'deleteWorkspaceMaterialCost'>, action: Action) {
  const row = await deps.db
    .selectFrom('workspace_material_cost')
    .select(['id', 'name', 'cost_type', 'amount', 'workspace_id'])
    .where('id', '=', params.id)
    .executeTakeFirst();
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
    const rows = await deps.db
      .selectFrom('workspace_material_cost')
      .select(['id', 'name', 'cost_type', 'amount', 'workspace_id'])
      .where('workspace_id', '=', access.workspaceId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toCost);
  },

  async createWorkspaceMaterialCost({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'inventory', 'create');
    const values = checked(body);
    const row = await deps.db
      .insertInto('workspace_material_cost')
      .values({ ...values, workspace_id: access.workspaceId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
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
    await call.deps.db.updateTable('workspace_material_cost').set(values).where('id', '=', row.id).execute();
    return toCost({ ...row, ...values });
  },

  async deleteWorkspaceMaterialCost(call) {
    const row = await entry(call, 'delete');
    await call.deps.db.deleteFrom('workspace_material_cost').where('id', '=', row.id).execute();
    return undefined;
  },
} satisfies ConfigHandlers;
