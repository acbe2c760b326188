/**
 * Simulation runs as a kind of the durable jobs (`simulation-run`, ../jobs/durable-jobs.ts), on a lane of their own
 * so that a run of minutes never holds up a re-cost or an import. The launch queues the job in its transaction
 * (./service.ts `startRun`), a cancel or a deletion ends it (`endRunJobs`); ./executor.ts does the run and writes
 * what the reaper's retries and give-ups mean for it.
 *
 * The engine runs in a warm worker thread (./engine-runner.ts; RUN_ENGINE_THREAD=0 runs it inline), so a long
 * calculation blocks neither the HTTP server nor the job's heartbeat.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Deps } from '../http/context';
import type { Database } from '../db/schema';
import type { JobHandler } from '../jobs/durable-jobs';
import { deleteJobsOf } from '../jobs/job-repository';
import { HighsSolver } from '../engine/highs-solver';
import { defaultEngine, type EngineRunner } from './engine-runner';
import { executeRun, failOrphanRuns, runGivenUp, runRetried, type DocumentBuilder, type RunJob } from './executor';

const KIND = 'simulation-run';

export interface RunJobOptions {
  buildDocument?: DocumentBuilder;
  /** How the engine runs (default: a worker thread, or this thread when the settings' `engineThread` is false). */
  engine?: EngineRunner;
}

async function defaultBuildDocument(db: Kysely<Database>, simulationId: string): Promise<unknown> {
  const { buildInputDocument } = await import('../simulations/input-document');
  return buildInputDocument(db, simulationId);
}

/** The handler of the runs' jobs (tests put one of their own in place with `deps.jobs.handle`). */
export function runJobHandler(deps: Deps, options: RunJobOptions = {}): JobHandler<RunJob> {
  const solver = new HighsSolver();
  const engine = options.engine
    ? { run: options.engine, close: async () => {} }
    : defaultEngine(solver, deps.settings.engineThread);
  return {
    run: (job) =>
      executeRun(
        {
          db: deps.db,
          buildDocument: options.buildDocument ?? defaultBuildDocument,
          solver,
          engine: engine.run,
          log: (message, error) => deps.jobs.log(message, error),
        },
        job,
      ),
    retried: (job, maxAttempts) => runRetried(deps.db, job, maxAttempts),
    giveUp: (job) => runGivenUp(deps.db, job),
    sweep: (staleBefore) => failOrphanRuns(deps.db, staleBefore),
    close: () => engine.close(),
  };
}

/** Called once by buildApp. */
export function registerRunJobs(deps: Deps, options: RunJobOptions = {}): void {
  deps.jobs.handle(KIND, runJobHandler(deps, options), 'runs');
}

/** Queues a launched run's job inside the launch's transaction (`announceRunJobs` after the commit). */
export function queueRunJob(deps: Deps, trx: Transaction<Database>, runId: string): Promise<void> {
  return deps.jobs.queue<RunJob>(trx, KIND, runId, { runId });
}

/** The launch committed: its run is worked here when free, and the other processes are rung. */
export function announceRunJobs(deps: Deps): void {
  deps.jobs.announce(KIND);
}

/**
 * The runs were cancelled or their simulation deleted: their jobs end (in the caller's transaction when given); the
 * other processes see the job gone at their next heartbeat, this process's runs with `abortLocalRuns` after the commit.
 */
export async function endRunJobs(deps: Deps, runIds: readonly string[], trx?: Transaction<Database>): Promise<void> {
  await deleteJobsOf(trx ?? deps.db, KIND, runIds);
}

/** Aborts the runs this process computes (after `endRunJobs` committed). */
export function abortLocalRuns(deps: Deps, runIds: readonly string[]): void {
  for (const id of runIds) deps.jobs.abort(id, 'cancel');
}
