/**
 * Every validation rule of the simulation form, as pure functions shared by the ui and the server.
 * Each `validateX` returns the list of failing fields with the spec's Spanish message (empty when valid);
 * each `checkX` returns Either that list or the normalised value the server stores.
 */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import {
  dateProblem,
  formatDuration,
  isBlank,
  isHourMinute,
  isIsoDay,
  minutesOf,
  rangeLengthMinutes,
  toNumber,
  addMonths,
  type NumberLike,
  type ServicePeriod,
} from './values';

export const SIMULATION_DEFAULTS = { social_security: 34, absenteeism_rate: 0, vacation_coverage: 100 } as const;
export const SERVICE_DURATION_MIN = 1;
export const SERVICE_DURATION_MAX = 100;
export const MAX_POSITIONS_PER_CATEGORY = 5;
export const ANY_POSITION_NAME = 'cualquiera';
export const SHIFT_WARNING_HOURS = 9;
export const RETIREMENT_SENIORITY_YEARS = 35;
export const IMPORT_POLL_INTERVAL_MS = 500;
export const IMPORT_POLL_MAX_ATTEMPTS = 10;
export const SIMULATION_NAME_BREADCRUMB_MAX = 80;

export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
/** Tooltip abbreviations: L M X J V S D, F holidays, AF weekday-in-holidays. */
export const WEEKDAY_LETTERS: Record<WeekdayName, string> = {
  monday: 'L',
  tuesday: 'M',
  wednesday: 'X',
  thursday: 'J',
  friday: 'V',
  saturday: 'S',
  sunday: 'D',
};
export const WORKING_WEEK: readonly WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

const toEither = <T>(errors: FieldError[], value: () => T): E.Either<FieldError[], T> => (errors.length ? E.left(errors) : E.right(value()));
const err = (field: string, message: string): FieldError => ({ field, message });

// ------------------------------------------------------------------ simulation name and basic data

/** 'Nombre requerido'; and unique in the tender (compared trimmed and case-insensitively). */
export function validateSimulationName(name: string | null | undefined, otherNamesInTender: readonly string[] = []): FieldError[] {
  if (isBlank(name)) return [err('name', M.nameRequired)];
  const key = String(name).trim().toLocaleLowerCase('es');
  if (otherNamesInTender.some((n) => n.trim().toLocaleLowerCase('es') === key)) return [err('name', M.nameTaken)];
  return [];
}

export interface BasicDataForm {
  service_date_init?: string | null;
  service_duration?: NumberLike;
  social_security?: NumberLike;
  absenteeism_rate?: NumberLike;
}

export interface BasicData {
  service_date_init: string;
  service_duration: number;
  social_security: number;
  absenteeism_rate: number;
}

/** A percent field: blank gives its own required message, out of 0–100 'Valor incorrecto'. */
export function percentProblem(v: NumberLike, required: string): string | null {
  if (isBlank(v)) return required;
  const n = toNumber(v);
  return n === null || n < 0 || n > 100 ? M.valueWrong : null;
}

/** Fecha de inicio and Duración (whole months, 1–100) of a service: a simulation's or a previous study's Datos Básicos. */
export function servicePeriodErrors(form: Pick<BasicDataForm, 'service_date_init' | 'service_duration'>): FieldError[] {
  const out: FieldError[] = [];
  const date = dateProblem(form.service_date_init);
  if (date) out.push(err('service_date_init', date));
  if (isBlank(form.service_duration)) out.push(err('service_duration', M.durationRequired));
  else {
    const d = toNumber(form.service_duration);
    if (d === null || !Number.isInteger(d) || d < SERVICE_DURATION_MIN || d > SERVICE_DURATION_MAX) out.push(err('service_duration', M.valueWrong));
  }
  return out;
}

export function validateBasicData(form: BasicDataForm): FieldError[] {
  const out = servicePeriodErrors(form);
  const ss = percentProblem(form.social_security, M.valueRequired);
  if (ss) out.push(err('social_security', ss));
  const ab = percentProblem(form.absenteeism_rate, M.valueRequired);
  if (ab) out.push(err('absenteeism_rate', ab));
  return out;
}

