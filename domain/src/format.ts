import { DateTime } from 'luxon';

// Kept apart from the dates so that a caller of formatNumber alone does not pull in luxon (about 20 KB gzip of
// the web app's first load).
export { formatNumber } from './number-format';

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

/** Parses DD/MM/YYYY; valid only with a year of 1000 or later. */
export function parseSpanishDate(text: string): DateTime | null {
  const dt = DateTime.fromFormat(text.trim(), 'dd/MM/yyyy');
  return dt.isValid && dt.year >= 1000 ? dt : null;
}
