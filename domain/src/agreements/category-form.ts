/** The category modal (values, mapping from a stored category, validation) and a category's salary summary. */
import * as E from 'fp-ts/lib/Either.js';
import { plusDayLabel, type AgreementPlusDay } from './choices';
import type { AgreementCategory, AgreementPlusByWeekday } from './codecs';
import { AGREEMENT_MESSAGES, FREE_DAYS_MAX, SMI_THRESHOLD } from './constants';
import { checkAgreementNumber, parseDecimal, type AgreementFieldErrors } from './field-checks';
import { numText, type AgreementNumberRule } from './internal';
import { textCharacterMessage } from '../text-characters';
import { AGREEMENT_LABELS } from './labels';

/** The label of a plus left out of the social security base (agreement form, detail, workbook). */
export const NON_CONTRIBUTORY_LABEL = 'No cotiza a la Seguridad Social';
/** The same inside a sentence ("Festivos: no cotiza a la Seguridad Social"). */
export const NON_CONTRIBUTORY_INLINE = 'no cotiza a la Seguridad Social';

/** The antiquity fields are disabled when any category has a fixed seniority bonus. */
export function hasFixedSeniorityBonus(categories: readonly AgreementCategory[]): boolean {
  return categories.some((c) => !!c.seniority_bonus && c.seniority_bonus.amount > 0);
}

/** The SMI warning of the category modal (a warning: the value is accepted). */
export function smiWarning(netSalary: string | number | null | undefined): string | null {
  if (netSalary === null || netSalary === undefined || netSalary === '') return null;
  const n = typeof netSalary === 'number' ? netSalary : parseDecimal(netSalary);
  return n !== null && n < SMI_THRESHOLD ? AGREEMENT_MESSAGES.smiWarning : null;
}

export interface AgreementWeekdayBonusRow {
  day: AgreementPlusDay;
  unit: 'hour' | 'day';
  value: string;
  /** 'No cotiza a la Seguridad Social': the plus is left out of the social security base */
  nonContributory?: boolean;
}

