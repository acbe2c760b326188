/**
 * The one polling loop of the use cases (architecture: polling as RxJS observables on the container's scheduler):
 * spreadsheet imports, a solution's asynchronous changes and a previous study's launch and re-costing all read
 * something every `intervalMs`, at most `maxAttempts` times, until an answer ends it.
 */
import {
  Observable,
  EMPTY,
  concat,
  concatMap,
  defer,
  from,
  map,
  of,
  takeWhile,
  tap,
  throwError,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { POLLING_TIMEOUT, UNKNOWN_ERROR, type ImportStatusRead } from '@licita/domain';

export interface Poll<T> {
  /** 1 for the first read. */
  attempt: number;
  value: T;
}

/**
 * Reads after each of `firstDelaysMs` (quick checks for what usually ends soon), then every `intervalMs` at most
 * `maxAttempts` times (the first of those one interval after the last quick check), and emits each answer up to and
 * including the first one `done` accepts, then completes; fails with `timeout()` when none did.
 */
export function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  scheduler: SchedulerLike,
  intervalMs: number,
  maxAttempts: number,
  timeout: () => Error,
  firstDelaysMs: readonly number[] = [],
): Observable<Poll<T>> {
  return defer(() => {
    let ended = false;
    const delays = [...firstDelaysMs, ...Array.from({ length: maxAttempts }, () => intervalMs)];
    const polls = from(delays).pipe(
      concatMap((delay, i) =>
        timer(delay, scheduler).pipe(concatMap(() => from(read()).pipe(map((value) => ({ attempt: i + 1, value }))))),
      ),
      takeWhile(({ value }) => !done(value), true),
      tap(({ value }) => (ended = done(value))),
    );
    return concat(
      polls,
      defer(() => (ended ? EMPTY : throwError(timeout))),
    );
  });
}

/**
 * The status of a job (PENDING, ERROR or FINISHED) until it is not PENDING: each answer with its attempt. ERROR
 * fails with `fail(info_message)`, still PENDING after the last try with `fail('El servidor está tardando mucho en
 * responder')`.
 */
export function pollStatus(
  status: () => Promise<ImportStatusRead>,
  scheduler: SchedulerLike,
  intervalMs: number,
  maxAttempts: number,
  fail: (message: string) => Error,
  firstDelaysMs: readonly number[] = [],
): Observable<Poll<ImportStatusRead>> {
  return pollUntil(
    status,
    (s) => s.status !== 'PENDING',
    scheduler,
    intervalMs,
    maxAttempts,
    () => fail(POLLING_TIMEOUT),
    firstDelaysMs,
  ).pipe(concatMap((p) => (p.value.status === 'ERROR' ? throwError(() => fail(p.value.info_message || UNKNOWN_ERROR)) : of(p))));
}
