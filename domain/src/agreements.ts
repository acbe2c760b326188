/**
 * Collective agreements (convenios): entity codecs and every rule of the agreement form and the category modal,
 * as pure functions returning Either with the Spanish messages the user reads. The
 * ui forms and the server use the same functions. No clock: the current year comes in as an argument.
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/lib/Either.js';
import { can, type Permissions } from './permissions';

// ---------------------------------------------------------------------------------------------- constants

/** Spec 9: upper bounds of the working-time fields (rest between shifts is a minimum). */
export const AGREEMENT_LIMITS = {
  maxHoursPerDay: 24,
  maxSectionsPerDay: 3,
  maxHoursPerWeek: 40,
  minRestHours: 12,
  maxHoursPerMonth: 200,
  maxHoursPerYear: 2000,
} as const;

/** 'Valores ET': the Estatuto de los Trabajadores defaults the form offers (spec 2.5, 9). */
export const ET_DEFAULTS = {
  maxHoursDay: '9',
  maxSectionsDay: '2',
  maxHoursWeek: '40',
  restHours: '12',
  consecutiveRestDays: '1.5',
} as const;

export const HOLIDAY_DEFAULTS = { days: 30, type: 'naturales', from: 'june', until: 'september' } as const;
/** Salary-increase rows exist only when the validity spans fewer years than this. */
export const SALARY_INCREASE_MAX_SPAN = 20;
/** Below this gross annual salary the category modal warns (accepted). */
export const SMI_THRESHOLD = 15120;
export const FREE_DAYS_MAX = 5;

export const AGREEMENT_MESSAGES = {
  required: 'Valor requerido',
  nameRequired: 'Nombre requerido',
  incorrect: 'Valor incorrecto',
  yearDigits: 'El año debe tener 4 dígitos',
  yearOrder: 'El año de inicio debe ser menor al de fin',
  invalidDate: 'Fecha inválida',
  monthOrder: 'El mes de inicio debe ser menor al de fin',
  antiquityDisabled: 'Hay al menos 1 categoría con plus/cantidad fija. Elimínalo para poder usar esta opción.',
  smiWarning: '¡Ojo! Has introducido un salario inferior al SMI.',
  noFile: 'Seleccione un fichero',
  onlyPdf: 'Solo se admiten ficheros PDF',
  expired: 'Este convenio ha perdido su vigencia',
  noCategories: 'No existen categorías',
  noPdf: 'No hay ningún convenio, súbelo desde "editar" el convenio.',
  loadFailed: 'ha ocurrido un error al obtener los datos del Convenio',
  duplicateExists: 'Ya existe una copia de este convenio.',
  incrementYear: 'El año del incremento debe estar dentro de la vigencia',
  timeLimits: 'Los límites de jornada deben incluir DAY, WEEK y YEAR una vez (MONTH como mucho una)',
  freeDaysMax: `Máximo ${FREE_DAYS_MAX} días`,
  pluses: 'Indica el precio por hora o por día (solo uno)',
} as const;

export const AGREEMENT_MONTHS = [
  ['january', 'Enero'],
  ['february', 'Febrero'],
  ['march', 'Marzo'],
  ['april', 'Abril'],
  ['may', 'Mayo'],
  ['june', 'Junio'],
  ['july', 'Julio'],
  ['august', 'Agosto'],
  ['september', 'Septiembre'],
  ['october', 'Octubre'],
  ['november', 'Noviembre'],
  ['december', 'Diciembre'],
] as const;
export type AgreementMonth = (typeof AGREEMENT_MONTHS)[number][0];
export const agreementMonthLabel = (m: string | null | undefined): string => AGREEMENT_MONTHS.find(([k]) => k === m)?.[1] ?? '';
export const agreementMonthIndex = (m: string): number => AGREEMENT_MONTHS.findIndex(([k]) => k === m);

export const HOLIDAY_TYPES = [
  ['naturales', 'Naturales'],
  ['laborables', 'Laborables'],
  ['laborables+sabados', 'Laborables + sábados'],
] as const;
export type AgreementHolidayType = (typeof HOLIDAY_TYPES)[number][0];
export const holidayTypeLabel = (v: string): string => HOLIDAY_TYPES.find(([k]) => k === v)?.[1] ?? v;

