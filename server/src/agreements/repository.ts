/**
 * The SQL of collective agreements (tables `agreement` and `agreement_category` of migration 0002): reads in the
 * rows' shape, writes from column values. Rules (who may see or change what, the contract's shape) are in
 * ./service.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AgreementCategoryTable, AgreementTable, Database } from '../db/schema';
import { foldedName, nameContains } from '../db/name-search';

export type Db = Kysely<Database> | Transaction<Database>;
export type AgreementRow = Selectable<AgreementTable>;
export type CategoryRow = Selectable<AgreementCategoryTable>;
/** The columns a save writes (the row's id, workspace and timestamps apart). */
export type AgreementColumns = Omit<Insertable<AgreementTable>, 'id' | 'workspace_id' | 'created_at' | 'updated_at'>;
export type CategoryColumns = Omit<Insertable<AgreementCategoryTable>, 'id' | 'agreement_id' | 'position'>;

/**
 * Tables (and columns) that point at an agreement or at its categories, without foreign keys: a center names its
 * agreement, a surrogate and a category-position name a category (the migrations create them all).
 */
export const AGREEMENT_REFERENCES: [table: string, column: string][] = [['center', 'agreement_id']];
export const CATEGORY_REFERENCES: [table: string, column: string][] = [
  ['subrogate', 'category_id'],
  ['category_position', 'category_id'],
];

/** Values among `ids` that a table of `refs` holds. */
async function referenced(db: Db, refs: [string, string][], ids: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (!ids.length) return used;
  for (const [table, column] of refs) {
    const found = await sql<{
      id: string;
    }>`select distinct ${sql.ref(column)}::text as id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})`.execute(
      db,
    );
    for (const r of found.rows) used.add(r.id);
  }
  return used;
}

/** Whether a center, or a surrogate or category-position (by category), uses the agreement. */
export async function agreementInUse(db: Db, agreementId: string): Promise<boolean> {
  if ((await referenced(db, AGREEMENT_REFERENCES, [agreementId])).size > 0) return true;
  const categories = await db.selectFrom('agreement_category').select('id').where('agreement_id', '=', agreementId).execute();
  return (
    (
      await referenced(
        db,
        CATEGORY_REFERENCES,
        categories.map((c) => c.id),
      )
    ).size > 0
  );
}

/** Ids among `ids` that a simulation or previous study uses (surrogates, category-positions). */
export const categoriesInUse = (db: Db, ids: string[]) => referenced(db, CATEGORY_REFERENCES, ids);

