/** Fixed shifts: their form, validation, hours and the over-9-hours warning. */
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { FixedWorkShiftInput } from '../generated/config';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { isBlank, isHourMinute, minutesOf, rangeLengthMinutes, toNumber, type NumberLike, type ServicePeriod } from './values';
import { WEEKDAY_NAMES, validateDateRanges, type DateRangeForm, type TimeRangeForm } from './work-calendar';
import { err, toEither, weekdayProblem } from './internal';
import { textCharacterErrors } from '../text-characters';

export const SHIFT_WARNING_HOURS = 9;

export type ShiftType = ShiftInput['shift_type'];

/** The contract's shift as a client sends it (openapi/config/simulation-inputs.yaml `FixedWorkShiftInput`). */
type ShiftInput = t.TypeOf<typeof FixedWorkShiftInput>;
/** The fields the form holds in a shape of its own (numbers as typed, ranges and days not yet checked). */
type FormOwn = 'id' | 'shifts' | 'number_of_workers' | 'shift_type' | 'shift_times' | 'weekdays_working' | 'periods_without_work';

/** The shift form: every contract field, possibly blank; those of FormOwn as the form holds them. */
export type FixedShiftForm = { [K in Exclude<keyof ShiftInput, FormOwn>]?: ShiftInput[K] | null } & {
  number_of_workers?: NumberLike;
  shift_type?: ShiftType | null;
  shift_times?: readonly TimeRangeForm[] | null;
  weekdays_working?: readonly string[] | null;
  periods_without_work?: readonly DateRangeForm[] | null;
};

/**
 * A checked shift: every contract field given (a new optional field of the contract is a compile error in
 * checkFixedShift until it fills it), its ranges without their client ids.
 */
export type FixedShift = {
  [K in Exclude<keyof ShiftInput, 'id' | 'shift_times' | 'periods_without_work' | 'shifts'>]-?: Exclude<ShiftInput[K], undefined>;
} & {
  shifts: number;
  shift_times: { time_init: string; time_end: string }[];
  periods_without_work: { date_init: string; date_end: string }[];
};

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
    if ((a.time_init === b.time_init && a.time_end === b.time_end) || overlaps(a, b))
      out.push(err('shift_times[1]', M.timesCoincide));
  }
  if (!s.shift_type) out.push(err('shift_type', M.fieldRequired));
  if (weekdayProblem(s.weekdays_working, Boolean(s.work_in_holidays), Boolean(s.weekday_work_in_holidays)))
    out.push(err('weekdays_working', M.selectWeekday));
  if (s.exists_period_without_work !== false)
    out.push(...validateDateRanges(s.periods_without_work ?? [], 'periods_without_work', period));
  out.push(...textCharacterErrors(s));
  return out;
}

/** Hours of a shift (both ranges of a split shift); an end before the start is on the next day. */
export function shiftHours(times: readonly TimeRangeForm[]): number {
  let minutes = 0;
  for (const t of times)
    if (isHourMinute(t.time_init) && isHourMinute(t.time_end)) minutes += rangeLengthMinutes(t.time_init, t.time_end);
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
    const periods =
      s.exists_period_without_work === false
        ? []
        : (s.periods_without_work ?? []).map((r) => ({ date_init: r.date_init!, date_end: r.date_end! }));
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

/**
 * The type a single-range shift reads as from its times, by the middle of the range: 06–14 h Mañana, 14–22 h
 * Tarde, otherwise Noche (22:00–06:00 is a night shift); null until both times are valid.
 */
export function shiftTypeOfTimes(timeInit: string, timeEnd: string): Exclude<ShiftType, 'split'> | null {
  if (!isHourMinute(timeInit) || !isHourMinute(timeEnd)) return null;
  const middle = (minutesOf(timeInit) + rangeLengthMinutes(timeInit, timeEnd) / 2) % (24 * 60);
  if (middle >= 6 * 60 && middle < 14 * 60) return 'morning';
  if (middle >= 14 * 60 && middle < 22 * 60) return 'afternoon';
  return 'night';
}
