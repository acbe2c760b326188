/**
 * Following an asynchronous change of a solution: the status is checked once a second, at
 * most 300 times. PENDING keeps waiting; ERROR ends with the server's info_message; still PENDING after the last
 * try ends with 'El servidor está tardando mucho en responder'; anything else is done.
 */
import { Observable, catchError, concat, map, of, switchMap, tap, throwError, type SchedulerLike } from 'rxjs';
import {
  PARAMETER_STATUS_CHECK_MS,
  PARAMETER_STATUS_FIRST_CHECKS_MS,
  PARAMETER_STATUS_MAX_TRIES,
  UNKNOWN_ERROR,
  type TaskStatus,
} from '@licita/domain';
import { pollStatus } from './polling';
import { showing } from './failures';
import type { UseCaseServices } from './services/use-case-services';

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
  firstDelaysMs: readonly number[] = [],
): Observable<TaskProgress> {
  return pollStatus(status, scheduler, intervalMs, maxAttempts, (m) => new TaskError(m), firstDelaysMs).pipe(
    map(({ attempt, value: s }): TaskProgress => (s.status === 'PENDING' ? { phase: 'pending', attempt } : { phase: 'done' })),
  );
}

/**
 * After the PUT of a change: its answer is final when the server re-costed within the request (FINISHED or ERROR);
 * PENDING is followed with quick first checks (a re-costing takes milliseconds to a few seconds), then once a second.
 */
export function followTask(
  answer: TaskStatus,
  status: () => Promise<TaskStatus>,
  scheduler: SchedulerLike,
): Observable<TaskProgress> {
  if (answer.status === 'FINISHED') return of<TaskProgress>({ phase: 'done' });
  if (answer.status === 'ERROR') return throwError(() => new TaskError(answer.info_message || UNKNOWN_ERROR));
  return pollTask(status, scheduler, PARAMETER_STATUS_CHECK_MS, PARAMETER_STATUS_MAX_TRIES, PARAMETER_STATUS_FIRST_CHECKS_MS);
}

/**
 * A change sent by `put` and then followed as `followTask` does (on `status`): 'saving' first; once done `saved` in
 * the snackbar, and a TaskError's message there when it fails.
 */
export function saveAndFollow(
  put: Observable<TaskStatus>,
  status: () => Promise<TaskStatus>,
  services: Pick<UseCaseServices, 'notifier' | 'scheduler'>,
  saved: string,
): Observable<TaskProgress> {
  return concat(
    of<TaskProgress>({ phase: 'saving' }),
    put.pipe(switchMap((answer) => followTask(answer, status, services.scheduler))),
  ).pipe(
    tap((p) => {
      if (p.phase === 'done') services.notifier.show(saved);
    }),
    catchError(showing(services.notifier, TaskError)),
  );
}