export const PLUS_DAYS = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábados'],
  ['sunday', 'Domingos'],
  ['holiday', 'Festivos'],
] as const;
export type AgreementPlusDay = (typeof PLUS_DAYS)[number][0];
export const plusDayLabel = (d: string): string => PLUS_DAYS.find(([k]) => k === d)?.[1] ?? d;

// ---------------------------------------------------------------------------------------------- codecs

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const MonthCodec = t.keyof(Object.fromEntries(AGREEMENT_MONTHS.map(([k]) => [k, null])) as Record<AgreementMonth, null>);
const HolidayTypeCodec = t.keyof({ naturales: null, laborables: null, 'laborables+sabados': null });

/** How holidays worked are compensated (docs/budget.md §1). */
export type HolidayWorkCompensation = 'plus' | 'surcharge' | 'rest';
const HolidayWorkCompensationCodec = t.keyof({ plus: null, surcharge: null, rest: null });
/** The choices of the agreement form, each with the one line that explains it. */
export const HOLIDAY_WORK_COMPENSATION_OPTIONS: ReadonlyArray<{ value: HolidayWorkCompensation; label: string; explanation: string }> = [
  { value: 'plus', label: 'Plus de festivo', explanation: 'Se paga el plus de festivo del convenio por las horas trabajadas en festivo.' },
  { value: 'surcharge', label: 'Recargo del 75 %', explanation: 'Cada hora trabajada en festivo se paga aparte al 175 % del salario por hora ordinario.' },
  { value: 'rest', label: 'Descanso compensatorio', explanation: 'Las horas trabajadas en festivo se devuelven en descanso y las cubren sustitutos de la misma categoría.' },
];
export function holidayWorkCompensationLabel(v: HolidayWorkCompensation | null | undefined): string {
  return HOLIDAY_WORK_COMPENSATION_OPTIONS.find((o) => o.value === (v ?? 'plus'))!.label;
}
const PlusDayCodec = t.keyof(Object.fromEntries(PLUS_DAYS.map(([k]) => [k, null])) as Record<AgreementPlusDay, null>);

export const AgreementListItem = t.type({
  id: t.string,
  uid: t.string,
  name: t.string,
  start_year: t.number,
  end_year: t.number,
  update_permissions: t.boolean,
  expired: t.boolean,
});
export type AgreementListItem = t.TypeOf<typeof AgreementListItem>;
export const AgreementListItems = t.array(AgreementListItem);

export const AgreementFixedPluses = t.type({ price_day_worked: t.number, price_month_worked: t.number, price_year_worked: t.number });
export const AgreementPlusBySchedule = t.type({ time_init: t.string, time_end: t.string, price_hour: t.number });
export const AgreementPlusByWeekday = t.intersection([
  t.type({ day: PlusDayCodec }),
  t.partial({ price_hour: nullable(t.number), price_day: nullable(t.number) }),
]);
export type AgreementPlusByWeekday = t.TypeOf<typeof AgreementPlusByWeekday>;
export const AgreementCategorySeniorityBonus = nullable(t.type({ amount: t.number, period_bonus: t.number }));

export const AgreementCategory = t.intersection([
  t.type({
    professional_category: t.string,
    salary_year: t.number,
    base_salary_year: t.number,
  }),
  t.partial({
    id: t.string,
    fixed_pluses: AgreementFixedPluses,
    pluses_by_schedule: t.array(AgreementPlusBySchedule),
    pluses_by_weekday: t.array(AgreementPlusByWeekday),
    free_days: nullable(t.number),
    seniority_bonus: AgreementCategorySeniorityBonus,
  }),
]);
export type AgreementCategory = t.TypeOf<typeof AgreementCategory>;

export const AgreementSeniorityRule = t.intersection([
  t.type({ period_bonus: t.number, percent_over_salary: t.number, max_percent: t.number }),
  t.partial({ max_percent_date: nullable(t.string), fixed_annual: nullable(t.number), max_seniority: nullable(t.number) }),
]);
export type AgreementSeniorityRule = t.TypeOf<typeof AgreementSeniorityRule>;
export const AgreementAnnualIncrement = t.type({ year: t.number, increment: t.number });
export type AgreementAnnualIncrement = t.TypeOf<typeof AgreementAnnualIncrement>;

