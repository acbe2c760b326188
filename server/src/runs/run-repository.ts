/**
 * The SQL of a run's life (docs/runs.md): the claim, the heartbeat, the hand-back, the final writes and the
 * reaper's statements. Every write to a held run is conditional on this worker still holding it; the executor
 * (./executor.ts) owns the transactions these run in.
 */
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, SimulationRunTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A run as the worker that claimed it, or the reaper that queued it again, sees it. */
export interface ClaimedRun {
  id: string;
  simulation_id: string;
  attempt: number;
}

/** queued → running for this worker; undefined when another worker (or a cancel) got there first. */
export function claimRun(db: Executor, runId: string, workerId: string, at: Date): Promise<ClaimedRun | undefined> {
  return db
    .updateTable('simulation_run')
    .set({ status: 'running', worker_id: workerId, heartbeat_at: at, started_at: at })
    .where('id', '=', runId)
    .where('status', '=', 'queued')
    .returning(['id', 'simulation_id', 'attempt'])
    .executeTakeFirst();
}

/** The run's simulation as the run starts: its status, its name and its inputs stamp. */
export function runSimulation(db: Executor, simulationId: string) {
  return db
    .selectFrom('simulation')
    .select(['status', 'name', 'inputs_version'])
    .where('id', '=', simulationId)
    .executeTakeFirst();
}

/** Ends a claimed run whose simulation is no longer Running (cancelled or deleted before it started). */
export async function cancelClaimedRun(db: Executor, runId: string, at: Date): Promise<void> {
  await db
    .updateTable('simulation_run')
    .set({ status: 'cancelled', finished_at: at, worker_id: null })
    .where('id', '=', runId)
    .execute();
}

/** Writes to a run this worker holds (running, its worker id); false when it no longer holds it. */
async function updateHeldRun(
  db: Executor,
  runId: string,
  workerId: string,
  values: Updateable<SimulationRunTable>,
): Promise<boolean> {
  const held = await db
    .updateTable('simulation_run')
    .set(values)
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .where('worker_id', '=', workerId)
    .returning('id')
    .executeTakeFirst();
  return !!held;
}

/** The worker's heartbeat; false when it no longer holds the run (cancelled, deleted or reaped). */
export function heartbeat(db: Executor, runId: string, workerId: string, at: Date): Promise<boolean> {
  return updateHeldRun(db, runId, workerId, { heartbeat_at: at });
}

/** Hands a held run back to the queue (the worker is shutting down). */
export async function releaseRun(db: Executor, runId: string, workerId: string): Promise<void> {
  await updateHeldRun(db, runId, workerId, { status: 'queued', worker_id: null, heartbeat_at: null });
}

/** Ends a held run solved or in error; false when the worker no longer holds it. */
export function endHeldRun(
  trx: Executor,
  runId: string,
  workerId: string,
  outcome: 'solved' | 'error',
  at: Date,
  message: string | null,
): Promise<boolean> {
  return updateHeldRun(trx, runId, workerId, { status: outcome, finished_at: at, message });
}

/** The solution a run stores: the output and the input document it was computed from, as JSON text. */
export interface SolutionWrite {
  output: string;
  document: string | null;
  inputsVersion: string | null;
}

/**
 * Stores the run's solution: a first one at version 1, or in place of the previous one, one version later, its
 * pending changes ended and its workbook forgotten.
 */
export async function storeSolution(
  trx: Executor,
  simulationId: string,
  runId: string,
  s: SolutionWrite,
  at: Date,
): Promise<void> {
  const { output, document, inputsVersion: inputs_version } = s;
  await trx
    .insertInto('simulation_solution')
    .values({ simulation_id: simulationId, run_id: runId, output, document, inputs_version, updated_at: at })
    .onConflict((oc) =>
      oc.column('simulation_id').doUpdateSet({
        run_id: runId,
        output,
        document,
        inputs_version,
        version: (eb) => eb('simulation_solution.version', '+', 1),
        params_status: 'FINISHED',
        params_message: null,
        ss_status: 'FINISHED',
        ss_message: null,
        workbook_key: null,
        workbook_version: null,
        updated_at: at,
      }),
    )
    .execute();
}

/** Ends a Running simulation Solved (with its results) or in Error; a simulation no longer Running stays as it is. */
export async function endRunningSimulation(
  trx: Executor,
  simulationId: string,
  status: 'Solved' | 'Error',
  at: Date,
  results?: string | null,
): Promise<void> {
  await trx
    .updateTable('simulation')
    .set({ status, finished: at, updated_at: at, ...(results !== undefined ? { results } : {}) })
    .where('id', '=', simulationId)
    .where('status', '=', 'Running')
    .execute();
}

/** Running runs with a heartbeat older than `staleBefore` and attempts left, queued again one attempt later. */
export function requeueStaleRuns(trx: Executor, staleBefore: Date, maxAttempts: number): Promise<ClaimedRun[]> {
  return trx
    .updateTable('simulation_run')
    .set((eb) => ({ status: 'queued', worker_id: null, heartbeat_at: null, attempt: eb('attempt', '+', 1) }))
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', staleBefore)
    .where('attempt', '<', maxAttempts)
    .returning(['id', 'simulation_id', 'attempt'])
    .execute();
}

/** Running runs with a heartbeat older than `staleBefore` and no attempt left, ended in error. */
export function failStaleRuns(trx: Executor, staleBefore: Date, maxAttempts: number, at: Date): Promise<ClaimedRun[]> {
  return trx
    .updateTable('simulation_run')
    .set({ status: 'error', finished_at: at, message: 'worker lost' })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', staleBefore)
    .where('attempt', '>=', maxAttempts)
    .returning(['id', 'simulation_id', 'attempt'])
    .execute();
}

/** Simulations Running since before `staleBefore` without a queued or running run, ended in Error; their ids. */
export async function failOrphanSimulations(db: Executor, staleBefore: Date, at: Date): Promise<string[]> {
  const orphans = await db
    .updateTable('simulation')
    .set({ status: 'Error', finished: at, updated_at: at })
    .where('status', '=', 'Running')
    .where('started', '<', staleBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('simulation_run as r')
            .select('r.id')
            .whereRef('r.simulation_id', '=', 'simulation.id')
            .where('r.status', 'in', ['queued', 'running']),
        ),
      ),
    )
    .returning('id')
    .execute();
  return orphans.map((o) => o.id);
}

/** Runs queued since `queuedBefore` or earlier, oldest first. */
export async function queuedRunsSince(db: Executor, queuedBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('simulation_run')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<=', queuedBefore)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** The running runs held by workers of that host (worker ids `host:pid:random`). */
export function runningRunsOfHost(db: Executor, host: string) {
  return db
    .selectFrom('simulation_run')
    .select(['id', 'worker_id'])
    .where('status', '=', 'running')
    .where('worker_id', 'like', `${host}:%`)
    .execute();
}

/** Ages the heartbeat of those runs still running (of every running run without `ids`), so the next reaper pass takes them; how many. */
export async function ageHeartbeats(db: Executor, ids?: readonly string[]): Promise<number> {
  if (ids && !ids.length) return 0;
  let q = db
    .updateTable('simulation_run')
    .set({ heartbeat_at: new Date(0) })
    .where('status', '=', 'running');
  if (ids) q = q.where('id', 'in', ids);
  const aged = await q.returning('id').execute();
  return aged.length;
}

/** The connection's schema (the tests' own, or public): pg-boss' queue lives beside the tables. */
export async function currentSchema(db: Executor): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
