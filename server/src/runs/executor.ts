/**
 * Executes one run: claims its row (queued → running, only one worker wins), keeps a heartbeat while the engine
 * works, writes events as they come, stores the solution and ends the simulation Solved or Error. The final
 * writes are conditional on still holding the run, so a cancelled or reaped run never overwrites anything.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { EngineAbortedError, InvalidDocumentError, type MilpSolverPort } from '../../../domain/src/engine/index.js';
import { inlineEngine, type EngineRunner } from './engine-runner';
import { EventWriter, appendEvents } from './events';
import { contractResults, metaOf, type DocumentNames, type StoredOutput } from './solution';
import { giveBackQuota } from './repository';

export type DocumentBuilder = (db: Kysely<Database>, simulationId: string) => Promise<unknown>;

export interface RunSettings {
  /** How often a running worker proves it is alive (and looks for a cancellation). */
  heartbeatMs: number;
  /** A running run whose heartbeat is older than this is taken for dead. */
  staleMs: number;
  /** Launch attempt included: a run is tried at most this many times. */
  maxAttempts: number;
  /** How often the reaper looks for dead runs. */
  reaperMs: number;
}

// A dead worker's run is taken again after at most staleMs + reaperMs (+ the queue's 0.5 s poll): ~16.5 s on a
// live cluster; six missed heartbeats before a run counts as dead.
export const DEFAULT_RUN_SETTINGS: RunSettings = { heartbeatMs: 2_000, staleMs: 12_000, maxAttempts: 2, reaperMs: 4_000 };

/** RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_REAPER_MS, RUN_MAX_ATTEMPTS. */
export function runSettingsFromEnv(env: NodeJS.ProcessEnv): Partial<RunSettings> {
  const out: Partial<RunSettings> = {};
  const n = (k: string) => (env[k] && Number(env[k]) > 0 ? Number(env[k]) : undefined);
  if (n('RUN_HEARTBEAT_MS')) out.heartbeatMs = n('RUN_HEARTBEAT_MS');
  if (n('RUN_STALE_MS')) out.staleMs = n('RUN_STALE_MS');
  if (n('RUN_REAPER_MS')) out.reaperMs = n('RUN_REAPER_MS');
  if (n('RUN_MAX_ATTEMPTS')) out.maxAttempts = n('RUN_MAX_ATTEMPTS');
  return out;
}

export interface ExecutorDeps {
  db: Kysely<Database>;
  workerId: string;
  settings: RunSettings;
  buildDocument: DocumentBuilder;
  solver?: MilpSolverPort;
  /** How the engine is run (default: in this thread, with `solver`). */
  engine?: EngineRunner;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Why a local run was aborted: the user cancelled it, or this worker is shutting down (hand it back). */
export type AbortReason = 'cancel' | 'shutdown' | 'lost';

export type RunOutcome = 'skipped' | 'solved' | 'error' | 'cancelled' | 'released';

export async function executeRun(d: ExecutorDeps, runId: string, controller = new AbortController()): Promise<RunOutcome> {
  const db = d.db;
  const now = () => d.now?.() ?? new Date();
  const claimed = await db
    .updateTable('simulation_run')
    .set({ status: 'running', worker_id: d.workerId, heartbeat_at: now(), started_at: now() })
    .where('id', '=', runId)
    .where('status', '=', 'queued')
    .returning(['id', 'simulation_id', 'attempt'])
    .executeTakeFirst();
  if (!claimed) return 'skipped';
  const simulationId = claimed.simulation_id;
  // the inputs' stamp before the document is read: an edit while it is read makes the page say the inputs changed
  const sim = await db.selectFrom('simulation').select(['status', 'name', 'inputs_version']).where('id', '=', simulationId).executeTakeFirst();
  if (!sim || sim.status !== 'Running') {
    await db.updateTable('simulation_run').set({ status: 'cancelled', finished_at: now(), worker_id: null }).where('id', '=', runId).execute();
    return 'cancelled';
  }
  const events = new EventWriter(db, simulationId, runId);
  if (claimed.attempt > 1)
    events.push({ title: 'Reintento', description: `Intento ${claimed.attempt}: se reanuda el cálculo en otro proceso`, type_info: 'Info', group: 'data' });

  // heartbeat: proves the worker is alive; losing the run (cancelled, reaped) aborts the engine
  let beating = Promise.resolve();
  const beat = setInterval(() => {
    beating = beating.then(async () => {
      try {
        const held = await db
          .updateTable('simulation_run')
          .set({ heartbeat_at: now() })
          .where('id', '=', runId)
          .where('status', '=', 'running')
          .where('worker_id', '=', d.workerId)
          .returning('id')
          .executeTakeFirst();
        if (!held && !controller.signal.aborted) controller.abort('lost' satisfies AbortReason);
      } catch (error) {
        d.log?.('heartbeat failed', error);
      }
    });
  }, d.settings.heartbeatMs);
  beat.unref?.();

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
        await db
          .updateTable('simulation_run')
          .set({ status: 'queued', worker_id: null, heartbeat_at: null })
          .where('id', '=', runId)
          .where('status', '=', 'running')
          .where('worker_id', '=', d.workerId)
          .execute();
        return 'released';
      }
      return 'cancelled'; // the canceller (or the reaper) already wrote the outcome
    }
    if (!(error instanceof InvalidDocumentError)) {
      d.log?.(`run ${runId} failed`, error);
      await appendEvents(db, simulationId, runId, [
        // The engine's own text (English, technical) goes to the log only; the user reads Spanish.
        { title: 'Error', description: `Error inesperado en el cálculo (referencia ${runId}): avisa al administrador, el detalle está en el registro del servidor`, type_info: 'Error', group: 'data' },
      ]);
    }
    return finish(d, runId, simulationId, 'error', null, error instanceof Error ? error.message : String(error));
  } finally {
    clearInterval(beat);
    await beating.catch(() => {});
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
    const held = await trx
      .updateTable('simulation_run')
      .set({ status: outcome, finished_at: at, message: message ?? null })
      .where('id', '=', runId)
      .where('status', '=', 'running')
      .where('worker_id', '=', d.workerId)
      .returning('id')
      .executeTakeFirst();
    if (!held) return 'cancelled' as const;
    if (outcome === 'error') await giveBackQuota(trx, runId);
    if (stored) {
      const output = JSON.stringify(stored);
      const document = snapshot ? JSON.stringify(snapshot.document) : null;
      const inputs_version = snapshot?.inputsVersion ?? null;
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
    await trx
      .updateTable('simulation')
      .set({
        status: outcome === 'solved' ? 'Solved' : 'Error',
        finished: at,
        results: stored ? JSON.stringify(contractResults(stored)) : null,
        updated_at: at,
      })
      .where('id', '=', simulationId)
      .where('status', '=', 'Running')
      .execute();
    return outcome;
  });
}

