import { DateTime } from 'luxon';

/** Spanish number: dot thousands, comma decimals, 2 decimals by default (spec 9). */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const out = frac ? `${grouped},${frac}` : grouped;
  return negative && Number(fixed) !== 0 ? `-${out}` : out;
}

function toDateTime(value: string | Date | DateTime | null | undefined, zone?: string): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dt: DateTime;
  if (DateTime.isDateTime(value)) dt = value;
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else dt = DateTime.fromISO(value, { setZone: false });
  if (!dt.isValid || dt.year < 1000) return null;
  return zone ? dt.setZone(zone) : dt;
}

/** DD/MM/YYYY ('' when missing or invalid). */
export function formatDate(value: string | Date | DateTime | null | undefined, zone?: string): string {
  return toDateTime(value, zone)?.toFormat('dd/MM/yyyy') ?? '';
}

/** DD/MM/YYYY, HH:mm:ss ('' when missing or invalid). */
export function formatDateTime(value: string | Date | DateTime | null | undefined, zone?: string): string {
  return toDateTime(value, zone)?.toFormat('dd/MM/yyyy, HH:mm:ss') ?? '';
}

/** Dates are sent as YYYY-MM-DD. */
export function toApiDate(value: string | Date | DateTime | null | undefined): string | null {
  return toDateTime(value)?.toFormat('yyyy-MM-dd') ?? null;
}

/** Parses DD/MM/YYYY; valid only with a year of 1000 or later (spec 5). */
export function parseSpanishDate(text: string): DateTime | null {
  const dt = DateTime.fromFormat(text.trim(), 'dd/MM/yyyy');
  return dt.isValid && dt.year >= 1000 ? dt : null;
}
