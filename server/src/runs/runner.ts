/**
 * The job runner: runs execute off the request path.
 *
 * - Embedded database (PGlite, one process): an in-process FIFO worked one run at a time; at start-up every run
 *   left queued is taken again and every run left running (the process died) is reaped.
 * - PostgreSQL: pg-boss queue `simulation-run` (policy `short`, keyed by run id, so a run is queued at most
 *   once). Every process that works the queue (the server unless RUN_JOBS_IN_SERVER=0, and any number of
 *   `npm run worker`) claims a run with a conditional update, keeps a heartbeat, and runs the reaper: a run
 *   whose heartbeat stopped is queued again (attempt + 1) or, after `maxAttempts`, ends in Error with an event.
 *
 * The run row (simulation_run) is the truth; pg-boss only carries "look at run X". Losing a pg-boss job is
 * harmless: the reaper sends again runs queued for too long.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RuntimeSettings } from '../config';
import type { JobRunner, QueueState } from './job-runner';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import type { DatabaseHandle } from '../db/connect';
import { HighsSolver } from '../engine/highs-solver';
import { defaultEngine, type EngineRunner } from './engine-runner';
import {
  executeRun,
  expireRunsOfDeadLocalWorkers,
  queuedRuns,
  reapDeadRuns,
  type AbortReason,
  type DocumentBuilder,
  type RunOutcome,
} from './executor';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../jobs/retry-policy';
import { newWorkerId } from '../jobs/workers';
import { ageHeartbeats, currentSchema } from './run-repository';

export const RUN_QUEUE = 'simulation-run';

export type { JobRunner, QueueState };

export interface RunnerOptions {
  /** The retry policy (../jobs/retry-policy.ts), shared with the background jobs. */
  settings?: Partial<RetryPolicy>;
  buildDocument?: DocumentBuilder;
  /** Whether this process executes runs (false: only dispatches, e.g. a server with separate workers). */
  work?: boolean;
  /** Runs at once in this process (pg-boss only; default 1). */
  concurrency?: number;
  /** pg-boss' schema (default `pgboss`). */
  bossSchema?: string;
  log?: (message: string, error?: unknown) => void;
  onOutcome?: (runId: string, outcome: RunOutcome) => void;
  /** How the engine runs (default: a worker thread, or this thread when `engineThread` is false). */
  engine?: EngineRunner;
  /** The settings' `engineThread` (RUN_ENGINE_THREAD); default true. */
  engineThread?: boolean;
}

async function defaultBuildDocument(db: Kysely<Database>, simulationId: string): Promise<unknown> {
  const { buildInputDocument } = await import('../simulations/input-document');
  return buildInputDocument(db, simulationId);
}

abstract class BaseRunner implements JobRunner {
  abstract readonly kind: 'embedded' | 'pg-boss';
  readonly workerId = newWorkerId();
  protected readonly settings: RetryPolicy;
  protected readonly local = new Map<string, { controller: AbortController; done: Promise<RunOutcome> }>();
  private reaper: NodeJS.Timeout | null = null;
  protected stopped = false;
  private readonly solver = new HighsSolver();
  private readonly engine: EngineRunner;
  private readonly closeEngine: () => Promise<void>;

  constructor(
    protected readonly db: Kysely<Database>,
    protected readonly options: RunnerOptions,
  ) {
    this.settings = { ...DEFAULT_RETRY_POLICY, ...options.settings };
    const engine = options.engine
      ? { run: options.engine, close: async () => {} }
      : defaultEngine(this.solver, options.engineThread ?? true);
    this.engine = engine.run;
    this.closeEngine = () => engine.close();
  }

  abstract enqueue(runId: string): Promise<void>;
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
  abstract idle(): Promise<void>;

  protected execute(runId: string): Promise<RunOutcome> {
    const controller = new AbortController();
    const done = executeRun(
      {
        db: this.db,
        workerId: this.workerId,
        settings: this.settings,
        buildDocument: this.options.buildDocument ?? defaultBuildDocument,
        solver: this.solver,
        engine: this.engine,
        log: this.options.log,
      },
      runId,
      controller,
    )
      .catch((error) => {
        this.options.log?.(`run ${runId}`, error);
        return 'error' as const;
      })
      .then((outcome) => {
        this.local.delete(runId);
        this.options.onOutcome?.(runId, outcome);
        return outcome;
      });
    this.local.set(runId, { controller, done });
    return done;
  }

