/**
 * Executes one run: claims its row (queued → running, only one worker wins), keeps a heartbeat while the engine
 * works, writes events as they come, stores the solution and ends the simulation Solved or Error. The final
 * writes are conditional on still holding the run, so a cancelled or reaped run never overwrites anything. The
 * statements are in ./run-repository.ts; the transactions are opened here.
 */
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { EngineAbortedError, InvalidDocumentError, type MilpSolverPort } from '@licita/domain';
import { inlineEngine, type EngineRunner } from './engine-runner';
import { EventWriter } from './events';
import { appendEvents } from '../simulations/event-repository';
import { contractResults, metaOf, type DocumentNames, type StoredOutput } from './solution';
import { giveBackQuota } from './repository';
import * as runs from './run-repository';
import type { RetryPolicy } from '../jobs/retry-policy';
import { heldByDeadLocalProcesses, keepHeartbeat } from '../jobs/workers';

export type DocumentBuilder = (db: Kysely<Database>, simulationId: string) => Promise<unknown>;

export interface ExecutorDeps {
  db: Kysely<Database>;
  workerId: string;
  settings: RetryPolicy;
  buildDocument: DocumentBuilder;
  solver?: MilpSolverPort;
  /** How the engine is run (default: in this thread, with `solver`). */
  engine?: EngineRunner;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** Why a local run was aborted: the user cancelled it, or this worker is shutting down (hand it back). */
export type AbortReason = 'cancel' | 'shutdown' | 'lost';

export type RunOutcome = 'skipped' | 'solved' | 'error' | 'cancelled' | 'released';

export async function executeRun(d: ExecutorDeps, runId: string, controller = new AbortController()): Promise<RunOutcome> {
  const db = d.db;
  const now = () => d.now?.() ?? new Date();
  const claimed = await runs.claimRun(db, runId, d.workerId, now());
  if (!claimed) return 'skipped';
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

  // heartbeat: proves the worker is alive; losing the run (cancelled, reaped) aborts the engine
  const stopHeartbeat = keepHeartbeat(
    d.settings.heartbeatMs,
    () => runs.heartbeat(db, runId, d.workerId, now()),
    () => {
      if (!controller.signal.aborted) controller.abort('lost' satisfies AbortReason);
    },
    d.log,
  );

  try {
    // Not decoded here: the engine decodes it (and refuses it with its reasons); the meta reads it with defaults.
    const doc = (await d.buildDocument(db, simulationId)) as DocumentNames;
    const engine = d.engine ?? inlineEngine(d.solver);
    const output = await engine(doc, (e) => events.push(e), controller.signal);
    await events.flush();
    const { events: _events, ...rest } = output;
    const meta = metaOf(doc, sim.name, output);
    const stored: StoredOutput = { ...rest, meta };
    const snapshot = { document: doc, inputsVersion: String(sim.inputs_version) };
    return await finish(d, runId, simulationId, output.status === 'Solved' ? 'solved' : 'error', stored, undefined, snapshot);
  } catch (error) {
    await events.flush().catch(() => {});
    if (error instanceof EngineAbortedError || controller.signal.aborted) {
      const reason = controller.signal.reason as AbortReason | undefined;
      if (reason === 'shutdown') {
        // hand the run back: another worker (or this one after a restart) takes it again
        await runs.releaseRun(db, runId, d.workerId);
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
    return finish(d, runId, simulationId, 'error', null, error instanceof Error ? error.message : String(error));
  } finally {
    await stopHeartbeat();
  }
}

/** The input document a solution was computed from, and the simulation's inputs stamp when it was read. */
interface Snapshot {
  document: unknown;
  inputsVersion: string;
}

async function finish(
  d: ExecutorDeps,
  runId: string,
  simulationId: string,
  outcome: 'solved' | 'error',
  stored: StoredOutput | null,
  message?: string,
  snapshot?: Snapshot,
): Promise<RunOutcome> {
  const at = d.now?.() ?? new Date();
  return d.db.transaction().execute(async (trx) => {
    if (!(await runs.endHeldRun(trx, runId, d.workerId, outcome, at, message ?? null))) return 'cancelled' as const;
    if (outcome === 'error') await giveBackQuota(trx, runId);
    if (stored) {
      const solution = {
        output: JSON.stringify(stored),
        document: snapshot ? JSON.stringify(snapshot.document) : null,
        inputsVersion: snapshot?.inputsVersion ?? null,
      };
      await runs.storeSolution(trx, simulationId, runId, solution, at);
    }
    await runs.endRunningSimulation(
      trx,
      simulationId,
      outcome === 'solved' ? 'Solved' : 'Error',
      at,
      stored ? JSON.stringify(contractResults(stored)) : null,
    );
    return outcome;
  });
}

/**
 * Dead runs: running with a stale heartbeat. Retried (queued again, attempt + 1) while attempts remain,
 * otherwise ended in Error with an event saying why. Safe to run in every process at once (conditional updates).
 * Returns the runs queued again, to dispatch.
 */
export async function reapDeadRuns(db: Kysely<Database>, settings: RetryPolicy, now = new Date()): Promise<string[]> {
  const staleBefore = new Date(now.getTime() - settings.staleMs);
  // the run queued again and its "Reintento" event in one transaction: whoever sees the run released sees why
  const retried = await db.transaction().execute(async (trx) => {
    const rows = await runs.requeueStaleRuns(trx, staleBefore, settings.maxAttempts);
    for (const r of rows)
      await appendEvents(trx, r.simulation_id, r.id, [
        {
          title: 'Reintento',
          description: `El proceso que calculaba la simulación dejó de responder; se vuelve a intentar (intento ${r.attempt} de ${settings.maxAttempts})`,
          type_info: 'Warning',
          group: 'data',
        },
      ]);
    return rows;
  });
  const dead = await db.transaction().execute(async (trx) => {
    const ended = await runs.failStaleRuns(trx, staleBefore, settings.maxAttempts, now);
    for (const r of ended) await giveBackQuota(trx, r.id);
    return ended;
  });
  for (const r of dead) {
    await appendEvents(db, r.simulation_id, r.id, [
      {
        title: 'Error',
        description: `El proceso que calculaba la simulación dejó de responder ${r.attempt} ${r.attempt === 1 ? 'vez' : 'veces'}; la simulación termina con error. Duplícala y lánzala de nuevo.`,
        type_info: 'Error',
        group: 'data',
      },
    ]);
    await runs.endRunningSimulation(db, r.simulation_id, 'Error', now);
  }
  // a Running simulation with no live run (e.g. its run row was lost) would stay Running for ever
  const orphans = await runs.failOrphanSimulations(db, staleBefore, now);
  for (const id of orphans)
    await appendEvents(db, id, null, [
      {
        title: 'Error',
        description: 'La simulación estaba en curso sin ningún cálculo pendiente; termina con error.',
        type_info: 'Error',
        group: 'data',
      },
    ]);
  return retried.map((r) => r.id);
}

/** Runs queued for longer than `olderThanMs` (their dispatch may have been lost). */
export function queuedRuns(db: Kysely<Database>, olderThanMs = 0, now = new Date()): Promise<string[]> {
  return runs.queuedRunsSince(db, new Date(now.getTime() - olderThanMs));
}

/**
 * Runs held by a worker of this machine whose process is gone (this process's previous incarnation after a crash,
 * or a sibling killed outright) are dead now, not once their heartbeat is stale: their heartbeat is aged so the
 * next reaper pass takes them. Worker ids are `host:pid:random` (newWorkerId). Returns how many were found.
 */
export async function expireRunsOfDeadLocalWorkers(db: Kysely<Database>, host: string = hostname()): Promise<number> {
  const dead = heldByDeadLocalProcesses(await runs.runningRunsOfHost(db, host), host);
  await runs.ageHeartbeats(db, dead);
  return dead.length;
}