export function checkBasicData(form: BasicDataForm): E.Either<FieldError[], BasicData> {
  return toEither(validateBasicData(form), () => ({
    service_date_init: String(form.service_date_init).trim(),
    service_duration: toNumber(form.service_duration)!,
    social_security: toNumber(form.social_security)!,
    absenteeism_rate: toNumber(form.absenteeism_rate)!,
  }));
}

/** Why Guardar of Datos Básicos is disabled (its tooltip), or null when it can save. */
export function basicDataSaveBlocker(form: BasicDataForm, centerCount: number): string | null {
  if (centerCount < 1) return M.saveNeedsCenter;
  return validateBasicData(form).length ? M.saveNeedsBasicData : null;
}

// ------------------------------------------------------------------ centers

export interface CenterForm {
  center_id?: string | null;
  name?: string | null;
  municipality_id?: string | null;
  agreement_id?: string | null;
  center_group?: NumberLike;
  vacation_coverage?: NumberLike;
}

export interface CenterRow {
  center_id: string | null;
  name: string;
  municipality_id: string;
  agreement_id: string;
  center_group: number | null;
  vacation_coverage: number;
}

/** Vacation coverage becomes 100 when empty or not a number. */
export function normalizeVacationCoverage(v: NumberLike): number {
  const n = toNumber(v);
  return n === null ? SIMULATION_DEFAULTS.vacation_coverage : n;
}

export function validateCenter(c: CenterForm, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(c.name)) out.push(err(`${prefix}name`, M.centerNameRequired));
  if (isBlank(c.municipality_id)) out.push(err(`${prefix}municipality_id`, M.localityRequired));
  if (isBlank(c.agreement_id)) out.push(err(`${prefix}agreement_id`, M.agreementRequired));
  if (!isBlank(c.center_group)) {
    const g = toNumber(c.center_group);
    if (g === null || !Number.isInteger(g) || g < 1) out.push(err(`${prefix}center_group`, M.valueWrong));
  }
  const vc = normalizeVacationCoverage(c.vacation_coverage);
  if (vc < 0 || vc > 100) out.push(err(`${prefix}vacation_coverage`, M.valueWrong));
  return out;
}

export function validateCenters(rows: readonly CenterForm[]): FieldError[] {
  return rows.flatMap((c, i) => validateCenter(c, `centers[${i}].`));
}

export function checkCenters(rows: readonly CenterForm[]): E.Either<FieldError[], CenterRow[]> {
  return toEither(validateCenters(rows), () =>
    rows.map((c) => ({
      center_id: isBlank(c.center_id) ? null : String(c.center_id),
      name: String(c.name).trim(),
      municipality_id: String(c.municipality_id),
      agreement_id: String(c.agreement_id),
      center_group: isBlank(c.center_group) ? null : toNumber(c.center_group),
      vacation_coverage: normalizeVacationCoverage(c.vacation_coverage),
    })),
  );
}

/** Import of a spreadsheet with no file chosen. */
export function validateImportFile(file: unknown): FieldError[] {
  return file ? [] : [err('file', M.noFile)];
}

// ------------------------------------------------------------------ category-positions

export interface CategoryPositionsForm {
  disabled: boolean;
  categories: ReadonlyArray<{ id: string; name?: string; positions: ReadonlyArray<{ id: string; name?: string }> }>;
}

export function validateCategoryPositions(form: CategoryPositionsForm): FieldError[] {
  const out: FieldError[] = [];
  if (form.disabled) return out;
  if (form.categories.some((c) => c.positions.length === 0)) out.push(err('categories', M.categoriesWithoutPositions));
  form.categories.forEach((c, i) => {
    if (c.positions.length > MAX_POSITIONS_PER_CATEGORY) out.push(err(`categories[${i}].positions`, M.tooManyPositions));
    const ids = c.positions.map((p) => p.id);
    if (new Set(ids).size !== ids.length) out.push(err(`categories[${i}].positions`, M.valueWrong));
  });
  return out;
}

// ------------------------------------------------------------------ date ranges (periods with / without work)

export interface DateRangeForm {
  id?: string | null;
  date_init?: string | null;
  date_end?: string | null;
}