/** The full agreement (read shape). */
export const AgreementEntity = t.intersection([t.type({
  id: t.string,
  uid: t.string,
  agreement_base_id: nullable(t.string),
  workspace_id: nullable(t.string),
  name: t.string,
  start_year: t.number,
  end_year: t.number,
  creation_year: nullable(t.number),
  salary_year: t.number,
  max_hours_per_day: t.number,
  max_hours_per_week: t.number,
  max_hours_per_month: nullable(t.number),
  max_hours_per_year: t.number,
  max_sections_planned_day: t.number,
  rest_hours_between_shifts: t.number,
  consecutive_rest_days: t.number,
  free_day_available: nullable(t.number),
  holiday_days: t.number,
  holidays_rules_from: MonthCodec,
  holidays_rules_until: MonthCodec,
  holiday_days_types: HolidayTypeCodec,
  seniority_bonus: t.array(AgreementSeniorityRule),
  annual_increment: t.array(AgreementAnnualIncrement),
  categories: t.array(AgreementCategory),
  update_permissions: t.boolean,
  expired: t.boolean,
  has_pdf: t.boolean,
}),
  // absent in agreements read before the field existed: plus
  t.partial({ holiday_work_compensation: HolidayWorkCompensationCodec }),
]);
export type Agreement = t.TypeOf<typeof AgreementEntity>;

export type AgreementTimePeriod = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** The save payload of POST /agreement (spec 3), without workspace_id (the session adds it). */
export interface AgreementSave {
  id?: string;
  agreement_base_id?: string | null;
  name: string;
  max_sections_planned_day: number;
  holidays: { days: number; type: AgreementHolidayType; period: { from_month: AgreementMonth; until_month: AgreementMonth } };
  rest_hours_between_shifts: number;
  consecutive_rest_days: number;
  free_day_available?: number | null;
  start_year: number;
  end_year: number;
  creation_year?: number | null;
  salary_year?: number;
  time_limits: { time_period: AgreementTimePeriod; max_hour: number }[];
  annual_increments: AgreementAnnualIncrement[];
  holiday_work_compensation?: HolidayWorkCompensation;
  seniority_bonuses: { max_percent_date: null; period_bonus: number; percent_over_salary: number; max_percent: number }[];
  categories: AgreementCategory[];
}

// ---------------------------------------------------------------------------------------------- plain rules

/** Expired (out of force) when its end year is before the current year. */
export function isAgreementExpired(endYear: number, currentYear: number): boolean {
  return endYear < currentYear;
}

/** The list's empty state (spec 2.3). */
export function agreementListEmptyState(search: string): { title: string; subtitle: string } {
  return search.trim()
    ? { title: 'Ningún convenio cumple los criterios de búsqueda', subtitle: 'Vuelve a intentarlo' }
    : { title: 'No hay ningún convenio todavía', subtitle: 'Comienza creando uno' };
}

/** Accent- and case-insensitive match of the list's search box. */
export function matchesAgreementSearch(name: string, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return fold(name).includes(fold(search.trim()));
}

/** Spec 6: the agreement actions. Edit and delete also need the agreement's update_permissions. */
export const AgreementRules = {
  create: (p: Permissions) => can(p, 'agreement', 'create'),
  edit: (p: Permissions, a?: { update_permissions: boolean }) => can(p, 'agreement', 'update') && (a ? a.update_permissions : true),
  remove: (p: Permissions, a?: { update_permissions: boolean }) => can(p, 'agreement', 'delete') && (a ? a.update_permissions : true),
  duplicate: (p: Permissions) => can(p, 'agreement', 'create'),
};

/** Years that get a salary-increase row: start + 1 … end, only when the span is under 20 years (spec 4). */
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

/** Spanish or plain decimal text as a number ('1.234,5' and '1234.5' alike); null when not a number. */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  let s = text.trim().replace(/\s|€|%/g, '');
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

// ---------------------------------------------------------------------------------------------- field checks

export type AgreementFieldErrors = Record<string, string>;
/** One failing field of a payload (the server answers 400 with it). */
export interface AgreementFieldError {
  field: string;
  message: string;
}

