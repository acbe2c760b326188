/** Checks of single agreement form fields (decimals, numbers, years) and the shapes of their errors. */
import * as E from 'fp-ts/lib/Either.js';
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from './constants';
import type { AgreementNumberRule } from './internal';
import { readSpanishNumber } from '../spanish-number';

/** Spanish decimal text as a number ('1.234,5', '130.000'; `spanish-number.ts`); null when blank or not a number. */
export function parseDecimal(text: string | number | null | undefined): number | null {
  return readSpanishNumber(text);
}

export type AgreementFieldErrors = Record<string, string>;
/** One failing field of a payload (the server answers 400 with it). */
export interface AgreementFieldError {
  field: string;
  message: string;
}

/** A numeric form field: Left with the message, Right with the number (null when empty and optional). */
export function checkAgreementNumber(
  text: string | number | null | undefined,
  rule: AgreementNumberRule,
): E.Either<string, number | null> {
  const empty = text === null || text === undefined || (typeof text === 'string' && text.trim() === '');
  if (empty) return rule.required ? E.left(AGREEMENT_MESSAGES.required) : E.right(null);
  const n = parseDecimal(text);
  if (n === null) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.integer && !Number.isInteger(n)) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.min !== undefined && n < rule.min) return E.left(AGREEMENT_MESSAGES.incorrect);
  if (rule.max !== undefined && n > rule.max) return E.left(AGREEMENT_MESSAGES.incorrect);
  return E.right(n);
}

/** A 4-digit year field. */
export function checkAgreementYear(text: string | number | null | undefined, required = true): E.Either<string, number | null> {
  const s = text === null || text === undefined ? '' : String(text).trim();
  if (!s) return required ? E.left(AGREEMENT_MESSAGES.required) : E.right(null);
  if (!/^\d+$/.test(s)) return E.left(AGREEMENT_MESSAGES.invalidDate);
  if (s.length !== 4) return E.left(AGREEMENT_MESSAGES.yearDigits);
  return E.right(Number(s));
}

/** The working-time fields with their bounds (form field name → rule). */
export const WORKING_TIME_RULES = {
  maxHoursDay: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerDay },
  maxSectionsDay: { required: true, min: 1, max: AGREEMENT_LIMITS.maxSectionsPerDay, integer: true },
  maxHoursWeek: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerWeek },
  restHours: { required: true, min: AGREEMENT_LIMITS.minRestHours, max: 24 },
  consecutiveRestDays: { required: true, min: 0, max: 7 },
  maxHoursMonth: { required: false, min: 1, max: AGREEMENT_LIMITS.maxHoursPerMonth },
  maxHoursYear: { required: true, min: 1, max: AGREEMENT_LIMITS.maxHoursPerYear },
  freeDayAvailable: { required: false, min: 0, max: 365, integer: true },
} as const satisfies Record<string, AgreementNumberRule>;
