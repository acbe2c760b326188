/** Tenders written in batches (`npm run bench:scale` seeds twenty thousand through this). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectTable } from '../db/schema';
import { insertRows } from '../db/batch';

/** Inserts the tenders as given (ids and creation times included). */
export function insertProjects(db: Kysely<Database>, rows: readonly Insertable<ProjectTable>[]): Promise<void> {
  return insertRows(db, 'project', rows);
}