export function findAgreement(db: Db, id: string): Promise<AgreementRow | undefined> {
  return db.selectFrom('agreement').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The workspace of the user's first active membership, if any. */
export async function firstActiveWorkspace(db: Db, userId: string): Promise<string | undefined> {
  const membership = await db
    .selectFrom('membership')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirst();
  return membership?.workspace_id;
}

/** The categories of an agreement, in their order. */
export function categoriesOf(db: Db, agreementId: string): Promise<CategoryRow[]> {
  return db
    .selectFrom('agreement_category')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The workspace's agreements and the shared ones, by name; `search` narrows by name (accents and case aside). */
export function listVisible(db: Db, workspaceId: string, search: string) {
  let q = db
    .selectFrom('agreement as a')
    .select([
      'a.id',
      'a.name',
      'a.start_year',
      'a.end_year',
      'a.workspace_id',
      'a.scope',
      'a.regcon_code',
      'a.source',
      'a.after_validity',
      'a.reference_version',
      'a.verified',
      'a.reference',
    ])
    .where((eb) => eb.or([eb('a.workspace_id', '=', workspaceId), eb('a.workspace_id', 'is', null)]));
  if (search) q = q.where(nameContains('a.name', search));
  return q.orderBy(foldedName('a.name')).orderBy('a.name').orderBy('a.id').execute();
}

/** Stores the agreement's columns: over `existingId`, or as a new agreement of the workspace (with `newId` if given). */
export async function writeAgreement(
  trx: Transaction<Database>,
  columns: AgreementColumns,
  target: { existingId: string } | { workspaceId: string; newId?: string },
): Promise<string> {
  if ('existingId' in target) {
    await trx
      .updateTable('agreement')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', target.existingId)
      .execute();
    return target.existingId;
  }
  const row = await trx
    .insertInto('agreement')
    .values({
      ...(target.newId ? { id: target.newId } : {}),
      ...columns,
      workspace_id: target.workspaceId,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces the categories of an agreement with `categories` (in order): an entry with the id of a stored category
 * (named once) updates it, any other is inserted. Returns the ids of the stored categories left out, not deleted
 * yet (see `deleteCategories`).
 */
export async function writeCategories(
  trx: Transaction<Database>,
  agreementId: string,
  categories: readonly (CategoryColumns & { id?: string })[],
): Promise<string[]> {
  const stored = new Set(
    (await trx.selectFrom('agreement_category').select('id').where('agreement_id', '=', agreementId).execute()).map((r) => r.id),
  );
  const keep = new Set<string>();
  for (const [position, { id, ...values }] of categories.entries()) {
    if (id && stored.has(id) && !keep.has(id)) {
      keep.add(id);
      await trx
        .updateTable('agreement_category')
        .set({ ...values, position })
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('agreement_category')
        .values({ ...values, position, agreement_id: agreementId })
        .execute();
    }
  }
  return [...stored].filter((id) => !keep.has(id));
}

export async function deleteCategories(trx: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.length) await trx.deleteFrom('agreement_category').where('id', 'in', ids).execute();
}

export async function deleteAgreement(db: Db, id: string): Promise<void> {
  await db.deleteFrom('agreement').where('id', '=', id).execute();
}

/** The workspace's copy of `originId`, if it has one. */
export function findCopy(db: Db, workspaceId: string, originId: string) {
  return db
    .selectFrom('agreement')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('agreement_base_id', '=', originId)
    .executeTakeFirst();
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
/** A JSON value as its column takes it. */
const asColumn = (value: unknown) => JSON.stringify(json(value));

/**
 * The columns a copy takes from `origin`: its figures and terms and the version of a reference agreement, not its
 * identity, name, PDF, check or notes.
 */
function copiedColumns(origin: AgreementRow) {
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    pdf_key: _k,
    pdf_filename: _f,
    workspace_id: _w,
    agreement_base_id: _b,
    name: _n,
    // a copy is the workspace's own: it keeps the version of its base it holds, not the base's check and notes
    verified: _v,
    reference: _r,
    ...rest
  } = origin;
  return {
    ...rest,
    seniority_bonus: asColumn(origin.seniority_bonus),
    annual_increment: asColumn(origin.annual_increment),
    scope: origin.scope === null ? null : asColumn(origin.scope),
    source: origin.source === null ? null : asColumn(origin.source),
    after_validity: asColumn(origin.after_validity),
  };
}

/** A stored category's columns as a write takes them (JSON values as their columns take them). */
export function categoryCopy(c: CategoryRow): CategoryColumns {
  const { id: _cid, agreement_id: _a, position: _p, ...values } = c;
  return {
    ...values,
    fixed_pluses: asColumn(c.fixed_pluses),
    pluses_by_schedule: asColumn(c.pluses_by_schedule),
    pluses_by_weekday: asColumn(c.pluses_by_weekday),
    seniority_bonus: c.seniority_bonus === null ? null : asColumn(c.seniority_bonus),
  };
}

/** Copies `origin` and its categories (new category ids) as agreement `newId` of the workspace, named `name`. */
export async function copyAgreement(
  db: Kysely<Database>,
  origin: AgreementRow,
  newId: string,
  workspaceId: string,
  name: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('agreement')
      .values({
        ...copiedColumns(origin),
        id: newId,
        workspace_id: workspaceId,
        agreement_base_id: origin.id,
        name,
        pdf_filename: origin.pdf_filename,
        updated_at: new Date(),
      })
      .execute();
    const categories = await trx.selectFrom('agreement_category').selectAll().where('agreement_id', '=', origin.id).execute();
    for (const c of categories) {
      await trx
        .insertInto('agreement_category')
        .values({ ...categoryCopy(c), position: c.position, id: randomUUID(), agreement_id: newId })
        .execute();
    }
  });
}

/** Writes `base`'s figures and terms, and its version, over the workspace's copy `copyId` (its name and PDF stay). */
export async function overwriteFromBase(trx: Transaction<Database>, copyId: string, base: AgreementRow): Promise<void> {
  await trx
    .updateTable('agreement')
    .set({ ...copiedColumns(base), updated_at: new Date() })
    .where('id', '=', copyId)
    .where('workspace_id', 'is not', null)
    .execute();
}

/** The shared agreement row locked for the rest of the transaction (a load of a new version waits). */
export function lockedAgreement(trx: Transaction<Database>, id: string): Promise<AgreementRow | undefined> {
  return trx.selectFrom('agreement').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** When a reference agreement's version was loaded. */
export async function referenceLoadedAt(db: Db, baseId: string, version: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('reference_agreement_version')
    .select('loaded_at')
    .where('base_id', '=', baseId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? new Date(row.loaded_at) : undefined;
}

export async function setPdfFilename(db: Db, id: string, filename: string): Promise<void> {
  await db.updateTable('agreement').set({ pdf_filename: filename, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Stores a shared (reference) agreement's columns under `id`: inserted, or over the shared row of that id. */
export async function writeSharedAgreement(trx: Transaction<Database>, id: string, columns: AgreementColumns, exists: boolean) {
  if (exists) {
    await trx
      .updateTable('agreement')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', id)
      .where('workspace_id', 'is', null)
      .execute();
  } else {
    await trx
      .insertInto('agreement')
      .values({ ...columns, id, workspace_id: null, updated_at: new Date() })
      .execute();
  }
}

/** Records the document of a reference agreement's version (a version loaded again replaces its document). */
export async function writeReferenceVersion(trx: Db, baseId: string, version: number, document: unknown): Promise<void> {
  await trx
    .insertInto('reference_agreement_version')
    .values({ base_id: baseId, version, document: JSON.stringify(document) })
    .onConflict((oc) => oc.columns(['base_id', 'version']).doUpdateSet({ document: JSON.stringify(document) }))
    .execute();
}

/** The stored document of a reference agreement's version. */
export async function referenceVersion(db: Db, baseId: string, version: number): Promise<unknown> {
  const row = await db
    .selectFrom('reference_agreement_version')
    .select('document')
    .where('base_id', '=', baseId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? json(row.document) : undefined;
}

/** The shared reference agreement with that REGCON code (or id). */
export function findReference(db: Db, key: { regcon: string } | { id: string }) {
  return db
    .selectFrom('agreement')
    .selectAll()
    .where('workspace_id', 'is', null)
    .where('reference_version', 'is not', null)
    .where('regcon' in key ? 'regcon_code' : 'id', '=', 'regcon' in key ? key.regcon : key.id)
    .execute();
}

/** Marks a shared agreement checked against its bulletin (null: not checked). */
export async function setVerified(db: Db, id: string, verified: { by: string; date: string } | null): Promise<void> {
  await db
    .updateTable('agreement')
    .set({ verified: verified ? JSON.stringify(verified) : null, updated_at: new Date() })
    .where('id', '=', id)
    .where('workspace_id', 'is', null)
    .execute();
}
