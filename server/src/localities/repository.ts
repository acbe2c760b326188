/**
 * The SQL of a workspace's localities (table `locality`) behind `/location/municipality`; finding or creating one by
 * name, and the default list, are in ../simulations/localities.ts (the spreadsheet imports use them too).
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database, LocalityTable } from '../db/schema';

export interface LocalityRow {
  id: string;
  name: string;
  region: string | null;
  local_holidays: unknown;
}

const COLUMNS = ['id', 'name', 'region', 'local_holidays'] as const;

export function listLocalities(db: Kysely<Database>, workspaceId: string): Promise<LocalityRow[]> {
  return db.selectFrom('locality').select(COLUMNS).where('workspace_id', '=', workspaceId).execute();
}

export function findLocality(db: Kysely<Database>, id: string): Promise<LocalityRow | undefined> {
  return db.selectFrom('locality').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The locality's workspace and name, to check access and a rename. */
export function localityOwner(db: Kysely<Database>, id: string) {
  return db.selectFrom('locality').select(['id', 'workspace_id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Whether the workspace has a locality of that folded name. */
export async function foldedNameTaken(db: Kysely<Database>, workspaceId: string, foldedName: string): Promise<boolean> {
  return Boolean(await db.selectFrom('locality').select('id').where('workspace_id', '=', workspaceId).where('folded_name', '=', foldedName).executeTakeFirst());
}

export async function updateLocality(db: Kysely<Database>, id: string, values: Updateable<LocalityTable>): Promise<void> {
  await db.updateTable('locality').set(values).where('id', '=', id).execute();
}

export function listContractTypes(db: Kysely<Database>) {
  return db.selectFrom('contract_type').select(['id', 'contract_key', 'description']).orderBy('sort').execute();
}
