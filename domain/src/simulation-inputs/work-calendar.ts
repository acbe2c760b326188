/** Weekdays, date ranges (periods with / without work) and time ranges: the calendar parts of the shift and task forms. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { dateProblem, type ServicePeriod } from './values';
import { err } from './internal';

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

export interface TimeRangeForm {
  id?: string | null;
  time_init?: string | null;
  time_end?: string | null;
}
