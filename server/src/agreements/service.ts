/**
 * Collective agreements: who may read or change one and the contract's shape of it. A workspace sees its own
 * agreements and the shared catalogue (workspace_id null), which no workspace may change or delete
 * (update_permissions false) but every workspace may duplicate. The form's rules are the domain's; the SQL is in
 * ./repository.ts.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  AGREEMENT_MESSAGES,
  afterValidityOf,
  agreementTerms,
  categoryTerms,
  isAgreementExpired,
  validateAgreementSave,
  type AgreementSave,
  type TerritoryTerms,
} from '@licita/domain';
import type { Schemas } from '../contract';
import type { BodyOf, CallContext, Deps } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { requirePermission, workspaceAccess, type WorkspaceAccess } from '../access';
import { LocalFileStorage, publicOrigin, storageOf } from '../files/storage';
import { checkStored } from '../files/s3';
import * as repo from './repository';
import type { AgreementColumns, AgreementRow, CategoryColumns, Db } from './repository';
import { FILE_KINDS } from '../files/kinds';

export const AGREEMENT_NOT_FOUND = AGREEMENT_MESSAGES.notFound;
export const ALREADY_DUPLICATED = AGREEMENT_MESSAGES.duplicateExists;
export const NO_PDF = AGREEMENT_MESSAGES.pdfMissing;
export const IN_USE = 'No puedes borrar un convenio que usa alguna simulación o algún estudio previo';
export const CATEGORY_IN_USE = 'No puedes quitar una categoría que usa alguna simulación o algún estudio previo';

/** The storage key of an agreement's PDF (one per agreement; a new upload replaces it). */
export const pdfKey = (agreementId: string) => `${FILE_KINDS.agreementPdf.prefix}${agreementId}.pdf`;

type Agreement = Schemas['Agreement'];
type SeniorityBonus = Agreement['seniority_bonus'][number];
type Category = Agreement['categories'][number];

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
/** A JSON column's stored value, which the server writes in the contract's shape `T`. */
const stored = <T>(value: unknown): T => json(value) as T;

/**
 * The agreement and the caller's access to it: a shared agreement is readable by any member of a workspace (the
 * caller's first active membership answers for the permission); another workspace's agreement answers 404.
 */
export async function readable({ deps, user }: CallContext, id: string): Promise<{ row: AgreementRow; access: WorkspaceAccess }> {
  const row = await repo.findAgreement(deps.db, id);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  const workspaceId = row.workspace_id ?? (await repo.firstActiveWorkspace(deps.db, user.id));
  if (!workspaceId) throw notFound(AGREEMENT_NOT_FOUND);
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

/** Where and when a stored agreement applies (scope, REGCON code, source, the assumption after its validity). */
export function territoryOf(row: Pick<AgreementRow, 'scope' | 'regcon_code' | 'source' | 'after_validity'>): TerritoryTerms {
  return {
    scope: stored<Agreement['scope']>(row.scope) ?? null,
    regcon_code: row.regcon_code,
    source: stored<Agreement['source']>(row.source) ?? null,
    after_validity: afterValidityOf(stored<Agreement['after_validity'] | null>(row.after_validity)),
  };
}

type ReferenceRow = Pick<AgreementRow, 'workspace_id' | 'reference_version' | 'verified' | 'reference'>;

/**
 * A shared reference agreement's version, check, territory, text and what is missing (null for any other), and a
 * workspace copy's version of its base (null for any other): docs/reference-agreements.md.
 */
export function referenceOf(row: ReferenceRow): Pick<Agreement, 'reference' | 'base_version'> {
  if (row.reference_version === null) return { reference: null, base_version: null };
  if (row.workspace_id !== null) return { reference: null, base_version: row.reference_version };
  const info = stored<Pick<NonNullable<Agreement['reference']>, 'territory' | 'text' | 'missing'>>(row.reference);
  return {
    reference: {
      version: row.reference_version,
      verified: stored<NonNullable<Agreement['reference']>['verified']>(row.verified) ?? null,
      territory: info.territory,
      text: info.text,
      missing: info.missing,
    },
    base_version: null,
  };
}

/** The contract's Agreement of a stored row and its categories. */
export async function toAgreement(db: Db, row: AgreementRow, now: Date, hasPdf: boolean): Promise<Agreement> {
  const categories = await repo.categoriesOf(db, row.id);
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
    seniority_bonus: stored<Partial<SeniorityBonus>[]>(row.seniority_bonus).map((s) => ({
      period_bonus: s.period_bonus!,
      percent_over_salary: s.percent_over_salary!,
      max_percent: s.max_percent!,
      max_percent_date: s.max_percent_date ?? null,
      fixed_annual: s.fixed_annual ?? null,
      max_seniority: s.max_seniority ?? s.max_percent ?? null,
    })),
    annual_increment: stored<Agreement['annual_increment']>(row.annual_increment),
    categories: categories.map((c) => ({
      id: c.id,
      professional_category: c.professional_category,
      salary_year: c.salary_year,
      base_salary_year: c.base_salary_year,
      fixed_pluses: {
        ...stored<Category['fixed_pluses']>(c.fixed_pluses),
        non_contributory: stored<Category['fixed_pluses']>(c.fixed_pluses).non_contributory === true,
      },
      pluses_by_schedule: stored<Category['pluses_by_schedule']>(c.pluses_by_schedule).map((p) => ({
        ...p,
        non_contributory: p.non_contributory === true,
      })),
      pluses_by_weekday: stored<Category['pluses_by_weekday']>(c.pluses_by_weekday).map((p) => ({
        day: p.day,
        price_hour: p.price_hour ?? null,
        price_day: p.price_day ?? null,
        non_contributory: p.non_contributory === true,
      })),
      free_days: c.free_days,
      seniority_bonus: stored<Category['seniority_bonus']>(c.seniority_bonus) ?? null,
    })),
    update_permissions: row.workspace_id !== null,
    expired: isAgreementExpired(row.end_year, now.getUTCFullYear()),
    has_pdf: hasPdf,
    ...territoryOf(row),
    ...referenceOf(row),
  };
}

