/**
 * Amounts, percentages and hours as a Spanish user types them, and back.
 *
 * How text is read (what a Spanish spreadsheet shows is what a preparer types):
 * - the comma is the decimal mark and there is at most one: "118500,50", "12,5";
 * - the dot only separates thousands, in groups of three: "130.000" is 130000, "1.234.567,8" is 1234567.8.
 *   A dot that does not make groups of three ("1.5", "12.50", "1.23.4", "1234.5") is refused rather than guessed:
 *   "1.500" means fifteen hundred, so reading "1.5" as one and a half would make the same key mean two things;
 *   the message says to write the decimals with a comma;
 * - spaces (also the non-breaking ones a pasted figure carries), a trailing "€" or "%" and a leading "+" or "-"
 *   are allowed; anything else ("12,3,4", "1e5", "12abc") is refused.
 * Plain numbers from a payload or a spreadsheet cell are already numbers and never go through the text.
 */
import * as E from 'fp-ts/lib/Either.js';
import { formatNumber } from './number-format';

const INTEGER_PART = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/** Why a text is not a number (null when it is one), without the field's name. */
function problemOf(s: string): string | null {
  if (/^\d+\.\d+$/.test(s) && !INTEGER_PART.test(s))
    return 'usa la coma para los decimales (por ejemplo 1,5) y el punto solo para los miles (130.000)';
  const parts = s.split(',');
  if (parts.length > 2) return 'tiene más de una coma decimal';
  const [int, frac] = parts as [string, string | undefined];
  // ",5" is a half, as in a spreadsheet
  if (!INTEGER_PART.test(int) && !(int === '' && frac !== undefined))
    return int.includes('.') ? 'el punto separa los miles en grupos de tres cifras (130.000)' : 'no es un número';
  if (frac !== undefined && !/^\d+$/.test(frac)) return 'no es un número';
  return null;
}

/** The text without what may surround a number: spaces, a "€" or "%" at the end, the sign. */
function split(text: string): { sign: 1 | -1; body: string } {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|%)$/, '');
  let sign: 1 | -1 = 1;
  if (s.startsWith('-') || s.startsWith('−')) {
    sign = -1;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  return { sign, body: s };
}

/**
 * The number a Spanish text holds: Right(number), Right(null) when blank, or Left with a Spanish message that
 * names the field ("Presupuesto base de licitación: usa la coma para los decimales…").
 */
export function parseSpanishNumber(
  text: string | number | null | undefined,
  field = 'El valor',
): E.Either<string, number | null> {
  if (text === null || text === undefined) return E.right(null);
  if (typeof text === 'number') return Number.isFinite(text) ? E.right(text) : E.left(`${field}: no es un número`);
  if (text.trim() === '') return E.right(null);
  const { sign, body } = split(text);
  const problem = body === '' ? 'no es un número' : problemOf(body);
  if (problem) return E.left(`${field}: ${problem}`);
  const n = sign * Number(`0${body.replace(/\./g, '').replace(',', '.')}`);
  return Number.isFinite(n) ? E.right(n === 0 ? 0 : n) : E.left(`${field}: no es un número`);
}

/** The number a Spanish text holds; null when blank or not read (the forms' rules then say why). */
export function readSpanishNumber(text: string | number | null | undefined): number | null {
  const r = parseSpanishNumber(text);
  return E.isRight(r) ? r.right : null;
}

/** What an input shows while edited: the number with a decimal comma and no thousands dots ("118500,5"); text stays as it is. */
export function numberInputText(n: number | string | null | undefined): string {
  if (typeof n === 'string') return n;
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  // up to 10 decimals, without the float noise of String(0.1 + 0.2)
  const plain = Number(n.toFixed(10)).toString();
  if (/e/i.test(plain)) return formatNumber(n, 10).replace(/\./g, '').replace(/,?0+$/, '');
  return plain.replace('.', ',');
}

/** How a number field shows its value when not edited. */
export type NumberDisplay = 'money' | 'decimal' | 'integer';

/**
 * es-ES text of a field's value when not edited: money with two decimals ("118.500,50"), decimals with as many
 * as it has (up to 4: "12,5"), integers without ("1.500").
 */
export function formatNumberForDisplay(n: number, display: NumberDisplay = 'decimal'): string {
  if (display === 'money') return formatNumber(n, 2);
  if (display === 'integer' && Number.isInteger(n)) return formatNumber(n, 0);
  const fixed = formatNumber(n, 4);
  return fixed.replace(/0+$/, '').replace(/,$/, '');
}
