/**
 * The agreement's wage rules the costs and the roster's objective share: the cumulative annual increment of a
 * calendar year, completed years of seniority and the seniority bonus, the night (schedule) and weekday/holiday
 * pluses of worked ranges, and the hours of a full-time year.
 */
import { WEEKDAYS, type AgreementT, type CategoryT } from './codecs.js';
import { timeToMinutes } from './calendar.js';
import type { Job, Segment } from './types.js';
import { effectiveHoursFromWeek } from './effective-hours.js';

export { effectiveHoursFromWeek, HOLIDAYS_PER_YEAR } from './effective-hours.js';

const factorCache = new WeakMap<AgreementT, Map<number, number>>();

export function incrementFactor(a: AgreementT, year: number): number {
  if (year <= a.salary_year) return 1;
  let cache = factorCache.get(a);
  if (!cache) factorCache.set(a, (cache = new Map()));
  const hit = cache.get(year);
  if (hit !== undefined) return hit;
  const f = computeFactor(a, year);
  cache.set(year, f);
  return f;
}

/**
 * The increment (percent) of a calendar year. Up to end_year, and after it with `repeat_last` (the default): the
 * year's own, or the last known one repeated after it, or 0. After end_year, `percent` gives its percent and `none`
 * 0 (the last tables stay) unless the agreement lists that year.
 */
export function yearIncrement(a: AgreementT, year: number): number {
  const list = a.annual_increment ?? [];
  // a year listed twice counts its last entry
  const own = list.findLast((i) => i.year === year);
  if (own) return own.increment;
  const mode = a.after_validity?.mode ?? 'repeat_last';
  if (mode !== 'repeat_last' && a.end_year != null && year > a.end_year)
    return mode === 'percent' ? (a.after_validity?.percent ?? 0) : 0;
  const last = list.reduce<{ year: number; increment: number } | null>((m, i) => (!m || i.year >= m.year ? i : m), null);
  return last && year > last.year ? last.increment : 0;
}

function computeFactor(a: AgreementT, year: number): number {
  let f = 1;
  for (let y = a.salary_year + 1; y <= year; y++) f *= 1 + yearIncrement(a, y) / 100;
  return f;
}

/** Completed years between two ISO dates. */
export function completedYears(fromIso: string, atIso: string): number {
  const [y1, m1, d1] = fromIso.split('-').map(Number);
  const [y2, m2, d2] = atIso.split('-').map(Number);
  let n = y2 - y1;
  if (m2 < m1 || (m2 === m1 && d2 < d1)) n--;
  return Math.max(0, n);
}

