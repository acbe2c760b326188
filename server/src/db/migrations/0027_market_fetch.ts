/**
 * The scheduled fetch of the Plataforma's monthly award archives (PLACSP_FETCH=true, docs/market.md): one row per
 * month whose archive was imported, so a past month is fetched once and the current month again each day.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table if not exists market_fetch (
      month text primary key,
      fetched_at timestamptz not null,
      entries integer not null,
      lots integer not null
    );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists market_fetch;`);
}
