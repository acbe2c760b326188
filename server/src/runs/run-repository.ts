/**
 * The SQL of a run's record (docs/runs.md): its start, the hand-back, the final writes and what the reaper writes
 * of it. The claim, the heartbeat and the retries are its job's (`background_job`, ../jobs/job-repository.ts);
 * every write to a started run is conditional on this worker still holding it too. The executor (./executor.ts)
 * owns the transactions these run in.
 */
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, SimulationRunTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A run as the worker that started it, or the reaper that ended it, sees it. */
export interface ClaimedRun {
  id: string;
  simulation_id: string;
  attempt: number;
}

/**
 * queued → running for this worker, at the attempt its job is at; undefined when it is no longer queued (cancelled
 * or deleted before it started). A run still running at an earlier attempt is taken too: the reaper gave its job back
 * (the job's row is the claim) and has not yet marked the run queued.
 */
export function startRun(
  db: Executor,
  runId: string,
  workerId: string,
  attempt: number,
  at: Date,
): Promise<ClaimedRun | undefined> {
  return db
    .updateTable('simulation_run')
    .set({ status: 'running', worker_id: workerId, attempt, started_at: at })
    .where('id', '=', runId)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('attempt', '<', attempt)])]))
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

/** Hands a held run back to the queue (the worker is shutting down). */
export async function releaseRun(db: Executor, runId: string, workerId: string): Promise<void> {
  await updateHeldRun(db, runId, workerId, { status: 'queued', worker_id: null });
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

/**
 * A running run whose process died, queued again for its job's next attempt; undefined when it is not running at
 * that attempt (ended, or already taken by another process for the next one).
 */
export function requeueRun(trx: Executor, runId: string, attempt: number): Promise<ClaimedRun | undefined> {
  return trx
    .updateTable('simulation_run')
    .set({ status: 'queued', worker_id: null })
    .where('id', '=', runId)
    .where('status', '=', 'running')
    .where('attempt', '=', attempt)
    .returning(['id', 'simulation_id', 'attempt'])
    .executeTakeFirst();
}

/** A run whose last attempt's process died, ended in error; undefined when it had already ended. */
export function failRun(trx: Executor, runId: string, at: Date): Promise<ClaimedRun | undefined> {
  return trx
    .updateTable('simulation_run')
    .set({ status: 'error', finished_at: at, message: 'worker lost' })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['id', 'simulation_id', 'attempt'])
    .executeTakeFirst();
}

/**
 * Simulations Running since before `staleBefore` without a run that has a job (queued or running), ended in Error
 * with their runs left queued or running; the simulations' ids and those runs'.
 */
export async function failOrphanSimulations(
  db: Executor,
  staleBefore: Date,
  at: Date,
): Promise<{ simulations: string[]; runs: string[] }> {
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
            .innerJoin('background_job as j', (join) =>
              join.on('j.kind', '=', 'simulation-run').on('j.subject_id', '=', sql<string>`r.id::text`),
            )
            .select('r.id')
            .whereRef('r.simulation_id', '=', 'simulation.id'),
        ),
      ),
    )
    .returning('id')
    .execute();
  const simulations = orphans.map((o) => o.id);
  if (!simulations.length) return { simulations, runs: [] };
  const runs = await endActiveRuns(db, simulations, { status: 'error', finished_at: at, message: 'worker lost' });
  return { simulations, runs };
}

/** Ends the queued or running runs of the simulations as `end` says (cancelled, lost); their ids. */
export async function endActiveRuns(
  db: Executor,
  simulations: string[],
  end: { status: 'cancelled' | 'error'; finished_at: Date; message: string },
): Promise<string[]> {
  const runs = await db
    .updateTable('simulation_run')
    .set(end)
    .where('simulation_id', 'in', simulations)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .execute();
  return runs.map((r) => r.id);
}
