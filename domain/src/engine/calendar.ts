/**
 * Calendar of the service period. Pure: dates are ISO strings handled in UTC,
 * holidays come from `date-holidays` (country ES, region of the locality) plus the locality's own
 * local holidays.
 */
import Holidays from 'date-holidays';

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** average weeks in a year (365.25 / 7) */
export const WEEKS_PER_YEAR = 365.25 / 7;

export interface DayInfo {
  iso: string;
  /** 0 = monday … 6 = sunday */
  weekday: number;
  year: number;
  /** index of the service month this day belongs to (0-based) */
  month: number;
}

export function parseIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}
export function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function addMonthsIso(iso: string, months: number): string {
  const d = parseIso(iso);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(y, m, 1));
  const dim = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, dim));
  return toIso(target);
}
export function addDaysIso(iso: string, days: number): string {
  const d = parseIso(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}
/** 0 = monday … 6 = sunday */
export function weekdayOf(iso: string): number {
  return (parseIso(iso).getUTCDay() + 6) % 7;
}

/** Start (inclusive) of each service month plus the end of the period (exclusive) */
export function serviceMonthStarts(start: string, months: number): string[] {
  const out: string[] = [];
  for (let m = 0; m <= months; m++) out.push(addMonthsIso(start, m));
  return out;
}

/** Every day of the service period, with its weekday and service month. */
export function serviceDays(start: string, months: number): DayInfo[] {
  const bounds = serviceMonthStarts(start, months);
  const out: DayInfo[] = [];
  let month = 0;
  const end = bounds[months];
  let d = parseIso(start);
  let iso = start;
  while (iso < end) {
    while (month + 1 < bounds.length && iso >= bounds[month + 1]) month++;
    out.push({ iso, weekday: (d.getUTCDay() + 6) % 7, year: d.getUTCFullYear(), month });
    d = new Date(d.getTime() + 86400000);
    iso = toIso(d);
  }
  return out;
}

export interface HolidayCalendar {
  /** holidays by ISO date, with their name */
  holidays: Map<string, string>;
  /** per calendar year touched by the period: number of holidays known */
  countByYear: Map<number, number>;
}

const cache = new Map<string, Map<string, string>>();

/** National + regional public holidays of `year` (region like "ES-MD" or "MD"; null = national only). */
export function publicHolidays(year: number, region: string | null | undefined): Map<string, string> {
  const reg = region ? region.replace(/^ES-/i, '').toUpperCase() : '';
  const key = `${year}|${reg}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const hd = reg ? new Holidays('ES', reg) : new Holidays('ES');
  const out = new Map<string, string>();
  for (const h of hd.getHolidays(year) ?? []) {
    if (h.type !== 'public') continue;
    const iso = String(h.date).slice(0, 10);
    if (!out.has(iso)) out.set(iso, h.name);
  }
  cache.set(key, out);
  return out;
}

export function holidayCalendar(
  years: number[],
  region: string | null | undefined,
  localHolidays: readonly string[],
): HolidayCalendar {
  const holidays = new Map<string, string>();
  const countByYear = new Map<number, number>();
  for (const y of years) {
    for (const [iso, name] of publicHolidays(y, region)) holidays.set(iso, name);
    for (const iso of localHolidays) if (iso.startsWith(`${y}-`)) holidays.set(iso, 'Festivo local');
    let n = 0;
    for (const iso of holidays.keys()) if (iso.startsWith(`${y}-`)) n++;
    countByYear.set(y, n);
  }
  return { holidays, countByYear };
}

/** "HH:mm" → minutes from midnight */
export function timeToMinutes(s: string): number {
  const [h, m] = s.split(':').map(Number);
  return h * 60 + m;
}
export function minutesToTime(min: number): string {
  const m = ((min % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const base =
    min >= MINUTES_PER_DAY && m === 0
      ? '24:00'
      : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return base;
}
/** A range whose end is ≤ its start ends the next day ("24:00" when equal). Returns [start, end) in minutes. */
export function rangeMinutes(init: string, end: string): [number, number] {
  const s = timeToMinutes(init);
  let e = timeToMinutes(end);
  if (e <= s) e += MINUTES_PER_DAY;
  return [s, e];
}
