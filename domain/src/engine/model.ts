/**
 * The data both the solver and the validator start from: agreement limits in minutes, which category may
 * fill which position at which center, groups. Plain data, derived from the tender only.
 */
import type { AgreementT, CategoryT, TenderDocumentT } from './codecs.js';
import { WEEKS_PER_YEAR } from './calendar.js';
import { groupOfCenter } from './demand.js';
import type { ValidationInput, WorkerLimits, Job } from './types.js';

/** Fraction of the year a worker is on vacation (natural days /365, working days / working days). */
export function vacationFraction(a: AgreementT): number {
  const days = a.holiday_days ?? 0;
  switch (a.holiday_days_types ?? 'naturales') {
    case 'laborables':
      return Math.min(1, days / (WEEKS_PER_YEAR * 5 - 14));
    case 'laborables+sabados':
      return Math.min(1, days / (WEEKS_PER_YEAR * 6 - 14));
    default:
      return Math.min(1, days / 365);
  }
}

export function agreementLimits(a: AgreementT): WorkerLimits {
  const week = a.max_hours_per_week * 60;
  let fromYear = Number.POSITIVE_INFINITY;
  const v = vacationFraction(a);
  // year total = weekly hours × weeks worked in a year (a year minus the vacation)
  if (a.max_hours_per_year != null && a.max_hours_per_year > 0)
    fromYear = Math.floor((a.max_hours_per_year * 60) / (WEEKS_PER_YEAR * (1 - v)));
  if (a.max_hours_per_month != null && a.max_hours_per_month > 0)
    fromYear = Math.min(fromYear, Math.floor((a.max_hours_per_month * 60 * 12) / WEEKS_PER_YEAR));
  return {
    maxDayMinutes: a.max_hours_per_day * 60,
    maxWeekMinutes: week,
    maxWeekFromYearMinutes: Math.min(week, fromYear),
    maxSections: a.max_sections_planned_day,
    restMinutes: a.rest_hours_between_shifts * 60,
    consecutiveRestMinutes: Math.round(a.consecutive_rest_days * 1440),
  };
}

export interface TenderModel {
  agreements: Map<string, AgreementT>;
  categories: Map<string, { category: CategoryT; agreement: AgreementT; positions: string[] | 'any'; name: string }>;
  centerAgreement: Map<string, string>;
  centerGroup: Map<string, string>;
  limits: Map<string, WorkerLimits>;
}

export function buildModel(doc: TenderDocumentT): TenderModel {
  const agreements = new Map(doc.agreements.map((a) => [a.id, a]));
  const categories: TenderModel['categories'] = new Map();
  const cp = new Map(doc.category_positions.categories.map((c) => [c.id, c]));
  for (const a of doc.agreements)
    for (const c of a.categories) {
      const entry = cp.get(c.id);
      categories.set(c.id, {
        category: c,
        agreement: a,
        positions: doc.category_positions.disabled ? 'any' : (entry?.positions.map((p) => p.id) ?? []),
        name: c.professional_category,
      });
    }
  const limits = new Map(doc.agreements.map((a) => [a.id, agreementLimits(a)]));
  return {
    agreements,
    categories,
    centerAgreement: new Map(doc.centers.map((c) => [c.id, c.agreement_id])),
    centerGroup: new Map(doc.centers.map((c) => [c.id, groupOfCenter(c)])),
    limits,
  };
}

export function canFill(model: TenderModel, categoryId: string, centerId: string, positionId: string): boolean {
  const c = model.categories.get(categoryId);
  if (!c) return false;
  if (c.agreement.id !== model.centerAgreement.get(centerId)) return false;
  return c.positions === 'any' || c.positions.includes(positionId);
}

export function validationInput(model: TenderModel, jobs: Job[]): ValidationInput {
  const categories: ValidationInput['categories'] = {};
  for (const [id, c] of model.categories)
    categories[id] = { agreementId: c.agreement.id, positions: c.positions === 'any' ? 'any' : [...c.positions] };
  return {
    blocks: jobs.map((j) => ({
      key: j.key,
      centerId: j.centerId,
      positionId: j.positionId,
      day: j.day,
      minutes: j.minutes,
      segments: j.segments.map((s) => ({ ...s })),
      flexible: j.flexible ? { ...j.flexible } : undefined,
    })),
    centerAgreement: Object.fromEntries(model.centerAgreement),
    centerGroup: Object.fromEntries(model.centerGroup),
    categories,
    limits: Object.fromEntries(model.limits),
  };
}
