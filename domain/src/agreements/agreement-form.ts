/** The agreement form: its values, mapping from a stored agreement, salary-increase years and validation into the save payload. */
import * as E from 'fp-ts/lib/Either.js';
import { agreementMonthIndex, type AgreementHolidayType, type AgreementMonth, type HolidayWorkCompensation } from './choices';
import type { Agreement, AgreementAnnualIncrement, AgreementCategory, AgreementSave } from './codecs';
import { AGREEMENT_MESSAGES, ET_DEFAULTS, HOLIDAY_DEFAULTS, SALARY_INCREASE_MAX_SPAN } from './constants';
import { hasFixedSeniorityBonus } from './category-form';
import { WORKING_TIME_RULES, checkAgreementNumber, checkAgreementYear, type AgreementFieldErrors } from './field-checks';
import { numText, type AgreementNumberRule } from './internal';
import { timeLimitsOf } from './terms';
import { territoryProblems, type AfterValidityMode, type AgreementScopeLevel } from './territory';
import { parseDecimal } from './field-checks';
import { textCharacterMessage } from '../text-characters';

/** Years that get a salary-increase row: start + 1 … end, only when the span is under 20 years (a longer span gets none). */
export function salaryIncreaseYears(startYear: number | null, endYear: number | null): number[] {
  if (startYear === null || endYear === null || !Number.isInteger(startYear) || !Number.isInteger(endYear)) return [];
  const span = endYear - startYear;
  if (span <= 0 || span >= SALARY_INCREASE_MAX_SPAN) return [];
  return Array.from({ length: span }, (_, i) => startYear + 1 + i);
}

/** 'Aplicar a todos los años': the first year's increment copied to every year. */
export function applyIncrementToAllYears(values: Record<string, string>, years: number[]): Record<string, string> {
  if (years.length === 0) return values;
  const first = values[String(years[0])] ?? '';
  return Object.fromEntries(years.map((y) => [String(y), first]));
}

/** The agreement form's state; inputs are text, as typed. */
export interface AgreementFormValues {
  id?: string;
  agreementBaseId?: string | null;
  name: string;
  yearFrom: string;
  yearTo: string;
  creationYear: string;
  maxHoursDay: string;
  maxSectionsDay: string;
  maxHoursWeek: string;
  restHours: string;
  consecutiveRestDays: string;
  maxHoursMonth: string;
  maxHoursYear: string;
  freeDayAvailable: string;
  holidays: string;
  type: AgreementHolidayType;
  holidayWorkCompensation: HolidayWorkCompensation;
  monthFrom: string;
  monthTo: string;
  salaryTablesYear: string;
  /** annualSalaryIncrease{year}: percent text per year. */
  annualSalaryIncrease: Record<string, string>;
  applyAllYears: boolean;
  antiquityPercentage: string;
  antiquityYears: string;
  maxAntiquityPercentage: string;
  categories: AgreementCategory[];
  /** 'Ámbito territorial': its level ('' not stated) and the NUTS codes of the communities or provinces it covers. */
  scopeLevel: AgreementScopeLevel | '';
  scopeNuts: string[];
  regconCode: string;
  /** 'Fuente': the bulletin, its date (YYYY-MM-DD) and address; all blank: not stated. */
  sourceBulletin: string;
  sourceDate: string;
  sourceUrl: string;
  /** 'Después de la vigencia' and its yearly percent (Spanish number). */
  afterValidityMode: AfterValidityMode;
  afterValidityPercent: string;
}

/** Where a rule of where and when it applies fails: the form field that shows it. */
const TERRITORY_FIELDS: [prefix: string, field: keyof AgreementFormValues][] = [
  ['scope', 'scopeNuts'],
  ['regcon_code', 'regconCode'],
  ['source.bulletin', 'sourceBulletin'],
  ['source.date', 'sourceDate'],
  ['source.url', 'sourceUrl'],
  ['after_validity', 'afterValidityPercent'],
];

/** The scope, REGCON code, source and assumption after the validity of the form, or the messages by form field. */
function territoryOfForm(v: AgreementFormValues) {
  const scope = v.scopeLevel ? { level: v.scopeLevel, nuts: v.scopeLevel === 'state' ? [] : v.scopeNuts } : null;
  const regcon = v.regconCode.replace(/\s+/g, '');
  const blankSource = !v.sourceBulletin.trim() && !v.sourceDate.trim() && !v.sourceUrl.trim();
  const source = blankSource ? null : { bulletin: v.sourceBulletin.trim(), date: v.sourceDate.trim(), url: v.sourceUrl.trim() };
  const percent = parseDecimal(v.afterValidityPercent);
  const after_validity =
    v.afterValidityMode === 'percent'
      ? { mode: 'percent' as const, ...(percent !== null ? { percent } : {}) }
      : { mode: v.afterValidityMode };
  const terms = { scope, regcon_code: regcon || null, source, after_validity };
  const problems = territoryProblems(terms);
  if (!problems.length) return E.right(terms);
  const errors: AgreementFieldErrors = {};
  for (const p of problems)
    errors[TERRITORY_FIELDS.find(([prefix]) => p.field.startsWith(prefix))?.[1] ?? 'scopeNuts'] = p.message;
  return E.left(errors);
}

