/**
 * Long operations as promises: poll until done, with a timeout and the caller's AbortSignal. A run (simulation)
 * is followed on GET /simulation/{id}; imports, parameter changes and the social security discount on their
 * status call (TaskStatus: PENDING until FINISHED or ERROR).
 */
import type { ConfigSchemas, LicitaClient } from './client.js';
import { LicitaError, SDK_MESSAGES, unwrap, type FetchAnswer } from './errors.js';
import { sleep } from './transport.js';

export interface WaitOptions {
  /** Stops the wait (and the call under way) with an `aborted` LicitaError. */
  signal?: AbortSignal;
  /** Gives up with a `timeout` LicitaError after this long (default 10 minutes). */
  timeoutMs?: number;
  /** Pause between two polls (default 1000 ms). */
  intervalMs?: number;
}

const failed = (message: string) => new LicitaError({ kind: 'operation-failed', status: 0, message });

/**
 * Calls `poll` until `isDone` accepts its value, and resolves with it. `poll` gets a signal that fires on the
 * timeout or the caller's abort; pass it to the call so a slow answer does not outlive the wait.
 */
export async function waitUntil<T>(
  poll: (signal: AbortSignal) => Promise<T>,
  isDone: (value: T) => boolean,
  options: WaitOptions = {},
): Promise<T> {
  const { signal, timeoutMs = 600_000, intervalMs = 1000 } = options;
  const inner = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    inner.abort();
  }, timeoutMs);
  const onAbort = () => inner.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const value = await poll(inner.signal);
      if (isDone(value)) return value;
      await sleep(intervalMs, inner.signal);
    }
  } catch (error) {
    if (timedOut) throw new LicitaError({ kind: 'timeout', status: 0, message: SDK_MESSAGES.timeout }, { cause: error });
    if (inner.signal.aborted && !(error instanceof LicitaError && error.kind === 'aborted')) {
      throw new LicitaError({ kind: 'aborted', status: 0, message: SDK_MESSAGES.aborted }, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export type Simulation = ConfigSchemas['Simulation'];
/** A simulation whose run has ended well: Solved, with its `results` filled. */
export type SolvedSimulation = Simulation & { status: 'Solved'; results: NonNullable<Simulation['results']> };

/** Why a run that stopped without a solution did so: its last Error event (among the newest 100), or a generic message. */
async function runFailure(api: Pick<LicitaClient, 'config'>, simulation: Simulation): Promise<string> {
  const path = { params: { path: { id: simulation.id }, query: { limit: 100 } } };
  const newestFirst = await unwrap(api.config.GET('/simulation/{id}/events', path));
  const error = newestFirst.find((e) => e.type_info === 'Error');
  if (error) return error.description ? `${error.title}: ${error.description}` : error.title;
  return simulation.status === 'Stopped' ? 'La simulación se ha detenido sin terminar' : 'La simulación ha terminado con error';
}

/**
 * Waits for a launched simulation to leave Running. Resolves with it once Solved, typed so that its `results` are
 * not null; throws `operation-failed` when it ends in Error or is stopped.
 */
export async function waitForSimulation(
  api: Pick<LicitaClient, 'config'>,
  id: string,
  options: WaitOptions = {},
): Promise<SolvedSimulation> {
  const simulation = await waitUntil(
    (signal) => unwrap(api.config.GET('/simulation/{id}', { params: { path: { id } }, signal })),
    (s) => s.status !== 'Running',
    options,
  );
  if (simulation.status !== 'Solved') throw failed(await runFailure(api, simulation));
  const { results } = simulation;
  if (!results) throw failed('La simulación ha terminado sin resultados');
  return { ...simulation, status: 'Solved', results };
}

export type TaskStatus = ConfigSchemas['TaskStatus'];

/**
 * Waits for a background job to leave PENDING, given its status call. Resolves on FINISHED; throws
 * `operation-failed` with the server's `info_message` on ERROR.
 *
 *   await waitForTask((signal) => api.config.GET('/solution/{id}/parameters/status', { params: { path: { id } }, signal }));
 */
export async function waitForTask(
  status: (signal: AbortSignal) => Promise<FetchAnswer<TaskStatus>>,
  options: WaitOptions = {},
): Promise<TaskStatus> {
  const last = await waitUntil(
    (signal) => unwrap(status(signal)),
    (s) => s.status !== 'PENDING',
    options,
  );
  if (last.status === 'ERROR') throw failed(last.info_message || 'La operación ha terminado con error');
  return last;
}
