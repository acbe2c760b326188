/**
 * The SQL reading the agreements of migration 0002 in the shape the simulation form and the engine need (their
 * own SQL, to save and list them, is ../agreements/repository.ts). An agreement is visible to a workspace when it
 * is the workspace's own or a shared one (workspace_id null).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type AgreementT, AFTER_VALIDITY_DEFAULT } from '@licita/domain';

type Db = Kysely<Database> | Transaction<Database>;

export interface AgreementRef {
  id: string;
  name: string;
}

/** The agreements of `ids` the workspace can see. */
export async function visibleAgreements(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, AgreementRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('agreement')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('workspace_id', 'is', null)]))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every agreement the workspace can see (for the template's lists). */
export async function agreementsOfWorkspace(db: Db, workspaceId: string): Promise<AgreementRef[]> {
  return db
    .selectFrom('agreement')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('workspace_id', '=', workspaceId), eb('workspace_id', 'is', null)]))
    .orderBy('name')
    .execute();
}

export interface CategoryRef {
  id: string;
  name: string;
  agreement_id: string;
  agreement_name: string;
}

/** The categories of the given agreements, in the agreements' order of position. */
export async function categoriesOfAgreements(db: Db, agreementIds: readonly string[]): Promise<CategoryRef[]> {
  if (!agreementIds.length) return [];
  return db
    .selectFrom('agreement_category as c')
    .innerJoin('agreement as a', 'a.id', 'c.agreement_id')
    .select(['c.id', 'c.professional_category as name', 'c.agreement_id', 'a.name as agreement_name'])
    .where('c.agreement_id', 'in', [...new Set(agreementIds)])
    .orderBy('a.name')
    .orderBy('a.id')
    .orderBy('c.position')
    .orderBy('c.professional_category')
    .execute();
}

/** Categories by id (with their agreement), whatever agreement they belong to. */
export async function categoriesById(db: Db, ids: readonly string[]): Promise<Map<string, CategoryRef>> {
  if (!ids.length) return new Map();
  const rows: CategoryRef[] = await db
    .selectFrom('agreement_category as c')
    .innerJoin('agreement as a', 'a.id', 'c.agreement_id')
    .select(['c.id', 'c.professional_category as name', 'c.agreement_id', 'a.name as agreement_name'])
    .where('c.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Weekly hours of a full-time worker of each agreement (for surrogates given in percent). */
export async function weekHoursOf(db: Db, agreementIds: readonly string[]): Promise<Map<string, number>> {
  if (!agreementIds.length) return new Map();
  const rows: { id: string; max_hours_per_week: number }[] = await db
    .selectFrom('agreement')
    .select(['id', 'max_hours_per_week'])
    .where('id', 'in', [...new Set(agreementIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.max_hours_per_week)]));
}

const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined) return fallback;
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  }
  return v as T;
};
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The agreements in full, in the engine's input shape. */
export async function fullAgreements(db: Db, ids: readonly string[]): Promise<AgreementT[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('agreement')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('name')
    .execute();
  const cats = await db
    .selectFrom('agreement_category')
    .selectAll()
    .where('agreement_id', 'in', rows.map((r) => r.id).concat(['00000000-0000-0000-0000-000000000000']))
    .orderBy('position')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    start_year: num(a.start_year),
    end_year: num(a.end_year),
    salary_year: Number(a.salary_year),
    max_hours_per_day: Number(a.max_hours_per_day),
    max_hours_per_week: Number(a.max_hours_per_week),
    max_hours_per_month: num(a.max_hours_per_month),
    max_hours_per_year: num(a.max_hours_per_year),
    max_sections_planned_day: Number(a.max_sections_planned_day),
    rest_hours_between_shifts: Number(a.rest_hours_between_shifts),
    consecutive_rest_days: Number(a.consecutive_rest_days),
    free_day_available: num(a.free_day_available),
    holiday_days: Number(a.holiday_days),
    holiday_days_types: a.holiday_days_types ?? 'naturales',
    holiday_work_compensation: a.holiday_work_compensation ?? 'plus',
    seniority_bonus: json(a.seniority_bonus, []),
    annual_increment: json(a.annual_increment, []),
    // where and when it applies (docs/premises.md): no scope, no scope warning; repeat_last unless stated
    scope: json<AgreementT['scope']>(a.scope, null),
    after_validity: json<AgreementT['after_validity']>(a.after_validity, null) ?? AFTER_VALIDITY_DEFAULT,
    categories: cats
      .filter((c) => c.agreement_id === a.id)
      .map((c) => ({
        id: c.id,
        professional_category: c.professional_category,
        salary_year: Number(c.salary_year),
        base_salary_year: num(c.base_salary_year),
        fixed_pluses: json(c.fixed_pluses, null),
        pluses_by_schedule: json(c.pluses_by_schedule, []),
        pluses_by_weekday: json(c.pluses_by_weekday, []),
        free_days: num(c.free_days),
        seniority_bonus: json(c.seniority_bonus, null),
      })),
  }));
}