interface AgreementNumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A numeric form field: Left with the message, Right with the number (null when empty and optional). */
export function checkAgreementNumber(text: string | number | null | undefined, rule: AgreementNumberRule): E.Either<string, number | null> {
  const empty = text === null || text === undefined || (typeof text === 'string' && text.trim() === '');
  if (empty) return rule.required ? E.left(AGREEMENT_MESSAGES.required) : E.right(null);
  const n = parseDecimal(text);
  if (n === null) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.integer && !Number.isInteger(n)) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.min !== undefined && n < rule.min) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.max !== undefined && n > rule.max) return E.left(AGREEMENT_MESSAGES.incorrect);
  return E.right(n);
}

/** A 4-digit year field. */
export function checkAgreementYear(text: string | number | null | undefined, required = true): E.Either<string, number | null> {
  const s = text === null || text === undefined ? '' : String(text).trim();
  if (!s) return required ? E.left(AGREEMENT_MESSAGES.required) : E.right(null);
  if (!/^\d+$/.test(s)) return E.left(AGREEMENT_MESSAGES.invalidDate);
  if (s.length !== 4) return E.left(AGREEMENT_MESSAGES.yearDigits);
  return E.right(Number(s));
}

/** The working-time fields with their spec bounds (form field name → rule). */
export const WORKING_TIME_RULES = {
  maxHoursDay: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerDay },
  maxSectionsDay: { required: true, min: 1, max: AGREEMENT_LIMITS.maxSectionsPerDay, integer: true },
  maxHoursWeek: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerWeek },
  restHours: { required: true, min: AGREEMENT_LIMITS.minRestHours, max: 24 },
  consecutiveRestDays: { required: true, min: 0, max: 7 },
  maxHoursMonth: { required: false, min: 1, max: AGREEMENT_LIMITS.maxHoursPerMonth },
  maxHoursYear: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerYear },
  freeDayAvailable: { required: false, min: 0, max: 365, integer: true },
} as const satisfies Record<string, AgreementNumberRule>;

// ---------------------------------------------------------------------------------------------- category modal

export interface AgreementWeekdayBonusRow {
  day: AgreementPlusDay;
  unit: 'hour' | 'day';
  value: string;
}

