import { UNKNOWN_ERROR } from '@licita/domain';

/** A failed call: the HTTP status (0 = no answer), the server's message and the called URL. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly url: string = '',
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof Error) return new ApiError(0, err.message || UNKNOWN_ERROR);
  return new ApiError(0, UNKNOWN_ERROR);
}
