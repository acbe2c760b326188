/**
 * What a newer version of a reference agreement changes in a workspace's copy (docs/reference-agreements.md): the
 * copy's current figures before, the version's after, per category and year, and the agreement's figures. The server
 * answers it ('Hay tablas nuevas'); the detail page shows the same yearly salaries (`yearlySalaries`).
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';
import type { Agreement } from './codecs';
import { AGREEMENT_LABELS } from './labels';

export const AgreementBaseChanges = Config.AgreementBaseChanges;
export type AgreementBaseChanges = t.TypeOf<typeof AgreementBaseChanges>;
type ChangeAmount = t.TypeOf<typeof Config.AgreementChangeAmount>;
type TermField = AgreementBaseChanges['terms'][number]['field'];

/** The words of each figure the changes compare. */
export const BASE_CHANGE_TERM_LABELS: Record<TermField, string> = {
  start_year: AGREEMENT_LABELS.startYear,
  end_year: AGREEMENT_LABELS.endYear,
  salary_year: 'Año de las tablas',
  max_hours_per_day: AGREEMENT_LABELS.maxHoursPerDay,
  max_hours_per_week: AGREEMENT_LABELS.maxHoursPerWeek,
  max_hours_per_month: AGREEMENT_LABELS.maxHoursPerMonth,
  max_hours_per_year: AGREEMENT_LABELS.maxHoursPerYear,
  holiday_days: 'Días de vacaciones al año',
  rest_hours_between_shifts: AGREEMENT_LABELS.restHoursBetweenShifts,
  consecutive_rest_days: AGREEMENT_LABELS.consecutiveRestDays,
};
const TERM_FIELDS = Object.keys(BASE_CHANGE_TERM_LABELS) as TermField[];

type Salaries = Pick<Agreement, 'salary_year' | 'end_year' | 'annual_increment'>;

/** Yearly salaries of a category: the table's year, then each later year of the validity with its increment (to the cent). */
export function yearlySalaries(a: Salaries, salary: number): { year: number; salary: number }[] {
  const out = [{ year: a.salary_year, salary }];
  let current = salary;
  for (let y = a.salary_year + 1; y <= a.end_year; y++) {
    const inc = a.annual_increment.find((i) => i.year === y)?.increment ?? 0;
    current = current * (1 + inc / 100);
    out.push({ year: y, salary: Math.round(current * 100) / 100 });
  }
  return out;
}

/** The years where `before` and `after` (by year) differ, in order; null where a side has no figure. */
function differing(before: Map<number, number>, after: Map<number, number>): ChangeAmount[] {
  const years = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  return years
    .map((year) => ({ year, before: before.get(year) ?? null, after: after.get(year) ?? null }))
    .filter((r) => r.before !== r.after);
}

const byYear = (a: Salaries, salary: number | undefined) =>
  new Map(salary === undefined ? [] : yearlySalaries(a, salary).map((y) => [y.year, y.salary] as const));

/**
 * The changes from `copy` (before) to `latest` (after): categories by name (the latest's order, then the copy's own),
 * each with its salary by year where it differs; the figures and increments that differ.
 */
export function agreementBaseChanges(
  copy: Agreement,
  latest: Agreement,
): Pick<AgreementBaseChanges, 'categories' | 'terms' | 'increments'> {
  const salaryOf = (a: Agreement, name: string) => a.categories.find((c) => c.professional_category === name)?.salary_year;
  const names = [...new Set([...latest.categories, ...copy.categories].map((c) => c.professional_category))];
  const categories = names.flatMap((name) => {
    const [before, after] = [salaryOf(copy, name), salaryOf(latest, name)];
    const years = differing(byYear(copy, before), byYear(latest, after));
    const change = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    return years.length ? [{ name, change, years } as const] : [];
  });
  const terms = TERM_FIELDS.map((field) => ({ field, before: copy[field], after: latest[field] })).filter(
    (f) => f.before !== f.after,
  );
  const increments = (a: Agreement) => new Map(a.annual_increment.map((i) => [i.year, i.increment] as const));
  return { categories, terms, increments: differing(increments(copy), increments(latest)) };
}
