/** The server's check of a save payload: the business rules its schema cannot express. */
import * as E from 'fp-ts/lib/Either.js';
import { agreementMonthIndex } from './choices';
import type { AgreementSave, AgreementTimePeriod } from './codecs';
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES, FREE_DAYS_MAX } from './constants';
import type { AgreementFieldError } from './field-checks';
import { territoryProblem } from './territory';

/**
 * The business rules of a save payload beyond its schema (the server's 400): the first failing field, named as
 * in the payload.
 */
export function validateAgreementSave(p: AgreementSave): E.Either<AgreementFieldError, AgreementSave> {
  const fail = (field: string, message: string) => E.left<AgreementFieldError, AgreementSave>({ field, message });
  if (!p.name.trim()) return fail('name', AGREEMENT_MESSAGES.nameRequired);
  for (const [field, year] of [
    ['start_year', p.start_year],
    ['end_year', p.end_year],
    ['salary_year', p.salary_year],
  ] as const) {
    if (year === undefined && field === 'salary_year') continue;
    if (!Number.isInteger(year) || String(year).length !== 4) return fail(field, AGREEMENT_MESSAGES.yearDigits);
  }
  if (p.start_year >= p.end_year) return fail('start_year', AGREEMENT_MESSAGES.yearOrder);
  const fromIndex = agreementMonthIndex(p.holidays.period.from_month);
  const untilIndex = agreementMonthIndex(p.holidays.period.until_month);
  if (fromIndex < 0) return fail('holidays.period.from_month', AGREEMENT_MESSAGES.incorrect);
  if (untilIndex < 0) return fail('holidays.period.until_month', AGREEMENT_MESSAGES.incorrect);
  if (fromIndex >= untilIndex) return fail('holidays.period.from_month', AGREEMENT_MESSAGES.monthOrder);
  if (
    !Number.isInteger(p.max_sections_planned_day) ||
    p.max_sections_planned_day < 1 ||
    p.max_sections_planned_day > AGREEMENT_LIMITS.maxSectionsPerDay
  )
    return fail('max_sections_planned_day', AGREEMENT_MESSAGES.incorrect);
  if (!(p.rest_hours_between_shifts >= AGREEMENT_LIMITS.minRestHours && p.rest_hours_between_shifts <= 24))
    return fail('rest_hours_between_shifts', AGREEMENT_MESSAGES.incorrect);
  if (!(p.consecutive_rest_days >= 0 && p.consecutive_rest_days <= 7))
    return fail('consecutive_rest_days', AGREEMENT_MESSAGES.incorrect);
  const counts: Record<string, number> = {};
  const bounds: Record<AgreementTimePeriod, number> = {
    DAY: AGREEMENT_LIMITS.maxHoursPerDay,
    WEEK: AGREEMENT_LIMITS.maxHoursPerWeek,
    MONTH: AGREEMENT_LIMITS.maxHoursPerMonth,
    YEAR: AGREEMENT_LIMITS.maxHoursPerYear,
  };
  for (const [i, l] of p.time_limits.entries()) {
    counts[l.time_period] = (counts[l.time_period] ?? 0) + 1;
    if (!(l.max_hour >= 1 && l.max_hour <= bounds[l.time_period]))
      return fail(`time_limits.${i}.max_hour`, AGREEMENT_MESSAGES.incorrect);
  }
  if (counts.DAY !== 1 || counts.WEEK !== 1 || counts.YEAR !== 1 || (counts.MONTH ?? 0) > 1)
    return fail('time_limits', AGREEMENT_MESSAGES.timeLimits);
  for (const [i, inc] of p.annual_increments.entries()) {
    if (!(inc.increment >= 0 && inc.increment <= 100))
      return fail(`annual_increments.${i}.increment`, AGREEMENT_MESSAGES.incorrect);
    if (inc.year < p.start_year || inc.year > p.end_year)
      return fail(`annual_increments.${i}.year`, AGREEMENT_MESSAGES.incrementYear);
  }
  for (const [i, s] of p.seniority_bonuses.entries()) {
    if (!(s.percent_over_salary >= 0 && s.percent_over_salary <= 100))
      return fail(`seniority_bonuses.${i}.percent_over_salary`, AGREEMENT_MESSAGES.incorrect);
    if (!(s.max_percent >= 0 && s.max_percent <= 100))
      return fail(`seniority_bonuses.${i}.max_percent`, AGREEMENT_MESSAGES.incorrect);
    if (!(s.period_bonus >= 0)) return fail(`seniority_bonuses.${i}.period_bonus`, AGREEMENT_MESSAGES.incorrect);
  }
  for (const [i, c] of p.categories.entries()) {
    if (!c.professional_category.trim()) return fail(`categories.${i}.professional_category`, AGREEMENT_MESSAGES.required);
    if (c.free_days !== null && c.free_days !== undefined && (c.free_days < 0 || c.free_days > FREE_DAYS_MAX))
      return fail(`categories.${i}.free_days`, AGREEMENT_MESSAGES.freeDaysMax);
    for (const [j, w] of (c.pluses_by_weekday ?? []).entries()) {
      const hasHour = w.price_hour !== null && w.price_hour !== undefined;
      const hasDay = w.price_day !== null && w.price_day !== undefined;
      if (hasHour === hasDay) return fail(`categories.${i}.pluses_by_weekday.${j}`, AGREEMENT_MESSAGES.pluses);
    }
  }
  const territory = territoryProblem(p);
  if (territory) return fail(territory.field, territory.message);
  return E.right(p);
}