/**
 * The agreement's columns of a save payload: its terms (one mapping, shared with the in-memory fakes), lists and
 * objects as JSON; what the payload leaves out of scope, REGCON code, source and after_validity keeps `existing`'s.
 */
export function columnsOf(p: AgreementSave, existing: AgreementRow | undefined): AgreementColumns {
  // a save never writes what a reference agreement says of itself (its loader does)
  const { reference: _r, base_version: _b, ...terms } = agreementTerms(p, existing ? territoryOf(existing) : undefined);
  return {
    ...terms,
    seniority_bonus: JSON.stringify(terms.seniority_bonus),
    annual_increment: JSON.stringify(terms.annual_increment),
    scope: terms.scope ? JSON.stringify(terms.scope) : null,
    source: terms.source ? JSON.stringify(terms.source) : null,
    after_validity: JSON.stringify(terms.after_validity),
  };
}

/** The category columns of a save payload, with the ids it names. */
export function categoryColumnsOf(categories: AgreementSave['categories']): (CategoryColumns & { id?: string })[] {
  return categories.map((c) => {
    const terms = categoryTerms(c);
    return {
      ...(c.id ? { id: c.id } : {}),
      ...terms,
      fixed_pluses: JSON.stringify(terms.fixed_pluses),
      pluses_by_schedule: JSON.stringify(terms.pluses_by_schedule),
      pluses_by_weekday: JSON.stringify(terms.pluses_by_weekday),
      seniority_bonus: terms.seniority_bonus ? JSON.stringify(terms.seniority_bonus) : null,
    };
  });
}

/**
 * Creates or replaces an agreement of the workspace. A replace keeps the ids of the stored categories the payload
 * names and may not drop one a simulation or previous study uses (400 on `categories`).
 */
export async function saveAgreement(
  deps: Deps,
  userId: string,
  payload: AgreementSave & { workspace_id: string },
): Promise<string> {
  const access = await workspaceAccess(deps.db, userId, payload.workspace_id);
  const existing = payload.id ? await repo.findAgreement(deps.db, payload.id) : undefined;
  if (existing) {
    ownedBy(existing, access.workspaceId);
    requirePermission(access, 'agreement', 'update');
  } else {
    requirePermission(access, 'agreement', 'create');
  }
  const checked = validateAgreementSave(payload);
  if (isLeft(checked)) throw badRequest(checked.left.message, checked.left.field);
  if (payload.agreement_base_id) {
    const base = await repo.findAgreement(deps.db, payload.agreement_base_id);
    if (!base || (base.workspace_id !== null && base.workspace_id !== access.workspaceId)) {
      throw badRequest('El convenio de origen no existe', 'agreement_base_id');
    }
  }
  const columns = columnsOf(payload, existing);
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.writeAgreement(
      trx,
      columns,
      existing ? { existingId: existing.id } : { workspaceId: access.workspaceId, newId: payload.id },
    );
    const gone = await repo.writeCategories(trx, id, categoryColumnsOf(payload.categories));
    if ((await repo.categoriesInUse(trx, gone)).size) throw badRequest(CATEGORY_IN_USE, 'categories');
    await repo.deleteCategories(trx, gone);
    return id;
  });
}