  abortLocal(runId: string, reason: AbortReason): boolean {
    const run = this.local.get(runId);
    if (!run) return false;
    run.controller.abort(reason);
    return true;
  }

  async reap(): Promise<void> {
    const retried = await reapDeadRuns(this.db, this.settings);
    for (const id of retried) await this.enqueue(id);
    // dispatches that may have been lost (e.g. the process died between queuing and sending)
    for (const id of await queuedRuns(this.db, this.settings.staleMs)) await this.enqueue(id);
  }

  /**
   * At start: runs of dead processes of this machine are taken at once, then one reaper pass (runs of other
   * machines whose heartbeat is already stale, lost dispatches), then one every reaperMs.
   */
  protected startReaper(): void {
    if (this.stopped) return;
    void expireRunsOfDeadLocalWorkers(this.db)
      .then(() => (this.stopped ? undefined : this.reap()))
      .catch((error) => this.options.log?.('reaper failed', error));
    this.reaper = setInterval(() => {
      if (!this.stopped) this.reap().catch((error) => this.options.log?.('reaper failed', error));
    }, this.settings.reaperMs);
    this.reaper.unref();
  }

  /** Aborts the runs of this process; returns those handed back to the queue. */
  protected async stopLocalRuns(): Promise<string[]> {
    if (this.reaper) clearInterval(this.reaper);
    this.reaper = null;
    const runs = [...this.local.entries()];
    for (const [, run] of runs) run.controller.abort('shutdown' satisfies AbortReason);
    const outcomes = await Promise.all(runs.map(async ([id, r]) => [id, await r.done] as const));
    await this.closeEngine();
    return outcomes.filter(([, o]) => o === 'released').map(([id]) => id);
  }
}

/** In-process runner of the embedded database. */
export class EmbeddedRunner extends BaseRunner {
  readonly kind = 'embedded' as const;
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;

  async start(): Promise<void> {
    // this process is the only one: a run left running died with the previous process
    if (await ageHeartbeats(this.db)) {
      const retried = await reapDeadRuns(this.db, this.settings);
      void retried; // queued again: picked up below
    }
    for (const id of await queuedRuns(this.db)) await this.enqueue(id);
    this.startReaper();
  }

