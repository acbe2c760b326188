/**
 * A tender imported from its notice on the Plataforma de Contratación del Sector Público keeps the notice's award
 * criteria (`award_criteria`, contract `AwardCriterion[]`) and where its values came from (`import_source`, contract
 * `PlacspImportSource`: the notice as read, its address and date, the fields it filled). Both null otherwise.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table project add column award_criteria jsonb;
    alter table project add column import_source jsonb;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table project drop column if exists import_source;
    alter table project drop column if exists award_criteria;
  `,
  );
}
