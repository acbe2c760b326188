/**
 * The one normalisation of every text a notice gives (names, authority, expediente, criteria, lots, notes' values):
 * what the preparer may save back unchanged. Control characters, tabs, line breaks and other runs of white space
 * become one space, the characters no file can carry become U+FFFD, and the ends are trimmed; a field the contract
 * bounds is then cut to its maxLength (`cutTo`), counted in characters as the contract's validator counts them.
 */
import { fileSafeText } from '@licita/domain';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const BLANKS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** The text on one line, trimmed; null when nothing is left. */
export function oneLine(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const line = fileSafeText(text.replace(BLANKS, ' ')).trim();
  return line === '' ? null : line;
}

/** The text cut to `max` characters (code points, never half a surrogate pair), ending in "…" when cut. */
export function cutTo(text: string, max: number): string;
export function cutTo(text: string | null, max: number): string | null;
export function cutTo(text: string | null, max: number): string | null {
  if (text === null) return null;
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