/** Annual seniority amount (before increments and part-time scaling). */
export function seniorityAnnual(a: AgreementT, cat: CategoryT, years: number): number {
  const fixed = cat.seniority_bonus;
  if (fixed && fixed.amount > 0 && fixed.period_bonus > 0) return fixed.amount * Math.floor(years / fixed.period_bonus);
  const rule = (a.seniority_bonus ?? []).find((r) => (r.period_bonus ?? 0) > 0);
  if (!rule) return 0;
  const n = Math.floor(years / rule.period_bonus!);
  if (n <= 0) return 0;
  if ((rule.fixed_annual ?? 0) > 0) return rule.fixed_annual! * n;
  const cap = rule.max_percent ?? rule.max_seniority ?? Number.POSITIVE_INFINITY;
  const pct = Math.min(n * (rule.percent_over_salary ?? 0), cap);
  return (pct / 100) * (cat.base_salary_year ?? cat.salary_year);
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** A category's night windows in minutes (start, end past it, price per hour), read once: nightPlus runs per block. */
const nightWindowCache = new WeakMap<CategoryT, Array<{ a: number; b: number; priceHour: number }>>();
const DAY_SHIFTS = [-1440, 0, 1440, 2880];

/** Minutes of the ranges inside the category's night windows, and the night price per minute. */
export function nightPlus(segs: Segment[], cat: CategoryT): number {
  let windows = nightWindowCache.get(cat);
  if (!windows) {
    windows = (cat.pluses_by_schedule ?? []).map((p) => {
      const a = timeToMinutes(p.time_init);
      let b = timeToMinutes(p.time_end);
      if (b <= a) b += 1440;
      return { a, b, priceHour: p.price_hour };
    });
    nightWindowCache.set(cat, windows);
  }
  let eur = 0;
  for (const { a, b, priceHour } of windows) {
    let min = 0;
    for (const s of segs) for (const sh of DAY_SHIFTS) min += overlap(s.start, s.end, a + sh, b + sh);
    eur += (min / 60) * priceHour;
  }
  return eur;
}

/** Weekday/holiday plus of one occurrence. */
type PlusList = NonNullable<CategoryT['pluses_by_weekday']>;
const dayPlusCache = new WeakMap<CategoryT, { holiday: PlusList; byWeekday: PlusList[] }>();

export function dayPlus(minutes: number, weekday: number, holiday: boolean, cat: CategoryT, payHolidayPlus = true): number {
  let t = dayPlusCache.get(cat);
  if (!t) {
    const list = cat.pluses_by_weekday ?? [];
    t = { holiday: list.filter((p) => p.day === 'holiday'), byWeekday: WEEKDAYS.map((d) => list.filter((p) => p.day === d)) };
    dayPlusCache.set(cat, t);
  }
  const use = holiday && payHolidayPlus && t.holiday.length ? t.holiday : t.byWeekday[weekday];
  let eur = 0;
  for (const p of use) eur += ((p.price_hour ?? 0) * minutes) / 60 + (p.price_day ?? 0);
  return eur;
}

export function occurrenceSegments(job: Job, segs: Segment[]): Segment[] {
  if (job.occurrenceMinutes === job.minutes) return segs;
  return [{ start: segs[0].start, end: segs[0].start + job.occurrenceMinutes }];
}

/** € of pluses of a placed job over the service, before increments (used by the solver's objective). */
export function jobPlusTotal(job: Job, segs: Segment[], cat: CategoryT): number {
  const os = occurrenceSegments(job, segs);
  const night = nightPlus(os, cat);
  let eur = 0;
  for (const e of job.occurrences) eur += e.count * (night + dayPlus(job.occurrenceMinutes, e.weekday, e.holiday, cat));
  return eur;
}

/**
 * Hours of a full-time year: the agreement's annual hours, or the effective hours of its week (vacation and the
 * 14 holidays off). The ordinary hourly wage (holidays worked, rest substitutes) divides by it.
 */
export function annualHours(a: AgreementT): number {
  return a.max_hours_per_year ?? effectiveHoursFromWeek(a);
}

/** Whether the annual hours are the agreement's own (true) or derived from its week (false). */
export function statesAnnualHours(a: Pick<AgreementT, 'max_hours_per_year'>): boolean {
  return a.max_hours_per_year != null;
}

const nonContributoryCache = new WeakMap<CategoryT, CategoryT>();

/**
 * The category with only its pluses outside the social security base priced (the others kept at 0, so that a
 * holiday still chooses between the holiday and the weekday plus as the full category does). Costing a worker with
 * it gives the euros of their wage that pay no social security.
 */
export function nonContributoryView(cat: CategoryT): CategoryT {
  const hit = nonContributoryCache.get(cat);
  if (hit) return hit;
  const fp = cat.fixed_pluses ?? {};
  const fixed = fp.non_contributory === true;
  const view: CategoryT = {
    ...cat,
    fixed_pluses: fixed ? fp : { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 },
    pluses_by_schedule: (cat.pluses_by_schedule ?? []).map((p) => (p.non_contributory === true ? p : { ...p, price_hour: 0 })),
    pluses_by_weekday: (cat.pluses_by_weekday ?? []).map((p) =>
      p.non_contributory === true ? p : { ...p, price_hour: 0, price_day: 0 },
    ),
  };
  nonContributoryCache.set(cat, view);
  return view;
}

/** Whether any plus of the category is outside the social security base. */
export function hasNonContributoryPluses(cat: CategoryT): boolean {
  return (
    cat.fixed_pluses?.non_contributory === true ||
    (cat.pluses_by_schedule ?? []).some((p) => p.non_contributory === true) ||
    (cat.pluses_by_weekday ?? []).some((p) => p.non_contributory === true)
  );
}
