/**
 * Durable background jobs (`Deps.jobs`): previous-study launches and parameter changes, the re-costs of a solved
 * simulation, and the spreadsheet imports (centers, surrogates, Formulario). A job is a `background_job` row (kind,
 * subject, payload) until it ends, so it survives the death of the process that took the request:
 *
 * - the process that accepts a job inserts its row and works it at once (`enqueue`: one job at a time, after the
 *   answer; `runNow`: an import, while the caller waits, its row held by this process from the start); every
 *   process polls the table too, so queued jobs left by a dead or busy process are taken;
 * - a worker claims a job with a conditional update and keeps a heartbeat while it works;
 * - the reaper gives a job whose heartbeat lapsed back to the queue (attempt + 1) or, after the last attempt,
 *   hands it to its kind's `giveUp`, which writes the Spanish error the user sees. At start, jobs held by dead
 *   processes of this machine (and every running job with the embedded database) are taken at once.
 *
 * The retry policy (heartbeat, staleness, attempts, reaper period) is the one of the simulation runs too
 * (./retry-policy.ts: RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_MAX_ATTEMPTS, RUN_REAPER_MS), and so are the worker ids
 * and the heartbeat (./workers.ts); ./deadlines.ts has the user-facing deadlines.
 * Handlers must be idempotent: a job may run again after its process died (a re-cost's write and the row's
 * deletion are one transaction: `complete`).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import { heldByDeadLocalProcesses, keepHeartbeat, newWorkerId } from './workers';
import { json } from '../db/json-column';
import * as repo from './job-repository';

export type JobKind = 'previous-study-launch' | 'previous-study-parameters' | 'recost' | 'import' | 'formulario-import';

export interface ClaimedJob<P> {
  id: string;
  kind: JobKind;
  subjectId: string;
  payload: P;
  attempt: number;
  /** Ends the job inside the caller's transaction; false when this process no longer holds it (roll back). */
  complete(trx: Transaction<Database>): Promise<boolean>;
}

export interface JobHandler<P> {
  /** Does the job; what it returns goes to the accepting request's `outcome` (when this process works it). */
  run(job: ClaimedJob<P>): Promise<unknown>;
  /** The last attempt's process died: the error the user sees. */
  giveUp(job: { id: string; subjectId: string; payload: P }): Promise<void>;
}

export interface DurableJobsOptions {
  settings?: Partial<RetryPolicy>;
  /** How often queued jobs are looked for (default 1 s). */
  pollMs?: number;
  /** The embedded database: this process is the only one, so a job left running at start died. */
  embedded?: boolean;
  /** Whether this process works jobs (false: it only queues them). */
  work?: boolean;
  log?: (message: string, error?: unknown) => void;
}

