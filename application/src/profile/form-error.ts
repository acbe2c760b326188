import { UNKNOWN_ERROR } from '@licita/domain';

/** A form was refused (by its rules or by the server): the Spanish message of each failing field. */
export class FormError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? UNKNOWN_ERROR);
    this.name = 'FormError';
  }
}
