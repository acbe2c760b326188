/**
 * Helpers the agreement modules share. index.ts does not re-export this module, so none of it becomes a public
 * name of @licita/domain.
 */

import { numberInputText } from '../spanish-number';

/** Bounds of a numeric form field. */
export interface AgreementNumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A stored number as form text, decimal comma ('' when absent). */
export const numText = (n: number | null | undefined) => numberInputText(n);