/**
 * Dead runs: running with a stale heartbeat. Retried (queued again, attempt + 1) while attempts remain,
 * otherwise ended in Error with an event saying why. Safe to run in every process at once (conditional updates).
 * Returns the runs queued again, to dispatch.
 */
export async function reapDeadRuns(db: Kysely<Database>, settings: RunSettings, now = new Date()): Promise<string[]> {
  const staleBefore = new Date(now.getTime() - settings.staleMs);
  // the run queued again and its "Reintento" event in one transaction: whoever sees the run released sees why
  const retried = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('simulation_run')
      .set((eb) => ({ status: 'queued', worker_id: null, heartbeat_at: null, attempt: eb('attempt', '+', 1) }))
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', staleBefore)
      .where('attempt', '<', settings.maxAttempts)
      .returning(['id', 'simulation_id', 'attempt'])
      .execute();
    for (const r of rows)
      await appendEvents(trx, r.simulation_id, r.id, [
        { title: 'Reintento', description: `El proceso que calculaba la simulación dejó de responder; se vuelve a intentar (intento ${r.attempt} de ${settings.maxAttempts})`, type_info: 'Warning', group: 'data' },
      ]);
    return rows;
  });
  const dead = await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('simulation_run')
      .set({ status: 'error', finished_at: now, message: 'worker lost' })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', staleBefore)
      .where('attempt', '>=', settings.maxAttempts)
      .returning(['id', 'simulation_id', 'attempt'])
      .execute();
    for (const r of ended) await giveBackQuota(trx, r.id);
    return ended;
  });
  for (const r of dead) {
    await appendEvents(db, r.simulation_id, r.id, [
      { title: 'Error', description: `El proceso que calculaba la simulación dejó de responder ${r.attempt} ${r.attempt === 1 ? 'vez' : 'veces'}; la simulación termina con error. Duplícala y lánzala de nuevo.`, type_info: 'Error', group: 'data' },
    ]);
    await db.updateTable('simulation').set({ status: 'Error', finished: now, updated_at: now }).where('id', '=', r.simulation_id).where('status', '=', 'Running').execute();
  }
  // a Running simulation with no live run (e.g. its run row was lost) would stay Running for ever
  const orphans = await db
    .updateTable('simulation')
    .set({ status: 'Error', finished: now, updated_at: now })
    .where('status', '=', 'Running')
    .where('started', '<', staleBefore)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('simulation_run as r').select('r.id').whereRef('r.simulation_id', '=', 'simulation.id').where('r.status', 'in', ['queued', 'running']))),
    )
    .returning('id')
    .execute();
  for (const o of orphans)
    await appendEvents(db, o.id, null, [{ title: 'Error', description: 'La simulación estaba en curso sin ningún cálculo pendiente; termina con error.', type_info: 'Error', group: 'data' }]);
  return retried.map((r) => r.id);
}

/** Runs queued for longer than `olderThanMs` (their dispatch may have been lost). */
export async function queuedRuns(db: Kysely<Database>, olderThanMs = 0, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectFrom('simulation_run')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<=', new Date(now.getTime() - olderThanMs))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether a process with that pid exists on this machine (EPERM: it exists, owned by someone else). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs held by a worker of this machine whose process is gone (this process's previous incarnation after a crash,
 * or a sibling killed outright) are dead now, not once their heartbeat is stale: their heartbeat is aged so the
 * next reaper pass takes them. Worker ids are `host:pid:random` (newWorkerId). Returns how many were found.
 */
export async function expireRunsOfDeadLocalWorkers(db: Kysely<Database>, host: string = hostname()): Promise<number> {
  const running = await db.selectFrom('simulation_run').select(['id', 'worker_id']).where('status', '=', 'running').where('worker_id', 'like', `${host}:%`).execute();
  const dead = running.filter((r) => {
    const pid = Number(r.worker_id!.slice(host.length + 1).split(':')[0]);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid);
  });
  if (dead.length) {
    await db.updateTable('simulation_run').set({ heartbeat_at: new Date(0) }).where('id', 'in', dead.map((r) => r.id)).where('status', '=', 'running').execute();
  }
  return dead.length;
}
