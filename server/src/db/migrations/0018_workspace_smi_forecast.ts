/**
 * "SMI previsto": the minimum wage a workspace expects for years without a published one, a list of
 * `{ year, annual }` on the workspace, empty for every existing workspace (runs then carry the last published SMI).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table workspace add column if not exists smi_forecast jsonb not null default '[]'::jsonb;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table workspace drop column if exists smi_forecast;`);
}
