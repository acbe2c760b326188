/** The SQL of 'Importar desde la Plataforma' (./import.ts): the tender a notice makes. */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ProjectTable } from '../db/schema';

/** Inserts the tender with the notice's data; its id. */
export async function insertImportedTender(trx: Transaction<Database>, values: Insertable<ProjectTable>): Promise<string> {
  return (await trx.insertInto('project').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Stores the notice the tender was imported from (and which simulation came from which lot). */
export async function setImportSource(trx: Transaction<Database>, projectId: string, source: string): Promise<void> {
  await trx.updateTable('project').set({ import_source: source }).where('id', '=', projectId).execute();
}

/** The tender's simulations with their bid, oldest first ('Actualizar desde la Plataforma' follows each lot's). */
export async function tenderSimulationBids(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom('simulation')
    .select(['id', 'name', 'status', 'bid'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();
}

/** Updates the imported tender's fields, criteria and stored notice. */
export async function updateImportedTender(
  trx: Transaction<Database>,
  workspaceId: string,
  projectId: string,
  set: Updateable<ProjectTable>,
) {
  await trx.updateTable('project').set(set).where('id', '=', projectId).where('workspace_id', '=', workspaceId).execute();
}

/** A simulation of the tender, its bid and status, locked until the transaction ends (a concurrent edit waits). */
export async function lockedSimulationBid(trx: Transaction<Database>, projectId: string, id: string) {
  return trx
    .selectFrom('simulation')
    .select(['bid', 'status'])
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setSimulationBid(trx: Transaction<Database>, id: string, bid: string, now: Date): Promise<void> {
  await trx.updateTable('simulation').set({ bid, updated_at: now }).where('id', '=', id).execute();
}
