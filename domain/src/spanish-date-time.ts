/**
 * Dates and times typed the Spanish way, whatever the browser's language: "01/03/2025" (dd/mm/aaaa; "1/3/2025",
 * "01-03-2025" and "01.03.2025" too) and "07:30" (24 hours; "7:30", "0730", "7.30" and "7" too). The forms keep
 * ISO strings ("2025-03-01", "07:30"); these turn the typed text into them and back. Left = the Spanish message
 * naming the field.
 */
import * as E from 'fp-ts/lib/Either.js';

export const SPANISH_DATE_PLACEHOLDER = 'dd/mm/aaaa';
export const TIME_PLACEHOLDER = 'HH:MM';

/** Spanish month names, January first. */
export const SPANISH_MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
/** Weekday names, Monday first (the Spanish week). */
export const SPANISH_WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
/** The calendar's column heads, Monday first ("X" is miércoles, as Spanish calendars print it). */
export const WEEKDAY_INITIALS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2025-03-01" from its parts, or null when the day does not exist (31/02). */
export function isoDateOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "2025-03-01" → "01/03/2025"; text that is not an ISO day is given back as it is. */
export function spanishDateText(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (iso ?? '');
}

/** "01/03/2025" → Right("2025-03-01"); "" → Right(""); "31/02/2025" or "03/2025" → Left(message naming `label`). */
export function readSpanishDate(text: string, label: string): E.Either<string, string> {
  const t = text.trim();
  if (!t) return E.right('');
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!m) return E.left(`${label}: escribe la fecha como dd/mm/aaaa (por ejemplo, 01/03/2025)`);
  const iso = isoDateOf(Number(m[3]), Number(m[2]), Number(m[1]));
  return iso ? E.right(iso) : E.left(`${label}: el ${pad(Number(m[1]))}/${pad(Number(m[2]))}/${m[3]} no existe`);
}

/** "7:30", "0730", "7.30", "7" → Right("07:30" / "07:00"); "" → Right(""); "25:00" → Left(message naming `label`). */
export function readTime24(text: string, label: string): E.Either<string, string> {
  const t = text.trim();
  if (!t) return E.right('');
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(t);
  const h = m ? Number(m[1]) : NaN;
  const min = m?.[2] === undefined ? 0 : Number(m[2]);
  if (!m || h > 23 || min > 59) return E.left(`${label}: escribe la hora como HH:MM, de 00:00 a 23:59 (24 horas)`);
  return E.right(`${pad(h)}:${pad(min)}`);
}
