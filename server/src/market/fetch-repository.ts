/** The months of the Plataforma's award archives already imported (`market_fetch`, migration 0027). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** When each of `months` ('2026-03') was last imported; a month never imported is absent. */
export async function fetchedMonths(db: Kysely<Database>, months: readonly string[]): Promise<Map<string, Date>> {
  if (!months.length) return new Map();
  const rows = await db.selectFrom('market_fetch').select(['month', 'fetched_at']).where('month', 'in', months).execute();
  return new Map(rows.map((r) => [r.month, new Date(r.fetched_at)]));
}

/** A month imported at `at`, with the entries and lots its archive held (a later import of it replaces the row). */
export async function recordFetchedMonth(
  db: Kysely<Database>,
  row: { month: string; fetched_at: Date; entries: number; lots: number },
): Promise<void> {
  const { fetched_at, entries, lots } = row;
  await db
    .insertInto('market_fetch')
    .values(row)
    .onConflict((c) => c.column('month').doUpdateSet({ fetched_at, entries, lots }))
    .execute();
}