/** The category modal's fields (spec 3 "In the form"). */
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
  /** Per-hour bonuses of Sundays and holidays (the first rows of the modal). */
  sundayHour: string;
  holidayHour: string;
  free_days: string;
  /** 'Añadir más': extra bonuses by day of the week, per hour or per day. */
  extraBonuses: AgreementWeekdayBonusRow[];
  /** Fixed pluses kept from the stored category (not edited in the modal). */
  fixed_pluses?: { price_day_worked: number; price_month_worked: number; price_year_worked: number };
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
  sundayHour: '',
  holidayHour: '',
  free_days: '',
  extraBonuses: [],
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A stored category as modal values. */
export function categoryToForm(c: AgreementCategory): CategoryFormValues {
  const night = c.pluses_by_schedule?.[0];
  const weekday = c.pluses_by_weekday ?? [];
  const sunday = weekday.find((p) => p.day === 'sunday' && p.price_hour != null);
  const holiday = weekday.find((p) => p.day === 'holiday' && p.price_hour != null);
  const extra = weekday
    .filter((p) => p !== sunday && p !== holiday)
    .map<AgreementWeekdayBonusRow>((p) => (p.price_hour != null ? { day: p.day, unit: 'hour', value: numText(p.price_hour) } : { day: p.day, unit: 'day', value: numText(p.price_day) }));
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
  const net = num('netSalary', v.netSalary, { required: true, min: 0, max: 10_000_000 });
  const base = num('annualBaseSalary', v.annualBaseSalary, { required: true, min: 0, max: 10_000_000 });
  let seniority: AgreementCategory['seniority_bonus'] = null;
  if (v.seniorityOpen) {
    const amount = num('fixedSeniorityBonus', v.fixedSeniorityBonus, { required: true, min: 0, max: 10_000_000 });
    const period = num('fixedSeniorityBonusPeriod', v.fixedSeniorityBonusPeriod, { required: true, min: 0, max: 100, integer: true });
    if (amount !== null && period !== null) seniority = { amount, period_bonus: period };
  }
  const schedule: AgreementCategory['pluses_by_schedule'] = [];
  const nightAny = v.plusNocturnalStartTime || v.plusNocturnalEndTime || v.plusNocturnalValue.trim();
  if (nightAny) {
    if (!HHMM.test(v.plusNocturnalStartTime)) errors.plusNocturnalStartTime = AGREEMENT_MESSAGES.required;
    if (!HHMM.test(v.plusNocturnalEndTime)) errors.plusNocturnalEndTime = AGREEMENT_MESSAGES.required;
    const value = num('plusNocturnalValue', v.plusNocturnalValue, { required: true, min: 0, max: 10_000_000 });
    if (value !== null && !errors.plusNocturnalStartTime && !errors.plusNocturnalEndTime) {
      schedule.push({ time_init: v.plusNocturnalStartTime, time_end: v.plusNocturnalEndTime, price_hour: value });
    }
  }
  const weekday: AgreementPlusByWeekday[] = [];
  const sunday = num('sundayHour', v.sundayHour, { min: 0, max: 10_000_000 });
  if (sunday !== null) weekday.push({ day: 'sunday', price_hour: sunday, price_day: null });
  const holiday = num('holidayHour', v.holidayHour, { min: 0, max: 10_000_000 });
  if (holiday !== null) weekday.push({ day: 'holiday', price_hour: holiday, price_day: null });
  v.extraBonuses.forEach((row, i) => {
    const value = num(`extraBonuses.${i}`, row.value, { required: true, min: 0, max: 10_000_000 });
    if (value !== null) weekday.push(row.unit === 'hour' ? { day: row.day, price_hour: value, price_day: null } : { day: row.day, price_hour: null, price_day: value });
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

// ---------------------------------------------------------------------------------------------- agreement form

/** The agreement form's state (spec 3 "Agreement form state"); inputs are text. */
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
}

/** A new agreement: holidays 30 naturales June–September (spec 9); the working-time fields empty until 'Valores ET'. */
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
    annualSalaryIncrease: Object.fromEntries(a.annual_increment.map((i) => [String(i.year), String(i.increment)])),
    applyAllYears: false,
    antiquityPercentage: numText(rule?.percent_over_salary),
    antiquityYears: numText(rule?.period_bonus),
    maxAntiquityPercentage: numText(rule?.max_percent),
    categories: a.categories,
  };
}

/**
 * Validates the whole agreement form (spec 5). Left: messages by form field; Right: the save payload (without
 * workspace_id).
 */
