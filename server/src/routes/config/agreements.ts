/**
 * Config host: collective agreements (agreements.yaml). A workspace sees its own
 * agreements and the shared catalogue (workspace_id null), which no workspace may change or delete
 * (update_permissions false) but every workspace may duplicate. The form's rules are the domain's.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { isLeft } from 'fp-ts/lib/Either.js';
import { isAgreementExpired, validateAgreementSave, type AgreementSave } from '@licita/domain';
import type { CallContext, ConfigHandlers } from '../../http/context';
import type { AgreementTable, Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requirePermission, workspaceAccess, type WorkspaceAccess } from '../../access';
import { foldText } from './projects';
import { LocalFileStorage, requestOrigin, storageOf } from '../../files/storage';
import { checkStored } from '../../files/s3';

export const AGREEMENT_NOT_FOUND = 'El convenio no existe';
export const ALREADY_DUPLICATED = 'The agreement is already duplicated';
export const NO_PDF = 'Agreement not have pdf file';
export const IN_USE = 'No puedes borrar un convenio que usa alguna simulación o algún estudio previo';

/**
 * Tables (and columns) that point at an agreement or at its categories. They come with later migrations and
 * without foreign keys, so they are looked up by name when they exist.
 */
export const AGREEMENT_REFERENCES: [table: string, column: string][] = [['center', 'agreement_id']];
export const CATEGORY_REFERENCES: [table: string, column: string][] = [
  ['subrogate', 'category_id'],
  ['category_position', 'category_id'],
];

/** Values among `ids` that some existing table of `refs` holds. */
async function referenced(db: Db, refs: [string, string][], ids: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (!ids.length) return used;
  for (const [table, column] of refs) {
    const { rows } = await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db);
    if (!rows[0]?.present) continue;
    const found = await sql<{ id: string }>`select distinct ${sql.ref(column)}::text as id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})`.execute(db);
    for (const r of found.rows) used.add(r.id);
  }
  return used;
}

/** Whether a center of some simulation, or a surrogate of a simulation or previous study (by category), uses the agreement. */
async function agreementInUse(db: Db, agreementId: string): Promise<boolean> {
  if ((await referenced(db, AGREEMENT_REFERENCES, [agreementId])).size > 0) return true;
  const categories = await db.selectFrom('agreement_category').select('id').where('agreement_id', '=', agreementId).execute();
  return (await referenced(db, CATEGORY_REFERENCES, categories.map((c) => c.id))).size > 0;
}

