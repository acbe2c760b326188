/** Inserting many rows in few statements: as many rows per statement as the protocol's parameter limit allows. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL takes at most 65,535 parameters in one statement, but PGlite's protocol parser reads their count as a
 * signed 16-bit number (more than 32,767 fails with 'Invalid array length'): a margin below that.
 */
const MAX_PARAMETERS = 30_000;

export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const perRow = Math.max(1, Object.keys(rows[0] as object).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}
