/**
 * The one job mechanism of the server (`Deps.jobs`): simulation runs, previous-study launches and parameter
 * changes, the re-costs of a solved simulation, the spreadsheet imports (centers, surrogates, Formulario) and the
 * daily fetch of the Plataforma's award archives (../market/fetch-job.ts). A job
 * is a `background_job` row (kind, subject, payload) until it ends, so it survives the death of the process that
 * took the request:
 *
 * - the process that accepts a job inserts its row and works it as soon as it is free (`enqueue`; `queue` inside the
 *   caller's transaction, a run's launch; `runNow`: an import, while the caller waits, its row held by this process
 *   from the start); every working process polls the table too, so jobs left by a dead or busy process are taken;
 * - a worker claims a job with a conditional update and keeps a heartbeat while it works; a job whose row is gone
 *   or taken (a run cancelled, deleted or reaped) is told through its `signal`;
 * - the reaper gives a job whose heartbeat lapsed back to the queue (its kind's `retried`) or, after the last
 *   attempt, hands it to its kind's `giveUp`, which writes the Spanish error the user sees. At start, jobs held by
 *   dead processes of this machine (and every running job with the embedded database) are taken at once.
 *
 * Jobs are worked in lanes: a lane works one job at a time (its `concurrency` more), so that a simulation run,
 * which may take minutes, never holds up a re-cost or an import behind it. A process may work some lanes only (a
 * server with RUN_JOBS_IN_SERVER=0 leaves the runs to `npm run worker`).
 *
 * The doorbell (./doorbell.ts) tells the other processes: once a job's row is committed (`enqueue`, `runNow` when
 * this process does not work it, `announce` after the caller's transaction, a job retried or handed back), its lane
 * is rung, and a process that works the lane claims from the table at once. On PostgreSQL it is pg-boss, so any
 * number of processes on any number of machines hear it; on the embedded database, a call. The table is polled too
 * (`pollMs`: half a second, a few seconds behind pg-boss), so a ring lost costs that delay only.
 *
 * One retry policy for every kind (./retry-policy.ts: RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_MAX_ATTEMPTS,
 * RUN_REAPER_MS), worker ids and the heartbeat in ./workers.ts, the user-facing deadlines in ./deadlines.ts.
 * Handlers must be idempotent: a job may run again after its process died (a job whose writes and the row's
 * deletion are one transaction uses `complete`).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import { heldByDeadLocalProcesses, keepHeartbeat, newWorkerId } from './workers';
import { json } from '../db/json-column';
import * as repo from './job-repository';
import { inProcessDoorbell, type Doorbell, type JobLane } from './doorbell';

export type JobKind =
  | 'simulation-run'
  | 'previous-study-launch'
  | 'previous-study-parameters'
  | 'recost'
  | 'import'
  | 'formulario-import'
  | 'market-fetch';

/** Why a job's `signal` was aborted: cancelled by the user, taken from this process (reaped, deleted), or shutting down. */
export type JobAbortReason = 'cancel' | 'lost' | 'shutdown';

export interface JobRef<P> {
  id: string;
  subjectId: string;
  payload: P;
  /** The attempt that was working it (the reaper's) or that works it (a claimed job's); the first is 1. */
  attempt: number;
}

export interface ClaimedJob<P> extends JobRef<P> {
  kind: JobKind;
  /** The worker id of the process that holds it (./workers.ts). */
  workerId: string;
  /** Aborted when the job is no longer this process's to finish (`JobAbortReason`). */
  signal: AbortSignal;
  /** Ends the job inside the caller's transaction; false when this process no longer holds it (roll back). */
  complete(trx: Transaction<Database>): Promise<boolean>;
  /** Gives the job back to the queue without spending an attempt (on shutdown), instead of ending it. */
  release(): Promise<void>;
}

export interface JobHandler<P> {
  /** Does the job; what it returns goes to the accepting request's `outcome` (when this process works it). */
  run(job: ClaimedJob<P>): Promise<unknown>;
  /** The last attempt's process died: the error the user sees. */
  giveUp(job: JobRef<P>): Promise<void>;
  /** Its process died and the job goes back to the queue for another attempt: what the kind records of it. */
  retried?(job: JobRef<P>, maxAttempts: number): Promise<void>;
  /** Every reaper pass: what the kind's own records may have left behind without a job (older than `staleBefore`). */
  sweep?(staleBefore: Date): Promise<void>;
  /** When the jobs stop, after the last job in hand (the engine's threads). */
  close?(): Promise<void>;
}

