/**
 * Runs the engine for a run: in a worker thread by default (./engine-thread.ts, loaded through tsx like the rest
 * of the server in development; engine-thread.js beside the bundle in the compiled server), or in this thread
 * when threads are turned off (RUN_ENGINE_THREAD=0) or cannot start.
 */
import { Worker } from 'node:worker_threads';
import { threadBoot } from './thread-boot';
import {
  simulate,
  EngineAbortedError,
  InvalidDocumentError,
  type EngineEvent,
  type MilpSolverPort,
  type SimulationOutput,
} from '@licita/domain';

export type EngineRunner = (doc: unknown, onEvent: (e: EngineEvent) => void, signal: AbortSignal) => Promise<SimulationOutput>;

export function inlineEngine(solver?: MilpSolverPort): EngineRunner {
  return (doc, onEvent, signal) => simulate(doc, { clock: () => Date.now(), onEvent, signal, solver });
}

const BOOT = threadBoot('engine-thread');

/** Engine threads, kept warm between runs (loading tsx, the engine and HiGHS takes seconds under load). */
export class EnginePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private closed = false;

  constructor(private readonly keep = 1) {}

  private spawn(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(BOOT, { eval: true });
      const onMessage = (m: { type: string }) => {
        if (m.type !== 'ready') return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(worker);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  }

  private release(worker: Worker, healthy: boolean): void {
    this.busy.delete(worker);
    if (healthy && !this.closed && this.idle.length < this.keep) {
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      worker.unref(); // an idle thread never keeps the process alive
      this.idle.push(worker);
    } else void worker.terminate();
  }

  readonly run: EngineRunner = async (doc, onEvent, signal) => {
    if (this.closed) throw new Error('El motor de cálculo está detenido');
    if (signal.aborted) throw new EngineAbortedError();
    let worker: Worker;
    try {
      worker = this.idle.pop() ?? (await this.spawn());
    } catch (error) {
      // no thread (e.g. the loader cannot be found): compute here rather than fail the run
      console.error('engine thread could not start; running the engine inline:', error instanceof Error ? error.message : error);
      return inlineEngine()(doc, onEvent, signal);
    }
    worker.ref();
    this.busy.add(worker);
    return new Promise<SimulationOutput>((resolve, reject) => {
      let settled = false;
      const settle = (healthy: boolean, fn: () => void) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        this.release(worker, healthy);
        fn();
      };
      const onAbort = () => {
        worker.postMessage({ type: 'abort' });
        // a thread busy in a long synchronous stretch is stopped outright
        setTimeout(() => settle(false, () => reject(new EngineAbortedError())), 500).unref();
      };
      signal.addEventListener('abort', onAbort);
      worker.on(
        'message',
        (m: {
          type: string;
          event?: EngineEvent;
          output?: SimulationOutput;
          name?: string;
          message?: string;
          errors?: string[];
        }) => {
          if (m.type === 'event') onEvent(m.event!);
          else if (m.type === 'done') settle(true, () => resolve(m.output!));
          else if (m.type === 'failed')
            settle(m.name !== 'EngineAbortedError', () =>
              reject(
                m.name === 'EngineAbortedError'
                  ? new EngineAbortedError()
                  : m.name === 'InvalidDocumentError'
                    ? new InvalidDocumentError(m.errors ?? [])
                    : new Error(m.message),
              ),
            );
        },
      );
      worker.on('error', (error) => settle(false, () => reject(error)));
      worker.on('exit', (code) =>
        settle(false, () => reject(new Error(`El proceso de cálculo terminó inesperadamente (código ${code})`))),
      );
      worker.postMessage({ type: 'run', doc });
    });
  };

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.idle.splice(0), ...this.busy].map((w) => w.terminate()));
  }
}

/** The engine of a runner and how to stop it: a pool of threads, or this thread (`thread` false: RUN_ENGINE_THREAD=0). */
export function defaultEngine(solver?: MilpSolverPort, thread = true): { run: EngineRunner; close(): Promise<void> } {
  if (!thread) return { run: inlineEngine(solver), close: async () => {} };
  const pool = new EnginePool();
  return { run: pool.run, close: () => pool.close() };
}
