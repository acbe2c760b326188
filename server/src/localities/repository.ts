/**
 * The SQL of a workspace's localities (table `locality`) behind `/location/municipality` and the simulation inputs;
 * the rules of finding or creating one by name, and the default list, are in ../simulations/localities.ts (the
 * spreadsheet imports use them too).
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, LocalityTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface LocalityRow {
  id: string;
  name: string;
  region: string | null;
  local_holidays: unknown;
  nuts_code: string | null;
}

const COLUMNS = ['id', 'name', 'region', 'local_holidays', 'nuts_code'] as const;

export function listLocalities(db: Db, workspaceId: string): Promise<LocalityRow[]> {
  return db.selectFrom('locality').select(COLUMNS).where('workspace_id', '=', workspaceId).execute();
}

/** The localities of those ids, by name. */
export function localitiesOf(db: Db, ids: readonly string[]): Promise<LocalityRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('locality')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
}

/** The workspace's localities by name, with their region (the spreadsheet templates' list). */
export function localitiesByName(db: Db, workspaceId: string): Promise<{ id: string; name: string; region: string | null }[]> {
  return db
    .selectFrom('locality')
    .select(['id', 'name', 'region'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('name')
    .execute();
}

/** Whether the workspace has any locality. */
export async function hasLocalities(db: Db, workspaceId: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('locality').select('id').where('workspace_id', '=', workspaceId).limit(1).executeTakeFirst(),
  );
}

/** Inserts the localities, skipping those whose folded name the workspace already has. */
export async function insertNewLocalities(db: Db, rows: readonly Insertable<LocalityTable>[]): Promise<void> {
  await db
    .insertInto('locality')
    .values([...rows])
    .onConflict((oc) => oc.columns(['workspace_id', 'folded_name']).doNothing())
    .execute();
}

/** The id of the workspace's locality of that folded name, if any. */
export async function localityIdByFoldedName(db: Db, workspaceId: string, foldedName: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('locality')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('folded_name', '=', foldedName)
      .executeTakeFirst()
  )?.id;
}

/** Inserts the locality, or finds the one of its folded name another call inserted meanwhile; its id. */
export async function insertOrFindLocality(
  db: Db,
  row: Insertable<LocalityTable> & { workspace_id: string; folded_name: string },
): Promise<string> {
  const inserted = await db
    .insertInto('locality')
    .values(row)
    .onConflict((oc) => oc.columns(['workspace_id', 'folded_name']).doUpdateSet({ folded_name: row.folded_name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findLocality(db: Db, id: string): Promise<LocalityRow | undefined> {
  return db.selectFrom('locality').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The locality's workspace and name, to check access and a rename. */
export function localityOwner(db: Db, id: string) {
  return db.selectFrom('locality').select(['id', 'workspace_id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Whether the workspace has a locality of that folded name. */
export async function foldedNameTaken(db: Db, workspaceId: string, foldedName: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('locality')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('folded_name', '=', foldedName)
      .executeTakeFirst(),
  );
}

export async function updateLocality(db: Db, id: string, values: Updateable<LocalityTable>): Promise<void> {
  await db.updateTable('locality').set(values).where('id', '=', id).execute();
}

export function listContractTypes(db: Db) {
  return db.selectFrom('contract_type').select(['id', 'contract_key', 'description']).orderBy('sort').execute();
}

/** Gives the locality that NUTS 3 code when it has none (a code set by hand is kept). */
export async function setNutsCodeWhereMissing(db: Db, id: string, nutsCode: string): Promise<void> {
  await db.updateTable('locality').set({ nuts_code: nutsCode }).where('id', '=', id).where('nuts_code', 'is', null).execute();
}
