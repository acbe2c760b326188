/** Inserting many rows in few statements: as many rows per statement as the protocol's parameter limit allows. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL takes at most 65,535 parameters in one statement; a margin below it. */
const MAX_PARAMETERS = 60_000;

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
