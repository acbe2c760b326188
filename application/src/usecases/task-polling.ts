/**
 * Following an asynchronous change of a solution: the status is checked once a second, at
 * most 300 times. PENDING keeps waiting; ERROR ends with the server's info_message; still PENDING after the last
 * try ends with 'El servidor está tardando mucho en responder'; anything else is done.
 */
import { Observable, map, type SchedulerLike } from 'rxjs';
import { PARAMETER_STATUS_CHECK_MS, PARAMETER_STATUS_MAX_TRIES, type TaskStatus } from '@licita/domain';
import { pollStatus } from './polling';

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
  return pollStatus(status, scheduler, intervalMs, maxAttempts, (m) => new TaskError(m)).pipe(
    map(({ attempt, value: s }): TaskProgress => (s.status === 'PENDING' ? { phase: 'pending', attempt } : { phase: 'done' })),
  );
}
