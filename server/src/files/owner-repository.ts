import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The owners a stored file can name: an agreement (its PDF), or a simulation or a previous study (the rest). */
export type FileOwnerKind = 'agreement' | 'simulation-or-study';

/** Which of `ids` still exist as owners of that kind, in lower case. */
export async function existingOwners(db: Kysely<Database>, kind: FileOwnerKind, ids: string[]): Promise<string[]> {
  const table = kind === 'agreement' ? sql`agreement` : sql`(select id from simulation union all select id from previous_study)`;
  const { rows } = await sql<{
    id: string;
  }>`select id::text as id from ${table} as owner where id::text in (${sql.join(ids)})`.execute(db);
  return rows.map((r) => r.id.toLowerCase());
}