  async enqueue(runId: string): Promise<void> {
    if (this.stopped || this.queue.includes(runId) || this.local.has(runId)) return;
    this.queue.push(runId);
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    // let the launch answer first
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length && !this.stopped) {
        const id = this.queue.shift()!;
        await this.execute(id);
      }
    } finally {
      this.draining = null;
    }
  }

  async idle(): Promise<void> {
    while (this.draining || this.local.size)
      await (this.draining ?? Promise.allSettled([...this.local.values()].map((r) => r.done)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.stopLocalRuns();
    await this.draining?.catch(() => {});
  }
}

/** pg-boss runner of PostgreSQL: the server and any number of worker processes share the queue. */
export class PgBossRunner extends BaseRunner {
  readonly kind = 'pg-boss' as const;
  private boss: PgBoss | null = null;

  private async makeBoss(): Promise<PgBoss> {
    const db = this.db;
    // tests work in a schema of their own (search_path): the queue lives there too, and goes with it
    const current = await currentSchema(db);
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => executeOnOwnConnection(db, text, values ?? []) },
      schema: this.options.bossSchema ?? (current === 'public' ? 'pgboss' : current),
      supervise: true,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => this.options.log?.('pg-boss', error));
    return boss;
  }

  private starting: Promise<void> | null = null;

  start(): Promise<void> {
    this.starting ??= this.bootWithRetries();
    return this.starting;
  }

  /**
   * Processes starting together on an empty database race to create pg-boss' tables and queue; the loser's
   * statement fails. Trying again finds them made.
   */
  private async bootWithRetries(attempts = 5): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boot();
      } catch (error) {
        if (attempt >= attempts || this.stopped) throw error;
        this.options.log?.(`pg-boss could not start (attempt ${attempt} of ${attempts}), trying again`, error);
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }

  private async boot(): Promise<void> {
    const boss = await this.makeBoss();
    try {
      await boss.start();
      const existing = await boss.getQueue(RUN_QUEUE);
      if (!existing)
        await boss
          .createQueue(RUN_QUEUE, { name: RUN_QUEUE, policy: 'short', retryLimit: 0, expireInSeconds: 12 * 3600 })
          .catch(() => {});
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await boss.stop({ graceful: false, close: false });
      return;
    }
    this.boss = boss;
    if (this.options.work !== false) {
      for (let i = 0; i < Math.max(1, this.options.concurrency ?? 1); i++) {
        await boss.work<{ runId: string }>(RUN_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          if (this.stopped || !job) return;
          await this.execute(job.data.runId);
        });
      }
    }
    this.startReaper();
  }

  async enqueue(runId: string): Promise<void> {
    if (this.stopped) return;
    await this.starting; // a launch right after start-up waits for the queue
    if (!this.boss || this.stopped) return;
    await this.boss.send(RUN_QUEUE, { runId }, { singletonKey: runId, retryLimit: 0, expireInSeconds: 12 * 3600 });
  }

  async idle(): Promise<void> {
    await Promise.allSettled([...this.local.values()].map((r) => r.done));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => {});
    const released = await this.stopLocalRuns();
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    // the runs handed back go to the queue again for another process
    for (const runId of released) await boss.send(RUN_QUEUE, { runId }, { singletonKey: runId, retryLimit: 0 }).catch(() => null);
    await boss.stop({ graceful: true, timeout: 2000, close: false });
  }
}

export function createRunner(database: DatabaseHandle, options: RunnerOptions = {}): JobRunner {
  return database.kind === 'postgres' ? new PgBossRunner(database.db, options) : new EmbeddedRunner(database.db, options);
}

// --------------------------------------------------------------------------------- wiring into the app

/** The app's runner (`Deps.runner`). */
export function runnerOf(deps: { runner: JobRunner }): JobRunner {
  return deps.runner;
}

/** Puts another runner in the app's dependencies (tests). */
export function attachRunner(deps: { runner: JobRunner }, runner: JobRunner): void {
  deps.runner = runner;
}

/**
 * One pg-boss statement on a connection of its own. pg-boss sends whole transactions as one text
 * ("BEGIN; …; COMMIT;"): when a statement inside fails, the connection stays in an aborted transaction, and
 * handed back to the pool as it is, it would fail every later query with "current transaction is aborted".
 */
export async function executeOnOwnConnection(
  db: Kysely<Database>,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  return db.connection().execute(async (connection) => {
    try {
      return await connection.executeQuery(CompiledQuery.raw(text, values));
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  });
}

/**
 * Built once by buildApp (it becomes `Deps.runner`): the runner starts when the app is ready and stops (handing
 * back what it was running) when the app closes, before the database. `runJobsInServer` false
 * (RUN_JOBS_IN_SERVER=0) leaves PostgreSQL runs to `npm run worker`.
 */
export function registerJobRunner(
  app: FastifyInstance,
  database: DatabaseHandle,
  settings: Pick<RuntimeSettings, 'runJobsInServer' | 'runs' | 'engineThread'>,
  options: RunnerOptions = {},
): JobRunner {
  const runner = createRunner(database, {
    work: database.kind === 'pglite' || settings.runJobsInServer,
    settings: settings.runs,
    engineThread: settings.engineThread,
    log: (message, error) => app.log.error({ err: error }, message),
    ...options,
  });
  runner.queueState = 'starting';
  // not awaited: the app answers at once while the queue starts (a launch meanwhile waits for it)
  app.addHook('onReady', async () => {
    runner.start().then(
      () => (runner.queueState = 'started'),
      (error) => {
        runner.queueState = 'failed';
        app.log.error({ err: error }, 'the job runner could not start');
      },
    );
  });
  app.addHook('onClose', async () => runner.stop());
  return runner;
}
