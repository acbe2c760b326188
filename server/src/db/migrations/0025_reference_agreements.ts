/**
 * Reference agreements (docs/reference-agreements.md): the provincial cleaning agreements shipped as data files
 * (server/src/seed/reference-agreements), each a shared agreement every workspace sees read-only and may duplicate.
 * An agreement gains `reference_version` (a shared one: the version of its file; a workspace's copy: the version of
 * its base it holds), `verified` (who checked a shared one against the bulletin, and when) and `reference` (its
 * territory, text, other sources, what is missing). `reference_agreement_version` keeps every version loaded, so a
 * copy can be shown what changed since its own. The Madrid base agreement of migration 0002 becomes version 1 of its
 * file (the same figures); the other four are inserted.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';
import type { AnyTablesDb } from '../migrate';
import { loadBundledReferenceAgreements } from '../../agreements/reference-load';

export async function up(db: AnyTablesDb): Promise<void> {
  await runStatements(
    db,
    `
    alter table agreement add column reference_version integer;
    alter table agreement add column verified jsonb;
    alter table agreement add column reference jsonb;
    create table reference_agreement_version (
      base_id uuid not null references agreement(id) on delete cascade,
      version integer not null,
      document jsonb not null,
      loaded_at timestamptz not null default now(),
      primary key (base_id, version)
    );
  `,
  );
  await loadBundledReferenceAgreements(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists reference_agreement_version;
    alter table agreement drop column if exists reference;
    alter table agreement drop column if exists verified;
    alter table agreement drop column if exists reference_version;
  `,
  );
}