/** Each range valid, ordered, inside the service period when known, and not overlapping the others. */
export function validateDateRanges(ranges: readonly DateRangeForm[], field: string, period: ServicePeriod | null): FieldError[] {
  const out: FieldError[] = [];
  const good: { i: number; a: string; b: string }[] = [];
  ranges.forEach((r, i) => {
    const p = `${field}[${i}]`;
    const a = dateProblem(r.date_init, M.validDates);
    const b = dateProblem(r.date_end, M.validDates);
    if (a) out.push(err(`${p}.date_init`, a === M.yearDigits ? a : M.validDates));
    if (b) out.push(err(`${p}.date_end`, b === M.yearDigits ? b : M.validDates));
    if (a || b) return;
    const di = String(r.date_init);
    const de = String(r.date_end);
    if (de < di) return void out.push(err(`${p}.date_end`, M.validDates));
    if (period && (di < period.date_init || de > period.date_end)) return void out.push(err(p, M.validDates));
    if (good.some((g) => !(de < g.a || di > g.b))) return void out.push(err(p, M.validDates));
    good.push({ i, a: di, b: de });
  });
  return out;
}

function weekdayProblem(weekdays: readonly string[] | null | undefined, work_in_holidays: boolean, weekday_work_in_holidays: boolean): boolean {
  const needed = !work_in_holidays || weekday_work_in_holidays;
  return needed && (!weekdays || weekdays.length === 0);
}

/** Ticking 'Lunes-Viernes' selects Monday to Friday; unticking it clears them. */
export function toggleWorkingWeek(weekdays: readonly WeekdayName[], on: boolean): WeekdayName[] {
  const rest = weekdays.filter((d) => !WORKING_WEEK.includes(d));
  const next = on ? [...rest, ...WORKING_WEEK] : rest;
  return WEEKDAY_NAMES.filter((d) => next.includes(d));
}

/** 'Lunes-Viernes' is ticked when Monday to Friday all are. */
export function isWorkingWeek(weekdays: readonly string[]): boolean {
  return WORKING_WEEK.every((d) => weekdays.includes(d));
}

/** Tooltip text of selected days: 'L M X J V', plus 'F' (every holiday) and 'AF' (holidays on those weekdays). */
export function weekdaysLabel(weekdays: readonly string[], work_in_holidays: boolean, weekday_work_in_holidays: boolean): string {
  const letters = WEEKDAY_NAMES.filter((d) => weekdays.includes(d)).map((d) => WEEKDAY_LETTERS[d]);
  if (work_in_holidays) letters.push('F');
  if (weekday_work_in_holidays) letters.push('AF');
  return letters.join(' ');
}

// ------------------------------------------------------------------ fixed shifts

export type ShiftType = 'morning' | 'afternoon' | 'night' | 'split';
export interface TimeRangeForm {
  id?: string | null;
  time_init?: string | null;
  time_end?: string | null;
}

export interface FixedShiftForm {
  center_id?: string | null;
  position_id?: string | null;
  number_of_workers?: NumberLike;
  shift_type?: ShiftType | null;
  shift_times?: readonly TimeRangeForm[] | null;
  weekdays_working?: readonly string[] | null;
  work_in_holidays?: boolean | null;
  weekday_work_in_holidays?: boolean | null;
  exists_period_without_work?: boolean | null;
  periods_without_work?: readonly DateRangeForm[] | null;
}

export interface FixedShift {
  center_id: string;
  position_id: string;
  number_of_workers: number;
  shift_type: ShiftType;
  shift_times: { time_init: string; time_end: string }[];
  shifts: number;
  weekdays_working: WeekdayName[];
  work_in_holidays: boolean;
  weekday_work_in_holidays: boolean;
  exists_period_without_work: boolean;
  periods_without_work: { date_init: string; date_end: string }[];
}

function overlaps(a: { time_init: string; time_end: string }, b: { time_init: string; time_end: string }): boolean {
  const seg = (r: { time_init: string; time_end: string }) => {
    const s = minutesOf(r.time_init);
    return [s, s + rangeLengthMinutes(r.time_init, r.time_end)] as const;
  };
  const [a0, a1] = seg(a);
  const [b0, b1] = seg(b);
  // compare on a two-day axis, shifting either range by a day
  for (const d of [-1440, 0, 1440]) if (a0 < b1 + d && b0 + d < a1) return true;
  return false;
}

