/**
 * The one mapping from an agreement's save payload to the agreement's terms as it is stored and read back: the
 * working-time limits out of `time_limits`, the holidays flattened, the seniority rule completed (a percent rule:
 * no fixed amount, its cap is `max_percent`), the name trimmed, the salary tables' year defaulting to the start
 * year, holidays worked paid with the plus unless said otherwise and every plus inside the social security base unless
 * marked "No cotiza a la Seguridad Social". The server stores it; the in-memory fakes
 * keep it; both therefore read back the same agreement.
 */
import type { Agreement, AgreementCategory, AgreementSave, AgreementTimePeriod } from './codecs';
import { AFTER_VALIDITY_DEFAULT, type AfterValidity } from './territory';

/** A salary table as stored and read back, without its id. */
export type CategoryTerms = Omit<Agreement['categories'][number], 'id'>;

export type AgreementTerms = Omit<
  Agreement,
  'id' | 'uid' | 'workspace_id' | 'categories' | 'update_permissions' | 'expired' | 'has_pdf'
>;

/** The save payload's `time_limits` of the day, week, optional month and year maxima (the way agreementTerms reads them back). */
export function timeLimitsOf(max: {
  day: number;
  week: number;
  month?: number | null;
  year: number;
}): AgreementSave['time_limits'] {
  return [
    { time_period: 'DAY', max_hour: max.day },
    { time_period: 'WEEK', max_hour: max.week },
    ...(max.month !== null && max.month !== undefined ? [{ time_period: 'MONTH' as const, max_hour: max.month }] : []),
    { time_period: 'YEAR', max_hour: max.year },
  ];
}

/** Where and when an agreement applies, as stored. */
export type TerritoryTerms = Pick<AgreementTerms, 'scope' | 'regcon_code' | 'source' | 'after_validity'>;

/**
 * The terms of a save payload. Scope, REGCON code, source and the assumption after the validity are optional in the
 * payload: absent, they keep `stored` (the agreement being replaced), or none and repeat_last for a new one.
 */
export function agreementTerms(p: AgreementSave, stored?: TerritoryTerms): AgreementTerms {
  const limit = (period: AgreementTimePeriod) => p.time_limits.find((l) => l.time_period === period)?.max_hour ?? null;
  return {
    agreement_base_id: p.agreement_base_id ?? null,
    name: p.name.trim(),
    start_year: p.start_year,
    end_year: p.end_year,
    creation_year: p.creation_year ?? null,
    salary_year: p.salary_year ?? p.start_year,
    // the save check requires the day, week and year limits
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
    seniority_bonus: p.seniority_bonuses.map((s) => ({
      max_percent_date: null,
      period_bonus: s.period_bonus,
      percent_over_salary: s.percent_over_salary,
      max_percent: s.max_percent,
      fixed_annual: null,
      max_seniority: s.max_percent,
    })),
    annual_increment: p.annual_increments.map((i) => ({ year: i.year, increment: i.increment })),
    scope: p.scope !== undefined ? p.scope : (stored?.scope ?? null),
    regcon_code: p.regcon_code !== undefined ? p.regcon_code : (stored?.regcon_code ?? null),
    source: p.source !== undefined ? p.source : (stored?.source ?? null),
    after_validity: afterValidityOf(p.after_validity ?? stored?.after_validity),
  };
}

/** The assumption after the validity as stored: repeat_last when absent, a percent only with mode percent. */
export function afterValidityOf(a: AfterValidity | null | undefined): AfterValidity {
  if (!a) return AFTER_VALIDITY_DEFAULT;
  return a.mode === 'percent' ? { mode: 'percent', percent: a.percent ?? 0 } : { mode: a.mode };
}

/** The one mapping from a salary table of the save payload to the stored one: name trimmed, absent pluses none. */
export function categoryTerms(c: AgreementCategory): CategoryTerms {
  return {
    professional_category: c.professional_category.trim(),
    salary_year: c.salary_year,
    base_salary_year: c.base_salary_year,
    fixed_pluses: {
      ...(c.fixed_pluses ?? { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 }),
      non_contributory: c.fixed_pluses?.non_contributory === true,
    },
    pluses_by_schedule: (c.pluses_by_schedule ?? []).map((p) => ({ ...p, non_contributory: p.non_contributory === true })),
    pluses_by_weekday: (c.pluses_by_weekday ?? []).map((p) => ({
      day: p.day,
      price_hour: p.price_hour ?? null,
      price_day: p.price_day ?? null,
      non_contributory: p.non_contributory === true,
    })),
    free_days: c.free_days ?? null,
    seniority_bonus: c.seniority_bonus ?? null,
  };
}