/** A new agreement: holidays 30 naturales June–September; the working-time fields empty until 'Valores ET'. */
export function emptyAgreementForm(): AgreementFormValues {
  return {
    name: '',
    yearFrom: '',
    yearTo: '',
    creationYear: '',
    maxHoursDay: '',
    maxSectionsDay: '',
    maxHoursWeek: '',
    restHours: '',
    consecutiveRestDays: '',
    maxHoursMonth: '',
    maxHoursYear: '',
    freeDayAvailable: '',
    holidays: String(HOLIDAY_DEFAULTS.days),
    type: HOLIDAY_DEFAULTS.type,
    holidayWorkCompensation: 'plus',
    monthFrom: HOLIDAY_DEFAULTS.from,
    monthTo: HOLIDAY_DEFAULTS.until,
    salaryTablesYear: '',
    annualSalaryIncrease: {},
    applyAllYears: false,
    antiquityPercentage: '',
    antiquityYears: '',
    maxAntiquityPercentage: '',
    categories: [],
    scopeLevel: '',
    scopeNuts: [],
    regconCode: '',
    sourceBulletin: '',
    sourceDate: '',
    sourceUrl: '',
    afterValidityMode: 'repeat_last',
    afterValidityPercent: '',
  };
}

/** 'Valores ET': fills the working-time defaults. */
export function applyEtDefaults(v: AgreementFormValues): AgreementFormValues {
  return { ...v, ...ET_DEFAULTS };
}

/** A stored agreement as form values. */
export function agreementToForm(a: Agreement): AgreementFormValues {
  const rule = a.seniority_bonus[0];
  return {
    id: a.id,
    agreementBaseId: a.agreement_base_id,
    name: a.name,
    yearFrom: String(a.start_year),
    yearTo: String(a.end_year),
    creationYear: numText(a.creation_year),
    maxHoursDay: numText(a.max_hours_per_day),
    maxSectionsDay: numText(a.max_sections_planned_day),
    maxHoursWeek: numText(a.max_hours_per_week),
    restHours: numText(a.rest_hours_between_shifts),
    consecutiveRestDays: numText(a.consecutive_rest_days),
    maxHoursMonth: numText(a.max_hours_per_month),
    maxHoursYear: numText(a.max_hours_per_year),
    freeDayAvailable: numText(a.free_day_available),
    holidays: numText(a.holiday_days),
    type: a.holiday_days_types,
    holidayWorkCompensation: a.holiday_work_compensation ?? 'plus',
    monthFrom: a.holidays_rules_from,
    monthTo: a.holidays_rules_until,
    salaryTablesYear: numText(a.salary_year),
    annualSalaryIncrease: Object.fromEntries(a.annual_increment.map((i) => [String(i.year), numText(i.increment)])),
    applyAllYears: false,
    antiquityPercentage: numText(rule?.percent_over_salary),
    antiquityYears: numText(rule?.period_bonus),
    maxAntiquityPercentage: numText(rule?.max_percent),
    categories: a.categories,
    scopeLevel: a.scope?.level ?? '',
    scopeNuts: a.scope?.nuts ?? [],
    regconCode: a.regcon_code ?? '',
    sourceBulletin: a.source?.bulletin ?? '',
    sourceDate: a.source?.date ?? '',
    sourceUrl: a.source?.url ?? '',
    afterValidityMode: a.after_validity?.mode ?? 'repeat_last',
    afterValidityPercent: a.after_validity?.mode === 'percent' ? numText(a.after_validity.percent) : '',
  };
}

/**
 * Validates the whole agreement form. Left: messages by form field; Right: the save payload (without
 * workspace_id).
 */
