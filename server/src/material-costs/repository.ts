/** The SQL of the workspace catalogue of material costs (table `workspace_material_cost`). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, WorkspaceMaterialCostTable } from '../db/schema';

export type CostRow = Omit<Selectable<WorkspaceMaterialCostTable>, 'created_at'>;
const COLUMNS = ['id', 'name', 'cost_type', 'amount', 'workspace_id'] as const;

export function findCost(db: Kysely<Database>, id: string): Promise<CostRow | undefined> {
  return db.selectFrom('workspace_material_cost').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The workspace's costs by name. */
export function listCosts(db: Kysely<Database>, workspaceId: string): Promise<CostRow[]> {
  return db
    .selectFrom('workspace_material_cost')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function insertCost(db: Kysely<Database>, values: Insertable<WorkspaceMaterialCostTable>): Promise<string> {
  return (await db.insertInto('workspace_material_cost').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCost(
  db: Kysely<Database>,
  id: string,
  values: Updateable<WorkspaceMaterialCostTable>,
): Promise<void> {
  await db.updateTable('workspace_material_cost').set(values).where('id', '=', id).execute();
}

export async function deleteCost(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('workspace_material_cost').where('id', '=', id).execute();
}