export function validateFixedShift(s: FixedShiftForm, period: ServicePeriod | null = null): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(s.center_id)) out.push(err('center_id', M.selectCenter));
  if (isBlank(s.position_id)) out.push(err('position_id', M.selectPosition));
  if (isBlank(s.number_of_workers)) out.push(err('number_of_workers', M.fieldRequired));
  else {
    const n = toNumber(s.number_of_workers);
    if (n === null || !Number.isInteger(n) || n < 1) out.push(err('number_of_workers', M.valueWrong));
  }
  const split = s.shift_type === 'split';
  const times = s.shift_times ?? [];
  const wanted = split ? 2 : 1;
  for (let i = 0; i < wanted; i++) {
    const t = times[i];
    if (!t || !isHourMinute(t.time_init)) out.push(err(`shift_times[${i}].time_init`, M.selectTimes));
    if (!t || !isHourMinute(t.time_end)) out.push(err(`shift_times[${i}].time_end`, M.selectTimes));
  }
  if (!split && times.length > 1) out.push(err('shift_times', M.selectTimes));
  if (split && times.length >= 2 && !out.some((e) => e.field.startsWith('shift_times'))) {
    const [a, b] = times as { time_init: string; time_end: string }[];
    if ((a.time_init === b.time_init && a.time_end === b.time_end) || overlaps(a, b)) out.push(err('shift_times[1]', M.timesCoincide));
  }
  if (!s.shift_type) out.push(err('shift_type', M.fieldRequired));
  if (weekdayProblem(s.weekdays_working, Boolean(s.work_in_holidays), Boolean(s.weekday_work_in_holidays)))
    out.push(err('weekdays_working', M.selectWeekday));
  if (s.exists_period_without_work !== false) out.push(...validateDateRanges(s.periods_without_work ?? [], 'periods_without_work', period));
  return out;
}

/** Hours of a shift (both ranges of a split shift); an end before the start is on the next day. */
export function shiftHours(times: readonly TimeRangeForm[]): number {
  let minutes = 0;
  for (const t of times) if (isHourMinute(t.time_init) && isHourMinute(t.time_end)) minutes += rangeLengthMinutes(t.time_init, t.time_end);
  return minutes / 60;
}

/** Warnings that do not stop a save: the over-9-hours shift. */
export function fixedShiftWarnings(s: Pick<FixedShiftForm, 'shift_times'>): string[] {
  return shiftHours(s.shift_times ?? []) > SHIFT_WARNING_HOURS ? [M.shiftOver9] : [];
}

export function checkFixedShift(s: FixedShiftForm, period: ServicePeriod | null = null): E.Either<FieldError[], FixedShift> {
  return toEither(validateFixedShift(s, period), () => {
    const split = s.shift_type === 'split';
    const times = (s.shift_times ?? []).slice(0, split ? 2 : 1).map((t) => ({ time_init: t.time_init!, time_end: t.time_end! }));
    const periods = s.exists_period_without_work === false ? [] : (s.periods_without_work ?? []).map((r) => ({ date_init: r.date_init!, date_end: r.date_end! }));
    return {
      center_id: String(s.center_id),
      position_id: String(s.position_id),
      number_of_workers: toNumber(s.number_of_workers)!,
      shift_type: s.shift_type as ShiftType,
      shift_times: times,
      shifts: times.length,
      weekdays_working: WEEKDAY_NAMES.filter((d) => (s.weekdays_working ?? []).includes(d)),
      work_in_holidays: Boolean(s.work_in_holidays),
      weekday_work_in_holidays: Boolean(s.weekday_work_in_holidays),
      exists_period_without_work: periods.length > 0,
      periods_without_work: periods,
    };
  });
}

// ------------------------------------------------------------------ hourly tasks

export type FrequencyPeriodType = 'fixed_period' | 'repeated_x_times_over_period' | 'repeated_over_x_period';
export type FrequencyPeriod = 'day' | 'week' | 'month' | 'year';

/** Default period of a frequency type: week for fixed_period, day for the others. */
export function defaultFrequencyPeriod(type: FrequencyPeriodType): FrequencyPeriod {
  return type === 'fixed_period' ? 'week' : 'day';
}

/** Units a frequency type offers: year only for fixed_period and times-over-period. */
export function frequencyPeriods(type: FrequencyPeriodType): FrequencyPeriod[] {
  return type === 'repeated_over_x_period' ? ['day', 'week', 'month'] : ['day', 'week', 'month', 'year'];
}

