/** Errors a handler throws to answer with a status and `{ message, field? }`. */
import { API_MESSAGES } from '@licita/domain';

export const MESSAGES = {
  forbidden: API_MESSAGES.forbidden,
  notFound: API_MESSAGES.notFound,
  routeNotFound: 'Ruta no encontrada',
  notImplemented: 'No implementado todavía',
  apiKey: 'Clave de API no válida',
  unauthorized: 'Sesión no válida o caducada',
  wrongCredentials: API_MESSAGES.wrongCredentials,
  tooManyAttempts: 'Demasiados intentos, inténtalo más tarde',
  internal: API_MESSAGES.unknown,
  bodyRequired: 'El cuerpo de la petición es obligatorio',
  /** a run or a study change is still being applied */
  pendingChange: 'Hay un cambio pendiente de terminar; espera a que acabe',
} as const;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
    /** Headers sent with the answer (e.g. `Retry-After` of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON(): Record<string, unknown> {
    return { message: this.message, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
/** 429 with `Retry-After` (seconds). */
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
