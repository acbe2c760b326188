/**
 * The file of a reference agreement (docs/reference-agreements.md): one provincial cleaning agreement at one
 * version, with its sources, what the sources do not give and whether a person checked it against the bulletin.
 * Decoded with io-ts at load, so a wrong file is refused naming the field; then turned into the agreement save
 * payload, so it passes the same checks as a save from the form.
 */
import * as t from 'io-ts';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import {
  AgreementFixedPluses,
  AgreementPlusBySchedule,
  AgreementPlusByWeekday,
  HOLIDAY_DEFAULTS,
  formatErrors,
  timeLimitsOf,
  validateAgreementSave,
  type AgreementSave,
} from '@licita/domain';
import { ET_DEFAULTS } from '../db/migrations/0002_agreements_and_material_costs';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const IsoDate = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'IsoDate');
const Year = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, 'Year');
const Amount = t.refinement(t.number, (n) => n >= 0, 'Amount');

/** Who checked the figures against the bulletin, and when. */
export const Verification = t.type({ by: t.string, date: IsoDate });
export type Verification = t.TypeOf<typeof Verification>;

const Publication = t.type({ bulletin: t.string, date: IsoDate, url: nullable(t.string) });

const ReferenceCategory = t.intersection([
  t.type({
    name: t.string,
    group: nullable(t.string),
    /** The category's table of each year the sources give (salario total anual, salario base anual). */
    tables: t.array(t.type({ year: Year, annual: Amount, base_annual: nullable(Amount) })),
  }),
  t.partial({
    fixed_pluses: AgreementFixedPluses,
    pluses_by_schedule: t.array(AgreementPlusBySchedule),
    pluses_by_weekday: t.array(AgreementPlusByWeekday),
  }),
]);

export const ReferenceAgreementFile = t.type({
  format: t.literal(1),
  base_id: t.string,
  version: t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1, 'Version'),
  name: t.string,
  territory: t.string,
  regcon_code: t.string,
  scope: t.type({
    level: t.keyof({ state: null, region: null, province: null, local: null, company: null }),
    nuts: t.array(t.string),
  }),
  /** The publication the tables come from (the agreement's `source`). */
  source: t.type({ bulletin: t.string, date: IsoDate, url: t.string }),
  /** The publication of the agreement's full text (the PDF a workspace may upload). */
  text: Publication,
  other_sources: t.array(t.type({ title: t.string, url: t.string })),
  verified: nullable(Verification),
  validity: t.type({
    start_year: Year,
    end_year: Year,
    creation_year: nullable(Year),
    after_validity: t.intersection([
      t.type({ mode: t.keyof({ repeat_last: null, percent: null, none: null }) }),
      t.partial({ percent: t.number }),
    ]),
    note: nullable(t.string),
  }),
  working_time: t.type({
    hours_per_year: nullable(Amount),
    hours_per_week: nullable(Amount),
    hours_per_day: nullable(Amount),
    note: nullable(t.string),
  }),
  holidays: t.type({
    days: nullable(t.number),
    type: nullable(t.keyof({ naturales: null, laborables: null, 'laborables+sabados': null })),
  }),
  annual_increments: t.array(t.type({ year: Year, increment: t.number })),
  seniority: t.array(t.type({ period_years: t.number, percent: t.number, max_percent: nullable(t.number) })),
  /** The year whose tables the agreement is loaded with (every category has a table of that year). */
  salary_year: Year,
  categories: t.array(ReferenceCategory),
  missing: t.array(t.string),
  notes: t.array(t.string),
});
export type ReferenceAgreementFile = t.TypeOf<typeof ReferenceAgreementFile>;

/** An ordinary full-time year where an agreement gives only its week: 1,826 h at 40 h a week, in proportion. */
const ET_HOURS_PER_YEAR = 1826;

/** The file's contents, or its problems in Spanish, each naming the field (prefixed with the file's name). */
export function decodeReferenceFile(value: unknown, fileName: string): Either<string[], ReferenceAgreementFile> {
  const decoded = ReferenceAgreementFile.decode(value);
  if (isLeft(decoded)) return left(formatErrors(decoded.left).map((m) => `${fileName}: ${m}`));
  const file = decoded.right;
  const problems = file.categories
    .filter((c) => !c.tables.some((row) => row.year === file.salary_year))
    .map((c) => `${fileName}: categories: la categoría «${c.name}» no tiene tabla de ${file.salary_year} (salary_year)`);
  if (problems.length) return left(problems);
  const checked = validateAgreementSave(referenceSave(file));
  if (isLeft(checked)) return left([`${fileName}: ${checked.left.field}: ${checked.left.message}`]);
  return right(file);
}

/**
 * The agreement save payload of a reference file: the figures it gives, and where it gives none the Estatuto de
 * los Trabajadores' defaults (migration 0002's ET_DEFAULTS, 30 natural days of vacation, a year of 1,826 h at
 * 40 h a week); the file's `missing` says which.
 */
export function referenceSave(file: ReferenceAgreementFile): AgreementSave {
  const w = file.working_time;
  const week = w.hours_per_week ?? ET_DEFAULTS.max_hours_per_week;
  return {
    id: file.base_id,
    name: file.name,
    start_year: file.validity.start_year,
    end_year: file.validity.end_year,
    creation_year: file.validity.creation_year,
    salary_year: file.salary_year,
    max_sections_planned_day: ET_DEFAULTS.max_sections_planned_day,
    rest_hours_between_shifts: ET_DEFAULTS.rest_hours_between_shifts,
    consecutive_rest_days: ET_DEFAULTS.consecutive_rest_days,
    holidays: {
      days: file.holidays.days ?? HOLIDAY_DEFAULTS.days,
      type: file.holidays.type ?? HOLIDAY_DEFAULTS.type,
      period: { from_month: HOLIDAY_DEFAULTS.from, until_month: HOLIDAY_DEFAULTS.until },
    },
    time_limits: timeLimitsOf({
      day: w.hours_per_day ?? ET_DEFAULTS.max_hours_per_day,
      week,
      year: w.hours_per_year ?? Math.round(((ET_HOURS_PER_YEAR * week) / ET_DEFAULTS.max_hours_per_week) * 100) / 100,
    }),
    annual_increments: file.annual_increments,
    // No cap in the file: 100 % (never reached) keeps the save shape, where max_percent is required.
    seniority_bonuses: file.seniority.map((s) => ({
      max_percent_date: null,
      period_bonus: s.period_years,
      percent_over_salary: s.percent,
      max_percent: s.max_percent ?? 100,
    })),
    categories: file.categories.map((c) => {
      const table = c.tables.find((row) => row.year === file.salary_year)!;
      return {
        professional_category: c.name,
        salary_year: table.annual,
        base_salary_year: table.base_annual ?? table.annual,
        ...(c.fixed_pluses ? { fixed_pluses: c.fixed_pluses } : {}),
        pluses_by_schedule: c.pluses_by_schedule ?? [],
        pluses_by_weekday: c.pluses_by_weekday ?? [],
      };
    }),
    scope: file.scope,
    regcon_code: file.regcon_code,
    source: file.source,
    after_validity: file.validity.after_validity,
  };
}
