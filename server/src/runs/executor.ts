/**
 * A simulation run as a kind of durable job (`simulation-run`, ../jobs/durable-jobs.ts; ./run-jobs.ts registers
 * it): the job's row is the claim, its heartbeat and its retries; `simulation_run` stays the record of the run the
 * API reads (queued → running → solved | error | cancelled, the attempt, the worker computing it).
 *
 * `executeRun` starts the claimed run (queued → running), writes events as they come, stores the solution and ends
 * the simulation Solved or Error, the job ended in the same transaction, so a cancelled, deleted or reaped run never
 * overwrites anything. The other functions are what the reaper asks of the kind. The statements are in
 * ./run-repository.ts; the transactions are opened here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { EngineAbortedError, InvalidDocumentError, type MilpSolverPort } from '@licita/domain';
import { inlineEngine, type EngineRunner } from './engine-runner';
import { EventWriter } from './events';
import { appendEvents } from '../simulations/event-repository';
import { contractResults, metaOf, type DocumentNames, type StoredOutput } from './solution';
import { giveBackQuota } from './repository';
import * as runs from './run-repository';
import { rosterRowsOf } from './roster';
import { writeRosterRows } from './roster-repository';
import type { ClaimedJob, JobAbortReason, JobRef } from '../jobs/durable-jobs';

export type DocumentBuilder = (db: Kysely<Database>, simulationId: string) => Promise<unknown>;

/** The job of a run: its `simulation_run` row (also the job's subject). */
export interface RunJob {
  runId: string;
}

