import { sql, type Kysely } from 'kysely';

/** Runs a script of `;`-terminated statements one by one (PGlite's extended protocol takes one at a time). */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** A round trip to the database (the readiness check). */
export async function pingDatabase<DB>(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Sets the visibility map and refreshes the planner's statistics of every table (after a bulk load). */
export async function vacuumAnalyze<DB>(db: Kysely<DB>): Promise<void> {
  // VACUUM too: freshly bulk-loaded tables have no visibility map yet, so every index-only scan (the tender
  // list's count of simulations) would still visit the heap, which a running database's autovacuum spares it.
  await sql`vacuum analyze`.execute(db);
}

/** Row estimates of the schema's tables (after ANALYZE). */
export async function tableRows<DB>(db: Kysely<DB>): Promise<Map<string, number>> {
  const { rows } = await sql<{ relname: string; reltuples: number }>`
    select c.relname, c.reltuples::float8 as reltuples from pg_class c
    where c.relkind = 'r' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(db);
  return new Map(rows.map((r) => [r.relname, Number(r.reltuples)]));
}