/** 'Cubrir presencialidad en todo el tramo horario' shows only for fixed_period with period day. */
export function fillCompleteTimeSlotAvailable(f: { period_type?: string | null; period?: string | null }): boolean {
  return f.period_type === 'fixed_period' && f.period === 'day';
}

/** The task time typed as hh or hh:mm (up to 4 hour digits, minutes 00-59): 'Formato hh ó hh:mm.' otherwise. */
export function parseTaskTime(text: string): E.Either<string, { hours: number; minutes: number }> {
  const m = /^(\d{1,4})(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return E.left(M.taskTimeFormat);
  return E.right({ hours: Number(m[1]), minutes: m[2] ? Number(m[2]) : 0 });
}

export function formatTaskTime(t: { hours: number; minutes: number }): string {
  return `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`;
}

/** Length of the recommended time slot: 24:00 when start equals end; an earlier end is on the next day. */
export function timeSlotLength(time_init: string, time_end: string): { hours: number; minutes: number; text: string } | null {
  if (!isHourMinute(time_init) || !isHourMinute(time_end)) return null;
  const total = rangeLengthMinutes(time_init, time_end);
  return { hours: Math.floor(total / 60), minutes: total % 60, text: formatDuration(total) };
}

export interface HourlyTaskForm {
  center_id?: string | null;
  position_id?: string | null;
  name?: string | null;
  work_in_holidays?: boolean | null;
  weekday_work_in_holidays?: boolean | null;
  number_of_workers?: NumberLike;
  weekdays?: readonly string[] | null;
  /** Either the structured time or the text of the form (hh or hh:mm). */
  work_time?: { hours: NumberLike; minutes: NumberLike } | string | null;
  frequency?: { period_type?: FrequencyPeriodType | null; period?: FrequencyPeriod | null; amount?: NumberLike } | null;
  periods_without_work?: readonly DateRangeForm[] | null;
  periods_with_work?: readonly DateRangeForm[] | null;
  recommended_time_slot?: TimeRangeForm | null;
  fill_complete_time_slot?: boolean | null;
}

export interface HourlyTask {
  center_id: string;
  position_id: string;
  name: string;
  work_in_holidays: boolean;
  weekday_work_in_holidays: boolean;
  number_of_workers: number | null;
  weekdays: WeekdayName[];
  work_time: { hours: number; minutes: number };
  frequency: { period_type: FrequencyPeriodType; period: FrequencyPeriod; amount: number };
  periods_without_work: { date_init: string; date_end: string }[];
  periods_with_work: { date_init: string; date_end: string }[];
  recommended_time_slot: { time_init: string; time_end: string } | null;
  fill_complete_time_slot: boolean;
}

function workTimeOf(w: HourlyTaskForm['work_time']): { hours: number; minutes: number } | null {
  if (w === null || w === undefined) return null;
  if (typeof w === 'string') {
    const r = parseTaskTime(w);
    return E.isRight(r) ? r.right : null;
  }
  const h = toNumber(w.hours);
  const m = isBlank(w.minutes) ? 0 : toNumber(w.minutes);
  if (h === null || m === null || !Number.isInteger(h) || !Number.isInteger(m) || h < 0 || h > 9999 || m < 0 || m > 59) return null;
  return { hours: h, minutes: m };
}

export function validateHourlyTask(t: HourlyTaskForm, period: ServicePeriod | null = null): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(t.center_id)) out.push(err('center_id', M.selectCenter));
  if (isBlank(t.position_id)) out.push(err('position_id', M.selectPosition));
  if (isBlank(t.name)) out.push(err('name', M.taskNameRequired));
  const wt = workTimeOf(t.work_time);
  if (!wt) out.push(err('work_time', M.taskTimeFormat));
  else if (wt.hours === 0 && wt.minutes === 0) out.push(err('work_time', M.valueWrong));
  if (weekdayProblem(t.weekdays, Boolean(t.work_in_holidays), Boolean(t.weekday_work_in_holidays))) out.push(err('weekdays', M.selectWeekday));
  const f = t.frequency;
  if (!f || !f.period_type) out.push(err('frequency.period_type', M.fieldRequired));
  else {
    if (!f.period || !frequencyPeriods(f.period_type).includes(f.period)) out.push(err('frequency.period', M.valueWrong));
    if (!isBlank(f.amount)) {
      const a = toNumber(f.amount);
      if (a === null || !Number.isInteger(a) || a < 1) out.push(err('frequency.amount', M.valueWrong));
    }
  }
  if (!isBlank(t.number_of_workers)) {
    const n = toNumber(t.number_of_workers);
    if (n === null || !Number.isInteger(n)) out.push(err('number_of_workers', M.valueWrong));
  }
  const slot = t.recommended_time_slot;
  if (slot && (!isBlank(slot.time_init) || !isBlank(slot.time_end))) {
    if (!isHourMinute(slot.time_init)) out.push(err('recommended_time_slot.time_init', M.selectTimes));
    if (!isHourMinute(slot.time_end)) out.push(err('recommended_time_slot.time_end', M.selectTimes));
  }
  const fill = Boolean(t.fill_complete_time_slot) && f != null && fillCompleteTimeSlotAvailable(f);
  if (fill && !(slot && isHourMinute(slot.time_init) && isHourMinute(slot.time_end))) out.push(err('recommended_time_slot', M.selectTimes));
  out.push(...validateDateRanges(t.periods_without_work ?? [], 'periods_without_work', period));
  out.push(...validateDateRanges(t.periods_with_work ?? [], 'periods_with_work', period));
  return out;
}

