/** The SQL of 'Importar desde la Plataforma' (./import.ts): the tender a notice makes. */
import type { Insertable, Transaction } from 'kysely';
import type { Database, ProjectTable } from '../db/schema';

/** Inserts the tender with the notice's data; its id. */
export async function insertImportedTender(trx: Transaction<Database>, values: Insertable<ProjectTable>): Promise<string> {
  return (await trx.insertInto('project').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
