import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { FileOwnerKind } from './kinds';

/** Where each kind of owner is (the ids a stored file's key names, ./kinds.ts). */
const TABLES: Record<FileOwnerKind, RawBuilder<unknown>> = {
  agreement: sql`agreement`,
  workspace: sql`workspace`,
  'simulation-or-study': sql`(select id from simulation union all select id from previous_study)`,
};

/** Which of `ids` still exist as owners of that kind, in lower case. */
export async function existingOwners(db: Kysely<Database>, kind: FileOwnerKind, ids: string[]): Promise<string[]> {
  const table = TABLES[kind];
  const { rows } = await sql<{
    id: string;
  }>`select id::text as id from ${table} as owner where id::text in (${sql.join(ids)})`.execute(db);
  return rows.map((r) => r.id.toLowerCase());
}
