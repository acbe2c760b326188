/** Hourly tasks: frequency, task time, recommended time slot, validation and the value the server stores. */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import {
  formatDuration,
  isBlank,
  isHourMinute,
  rangeLengthMinutes,
  toNumber,
  type NumberLike,
  type ServicePeriod,
} from './values';
import { WEEKDAY_NAMES, validateDateRanges, type DateRangeForm, type TimeRangeForm, type WeekdayName } from './work-calendar';
import { err, toEither, weekdayProblem } from './internal';
import { textCharacterErrors } from '../text-characters';

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
  if (h === null || m === null || !Number.isInteger(h) || !Number.isInteger(m) || h < 0 || h > 9999 || m < 0 || m > 59)
    return null;
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
  if (weekdayProblem(t.weekdays, Boolean(t.work_in_holidays), Boolean(t.weekday_work_in_holidays)))
    out.push(err('weekdays', M.selectWeekday));
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
  if (fill && !(slot && isHourMinute(slot.time_init) && isHourMinute(slot.time_end)))
    out.push(err('recommended_time_slot', M.selectTimes));
  out.push(...validateDateRanges(t.periods_without_work ?? [], 'periods_without_work', period));
  out.push(...validateDateRanges(t.periods_with_work ?? [], 'periods_with_work', period));
  out.push(...textCharacterErrors(t));
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
