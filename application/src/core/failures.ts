/**
 * How the use cases turn a failed call into what the user sees: the catchError handlers every area shares. Each one
 * rethrows (the original error or the caller's own), so a screen always learns that its call ended badly.
 */
import { throwError, type Observable } from 'rxjs';
import { translateError, UNKNOWN_ERROR } from '@licita/domain';
import { toApiError, type ApiError } from '../errors';
import type { ErrorHandler } from './services/error-handler';
import type { Notifier } from './services/notifier';

/** The server's message in Spanish, or the unknown-error text. */
export function serverText(e: ApiError): string {
  return translateError(e.message) ?? UNKNOWN_ERROR;
}

/** Shown in the snackbar as `text(e)`; a 401 logs out instead. */
export function shownFailure(errors: ErrorHandler, notifier: Notifier, text: (e: ApiError) => string = serverText) {
  return (err: unknown): Observable<never> => {
    const e = toApiError(err);
    if (e.status === 401) errors.unauthorized();
    else notifier.error(text(e));
    return throwError(() => err);
  };
}

/** The refusals with a status in `statuses` become the caller's own error (the screen explains them); the rest go to the error policy. */
export function refusalsAs(errors: ErrorHandler, statuses: readonly number[], toError: (e: ApiError) => Error) {
  return (err: unknown): Observable<never> => {
    const e = toApiError(err);
    if (statuses.includes(e.status)) return throwError(() => toError(e));
    errors.handle(err);
    return throwError(() => err);
  };
}

/** No session (401) or no connection (0) go to the error policy unchanged; any other failure becomes `toError(e, err)`. */
export function sessionOrOwnFailure(errors: ErrorHandler, toError: (e: ApiError, err: unknown) => unknown) {
  return (err: unknown): Observable<never> => {
    const e = toApiError(err);
    if (e.status === 401 || e.status === 0) {
      errors.handle(err);
      return throwError(() => err);
    }
    const own = toError(e, err);
    return throwError(() => own);
  };
}

/** Errors of `kind` (their message already the Spanish one) shown in the snackbar; every error passed on. */
export function showing(notifier: Notifier, kind: abstract new (...args: never[]) => Error) {
  return (err: unknown): Observable<never> => {
    if (err instanceof kind) notifier.error(err.message);
    return throwError(() => err);
  };
}

/** What a failed upload to a signed address says (the agreement's pdf, a spreadsheet import), with the reason. */
export const UPLOAD_MESSAGES = {
  noAddress: (reason: string) => `Error obteniendo la url de subida, ${reason}`,
  failed: (reason: string) => `Error subiendo archivo, ${reason}`,
} as const;