export function validateAgreementForm(v: AgreementFormValues): E.Either<AgreementFieldErrors, AgreementSave> {
  const errors: AgreementFieldErrors = {};
  const num = (field: keyof typeof WORKING_TIME_RULES | string, text: string, rule: AgreementNumberRule): number | null => {
    const r = checkAgreementNumber(text, rule);
    if (E.isLeft(r)) {
      errors[field] = r.left;
      return null;
    }
    return r.right;
  };
  const name = v.name.trim();
  if (!name) errors.name = AGREEMENT_MESSAGES.nameRequired;

  const from = checkAgreementYear(v.yearFrom);
  const to = checkAgreementYear(v.yearTo);
  if (E.isLeft(from)) errors.yearFrom = from.left;
  if (E.isLeft(to)) errors.yearTo = to.left;
  const startYear = E.isRight(from) ? from.right : null;
  const endYear = E.isRight(to) ? to.right : null;
  if (startYear !== null && endYear !== null && startYear >= endYear) errors.yearFrom = AGREEMENT_MESSAGES.yearOrder;
  const creation = checkAgreementYear(v.creationYear, false);
  if (E.isLeft(creation)) errors.creationYear = creation.left;

  const wt = Object.fromEntries(
    (Object.keys(WORKING_TIME_RULES) as (keyof typeof WORKING_TIME_RULES)[]).map((k) => [k, num(k, v[k], WORKING_TIME_RULES[k])]),
  ) as Record<keyof typeof WORKING_TIME_RULES, number | null>;

  const holidays = num('holidays', v.holidays, { required: true, min: 0, max: 365, integer: true });
  if (!v.monthFrom) errors.monthFrom = AGREEMENT_MESSAGES.required;
  if (!v.monthTo) errors.monthTo = AGREEMENT_MESSAGES.required;
  if (v.monthFrom && v.monthTo && agreementMonthIndex(v.monthFrom) >= agreementMonthIndex(v.monthTo)) errors.monthFrom = AGREEMENT_MESSAGES.monthOrder;

  const tables = checkAgreementYear(v.salaryTablesYear);
  if (E.isLeft(tables)) errors.salaryTablesYear = tables.left;

  const years = salaryIncreaseYears(startYear, endYear);
  const increments: AgreementAnnualIncrement[] = [];
  for (const y of years) {
    const text = v.applyAllYears ? (v.annualSalaryIncrease[String(years[0])] ?? '') : (v.annualSalaryIncrease[String(y)] ?? '');
    const inc = num(`annualSalaryIncrease.${y}`, text, { min: 0, max: 100 });
    if (inc !== null) increments.push({ year: y, increment: inc });
  }

  const fixed = hasFixedSeniorityBonus(v.categories);
  let seniority: AgreementSave['seniority_bonuses'] = [];
  if (!fixed) {
    const pct = num('antiquityPercentage', v.antiquityPercentage, { min: 0, max: 100 });
    const years2 = num('antiquityYears', v.antiquityYears, { min: 0, max: 100, integer: true });
    const max = num('maxAntiquityPercentage', v.maxAntiquityPercentage, { min: 0, max: 100 });
    if (pct !== null || years2 !== null || max !== null) {
      seniority = [{ max_percent_date: null, period_bonus: years2 ?? 0, percent_over_salary: pct ?? 0, max_percent: max ?? 100 }];
    }
  }

  if (Object.keys(errors).length) return E.left(errors);
  const timeLimits: AgreementSave['time_limits'] = [
    { time_period: 'DAY', max_hour: wt.maxHoursDay! },
    { time_period: 'WEEK', max_hour: wt.maxHoursWeek! },
    ...(wt.maxHoursMonth !== null ? [{ time_period: 'MONTH' as const, max_hour: wt.maxHoursMonth }] : []),
    { time_period: 'YEAR', max_hour: wt.maxHoursYear! },
  ];
  return E.right({
    ...(v.id ? { id: v.id } : {}),
    ...(v.agreementBaseId !== undefined ? { agreement_base_id: v.agreementBaseId } : {}),
    name,
    max_sections_planned_day: wt.maxSectionsDay!,
    holidays: { days: holidays!, type: v.type, period: { from_month: v.monthFrom as AgreementMonth, until_month: v.monthTo as AgreementMonth } },
    rest_hours_between_shifts: wt.restHours!,
    consecutive_rest_days: wt.consecutiveRestDays!,
    free_day_available: wt.freeDayAvailable,
    start_year: startYear!,
    end_year: endYear!,
    creation_year: E.isRight(creation) ? creation.right : null,
    salary_year: E.isRight(tables) ? tables.right! : startYear!,
    time_limits: timeLimits,
    annual_increments: increments,
    holiday_work_compensation: v.holidayWorkCompensation,
    seniority_bonuses: seniority,
    categories: v.categories,
  });
}

// ---------------------------------------------------------------------------------------------- the server's check

/**
 * The business rules of a save payload beyond its schema (the server's 400): the first failing field, named as
 * in the payload.
 */