export function checkHourlyTask(t: HourlyTaskForm, period: ServicePeriod | null = null): E.Either<FieldError[], HourlyTask> {
  return toEither(validateHourlyTask(t, period), () => {
    const f = t.frequency!;
    const slot = t.recommended_time_slot;
    const hasSlot = Boolean(slot && isHourMinute(slot.time_init) && isHourMinute(slot.time_end));
    const n = toNumber(t.number_of_workers);
    return {
      center_id: String(t.center_id),
      position_id: String(t.position_id),
      name: String(t.name).trim(),
      work_in_holidays: Boolean(t.work_in_holidays),
      weekday_work_in_holidays: Boolean(t.weekday_work_in_holidays),
      // minimum simultaneous people: a negative number becomes 0
      number_of_workers: n === null ? null : Math.max(0, n),
      weekdays: WEEKDAY_NAMES.filter((d) => (t.weekdays ?? []).includes(d)),
      work_time: workTimeOf(t.work_time)!,
      frequency: { period_type: f.period_type!, period: f.period!, amount: isBlank(f.amount) ? 1 : toNumber(f.amount)! },
      periods_without_work: (t.periods_without_work ?? []).map((r) => ({ date_init: r.date_init!, date_end: r.date_end! })),
      periods_with_work: (t.periods_with_work ?? []).map((r) => ({ date_init: r.date_init!, date_end: r.date_end! })),
      recommended_time_slot: hasSlot ? { time_init: slot!.time_init!, time_end: slot!.time_end! } : null,
      fill_complete_time_slot: hasSlot && Boolean(t.fill_complete_time_slot) && fillCompleteTimeSlotAvailable(f),
    };
  });
}

/** Center and position are chosen for the user when only one exists. */
export function autoSelect<T extends { id: string }>(current: string | null | undefined, options: readonly T[]): string | null {
  if (!isBlank(current)) return String(current);
  return options.length === 1 ? options[0].id : null;
}

// ------------------------------------------------------------------ surrogates

export type WorkingDayUnit = 'FIXED' | 'PERCENT';

export interface SurrogateForm {
  name?: string | null;
  organization_unit?: string | null;
  center_id?: string | null;
  center_group?: NumberLike;
  category_id?: string | null;
  working_day?: NumberLike;
  value_metric_working_day?: WorkingDayUnit | null;
  contract_type_id?: string | null;
  salary_year?: NumberLike;
  annual_bonuses?: NumberLike;
  beginning_year?: string | null;
  contract_code?: string | null;
}

export interface Surrogate {
  name: string | null;
  organization_unit: string | null;
  center_id: string | null;
  center_group: number | null;
  category_id: string;
  working_day: number;
  value_metric_working_day: WorkingDayUnit;
  contract_type_id: string | null;
  salary_year: number | null;
  annual_bonuses: number | null;
  beginning_year: string | null;
  contract_code: string | null;
}

