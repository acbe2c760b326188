/**
 * Following an asynchronous change of a solution (spec 01 §4, spec 02 §4): the status is checked once a second, at
 * most 300 times. PENDING keeps waiting; ERROR ends with the server's info_message; still PENDING after the last
 * try ends with 'El servidor está tardando mucho en responder'; anything else is done.
 */
import { Observable, concat, concatMap, defer, EMPTY, from, map, of, take, takeWhile, tap, throwError, timer, type SchedulerLike } from 'rxjs';
import { PARAMETER_STATUS_CHECK_MS, PARAMETER_STATUS_MAX_TRIES, POLLING_TIMEOUT, UNKNOWN_ERROR, type TaskStatus } from '@licita/domain';

/** The change failed (ERROR, or no answer in time): the message to show. */
export class TaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskError';
  }
}

export type TaskProgress = { phase: 'saving' } | { phase: 'pending'; attempt: number } | { phase: 'done' };

export function pollTask(
  status: () => Promise<TaskStatus>,
  scheduler: SchedulerLike,
  intervalMs = PARAMETER_STATUS_CHECK_MS,
  maxAttempts = PARAMETER_STATUS_MAX_TRIES,
): Observable<TaskProgress> {
  return defer(() => {
    let last: TaskStatus | null = null;
    const polls = timer(intervalMs, intervalMs, scheduler).pipe(
      take(maxAttempts),
      concatMap((i) => from(status()).pipe(map((s) => ({ attempt: i + 1, s })))),
      takeWhile(({ s }) => s.status === 'PENDING', true),
      tap(({ s }) => (last = s)),
      concatMap(({ attempt, s }): Observable<TaskProgress> => {
        if (s.status === 'PENDING') return of({ phase: 'pending', attempt });
        if (s.status === 'ERROR') return throwError(() => new TaskError(s.info_message || UNKNOWN_ERROR));
        return of({ phase: 'done' });
      }),
    );
    const timeout = defer(() => (last === null || last.status === 'PENDING' ? throwError(() => new TaskError(POLLING_TIMEOUT)) : EMPTY));
    return concat(polls, timeout);
  });
}