export interface LaneOptions {
  /** Whether this process works the lane's jobs (default true). */
  work?: boolean;
  /** Jobs of the lane at once in this process (default 1). */
  concurrency?: number;
}

export interface DurableJobsOptions {
  settings?: Partial<RetryPolicy>;
  /** How often queued jobs are looked for (default half a second, POLL_BEHIND_PG_BOSS_MS with pg-boss). */
  pollMs?: number;
  /** How the other processes are told of a job (default in-process: this process only). */
  doorbell?: Doorbell;
  /** The embedded database: this process is the only one, so a job left running at start died. */
  embedded?: boolean;
  lanes?: Partial<Record<JobLane, LaneOptions>>;
  log?: (message: string, error?: unknown) => void;
}

interface Lane {
  kinds: JobKind[];
  work: boolean;
  concurrency: number;
  drains: Set<Promise<void>>;
  again: boolean;
}

type Registered = { handler: JobHandler<unknown>; lane: JobLane };

export type QueueState = 'starting' | 'started' | 'failed';

/** The poll behind pg-boss: it finds only the jobs whose ring was lost. */
const POLL_BEHIND_PG_BOSS_MS = 5_000;

export class DurableJobs {
  readonly workerId = newWorkerId();
  /** Whether the jobs have started (the readiness check). */
  queueState: QueueState = 'starting';
  private readonly settings: RetryPolicy;
  // every kind's payload: the handler's methods take it bivariantly
  private readonly handlers = new Map<JobKind, Registered>();
  private readonly lanes = new Map<JobLane, Lane>();
  private readonly waiters = new Map<string, (outcome: unknown) => void>();
  /** The jobs this process works now. */
  private readonly local = new Map<
    string,
    { subjectId: string; lane: JobLane; controller: AbortController; done: Promise<unknown> }
  >();
  /** Rings in flight (idle waits for them). */
  private readonly ringing = new Set<Promise<void>>();
  readonly doorbell: Doorbell;
  private timers: NodeJS.Timeout[] = [];
  private started = false;
  private stopped = false;
  private doorbellClosed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: DurableJobsOptions = {},
  ) {
    this.settings = { ...DEFAULT_RETRY_POLICY, ...options.settings };
    this.doorbell = options.doorbell ?? inProcessDoorbell();
  }

  /** Registers a kind's handler on a lane; the handler it replaces (tests). */
  handle<P>(kind: JobKind, handler: JobHandler<P>, lane: JobLane = 'default'): JobHandler<unknown> | undefined {
    const previous = this.handlers.get(kind);
    this.handlers.set(kind, { handler: handler as JobHandler<unknown>, lane });
    const l = this.lane(lane);
    if (!l.kinds.includes(kind)) l.kinds.push(kind);
    return previous?.handler;
  }

  private lane(name: JobLane): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      const o = this.options.lanes?.[name] ?? {};
      lane = { kinds: [], work: o.work !== false, concurrency: Math.max(1, o.concurrency ?? 1), drains: new Set(), again: false };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  private laneOf(kind: JobKind): JobLane {
    return this.handlers.get(kind)?.lane ?? 'default';
  }

  private working(kind?: JobKind): boolean {
    if (this.stopped) return false;
    return kind === undefined || this.lane(this.laneOf(kind)).work;
  }

  /** Tells the other processes that work the kind's lane (its job is committed); never fails, never waits. */
  private ring(kind: JobKind, jobId?: string): void {
    if (this.doorbellClosed) return; // a run handed back on shutdown still rings
    const ringing: Promise<void> = this.doorbell
      .ring(this.laneOf(kind), jobId)
      .catch((error) => this.options.log?.('jobs: the doorbell failed (the poll finds the job)', error))
      .finally(() => this.ringing.delete(ringing));
    this.ringing.add(ringing);
  }

  /** A job queued with `queue` was committed: works it here when free and rings the other processes. */
  announce(kind: JobKind): void {
    this.kick();
    this.ring(kind);
  }

  /**
   * Queues a job and works it in this process as soon as it is free; `outcome` resolves with what the handler
   * returned when this process did it, with undefined when this process does not work such jobs (stopped), and
   * never when another process took it (race it with a timer, then `forget`).
   */
  async enqueue<P>(kind: JobKind, subjectId: string, payload: P): Promise<{ id: string; outcome: Promise<unknown> }> {
    const id = randomUUID();
    const outcome = this.working(kind)
      ? new Promise<unknown>((resolve) => this.waiters.set(id, resolve))
      : Promise.resolve(undefined);
    await repo.insertJob(this.db, { id, kind, subjectId, payload });
    this.kick();
    this.ring(kind, id);
    return { id, outcome };
  }

  /** Queues a job inside the caller's transaction (it exists exactly when what it works on does); `announce` after the commit. */
  async queue<P>(trx: Transaction<Database>, kind: JobKind, subjectId: string, payload: P): Promise<void> {
    await repo.insertJob(trx, { id: randomUUID(), kind, subjectId, payload });
  }

  /**
   * Does a job at once in this process, the caller waiting for it (an import: the upload's answer or the status
   * call says how it went), under a row this process holds from the start: if the process dies meanwhile, the
   * reaper gives the job to another. `work`, when given, is how this process does it now with what it has in
   * hand (the kind's handler does it again elsewhere). Answers what it returned; when this process works no such
   * jobs (stopped, or its lane off) the job is only queued, and undefined.
   */
  async runNow<P>(kind: JobKind, subjectId: string, payload: P, work?: () => Promise<unknown>): Promise<unknown> {
    const job = { id: randomUUID(), kind, subjectId, payload };
    if (!this.working(kind)) {
      await repo.insertJob(this.db, job);
      this.kick();
      this.ring(kind, job.id);
      return undefined;
    }
    return this.execute(await repo.insertHeldJob(this.db, job, this.workerId, new Date()), work);
  }

  /** The app's error log (a kind's handler logs there too). */
  log(message: string, error?: unknown): void {
    this.options.log?.(message, error);
  }

  /** Stops waiting for a job's outcome. */
  forget(id: string): void {
    this.waiters.delete(id);
  }

  /** Aborts the jobs this process works on that subject (a run cancelled or deleted: other processes see their row gone). */
  abort(subjectId: string, reason: JobAbortReason): void {
    for (const job of this.local.values()) if (job.subjectId === subjectId) job.controller.abort(reason);
  }

  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    await this.takeJobsOfDeadProcesses();
    await this.reap();
    const every = (ms: number, f: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        if (!this.stopped) void Promise.resolve(f()).catch((error) => this.options.log?.('jobs', error));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.settings.reaperMs, () => this.reap());
    every(this.options.pollMs ?? (this.doorbell.kind === 'pg-boss' ? POLL_BEHIND_PG_BOSS_MS : 500), () => this.kick());
    this.kick();
    const worked = [...this.lanes.entries()].filter(([, l]) => l.work && l.kinds.length).map(([name]) => name);
    await this.doorbell
      .listen(worked, (lane) => this.rung(lane))
      .catch((error) => this.options.log?.('jobs: the doorbell does not listen (the poll finds the jobs)', error));
  }

  /** The doorbell rang for a lane: false when this process has no room there now (another process may take it). */
  private rung(lane: JobLane): boolean {
    const l = this.lanes.get(lane);
    if (this.stopped || !l?.work) return false;
    const busy = [...this.local.values()].filter((j) => j.lane === lane).length;
    if (busy >= l.concurrency) return false;
    this.kick(lane);
    return true;
  }

  /** One reaper pass (tests; otherwise on a timer), over every kind this process knows. */
  async reap(): Promise<void> {
    const staleBefore = new Date(Date.now() - this.settings.staleMs);
    const { retried, given } = await repo.reapJobs(this.db, [...this.handlers.keys()], staleBefore, this.settings.maxAttempts);
    const tell = async (rows: repo.JobRow[], what: 'retried' | 'giveUp') => {
      for (const row of rows) {
        const handler = this.handlers.get(row.kind as JobKind)?.handler;
        const job = { id: row.id, subjectId: row.subject_id, payload: json(row.payload), attempt: row.attempt };
        await Promise.resolve(
          what === 'retried' ? handler?.retried?.(job, this.settings.maxAttempts) : handler?.giveUp(job),
        ).catch((error) => this.options.log?.(`job ${row.kind} ${row.id}: ${what} failed`, error));
      }
    };
    await tell(retried, 'retried');
    await tell(given, 'giveUp');
    for (const kind of new Set(retried.map((row) => row.kind as JobKind))) this.ring(kind);
    for (const { handler } of this.handlers.values())
      await handler.sweep?.(staleBefore).catch((error) => this.options.log?.('jobs: sweep failed', error));
    this.kick();
  }

  /** Jobs held by processes of this machine that are gone (all running ones with the embedded database) age at once. */
  private async takeJobsOfDeadProcesses(): Promise<void> {
    const running = (await repo.runningJobs(this.db)).filter((j) => j.worker_id !== this.workerId);
    await repo.ageJobHeartbeats(this.db, this.options.embedded ? running.map((j) => j.id) : heldByDeadLocalProcesses(running));
  }

  /** Works queued jobs of every lane this process works (or of one), until none is left. */
  kick(only?: JobLane): void {
    if (!this.working()) return;
    for (const [name, lane] of this.lanes) {
      if (!lane.work || !lane.kinds.length || (only && name !== only)) continue;
      lane.again = true;
      while (lane.drains.size < lane.concurrency) {
        const drain: Promise<void> = this.drain(lane).finally(() => lane.drains.delete(drain));
        lane.drains.add(drain);
      }
    }
  }

  private async drain(lane: Lane): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve)); // the request answers first
    while (!this.stopped) {
      lane.again = false;
      const job = await repo.claimNextJob(this.db, lane.kinds, this.workerId, new Date()).catch((error) => {
        this.options.log?.('jobs: claim failed', error);
        return undefined;
      });
      if (job) await this.execute(job);
      else if (!lane.again) return;
    }
  }

  /** Works a job this process holds; what its handler returned (undefined when it failed). */
  private execute(row: repo.JobRow, work?: () => Promise<unknown>): Promise<unknown> {
    const controller = new AbortController();
    const done = this.work(row, controller, work).then((outcome) => {
      this.local.delete(row.id);
      const waiter = this.waiters.get(row.id);
      this.waiters.delete(row.id);
      waiter?.(outcome);
      return outcome;
    });
    this.local.set(row.id, { subjectId: row.subject_id, lane: this.laneOf(row.kind as JobKind), controller, done });
    return done;
  }

  private async work(row: repo.JobRow, controller: AbortController, work?: () => Promise<unknown>): Promise<unknown> {
    const handler = this.handlers.get(row.kind as JobKind)?.handler;
    let released = false;
    const job: ClaimedJob<unknown> = {
      id: row.id,
      kind: row.kind as JobKind,
      subjectId: row.subject_id,
      payload: json(row.payload),
      attempt: row.attempt,
      workerId: this.workerId,
      signal: controller.signal,
      complete: (trx) => repo.completeJob(trx, row.id, this.workerId),
      release: async () => {
        released = true;
        await repo.releaseJob(this.db, row.id, this.workerId);
        this.ring(row.kind as JobKind, row.id); // another process takes it (this one is stopping)
      },
    };
    const run = work ?? (handler && (() => handler.run(job)));
    if (!run) return undefined; // claims are of registered kinds only
    // a job taken from this process (reaped, cancelled) is told so: its writes are conditional on the row (`complete`)
    const stopHeartbeat = keepHeartbeat(
      this.settings.heartbeatMs,
      () => repo.beatJob(this.db, row.id, this.workerId, new Date()),
      () => {
        if (!controller.signal.aborted) controller.abort('lost' satisfies JobAbortReason);
      },
      this.options.log,
    );
    let outcome: unknown;
    try {
      outcome = await run();
    } catch (error) {
      this.options.log?.(`job ${row.kind} ${row.id} failed`, error);
    } finally {
      await stopHeartbeat();
    }
    if (!released) await repo.completeJob(this.db, row.id, this.workerId).catch((error) => this.options.log?.('jobs', error));
    return outcome;
  }

  /** Resolves when this process works no job, has none of its own queued and no ring in flight (tests, shutdown). */
  async idle(): Promise<void> {
    const busy = () => [
      ...[...this.lanes.values()].flatMap((l) => [...l.drains]),
      ...[...this.local.values()].map((j) => j.done),
      ...this.ringing,
    ];
    for (let now = busy(); now.length; now = busy()) await Promise.allSettled(now);
  }

  /** Stops: the jobs in hand are told (`shutdown`: a run goes back to the queue, the others finish); queued jobs stay. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const job of this.local.values()) job.controller.abort('shutdown' satisfies JobAbortReason);
    await this.idle();
    this.doorbellClosed = true;
    await this.doorbell.close().catch((error) => this.options.log?.('jobs: the doorbell did not close', error));
    for (const resolve of this.waiters.values()) resolve(undefined);
    this.waiters.clear();
    for (const { handler } of this.handlers.values())
      await handler.close?.().catch((error) => this.options.log?.('jobs: close failed', error));
  }
}

/** Called once by buildApp after every kind's handler is registered: starts when the app is ready, stops on close. */
export function registerDurableJobs(app: FastifyInstance, jobs: DurableJobs): void {
  app.addHook('onReady', async () => {
    try {
      await jobs.start();
      jobs.queueState = 'started';
    } catch (error) {
      jobs.queueState = 'failed';
      app.log.error({ err: error }, 'the jobs could not start');
    }
  });
  app.addHook('onClose', async () => jobs.stop());
}