export function validateSurrogate(s: SurrogateForm): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(s.category_id)) out.push(err('category_id', M.categoryRequired));
  if (isBlank(s.working_day)) out.push(err('working_day', M.valueRequired));
  else {
    const w = toNumber(s.working_day);
    const max = (s.value_metric_working_day ?? 'FIXED') === 'PERCENT' ? 100 : 168;
    if (w === null || w < 0 || w > max) out.push(err('working_day', M.valueWrong));
  }
  for (const f of ['salary_year', 'annual_bonuses'] as const) {
    if (isBlank(s[f])) continue;
    const n = toNumber(s[f]);
    if (n === null || n < 0) out.push(err(f, M.valueWrong));
  }
  if (!isBlank(s.center_group)) {
    const g = toNumber(s.center_group);
    if (g === null || !Number.isInteger(g) || g < 1) out.push(err('center_group', M.valueWrong));
  }
  if (!isBlank(s.beginning_year)) {
    const d = dateProblem(s.beginning_year);
    if (d) out.push(err('beginning_year', d));
  }
  return out;
}

const textOrNull = (v: string | null | undefined) => (isBlank(v) ? null : String(v).trim());
const numOrNull = (v: NumberLike) => (isBlank(v) ? null : toNumber(v));

export function checkSurrogate(s: SurrogateForm): E.Either<FieldError[], Surrogate> {
  return toEither(validateSurrogate(s), () => ({
    name: textOrNull(s.name),
    organization_unit: textOrNull(s.organization_unit),
    center_id: textOrNull(s.center_id),
    center_group: numOrNull(s.center_group),
    category_id: String(s.category_id),
    working_day: toNumber(s.working_day)!,
    value_metric_working_day: s.value_metric_working_day ?? 'FIXED',
    contract_type_id: textOrNull(s.contract_type_id),
    salary_year: numOrNull(s.salary_year),
    annual_bonuses: numOrNull(s.annual_bonuses),
    beginning_year: textOrNull(s.beginning_year),
    contract_code: textOrNull(s.contract_code),
  }));
}

/** Contracted hours per week: working_day itself (FIXED) or that percent of the agreement's full week. */
export function workingDayFixed(s: { working_day: number; value_metric_working_day?: WorkingDayUnit | null }, agreementWeekHours: number): number {
  return (s.value_metric_working_day ?? 'FIXED') === 'PERCENT' ? (s.working_day / 100) * agreementWeekHours : s.working_day;
}

/** 'Total de horas semanales': the sum of working_day_fixed. */
export function totalWeeklyHours(list: ReadonlyArray<{ working_day_fixed: number | null | undefined }>): number {
  return list.reduce((a, s) => a + (s.working_day_fixed ?? 0), 0);
}

/** 'Posible jubilación': the seniority date is more than 35 years before the end of the service. */
export function possibleRetirement(beginning_year: string | null | undefined, service_date_init: string | null | undefined, service_duration: NumberLike): boolean {
  const months = toNumber(service_duration);
  if (!beginning_year || !isIsoDay(beginning_year) || !service_date_init || !isIsoDay(service_date_init) || months === null) return false;
  const end = addMonths(service_date_init, Math.round(months));
  return beginning_year < addMonths(end, -12 * RETIREMENT_SENIORITY_YEARS);
}

/** 'Continuar añadiendo' keeps the agreement and the category and clears the rest. */
export function nextSurrogateForm<F extends SurrogateForm & { agreement_id?: string | null }>(previous: F): SurrogateForm & { agreement_id?: string | null } {
  return { agreement_id: previous.agreement_id ?? null, category_id: previous.category_id ?? null, value_metric_working_day: 'FIXED' };
}

// ------------------------------------------------------------------ other costs

export type OtherCostType = 'SALARY_PERCENT' | 'AMOUNT_BY_WORKER' | 'MONTHLY_AMOUNT' | 'MONTHLY_UNIT_COST';
export const OTHER_COST_TYPES: readonly OtherCostType[] = ['SALARY_PERCENT', 'AMOUNT_BY_WORKER', 'MONTHLY_AMOUNT', 'MONTHLY_UNIT_COST'];
export const OTHER_COST_TYPE_LABELS: Record<OtherCostType, string> = {
  SALARY_PERCENT: 'Por porcentaje de coste salarial',
  AMOUNT_BY_WORKER: 'Por trabajador',
  MONTHLY_AMOUNT: 'Por mes',
  MONTHLY_UNIT_COST: 'Cantidad unitaria por mes',
};

