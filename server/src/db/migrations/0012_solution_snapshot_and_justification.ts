/**
 * What the justification of an offer needs, and what keeps every document true to its run:
 * - `simulation_solution.document`: the engine input document the run used (agreements with their salary tables,
 *   surrogates, other costs, parameters), so the page, the workbook and the PDF print what the run used even after
 *   an agreement is edited; `inputs_version` is the simulation's stamp when that document was read, so the page can
 *   say that the inputs changed since the solution. Solutions stored before have neither (their documents are
 *   built from today's rows, as before).
 * - the grounds of the justification (`justification`, one text per ground) on simulations and previous studies;
 * - the bidder (`company_name`, `tax_id`) on the workspace;
 * - the tender's contracting authority, expediente, lot, valor estimado and extensions on the project.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation_solution add column document jsonb;
    alter table simulation_solution add column inputs_version bigint;
    alter table simulation add column justification jsonb;
    alter table previous_study add column justification jsonb;
    alter table workspace add column company_name text;
    alter table workspace add column tax_id text;
    alter table project add column contracting_authority text;
    alter table project add column file_number text;
    alter table project add column lot text;
    alter table project add column estimated_value double precision;
    alter table project add column extension_months integer;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table project drop column if exists extension_months;
    alter table project drop column if exists estimated_value;
    alter table project drop column if exists lot;
    alter table project drop column if exists file_number;
    alter table project drop column if exists contracting_authority;
    alter table workspace drop column if exists tax_id;
    alter table workspace drop column if exists company_name;
    alter table previous_study drop column if exists justification;
    alter table simulation drop column if exists justification;
    alter table simulation_solution drop column if exists inputs_version;
    alter table simulation_solution drop column if exists document;
  `,
  );
}
