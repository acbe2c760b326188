/**
 * Reference agreements (docs/reference-agreements.md): the provincial cleaning agreements shipped as data files
 * (server/src/seed/reference-agreements), each a shared agreement every workspace sees read-only and may duplicate.
 * An agreement gains `reference_version` (a shared one: the version of its file; a workspace's copy: the version of
 * its base it holds), `verified` (who checked a shared one against the bulletin, and when) and `reference` (its
 * territory, text, other sources, what is missing). `reference_agreement_version` keeps every version loaded, so a
 * copy can be shown what changed since its own. The Madrid base agreement of migration 0002 becomes version 1 of its
 * file (the same figures); the other four are inserted.
 *
 * Frozen: the rows are those the service's loader (`loadReferenceAgreement`, server/src/agreements/reference-load.ts)
 * made of the five version-1 files when this migration was written, kept in `0025_reference_agreements.rows.json`
 * and written here with plain queries, so a later change to the agreement tables or the service cannot change what
 * a fresh installation gets or break it. server/test/reference-migration.test.ts shows the loader, given the same
 * files again, changes none of them. A newer version of a file comes with a migration of its own.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';
import type { AnyTablesDb } from '../migrate';
import frozen from './0025_reference_agreements.rows.json' with { type: 'json' };
// The documents of the versions are the shipped files themselves (a version's record is its whole file).
import madrid from '../../seed/reference-agreements/madrid-limpieza-v1.json' with { type: 'json' };
import catalunya from '../../seed/reference-agreements/catalunya-limpieza-v1.json' with { type: 'json' };
import sevilla from '../../seed/reference-agreements/sevilla-limpieza-v1.json' with { type: 'json' };
import valencia from '../../seed/reference-agreements/valencia-limpieza-v1.json' with { type: 'json' };
import bizkaia from '../../seed/reference-agreements/bizkaia-limpieza-v1.json' with { type: 'json' };

const DOCUMENTS: Record<string, { base_id: string; version: number }> = {
  'madrid-limpieza-v1.json': madrid,
  'catalunya-limpieza-v1.json': catalunya,
  'sevilla-limpieza-v1.json': sevilla,
  'valencia-limpieza-v1.json': valencia,
  'bizkaia-limpieza-v1.json': bizkaia,
};

/** The jsonb columns, written as JSON text (as the loader wrote them; a null stays SQL null). */
const AGREEMENT_JSON = ['seniority_bonus', 'annual_increment', 'scope', 'source', 'after_validity', 'verified', 'reference'];
const CATEGORY_JSON = ['fixed_pluses', 'pluses_by_schedule', 'pluses_by_weekday', 'seniority_bonus'];
type Row = Record<string, unknown>;
const asText = (row: Row, columns: string[]): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, columns.includes(k) && v !== null ? JSON.stringify(v) : v]));

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
  for (const { file, categories, ...agreement } of frozen.agreements) {
    await writeAgreement(
      db,
      asText(agreement, AGREEMENT_JSON),
      categories.map((c) => asText(c, CATEGORY_JSON)),
    );
    const document = DOCUMENTS[file]!;
    await db
      .insertInto('reference_agreement_version')
      .values({ base_id: document.base_id, version: document.version, document: JSON.stringify(document) })
      .execute();
  }
}

/**
 * One shared agreement: the Madrid one of migration 0002 is updated, keeping the ids of its categories by name (a
 * simulation may use them); the others are inserted.
 */
async function writeAgreement(db: AnyTablesDb, agreement: Row, categories: Row[]): Promise<void> {
  const id = agreement.id as string;
  const exists = await db.selectFrom('agreement').select('id').where('id', '=', id).executeTakeFirst();
  if (exists) {
    await db
      .updateTable('agreement')
      .set({ ...agreement, updated_at: new Date() })
      .where('id', '=', id)
      .where('workspace_id', 'is', null)
      .execute();
  } else {
    await db
      .insertInto('agreement')
      .values({ ...agreement, workspace_id: null, updated_at: new Date() })
      .execute();
  }
  const stored: { id: string; professional_category: string }[] = await db
    .selectFrom('agreement_category')
    .select(['id', 'professional_category'])
    .where('agreement_id', '=', id)
    .execute();
  const byName = new Map(stored.map((c) => [c.professional_category, c.id]));
  const kept = new Set<string>();
  for (const [position, category] of categories.entries()) {
    const storedId = byName.get(category.professional_category as string);
    if (storedId && !kept.has(storedId)) {
      kept.add(storedId);
      await db
        .updateTable('agreement_category')
        .set({ ...category, position })
        .where('id', '=', storedId)
        .execute();
    } else {
      await db
        .insertInto('agreement_category')
        .values({ ...category, position, agreement_id: id })
        .execute();
    }
  }
  // a category the file no longer names goes; one a simulation or previous study uses stops the migration (their
  // foreign keys), as the loader refused it
  const gone = stored.map((c) => c.id).filter((c) => !kept.has(c));
  if (gone.length) await db.deleteFrom('agreement_category').where('id', 'in', gone).execute();
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