/** Which fields a cost type shows: months for MONTHLY_AMOUNT and MONTHLY_UNIT_COST, units for MONTHLY_UNIT_COST. */
export function costTypeFields(type: OtherCostType | null | undefined): { months: boolean; units: boolean } {
  return { months: type === 'MONTHLY_AMOUNT' || type === 'MONTHLY_UNIT_COST', units: type === 'MONTHLY_UNIT_COST' };
}

export interface MaterialCostForm {
  name?: string | null;
  cost_type?: OtherCostType | null;
  amount?: NumberLike;
  months_to_apply?: NumberLike;
  number_of_units?: NumberLike;
  /** null: all centers; undefined: not chosen yet. */
  center_id?: string | null;
}

export interface MaterialCostValue {
  name: string;
  cost_type: OtherCostType;
  amount: number;
  months_to_apply: number | null;
  number_of_units: number | null;
  center_id: string | null;
}

export function validateMaterialCost(c: MaterialCostForm, options: { requireCenter: boolean } = { requireCenter: true }): FieldError[] {
  const out: FieldError[] = [];
  if (options.requireCenter && c.center_id === undefined) out.push(err('center_id', M.centerRequired));
  if (isBlank(c.name)) out.push(err('name', M.materialRequired));
  if (!c.cost_type || !OTHER_COST_TYPES.includes(c.cost_type)) out.push(err('cost_type', M.fieldRequired));
  if (isBlank(c.amount)) out.push(err('amount', M.valueRequired));
  else {
    const a = toNumber(c.amount);
    if (a === null || a < 0 || (c.cost_type === 'SALARY_PERCENT' && a > 100)) out.push(err('amount', M.valueWrong));
  }
  const shown = costTypeFields(c.cost_type);
  for (const [f, on] of [
    ['months_to_apply', shown.months],
    ['number_of_units', shown.units],
  ] as const) {
    if (!on) continue;
    if (isBlank(c[f])) out.push(err(f, M.valueRequired));
    else {
      const n = toNumber(c[f]);
      if (n === null || n < 0 || !Number.isInteger(n)) out.push(err(f, M.valueWrong));
    }
  }
  return out;
}

export function checkMaterialCost(c: MaterialCostForm, options: { requireCenter: boolean } = { requireCenter: true }): E.Either<FieldError[], MaterialCostValue> {
  return toEither(validateMaterialCost(c, options), () => {
    const shown = costTypeFields(c.cost_type);
    return {
      name: String(c.name).trim(),
      cost_type: c.cost_type as OtherCostType,
      amount: toNumber(c.amount)!,
      months_to_apply: shown.months ? toNumber(c.months_to_apply) : null,
      number_of_units: shown.units ? toNumber(c.number_of_units) : null,
      center_id: c.center_id ?? null,
    };
  });
}

/** Prefill from the workspace catalogue: the amount only for non-percent types. */
export function prefillMaterialCost(item: { name: string; cost_type: OtherCostType; amount: number }): MaterialCostForm {
  return { name: item.name, cost_type: item.cost_type, amount: item.cost_type === 'SALARY_PERCENT' ? null : item.amount };
}

// ------------------------------------------------------------------ imports

/** Where a bad cell of an imported workbook is: 'Hoja Subrogados, fila 3, columna C (Categoría): Categoría requerida'. */
export function importCellMessage(sheet: string, row: number, column: string, header: string | null, message: string): string {
  return `Hoja ${sheet}, fila ${row}, columna ${column}${header ? ` (${header})` : ''}: ${message}`;
}

/** The simulation name as breadcrumbs show it (80 characters plus an ellipsis). */
export function breadcrumbName(name: string): string {
  const chars = Array.from(name);
  return chars.length > SIMULATION_NAME_BREADCRUMB_MAX ? `${chars.slice(0, SIMULATION_NAME_BREADCRUMB_MAX).join('')}...` : name;
}