export class DurableJobs {
  readonly workerId = newWorkerId();
  private readonly settings: RetryPolicy;
  // every kind's payload: the handler's methods take it bivariantly
  private readonly handlers = new Map<JobKind, JobHandler<unknown>>();
  private readonly waiters = new Map<string, (outcome: unknown) => void>();
  private draining: Promise<void> | null = null;
  private again = false;
  private timers: NodeJS.Timeout[] = [];
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DurableJobsOptions = {},
  ) {
    this.settings = { ...DEFAULT_RETRY_POLICY, ...options.settings };
  }

  handle<P>(kind: JobKind, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job and works it in this process as soon as it is free; `outcome` resolves with what the handler
   * returned when this process did it, with undefined when this process does not work jobs (stopped), and never
   * when another process took it (race it with a timer, then `forget`).
   */
  async enqueue<P>(kind: JobKind, subjectId: string, payload: P): Promise<{ id: string; outcome: Promise<unknown> }> {
    const id = randomUUID();
    const working = !this.stopped && this.options.work !== false;
    const outcome = working ? new Promise<unknown>((resolve) => this.waiters.set(id, resolve)) : Promise.resolve(undefined);
    await repo.insertJob(this.db, { id, kind, subjectId, payload });
    this.kick();
    return { id, outcome };
  }

  /**
   * Does a job at once in this process, the caller waiting for it (an import: the upload's answer or the status
   * call says how it went), under a row this process holds from the start: if the process dies meanwhile, the
   * reaper gives the job to another. `work`, when given, is how this process does it now with what it has in
   * hand (the kind's handler does it again elsewhere). Answers what it returned; when this process works no jobs
   * (stopped, or `work` false) the job is only queued, and undefined.
   */
  async runNow<P>(kind: JobKind, subjectId: string, payload: P, work?: () => Promise<unknown>): Promise<unknown> {
    const job = { id: randomUUID(), kind, subjectId, payload };
    if (this.stopped || this.options.work === false) {
      await repo.insertJob(this.db, job);
      this.kick();
      return undefined;
    }
    return this.execute(await repo.insertHeldJob(this.db, job, this.workerId, new Date()), work);
  }

  /** Stops waiting for a job's outcome. */
  forget(id: string): void {
    this.waiters.delete(id);
  }

  async start(): Promise<void> {
    if (this.started || this.stopped || this.options.work === false) return;
    this.started = true;
    await this.takeJobsOfDeadProcesses();
    await this.reap();
    const every = (ms: number, f: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        if (!this.stopped) void Promise.resolve(f()).catch((error) => this.options.log?.('background jobs', error));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.settings.reaperMs, () => this.reap());
    every(this.options.pollMs ?? 1_000, () => this.kick());
    this.kick();
  }

  /** One reaper pass (tests; otherwise on a timer). */
  async reap(): Promise<void> {
    const given = await repo.reapJobs(this.db, new Date(Date.now() - this.settings.staleMs), this.settings.maxAttempts);
    for (const job of given) {
      const handler = this.handlers.get(job.kind as JobKind);
      await handler
        ?.giveUp({ id: job.id, subjectId: job.subject_id, payload: json(job.payload) })
        .catch((error) => this.options.log?.(`background job ${job.kind} ${job.id}: giving up failed`, error));
    }
    if (given.length || (await this.hasQueued())) this.kick();
  }

  private async hasQueued(): Promise<boolean> {
    const row = await this.db.selectFrom('background_job').select('id').where('state', '=', 'queued').limit(1).executeTakeFirst();
    return Boolean(row);
  }

  /** Jobs held by processes of this machine that are gone (all running ones with the embedded database) age at once. */
  private async takeJobsOfDeadProcesses(): Promise<void> {
    const running = (await repo.runningJobs(this.db)).filter((j) => j.worker_id !== this.workerId);
    await repo.ageJobHeartbeats(this.db, this.options.embedded ? running.map((j) => j.id) : heldByDeadLocalProcesses(running));
  }

  /** Works queued jobs until none is left (one at a time). */
  kick(): void {
    if (this.stopped || this.options.work === false) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.again && !this.stopped) this.kick();
    });
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve)); // the request answers first
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return;
        const job = await repo.claimNextJob(this.db, this.workerId, new Date()).catch((error) => {
          this.options.log?.('background jobs: claim failed', error);
          return undefined;
        });
        if (!job) break;
        const outcome = await this.execute(job);
        const waiter = this.waiters.get(job.id);
        this.waiters.delete(job.id);
        waiter?.(outcome);
      }
    } while (this.again && !this.stopped);
  }

  /** Works a job this process holds; what its handler returned (undefined when it failed). */
  private async execute(row: repo.JobRow, work?: () => Promise<unknown>): Promise<unknown> {
    const handler = this.handlers.get(row.kind as JobKind);
    const job: ClaimedJob<unknown> = {
      id: row.id,
      kind: row.kind as JobKind,
      subjectId: row.subject_id,
      payload: json(row.payload),
      attempt: row.attempt,
      complete: (trx) => repo.completeJob(trx, row.id, this.workerId),
    };
    const run = work ?? (handler && (() => handler.run(job)));
    if (!run) {
      // a kind this build does not know (a newer process queued it): back to the queue for another
      await repo.releaseJob(this.db, row.id, this.workerId);
      return undefined;
    }
    // a job taken from this process (reaped) runs on: its writes are conditional on the row (`complete`)
    const stopHeartbeat = keepHeartbeat(
      this.settings.heartbeatMs,
      () => repo.beatJob(this.db, row.id, this.workerId, new Date()),
      () => {},
    );
    let outcome: unknown;
    try {
      outcome = await run();
    } catch (error) {
      this.options.log?.(`background job ${row.kind} ${row.id} failed`, error);
    } finally {
      await stopHeartbeat();
    }
    await repo.completeJob(this.db, row.id, this.workerId).catch((error) => this.options.log?.('background jobs', error));
    return outcome;
  }

  /** Resolves when this process works no job and has none of its own queued (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Finishes the job in hand; queued jobs stay for the next process. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.draining?.catch(() => {});
    for (const resolve of this.waiters.values()) resolve(undefined);
    this.waiters.clear();
  }
}

/** Called once by buildApp after every kind's handler is registered: starts when the app is ready, stops on close. */
export function registerDurableJobs(app: FastifyInstance, jobs: DurableJobs): void {
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => jobs.stop());
}