export function validateAgreementSave(p: AgreementSave): E.Either<AgreementFieldError, AgreementSave> {
  const fail = (field: string, message: string) => E.left<AgreementFieldError, AgreementSave>({ field, message });
  if (!p.name.trim()) return fail('name', AGREEMENT_MESSAGES.nameRequired);
  for (const [field, year] of [['start_year', p.start_year], ['end_year', p.end_year], ['salary_year', p.salary_year]] as const) {
    if (year === undefined && field === 'salary_year') continue;
    if (!Number.isInteger(year) || String(year).length !== 4) return fail(field, AGREEMENT_MESSAGES.yearDigits);
  }
  if (p.start_year >= p.end_year) return fail('start_year', AGREEMENT_MESSAGES.yearOrder);
  const fromIndex = agreementMonthIndex(p.holidays.period.from_month);
  const untilIndex = agreementMonthIndex(p.holidays.period.until_month);
  if (fromIndex < 0) return fail('holidays.period.from_month', AGREEMENT_MESSAGES.incorrect);
  if (untilIndex < 0) return fail('holidays.period.until_month', AGREEMENT_MESSAGES.incorrect);
  if (fromIndex >= untilIndex) return fail('holidays.period.from_month', AGREEMENT_MESSAGES.monthOrder);
  if (!Number.isInteger(p.max_sections_planned_day) || p.max_sections_planned_day < 1 || p.max_sections_planned_day > AGREEMENT_LIMITS.maxSectionsPerDay)
    return fail('max_sections_planned_day', AGREEMENT_MESSAGES.incorrect);
  if (!(p.rest_hours_between_shifts >= AGREEMENT_LIMITS.minRestHours && p.rest_hours_between_shifts <= 24)) return fail('rest_hours_between_shifts', AGREEMENT_MESSAGES.incorrect);
  if (!(p.consecutive_rest_days >= 0 && p.consecutive_rest_days <= 7)) return fail('consecutive_rest_days', AGREEMENT_MESSAGES.incorrect);
  const counts: Record<string, number> = {};
  const bounds: Record<AgreementTimePeriod, number> = {
    DAY: AGREEMENT_LIMITS.maxHoursPerDay,
    WEEK: AGREEMENT_LIMITS.maxHoursPerWeek,
    MONTH: AGREEMENT_LIMITS.maxHoursPerMonth,
    YEAR: AGREEMENT_LIMITS.maxHoursPerYear,
  };
  for (const [i, l] of p.time_limits.entries()) {
    counts[l.time_period] = (counts[l.time_period] ?? 0) + 1;
    if (!(l.max_hour >= 1 && l.max_hour <= bounds[l.time_period])) return fail(`time_limits.${i}.max_hour`, AGREEMENT_MESSAGES.incorrect);
  }
  if (counts.DAY !== 1 || counts.WEEK !== 1 || counts.YEAR !== 1 || (counts.MONTH ?? 0) > 1) return fail('time_limits', AGREEMENT_MESSAGES.timeLimits);
  for (const [i, inc] of p.annual_increments.entries()) {
    if (!(inc.increment >= 0 && inc.increment <= 100)) return fail(`annual_increments.${i}.increment`, AGREEMENT_MESSAGES.incorrect);
    if (inc.year < p.start_year || inc.year > p.end_year) return fail(`annual_increments.${i}.year`, AGREEMENT_MESSAGES.incrementYear);
  }
  for (const [i, s] of p.seniority_bonuses.entries()) {
    if (!(s.percent_over_salary >= 0 && s.percent_over_salary <= 100)) return fail(`seniority_bonuses.${i}.percent_over_salary`, AGREEMENT_MESSAGES.incorrect);
    if (!(s.max_percent >= 0 && s.max_percent <= 100)) return fail(`seniority_bonuses.${i}.max_percent`, AGREEMENT_MESSAGES.incorrect);
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
  return E.right(p);
}

/** The detail screen's summary lines of a category (Tablas salariales). */
export function categorySalaryLines(c: AgreementCategory): { label: string; value: number; unit: '€' | '€/h' | '€/día' | 'días' }[] {
  const lines: { label: string; value: number; unit: '€' | '€/h' | '€/día' | 'días' }[] = [
    { label: 'Salario total anual', value: c.salary_year, unit: '€' },
    { label: 'Salario base anual', value: c.base_salary_year, unit: '€' },
  ];
  for (const s of c.pluses_by_schedule ?? []) lines.push({ label: `Nocturnidad (${s.time_init}–${s.time_end})`, value: s.price_hour, unit: '€/h' });
  for (const w of c.pluses_by_weekday ?? []) {
    if (w.price_hour != null) lines.push({ label: `Plus ${plusDayLabel(w.day)}`, value: w.price_hour, unit: '€/h' });
    else if (w.price_day != null) lines.push({ label: `Plus ${plusDayLabel(w.day)}`, value: w.price_day, unit: '€/día' });
  }
  if (c.seniority_bonus) lines.push({ label: `Antigüedad fija (cada ${c.seniority_bonus.period_bonus} años)`, value: c.seniority_bonus.amount, unit: '€' });
  if (c.free_days != null) lines.push({ label: 'Días libres', value: c.free_days, unit: 'días' });
  return lines;
}
