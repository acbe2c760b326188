/** The port of the simulation runs' queue (`Deps.runner`); ./runner.ts has the embedded and pg-boss ones. */
import type { AbortReason } from './executor';

export type QueueState = 'starting' | 'started' | 'failed';

export interface JobRunner {
  readonly kind: 'embedded' | 'pg-boss';
  readonly workerId: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Dispatch a queued run. */
  enqueue(runId: string): Promise<void>;
  /** Abort a run if this process is executing it. */
  abortLocal(runId: string, reason: AbortReason): boolean;
  /** One reaper pass now (tests; otherwise on a timer). */
  reap(): Promise<void>;
  /** Resolves when nothing is queued or running in this process (tests). */
  idle(): Promise<void>;
  /** Whether its queue has started (the readiness check); set by `registerJobRunner`. */
  queueState?: QueueState;
}
