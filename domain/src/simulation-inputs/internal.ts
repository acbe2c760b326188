/**
 * Helpers the rule modules share. index.ts does not re-export this module, so none of it becomes a public name of
 * @licita/domain.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { FieldError } from './messages';

/** The `checkX` shape: Left with the failing fields, else Right with the normalised value. */
export const toEither = <T>(errors: FieldError[], value: () => T): E.Either<FieldError[], T> =>
  errors.length ? E.left(errors) : E.right(value());
export const err = (field: string, message: string): FieldError => ({ field, message });

/** A weekday must be chosen unless the work happens only on holidays. */
export function weekdayProblem(
  weekdays: readonly string[] | null | undefined,
  work_in_holidays: boolean,
  weekday_work_in_holidays: boolean,
): boolean {
  const needed = !work_in_holidays || weekday_work_in_holidays;
  return needed && (!weekdays || weekdays.length === 0);
}