/** Deletes an agreement of the workspace and its PDF; refused (409) while a simulation or previous study uses it. */
export async function deleteAgreement(deps: Deps, userId: string, id: string, workspaceId: string): Promise<void> {
  const access = await workspaceAccess(deps.db, userId, workspaceId).catch(() => {
    throw notFound(AGREEMENT_NOT_FOUND);
  });
  const row = ownedBy(await repo.findAgreement(deps.db, id), access.workspaceId);
  requirePermission(access, 'agreement', 'delete');
  if (await repo.agreementInUse(deps.db, row.id)) throw conflict(IN_USE);
  await repo.deleteAgreement(deps.db, row.id);
  await storageOf(deps).remove(pdfKey(row.id));
}

/**
 * Copies an agreement the workspace can see (its own or a shared one) as `newId`, named '… (copia)', with its PDF;
 * once per origin and workspace (409), and never over an agreement that exists.
 */
export async function duplicateAgreement(deps: Deps, userId: string, body: BodyOf<'duplicateAgreement'>): Promise<void> {
  const access = await workspaceAccess(deps.db, userId, body.workspace_id);
  requirePermission(access, 'agreement', 'create');
  const origin = await repo.findAgreement(deps.db, body.origin_agreement);
  if (!origin || (origin.workspace_id !== null && origin.workspace_id !== access.workspaceId))
    throw notFound(AGREEMENT_NOT_FOUND);
  const copy = await repo.findCopy(deps.db, access.workspaceId, origin.id);
  const taken = await repo.findAgreement(deps.db, body.new_agreement);
  // another workspace's agreement answers as a missing one (../simulations/taken-ids.ts)
  if (taken && taken.workspace_id !== null && taken.workspace_id !== access.workspaceId) throw notFound(AGREEMENT_NOT_FOUND);
  if (copy || taken) throw conflict(ALREADY_DUPLICATED);
  await repo.copyAgreement(deps.db, origin, body.new_agreement, access.workspaceId, `${origin.name} (copia)`);
  await storageOf(deps).copy(pdfKey(origin.id), pdfKey(body.new_agreement));
}

/** A signed address of the agreement's PDF (404 without one, or when a bucket holds something else). */
export async function pdfDownload(call: CallContext, id: string): Promise<Schemas['DownloadUrl']> {
  const { row } = await readable(call, id);
  const storage = storageOf(call.deps);
  const key = pdfKey(row.id);
  if (!(await storage.exists(key))) throw notFound(NO_PDF);
  // A bucket takes any upload: serve the file only if it really is a PDF (the local storage checked it already).
  if (!(storage instanceof LocalFileStorage) && !(await checkStored(storage, key))) throw notFound(NO_PDF);
  const link = await storage.downloadUrl(key, { origin: publicOrigin(call.deps) });
  const file = await storage.get(key);
  return {
    download_url: link.url,
    filename: file?.filename ?? row.pdf_filename ?? `${row.name}.pdf`,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** A signed address to upload the agreement's PDF (the workspace's own agreements, with update permission). */
export async function pdfUpload(call: CallContext, id: string, filename: string): Promise<Schemas['UploadUrl']> {
  const { row, access } = await readable(call, id);
  if (row.workspace_id === null) throw forbidden();
  requirePermission(access, 'agreement', 'update');
  if (!/\.pdf$/i.test(filename)) throw badRequest(AGREEMENT_MESSAGES.onlyPdf, 'filename');
  await repo.setPdfFilename(call.deps.db, row.id, filename);
  const link = await storageOf(call.deps).uploadUrl(pdfKey(row.id), {
    origin: publicOrigin(call.deps),
    filename,
    contentType: 'application/pdf',
  });
  return { upload_url: link.url, expires_at: link.expiresAt.toISOString() };
}