export function validateAgreementForm(v: AgreementFormValues): E.Either<AgreementFieldErrors, AgreementSave> {
  const errors: AgreementFieldErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = AGREEMENT_MESSAGES.nameRequired;
  else if (textCharacterMessage(name)) errors.name = textCharacterMessage(name)!;
  const { startYear, endYear, creationYear } = checkValidityYears(v, errors);
  const wt = Object.fromEntries(
    (Object.keys(WORKING_TIME_RULES) as (keyof typeof WORKING_TIME_RULES)[]).map((k) => [
      k,
      checkedNumber(errors, k, v[k], WORKING_TIME_RULES[k]),
    ]),
  ) as Record<keyof typeof WORKING_TIME_RULES, number | null>;
  const holidays = checkHolidays(v, errors);
  const tables = checkAgreementYear(v.salaryTablesYear);
  if (E.isLeft(tables)) errors.salaryTablesYear = tables.left;
  const increments = checkIncrements(v, startYear, endYear, errors);
  const seniority = checkSeniority(v, errors);
  const territory = territoryOfForm(v);
  if (E.isLeft(territory)) Object.assign(errors, territory.left);

  if (Object.keys(errors).length) return E.left(errors);
  const timeLimits = timeLimitsOf({
    day: wt.maxHoursDay!,
    week: wt.maxHoursWeek!,
    month: wt.maxHoursMonth,
    year: wt.maxHoursYear!,
  });
  return E.right({
    ...(v.id ? { id: v.id } : {}),
    ...(v.agreementBaseId !== undefined ? { agreement_base_id: v.agreementBaseId } : {}),
    name,
    max_sections_planned_day: wt.maxSectionsDay!,
    holidays: {
      days: holidays!,
      type: v.type,
      period: { from_month: v.monthFrom as AgreementMonth, until_month: v.monthTo as AgreementMonth },
    },
    rest_hours_between_shifts: wt.restHours!,
    consecutive_rest_days: wt.consecutiveRestDays!,
    free_day_available: wt.freeDayAvailable,
    start_year: startYear!,
    end_year: endYear!,
    creation_year: creationYear,
    salary_year: E.isRight(tables) ? tables.right! : startYear!,
    time_limits: timeLimits,
    annual_increments: increments,
    holiday_work_compensation: v.holidayWorkCompensation,
    seniority_bonuses: seniority,
    categories: v.categories,
    ...(E.isRight(territory) ? territory.right : {}),
  });
}

/** A number field checked by its rule: the number, or null with the field's message written in `errors`. */
function checkedNumber(errors: AgreementFieldErrors, field: string, text: string, rule: AgreementNumberRule): number | null {
  const r = checkAgreementNumber(text, rule);
  if (E.isLeft(r)) {
    errors[field] = r.left;
    return null;
  }
  return r.right;
}

/** The validity's first and last year (the first before the last) and the creation year; null where invalid. */
function checkValidityYears(
  v: AgreementFormValues,
  errors: AgreementFieldErrors,
): { startYear: number | null; endYear: number | null; creationYear: number | null } {
  const from = checkAgreementYear(v.yearFrom);
  const to = checkAgreementYear(v.yearTo);
  if (E.isLeft(from)) errors.yearFrom = from.left;
  if (E.isLeft(to)) errors.yearTo = to.left;
  const startYear = E.isRight(from) ? from.right : null;
  const endYear = E.isRight(to) ? to.right : null;
  if (startYear !== null && endYear !== null && startYear >= endYear) errors.yearFrom = AGREEMENT_MESSAGES.yearOrder;
  const creation = checkAgreementYear(v.creationYear, false);
  if (E.isLeft(creation)) errors.creationYear = creation.left;
  return { startYear, endYear, creationYear: E.isRight(creation) ? creation.right : null };
}

/** The holiday days, and the months of the holidays' rules (the first before the last). */
function checkHolidays(v: AgreementFormValues, errors: AgreementFieldErrors): number | null {
  const holidays = checkedNumber(errors, 'holidays', v.holidays, { required: true, min: 0, max: 365, integer: true });
  if (!v.monthFrom) errors.monthFrom = AGREEMENT_MESSAGES.required;
  if (!v.monthTo) errors.monthTo = AGREEMENT_MESSAGES.required;
  if (v.monthFrom && v.monthTo && agreementMonthIndex(v.monthFrom) >= agreementMonthIndex(v.monthTo))
    errors.monthFrom = AGREEMENT_MESSAGES.monthOrder;
  return holidays;
}

/** The salary increase of each year of the validity (the first year's for all when `applyAllYears`). */
function checkIncrements(
  v: AgreementFormValues,
  startYear: number | null,
  endYear: number | null,
  errors: AgreementFieldErrors,
): AgreementAnnualIncrement[] {
  const years = salaryIncreaseYears(startYear, endYear);
  const increments: AgreementAnnualIncrement[] = [];
  for (const y of years) {
    const text = v.applyAllYears ? (v.annualSalaryIncrease[String(years[0])] ?? '') : (v.annualSalaryIncrease[String(y)] ?? '');
    const inc = checkedNumber(errors, `annualSalaryIncrease.${y}`, text, { min: 0, max: 100 });
    if (inc !== null) increments.push({ year: y, increment: inc });
  }
  return increments;
}

/** The seniority rule of the form, unless a category has a fixed seniority bonus (then none). */
function checkSeniority(v: AgreementFormValues, errors: AgreementFieldErrors): AgreementSave['seniority_bonuses'] {
  if (hasFixedSeniorityBonus(v.categories)) return [];
  const pct = checkedNumber(errors, 'antiquityPercentage', v.antiquityPercentage, { min: 0, max: 100 });
  const years = checkedNumber(errors, 'antiquityYears', v.antiquityYears, { min: 0, max: 100, integer: true });
  const max = checkedNumber(errors, 'maxAntiquityPercentage', v.maxAntiquityPercentage, { min: 0, max: 100 });
  if (pct === null && years === null && max === null) return [];
  return [{ max_percent_date: null, period_bonus: years ?? 0, percent_over_salary: pct ?? 0, max_percent: max ?? 100 }];
}