export interface ExecutorDeps {
  db: Kysely<Database>;
  buildDocument: DocumentBuilder;
  solver?: MilpSolverPort;
  /** How the engine is run (default: in this thread, with `solver`). */
  engine?: EngineRunner;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

export type RunOutcome = 'skipped' | 'solved' | 'error' | 'cancelled' | 'released';

export async function executeRun(d: ExecutorDeps, job: ClaimedJob<RunJob>): Promise<RunOutcome> {
  const db = d.db;
  const now = () => d.now?.() ?? new Date();
  const runId = job.payload.runId;
  const claimed = await runs.startRun(db, runId, job.workerId, job.attempt, now());
  if (!claimed) return 'skipped'; // cancelled or deleted before it started
  const simulationId = claimed.simulation_id;
  // the inputs' stamp before the document is read: an edit while it is read makes the page say the inputs changed
  const sim = await runs.runSimulation(db, simulationId);
  if (!sim || sim.status !== 'Running') {
    await runs.cancelClaimedRun(db, runId, now());
    return 'cancelled';
  }
  const events = new EventWriter(db, simulationId, runId);
  if (claimed.attempt > 1)
    events.push({
      title: 'Reintento',
      description: `Intento ${claimed.attempt}: se reanuda el cálculo en otro proceso`,
      type_info: 'Info',
      group: 'data',
    });

  try {
    // Not decoded here: the engine decodes it (and refuses it with its reasons); the meta reads it with defaults.
    const doc = (await d.buildDocument(db, simulationId)) as DocumentNames;
    if (job.signal.aborted) throw new EngineAbortedError();
    const engine = d.engine ?? inlineEngine(d.solver);
    const output = await engine(doc, (e) => events.push(e), job.signal);
    await events.flush();
    const { events: _events, ...rest } = output;
    const meta = metaOf(doc, sim.name, output);
    const stored: StoredOutput = { ...rest, meta };
    const snapshot = { document: doc, inputsVersion: String(sim.inputs_version) };
    return await finish(d, job, simulationId, output.status === 'Solved' ? 'solved' : 'error', stored, undefined, snapshot);
  } catch (error) {
    await events.flush().catch(() => {});
    if (error instanceof EngineAbortedError || job.signal.aborted) {
      if ((job.signal.reason as JobAbortReason | undefined) === 'shutdown') {
        // hand the run back: another worker (or this one after a restart) takes it again
        await runs.releaseRun(db, runId, job.workerId);
        await job.release();
        return 'released';
      }
      return 'cancelled'; // the canceller (or the reaper) already wrote the outcome
    }
    if (!(error instanceof InvalidDocumentError)) {
      d.log?.(`run ${runId} failed`, error);
      await appendEvents(db, simulationId, runId, [
        // The engine's own text (English, technical) goes to the log only; the user reads Spanish.
        {
          title: 'Error',
          description: `Error inesperado en el cálculo (referencia ${runId}): avisa al administrador, el detalle está en el registro del servidor`,
          type_info: 'Error',
          group: 'data',
        },
      ]);
    }
    return finish(d, job, simulationId, 'error', null, error instanceof Error ? error.message : String(error));
  }
}

/** The input document a solution was computed from, and the simulation's inputs stamp when it was read. */
interface Snapshot {
  document: unknown;
  inputsVersion: string;
}

async function finish(
  d: ExecutorDeps,
  job: ClaimedJob<RunJob>,
  simulationId: string,
  outcome: 'solved' | 'error',
  stored: StoredOutput | null,
  message?: string,
  snapshot?: Snapshot,
): Promise<RunOutcome> {
  const at = d.now?.() ?? new Date();
  const runId = job.payload.runId;
  // the roster's rows are built before the transaction, which only writes them
  const rosterRows = stored ? rosterRowsOf(stored) : [];
  return d.db
    .transaction()
    .execute(async (trx) => {
      // the job's row is the claim: gone (cancelled, deleted) or taken (reaped), nothing is written
      if (!(await job.complete(trx)) || !(await runs.endHeldRun(trx, runId, job.workerId, outcome, at, message ?? null))) {
        throw new Lost();
      }
      if (outcome === 'error') await giveBackQuota(trx, runId);
      if (stored) {
        const solution = {
          output: JSON.stringify(stored),
          document: snapshot ? JSON.stringify(snapshot.document) : null,
          inputsVersion: snapshot?.inputsVersion ?? null,
        };
        await runs.storeSolution(trx, simulationId, runId, solution, at);
        await writeRosterRows(trx, simulationId, rosterRows);
      }
      await runs.endRunningSimulation(
        trx,
        simulationId,
        outcome === 'solved' ? 'Solved' : 'Error',
        at,
        stored ? JSON.stringify(contractResults(stored)) : null,
      );
      return outcome;
    })
    .catch((error) => {
      if (error instanceof Lost) return 'cancelled' as const;
      throw error;
    });
}

/** Rolls back the final writes of a run this process no longer holds. */
class Lost extends Error {}

/** The reaper gave a run whose process died back to the queue: the run is queued again, with an event saying why. */
export async function runRetried(db: Kysely<Database>, job: JobRef<RunJob>, maxAttempts: number): Promise<void> {
  // the run queued again and its "Reintento" event in one transaction: whoever sees the run released sees why
  await db.transaction().execute(async (trx) => {
    const run = await runs.requeueRun(trx, job.payload.runId, job.attempt);
    if (!run) return;
    await appendEvents(trx, run.simulation_id, run.id, [
      {
        title: 'Reintento',
        description: `El proceso que calculaba la simulación dejó de responder; se vuelve a intentar (intento ${job.attempt + 1} de ${maxAttempts})`,
        type_info: 'Warning',
        group: 'data',
      },
    ]);
  });
}

/** The last attempt's process died: the run ends in error, its launch given back, with an event saying why. */
export async function runGivenUp(db: Kysely<Database>, job: JobRef<RunJob>, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const run = await runs.failRun(trx, job.payload.runId, now);
    if (!run) return;
    await giveBackQuota(trx, run.id);
    await appendEvents(trx, run.simulation_id, run.id, [
      {
        title: 'Error',
        description: `El proceso que calculaba la simulación dejó de responder ${job.attempt} ${job.attempt === 1 ? 'vez' : 'veces'}; la simulación termina con error. Duplícala y lánzala de nuevo.`,
        type_info: 'Error',
        group: 'data',
      },
    ]);
    await runs.endRunningSimulation(trx, run.simulation_id, 'Error', now);
  });
}

/**
 * A Running simulation, since before `staleBefore`, whose runs have no job left (its process died within a final
 * write) would stay Running for ever: it ends in Error, the launch of a run left unended given back.
 */
export async function failOrphanRuns(db: Kysely<Database>, staleBefore: Date, now = new Date()): Promise<void> {
  const orphans = await db.transaction().execute(async (trx) => {
    const ended = await runs.failOrphanSimulations(trx, staleBefore, now);
    for (const id of ended.runs) await giveBackQuota(trx, id);
    return ended.simulations;
  });
  for (const id of orphans)
    await appendEvents(db, id, null, [
      {
        title: 'Error',
        description: 'La simulación estaba en curso sin ningún cálculo pendiente; termina con error.',
        type_info: 'Error',
        group: 'data',
      },
    ]);
}
