/**
 * What the plans of `npm run bench:scale` asked for on a database of many companies (docs/performance.md, "Data at
 * scale"):
 * - `project.folded_name`: the tender's name folded as the search folds it (lower case, no accents), kept by the
 *   database itself, so the search compares a stored text instead of folding every name of the workspace on each
 *   request;
 * - `simulation_running`: the Running simulations by start, for the sweep of orphaned runs every process makes
 *   (it read the whole table).
 */
import { sql, type Kysely } from 'kysely';
import { ACCENTED, PLAIN } from '../name-search';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `alter table project add column folded_name text generated always as (lower(translate(name, '${ACCENTED}', '${PLAIN}'))) stored`,
    )
    .execute(db);
  await sql`create index simulation_running on simulation (started) where status = 'Running'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists simulation_running`.execute(db);
  await sql`alter table project drop column if exists folded_name`.execute(db);
}
