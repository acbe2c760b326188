/**
 * What the form use cases share (the simulation form and the previous-study editor): a gateway call as an
 * observable, a form rule's result as one, the error policy that lets form errors through, and the workspace id.
 */
import { Observable, catchError, defer, from, map, of, take, throwError } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { FieldError } from '@licita/domain';
import type { ErrorHandler } from './services/error-handler';
import type { SessionStore } from './services/session';
import { SimulationNameError } from './name-rule';

/** The form's rules failed: every failing field with its message. */
export class InputFormError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'Formulario incorrecto');
    this.name = 'InputFormError';
  }
  /** Messages by field (the first one of each field). */
  get byField(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) out[e.field] ??= e.message;
    return out;
  }
}

export function call<T>(f: () => Promise<T>): Observable<T> {
  return defer(() => from(f()));
}

export function checked<T>(r: E.Either<FieldError[], T>): Observable<T> {
  return E.isLeft(r) ? throwError(() => new InputFormError(r.left)) : of(r.right);
}

/** A create-or-update of a form's row: `update` when it has an id, else `create`; emits the row's id. */
export function upsert<V>(
  id: string | null,
  value: V,
  update: (id: string, value: V) => Promise<unknown>,
  create: (value: V) => Promise<{ id: string }>,
): Observable<string> {
  return id ? call(() => update(id, value)).pipe(map(() => id)) : call(() => create(value)).pipe(map((r) => r.id));
}

/** Server failures to the error policy; form errors (a broken rule, a broken name rule) straight back to the caller. */
export function handled(errors: ErrorHandler) {
  return (err: unknown) => {
    if (!(err instanceof InputFormError) && !(err instanceof SimulationNameError)) errors.handle(err);
    return throwError(() => err);
  };
}

/** A gateway call whose failures go through `handled`. */
export function handledCall<T>(errors: ErrorHandler, f: () => Promise<T>): Observable<T> {
  return call(f).pipe(catchError(handled(errors)));
}

/** The current workspace's id, once known (a reload opens a form before the workspace is loaded). */
export function workspaceId(session: SessionStore): Observable<string> {
  return session.selectedWorkspaceId$().pipe(take(1));
}