/** The category modal's fields, as typed. */
export interface CategoryFormValues {
  id?: string;
  categoryName: string;
  netSalary: string;
  annualBaseSalary: string;
  seniorityOpen: boolean;
  fixedSeniorityBonus: string;
  fixedSeniorityBonusPeriod: string;
  plusNocturnalStartTime: string;
  plusNocturnalEndTime: string;
  plusNocturnalValue: string;
  /** 'No cotiza a la Seguridad Social' of the night plus, the Sunday plus and the holiday plus */
  plusNocturnalNonContributory: boolean;
  sundayNonContributory: boolean;
  holidayNonContributory: boolean;
  /** Per-hour bonuses of Sundays and holidays (the first rows of the modal). */
  sundayHour: string;
  holidayHour: string;
  free_days: string;
  /** 'Añadir más': extra bonuses by day of the week, per hour or per day. */
  extraBonuses: AgreementWeekdayBonusRow[];
  /** Fixed pluses kept from the stored category (not edited in the modal). */
  fixed_pluses?: { price_day_worked: number; price_month_worked: number; price_year_worked: number; non_contributory?: boolean };
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  categoryName: '',
  netSalary: '',
  annualBaseSalary: '',
  seniorityOpen: false,
  fixedSeniorityBonus: '',
  fixedSeniorityBonusPeriod: '',
  plusNocturnalStartTime: '',
  plusNocturnalEndTime: '',
  plusNocturnalValue: '',
  plusNocturnalNonContributory: false,
  sundayNonContributory: false,
  holidayNonContributory: false,
  sundayHour: '',
  holidayHour: '',
  free_days: '',
  extraBonuses: [],
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A stored category as modal values. */
export function categoryToForm(c: AgreementCategory): CategoryFormValues {
  const night = c.pluses_by_schedule?.[0];
  const weekday = c.pluses_by_weekday ?? [];
  const sunday = weekday.find((p) => p.day === 'sunday' && p.price_hour != null);
  const holiday = weekday.find((p) => p.day === 'holiday' && p.price_hour != null);
  const extra = weekday
    .filter((p) => p !== sunday && p !== holiday)
    .map<AgreementWeekdayBonusRow>((p) => ({
      ...(p.price_hour != null
        ? { day: p.day, unit: 'hour', value: numText(p.price_hour) }
        : { day: p.day, unit: 'day', value: numText(p.price_day) }),
      nonContributory: p.non_contributory === true,
    }));
  return {
    id: c.id,
    categoryName: c.professional_category,
    netSalary: numText(c.salary_year),
    annualBaseSalary: numText(c.base_salary_year),
    seniorityOpen: !!c.seniority_bonus,
    fixedSeniorityBonus: numText(c.seniority_bonus?.amount),
    fixedSeniorityBonusPeriod: numText(c.seniority_bonus?.period_bonus),
    plusNocturnalStartTime: night?.time_init ?? '',
    plusNocturnalEndTime: night?.time_end ?? '',
    plusNocturnalValue: numText(night?.price_hour),
    plusNocturnalNonContributory: night?.non_contributory === true,
    sundayNonContributory: sunday?.non_contributory === true,
    holidayNonContributory: holiday?.non_contributory === true,
    sundayHour: numText(sunday?.price_hour),
    holidayHour: numText(holiday?.price_hour),
    free_days: numText(c.free_days),
    extraBonuses: extra,
    fixed_pluses: c.fixed_pluses,
  };
}

/** Validates the category modal; Right is the category of the save payload. */
export function validateCategoryForm(v: CategoryFormValues): E.Either<AgreementFieldErrors, AgreementCategory> {
  const errors: AgreementFieldErrors = {};
  const num = (field: string, text: string, rule: AgreementNumberRule): number | null => {
    const r = checkAgreementNumber(text, rule);
    if (E.isLeft(r)) {
      errors[field] = r.left;
      return null;
    }
    return r.right;
  };
  const name = v.categoryName.trim();
  if (!name) errors.categoryName = AGREEMENT_MESSAGES.required;
  else if (textCharacterMessage(name)) errors.categoryName = textCharacterMessage(name)!;
  const net = num('netSalary', v.netSalary, { required: true, min: 0, max: 10_000_000 });
  const base = num('annualBaseSalary', v.annualBaseSalary, { required: true, min: 0, max: 10_000_000 });
  let seniority: AgreementCategory['seniority_bonus'] = null;
  if (v.seniorityOpen) {
    const amount = num('fixedSeniorityBonus', v.fixedSeniorityBonus, { required: true, min: 0, max: 10_000_000 });
    const period = num('fixedSeniorityBonusPeriod', v.fixedSeniorityBonusPeriod, {
      required: true,
      min: 0,
      max: 100,
      integer: true,
    });
    if (amount !== null && period !== null) seniority = { amount, period_bonus: period };
  }
  const schedule: AgreementCategory['pluses_by_schedule'] = [];
  const nightAny = v.plusNocturnalStartTime || v.plusNocturnalEndTime || v.plusNocturnalValue.trim();
  if (nightAny) {
    if (!HHMM.test(v.plusNocturnalStartTime)) errors.plusNocturnalStartTime = AGREEMENT_MESSAGES.required;
    if (!HHMM.test(v.plusNocturnalEndTime)) errors.plusNocturnalEndTime = AGREEMENT_MESSAGES.required;
    const value = num('plusNocturnalValue', v.plusNocturnalValue, { required: true, min: 0, max: 10_000_000 });
    if (value !== null && !errors.plusNocturnalStartTime && !errors.plusNocturnalEndTime) {
      schedule.push({
        time_init: v.plusNocturnalStartTime,
        time_end: v.plusNocturnalEndTime,
        price_hour: value,
        non_contributory: v.plusNocturnalNonContributory,
      });
    }
  }
  const weekday: AgreementPlusByWeekday[] = [];
  const sunday = num('sundayHour', v.sundayHour, { min: 0, max: 10_000_000 });
  if (sunday !== null)
    weekday.push({ day: 'sunday', price_hour: sunday, price_day: null, non_contributory: v.sundayNonContributory });
  const holiday = num('holidayHour', v.holidayHour, { min: 0, max: 10_000_000 });
  if (holiday !== null)
    weekday.push({ day: 'holiday', price_hour: holiday, price_day: null, non_contributory: v.holidayNonContributory });
  v.extraBonuses.forEach((row, i) => {
    const value = num(`extraBonuses.${i}`, row.value, { required: true, min: 0, max: 10_000_000 });
    const nonContributory = row.nonContributory === true;
    if (value !== null)
      weekday.push(
        row.unit === 'hour'
          ? { day: row.day, price_hour: value, price_day: null, non_contributory: nonContributory }
          : { day: row.day, price_hour: null, price_day: value, non_contributory: nonContributory },
      );
  });
  const freeDays = checkAgreementNumber(v.free_days, { min: 0, integer: true });
  let free: number | null = null;
  if (E.isLeft(freeDays)) errors.free_days = freeDays.left;
  else if (freeDays.right !== null && freeDays.right > FREE_DAYS_MAX) errors.free_days = AGREEMENT_MESSAGES.freeDaysMax;
  else free = freeDays.right;
  if (Object.keys(errors).length) return E.left(errors);
  return E.right({
    ...(v.id ? { id: v.id } : {}),
    professional_category: name,
    salary_year: net!,
    base_salary_year: base!,
    fixed_pluses: v.fixed_pluses ?? { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 },
    pluses_by_schedule: schedule,
    pluses_by_weekday: weekday,
    free_days: free,
    seniority_bonus: seniority,
  });
}

/** The detail screen's summary lines of a category (Tablas salariales). */
export function categorySalaryLines(
  c: AgreementCategory,
): { label: string; value: number; unit: '€' | '€/h' | '€/día' | 'días' }[] {
  const lines: { label: string; value: number; unit: '€' | '€/h' | '€/día' | 'días' }[] = [
    { label: AGREEMENT_LABELS.salaryYear, value: c.salary_year, unit: '€' },
    { label: AGREEMENT_LABELS.baseSalaryYear, value: c.base_salary_year, unit: '€' },
  ];
  const outside = (p: { non_contributory?: boolean }) => (p.non_contributory === true ? ` (${NON_CONTRIBUTORY_INLINE})` : '');
  for (const s of c.pluses_by_schedule ?? [])
    lines.push({ label: `Nocturnidad (${s.time_init}–${s.time_end})${outside(s)}`, value: s.price_hour, unit: '€/h' });
  for (const w of c.pluses_by_weekday ?? []) {
    if (w.price_hour != null) lines.push({ label: `Plus ${plusDayLabel(w.day)}${outside(w)}`, value: w.price_hour, unit: '€/h' });
    else if (w.price_day != null)
      lines.push({ label: `Plus ${plusDayLabel(w.day)}${outside(w)}`, value: w.price_day, unit: '€/día' });
  }
  if (c.seniority_bonus)
    lines.push({
      label: `Antigüedad fija (cada ${c.seniority_bonus.period_bonus} años)`,
      value: c.seniority_bonus.amount,
      unit: '€',
    });
  if (c.free_days != null) lines.push({ label: 'Días libres', value: c.free_days, unit: 'días' });
  return lines;
}
