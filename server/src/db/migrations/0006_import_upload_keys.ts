/**
 * The storage key of a pending import's spreadsheet, kept with its state: with S3 the browser uploads straight to
 * the bucket and no server hook runs, so the status poll looks for that object and runs the import itself. The
 * key is cleared by whoever claims the import (the local PUT's hook or a poll), so it runs once.
 *
 * `simulation_import` and `previous_study_import` (centers and surrogates) and the Formulario's pending event in
 * `simulation_event` (group 'formulario') get the column.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation_import add column upload_key text;
    alter table previous_study_import add column upload_key text;
    alter table simulation_event add column upload_key text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation_event drop column if exists upload_key;
    alter table previous_study_import drop column if exists upload_key;
    alter table simulation_import drop column if exists upload_key;
  `,
  );
}
