/**
 * What the use cases share around a gateway call: the call as an observable, with every failure through the error
 * policy (`watchedCall`, `watchedAll`) or, for the forms (the simulation form and the previous-study editor), with
 * form errors let through (`handled`); a form rule's result as an observable, and the workspace id.
 */
import {
  Observable,
  catchError,
  defer,
  forkJoin,
  from,
  map,
  of,
  take,
  throwError,
  type ObservableInput,
  type ObservedValueOf,
} from 'rxjs';
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

/** A gateway call, made on subscription, whose every failure goes through the error policy. */
export function watchedCall<T>(errors: ErrorHandler, f: () => Promise<T>): Observable<T> {
  return errors.watched(call(f));
}

/** Gateway calls made together on subscription: their answers as one record, every failure through the error policy. */
export function watchedAll<T extends Record<string, ObservableInput<unknown>>>(
  errors: ErrorHandler,
  calls: () => T,
): Observable<{ [K in keyof T]: ObservedValueOf<T[K]> }> {
  return errors.watched(defer(() => forkJoin(calls())));
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
