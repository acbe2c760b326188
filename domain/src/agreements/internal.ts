/**
 * Helpers the agreement modules share. index.ts does not re-export this module, so none of it becomes a public
 * name of @licita/domain.
 */

/** Bounds of a numeric form field. */
export interface AgreementNumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A stored number as form text ('' when absent). */
export const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
