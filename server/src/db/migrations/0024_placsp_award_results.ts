/**
 * A tender imported from the Plataforma keeps what its resolved notice says after the tender: each lot's award and
 * the contract's modifications (`award_results`, contract `PlacspAwardResults`), with the notice version's date.
 * Null for a tender not imported; 'Actualizar desde la Plataforma' replaces it.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table project add column award_results jsonb;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table project drop column if exists award_results;`);
}