const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
const PLAIN = 'aaaaeeeeiiiioooouuuuncAAAAEEEEIIIIOOOOUUUUNC';
const foldedName = sql<string>`lower(translate(a.name, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The storage key of an agreement's PDF (one per agreement; a new upload replaces it). */
export const pdfKey = (agreementId: string) => `agreement-${agreementId}.pdf`;

type Db = Kysely<Database> | Transaction<Database>;
type AgreementRow = Selectable<AgreementTable>;

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

async function loadRow(db: Db, id: string) {
  return db.selectFrom('agreement').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The agreement and the caller's access to it: a shared agreement is readable by any member of a workspace (the
 * caller's first active membership answers for the permission); another workspace's agreement answers 404.
 */
async function readable(call: CallContext, id: string): Promise<{ row: AgreementRow; access: WorkspaceAccess }> {
  const { deps, user } = call;
  const row = await loadRow(deps.db, id);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  let workspaceId = row.workspace_id;
  if (!workspaceId) {
    const membership = await deps.db
      .selectFrom('membership')
      .select('workspace_id')
      .where('user_id', '=', user.id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!membership) throw notFound(AGREEMENT_NOT_FOUND);
    workspaceId = membership.workspace_id;
  }
  const access = await workspaceAccess(deps.db, user.id, workspaceId).catch(() => {
    throw notFound(AGREEMENT_NOT_FOUND);
  });
  requirePermission(access, 'agreement', 'read');
  return { row, access };
}

/** An agreement the workspace may change: its own (404 for another's, 403 for the shared catalogue). */
function ownedBy(row: AgreementRow | undefined, workspaceId: string): AgreementRow {
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  if (row.workspace_id === null) throw forbidden();
  if (row.workspace_id !== workspaceId) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}

async function toAgreement(db: Db, row: AgreementRow, now: Date, hasPdf: boolean) {
  const categories = await db.selectFrom('agreement_category').selectAll().where('agreement_id', '=', row.id).orderBy('position').orderBy('id').execute();
  return {
    id: row.id,
    uid: row.id,
    agreement_base_id: row.agreement_base_id,
    workspace_id: row.workspace_id,
    name: row.name,
    start_year: row.start_year,
    end_year: row.end_year,
    creation_year: row.creation_year,
    salary_year: row.salary_year,
    max_hours_per_day: row.max_hours_per_day,
    max_hours_per_week: row.max_hours_per_week,
    max_hours_per_month: row.max_hours_per_month,
    max_hours_per_year: row.max_hours_per_year,
    max_sections_planned_day: row.max_sections_planned_day,
    rest_hours_between_shifts: row.rest_hours_between_shifts,
    consecutive_rest_days: row.consecutive_rest_days,
    free_day_available: row.free_day_available,
    holiday_days: row.holiday_days,
    holidays_rules_from: row.holidays_rules_from,
    holidays_rules_until: row.holidays_rules_until,
    holiday_days_types: row.holiday_days_types,
    holiday_work_compensation: row.holiday_work_compensation ?? 'plus',
    seniority_bonus: (json(row.seniority_bonus) as any[]).map((s) => ({
      period_bonus: s.period_bonus,
      percent_over_salary: s.percent_over_salary,
      max_percent: s.max_percent,
      max_percent_date: s.max_percent_date ?? null,
      fixed_annual: s.fixed_annual ?? null,
      max_seniority: s.max_seniority ?? s.max_percent ?? null,
    })),
    annual_increment: json(row.annual_increment),
    categories: categories.map((c) => ({
      id: c.id,
      professional_category: c.professional_category,
      salary_year: c.salary_year,
      base_salary_year: c.base_salary_year,
      fixed_pluses: json(c.fixed_pluses),
      pluses_by_schedule: json(c.pluses_by_schedule),
      pluses_by_weekday: (json(c.pluses_by_weekday) as any[]).map((p) => ({ day: p.day, price_hour: p.price_hour ?? null, price_day: p.price_day ?? null })),
      free_days: c.free_days,
      seniority_bonus: json(c.seniority_bonus) ?? null,
    })),
    update_permissions: row.workspace_id !== null,
    expired: isAgreementExpired(row.end_year, now.getUTCFullYear()),
    has_pdf: hasPdf,
  };
}

/** Columns of a save payload. */
function columnsOf(p: AgreementSave & { workspace_id: string }) {
  const limit = (period: string) => p.time_limits.find((l) => l.time_period === period)?.max_hour ?? null;
  return {
    agreement_base_id: p.agreement_base_id ?? null,
    name: p.name.trim(),
    start_year: p.start_year,
    end_year: p.end_year,
    creation_year: p.creation_year ?? null,
    salary_year: p.salary_year ?? p.start_year,
    max_hours_per_day: limit('DAY')!,
    max_hours_per_week: limit('WEEK')!,
    max_hours_per_month: limit('MONTH'),
    max_hours_per_year: limit('YEAR')!,
    max_sections_planned_day: p.max_sections_planned_day,
    rest_hours_between_shifts: p.rest_hours_between_shifts,
    consecutive_rest_days: p.consecutive_rest_days,
    free_day_available: p.free_day_available ?? null,
    holiday_days: p.holidays.days,
    holiday_days_types: p.holidays.type,
    holiday_work_compensation: p.holiday_work_compensation ?? 'plus',
    holidays_rules_from: p.holidays.period.from_month,
    holidays_rules_until: p.holidays.period.until_month,
    seniority_bonus: JSON.stringify(
      p.seniority_bonuses.map((s) => ({ max_percent_date: null, period_bonus: s.period_bonus, percent_over_salary: s.percent_over_salary, max_percent: s.max_percent, fixed_annual: null, max_seniority: s.max_percent })),
    ),
    annual_increment: JSON.stringify(p.annual_increments.map((i) => ({ year: i.year, increment: i.increment }))),
  };
}

export const CATEGORY_IN_USE = 'No puedes quitar una categoría que usa alguna simulación o algún estudio previo';

/** Ids among `ids` that a simulation uses (surrogates, category-positions). */
const categoriesInUse = (db: Db, ids: string[]) => referenced(db, CATEGORY_REFERENCES, ids);

/** Replaces the categories of an agreement, keeping the ids of the stored ones the payload names. */
async function writeCategories(trx: Transaction<Database>, agreementId: string, categories: AgreementSave['categories']) {
  const stored = new Set(
    (await trx.selectFrom('agreement_category').select('id').where('agreement_id', '=', agreementId).execute()).map((r) => r.id),
  );
  const keep = new Set<string>();
  for (const [position, c] of categories.entries()) {
    const values = {
      position,
      professional_category: c.professional_category.trim(),
      salary_year: c.salary_year,
      base_salary_year: c.base_salary_year,
      fixed_pluses: JSON.stringify(c.fixed_pluses ?? { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 }),
      pluses_by_schedule: JSON.stringify(c.pluses_by_schedule ?? []),
      pluses_by_weekday: JSON.stringify((c.pluses_by_weekday ?? []).map((p) => ({ day: p.day, price_hour: p.price_hour ?? null, price_day: p.price_day ?? null }))),
      free_days: c.free_days ?? null,
      seniority_bonus: c.seniority_bonus ? JSON.stringify(c.seniority_bonus) : null,
    };
    if (c.id && stored.has(c.id) && !keep.has(c.id)) {
      keep.add(c.id);
      await trx.updateTable('agreement_category').set(values).where('id', '=', c.id).execute();
    } else {
      await trx.insertInto('agreement_category').values({ ...values, agreement_id: agreementId }).execute();
    }
  }
  const gone = [...stored].filter((id) => !keep.has(id));
  if ((await categoriesInUse(trx, gone)).size) throw badRequest(CATEGORY_IN_USE, 'categories');
  if (gone.length) await trx.deleteFrom('agreement_category').where('id', 'in', gone).execute();
}

export const agreementHandlers = {
  async listAgreements({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'agreement', 'read');
    let q = deps.db
      .selectFrom('agreement as a')
      .select(['a.id', 'a.name', 'a.start_year', 'a.end_year', 'a.workspace_id'])
      .where((eb) => eb.or([eb('a.workspace_id', '=', access.workspaceId), eb('a.workspace_id', 'is', null)]));
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    if (search) q = q.where(sql<SqlBool>`${foldedName} like ${'%' + escapeLike(foldText(search)) + '%'} escape '\\'`);
    const rows = await q.orderBy(sql`lower(a.name)`).orderBy('a.id').execute();
    const year = deps.now().getUTCFullYear();
    return rows.map((r) => ({
      id: r.id,
      uid: r.id,
      name: r.name,
      start_year: r.start_year,
      end_year: r.end_year,
      update_permissions: r.workspace_id !== null,
      expired: isAgreementExpired(r.end_year, year),
    }));
  },

  async getAgreement(call) {
    const { row } = await readable(call, call.params.id);
    const hasPdf = await storageOf(call.deps).exists(pdfKey(row.id));
    return toAgreement(call.deps.db, row, call.deps.now(), hasPdf);
  },

  async listAgreementCategories(call) {
    const { row } = await readable(call, call.params.id);
    const rows = await call.deps.db
      .selectFrom('agreement_category')
      .select(['id', 'professional_category'])
      .where('agreement_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.professional_category }));
  },

  async saveAgreement({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    const payload = body as AgreementSave & { workspace_id: string };
    const existing = payload.id ? await loadRow(deps.db, payload.id) : undefined;
    if (existing) {
      ownedBy(existing, access.workspaceId);
      requirePermission(access, 'agreement', 'update');
    } else {
      requirePermission(access, 'agreement', 'create');
    }
    const checked = validateAgreementSave(payload);
    if (isLeft(checked)) throw badRequest(checked.left.message, checked.left.field);
    if (payload.agreement_base_id) {
      const base = await loadRow(deps.db, payload.agreement_base_id);
      if (!base || (base.workspace_id !== null && base.workspace_id !== access.workspaceId)) {
        throw badRequest('El convenio de origen no existe', 'agreement_base_id');
      }
    }
    const columns = columnsOf(payload);
    const id = await deps.db.transaction().execute(async (trx) => {
      let id: string;
      if (existing) {
        id = existing.id;
        await trx.updateTable('agreement').set({ ...columns, updated_at: new Date() }).where('id', '=', id).execute();
      } else {
        const row = await trx
          .insertInto('agreement')
          .values({ ...(payload.id ? { id: payload.id } : {}), ...columns, workspace_id: access.workspaceId, updated_at: new Date() })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await writeCategories(trx, id, payload.categories);
      return id;
    });
    return { id };
  },

  async deleteAgreement({ params, query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id).catch(() => {
      throw notFound(AGREEMENT_NOT_FOUND);
    });
    const row = ownedBy(await loadRow(deps.db, params.id), access.workspaceId);
    requirePermission(access, 'agreement', 'delete');
    if (await agreementInUse(deps.db, row.id)) throw conflict(IN_USE);
    await deps.db.deleteFrom('agreement').where('id', '=', row.id).execute();
    await storageOf(deps).remove(pdfKey(row.id));
    return undefined;
  },

  async duplicateAgreement({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'agreement', 'create');
    const origin = await loadRow(deps.db, body.origin_agreement);
    if (!origin || (origin.workspace_id !== null && origin.workspace_id !== access.workspaceId)) throw notFound(AGREEMENT_NOT_FOUND);
    const copy = await deps.db
      .selectFrom('agreement')
      .select('id')
      .where('workspace_id', '=', access.workspaceId)
      .where('agreement_base_id', '=', origin.id)
      .executeTakeFirst();
    const taken = await loadRow(deps.db, body.new_agreement);
    // another workspace's agreement answers as a missing one (./simulations/taken-ids.ts)
    if (taken && taken.workspace_id !== null && taken.workspace_id !== access.workspaceId) throw notFound(AGREEMENT_NOT_FOUND);
    if (copy || taken) throw conflict(ALREADY_DUPLICATED);
    await deps.db.transaction().execute(async (trx) => {
      const { id: _id, created_at: _c, updated_at: _u, pdf_key: _k, pdf_filename, workspace_id: _w, agreement_base_id: _b, ...rest } = origin;
      await trx
        .insertInto('agreement')
        .values({
          ...rest,
          seniority_bonus: JSON.stringify(json(origin.seniority_bonus)),
          annual_increment: JSON.stringify(json(origin.annual_increment)),
          id: body.new_agreement,
          workspace_id: access.workspaceId,
          agreement_base_id: origin.id,
          name: `${origin.name} (copia)`,
          pdf_filename,
          updated_at: new Date(),
        })
        .execute();
      const categories = await trx.selectFrom('agreement_category').selectAll().where('agreement_id', '=', origin.id).execute();
      for (const c of categories) {
        const { id: _cid, agreement_id: _a, ...values } = c;
        await trx
          .insertInto('agreement_category')
          .values({
            ...values,
            id: randomUUID(),
            agreement_id: body.new_agreement,
            fixed_pluses: JSON.stringify(json(c.fixed_pluses)),
            pluses_by_schedule: JSON.stringify(json(c.pluses_by_schedule)),
            pluses_by_weekday: JSON.stringify(json(c.pluses_by_weekday)),
            seniority_bonus: c.seniority_bonus === null ? null : JSON.stringify(json(c.seniority_bonus)),
          })
          .execute();
      }
    });
    await storageOf(deps).copy(pdfKey(origin.id), pdfKey(body.new_agreement));
    return { id: body.new_agreement };
  },

  async agreementPdfUrl(call) {
    const { row } = await readable(call, call.params.id);
    const storage = storageOf(call.deps);
    const key = pdfKey(row.id);
    if (!(await storage.exists(key))) throw notFound(NO_PDF);
    // A bucket takes any upload: serve the file only if it really is a PDF (the local storage checked it already).
    if (!(storage instanceof LocalFileStorage) && !(await checkStored(storage, key))) throw notFound(NO_PDF);
    const link = await storage.downloadUrl(key, { origin: requestOrigin(call.request) });
    const file = await storage.get(key);
    return { download_url: link.url, filename: file?.filename ?? row.pdf_filename ?? `${row.name}.pdf`, expires_at: link.expiresAt.toISOString() };
  },

  async agreementPdfUploadUrl(call) {
    const { row, access } = await readable(call, call.params.id);
    if (row.workspace_id === null) throw forbidden();
    requirePermission(access, 'agreement', 'update');
    const filename: string = call.body.filename;
    if (!/\.pdf$/i.test(filename)) throw badRequest('Solo se admiten ficheros PDF', 'filename');
    await call.deps.db.updateTable('agreement').set({ pdf_filename: filename, updated_at: new Date() }).where('id', '=', row.id).execute();
    const link = await storageOf(call.deps).uploadUrl(pdfKey(row.id), {
      origin: requestOrigin(call.request),
      filename,
      contentType: 'application/pdf',
    });
    return { upload_url: link.url, expires_at: link.expiresAt.toISOString() };
  },
} satisfies ConfigHandlers;
