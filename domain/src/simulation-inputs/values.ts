/** Small pure helpers on form values: numbers typed as text, dates, times, the service period. */
import { INPUT_MESSAGES as M } from './messages';
import { readSpanishNumber } from '../spanish-number';

/** A number as a form holds it (text while typing) or as a payload carries it. */
export type NumberLike = number | string | null | undefined;

export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** The number a field holds, read the Spanish way (`spanish-number.ts`); null when blank or not a number. */
export function toNumber(v: NumberLike): number | null {
  return readSpanishNumber(v);
}

const DATE_RE = /^(\d+)-(\d{1,2})-(\d{1,2})$/;

/** Date rule of the forms: '' → required message; a year not of 4 digits → 'El año debe tener 4 dígitos'; else 'Fecha invalida'. */
export function dateProblem(value: string | null | undefined, requiredMessage: string | null = M.valueRequired): string | null {
  if (isBlank(value)) return requiredMessage;
  const m = DATE_RE.exec(String(value).trim());
  if (!m) return M.dateInvalid;
  if (m[1].length !== 4 || Number(m[1]) < 1000) return M.yearDigits;
  return isIsoDay(String(value).trim()) ? null : M.dateInvalid;
}

/** A real day written `YYYY-MM-DD` with a year of 4 digits (1000 or later). */
export function isIsoDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m || Number(m[1]) < 1000) return false;
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(Number(m[1]), mo, 0)).getUTCDate();
}

/** `YYYY-MM-DD` plus whole months, the day clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = total % 12;
  const last = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return fmt(ny, nm + 1, Math.min(d, last));
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + days));
  return fmt(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

function fmt(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface ServicePeriod {
  date_init: string;
  /** Last day of the service, included. */
  date_end: string;
}

/** The service period: start to start + duration months − 1 day; null while start or duration is missing. */
export function servicePeriod(service_date_init: string | null | undefined, service_duration: NumberLike): ServicePeriod | null {
  const months = toNumber(service_duration);
  if (!service_date_init || !isIsoDay(service_date_init) || months === null || months < 1) return null;
  return { date_init: service_date_init, date_end: addDays(addMonths(service_date_init, Math.round(months)), -1) };
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isHourMinute(s: unknown): s is string {
  return typeof s === 'string' && TIME_RE.test(s);
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes from `init` to `end`; an end earlier than or equal to the start is on the next day (equal: 24 h). */
export function rangeLengthMinutes(init: string, end: string): number {
  const a = minutesOf(init);
  const b = minutesOf(end);
  return b > a ? b - a : b + 24 * 60 - a;
}

export function formatDuration(totalMinutes: number): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
