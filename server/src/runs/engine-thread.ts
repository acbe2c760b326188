/**
 * The engine in a worker thread: a long calculation neither blocks the HTTP server (embedded mode) nor the
 * heartbeat of its run. A thread serves one run at a time and is reused. Messages in: `{ type: 'run', doc }`,
 * `{ type: 'abort' }`. Out: `{ type: 'event', event }`, then `{ type: 'done', output }` or
 * `{ type: 'failed', name, message, errors? }`.
 */
import { parentPort } from 'node:worker_threads';
import { simulate, EngineAbortedError, InvalidDocumentError } from '@licita/domain';
import { HighsSolver } from '../engine/highs-solver';
import { limitHeapGrowth } from '../engine/heap-growth';

const port = parentPort;
if (port) {
  limitHeapGrowth();
  const solver = new HighsSolver();
  let controller = new AbortController();
  port.on('message', (message: { type: string; doc?: unknown }) => {
    if (message.type === 'abort') controller.abort();
    if (message.type !== 'run') return;
    controller = new AbortController();
    simulate(message.doc, {
      clock: () => Date.now(),
      onEvent: (event) => port.postMessage({ type: 'event', event }),
      signal: controller.signal,
      solver,
    }).then(
      (output) => port.postMessage({ type: 'done', output }),
      (error: unknown) =>
        port.postMessage({
          type: 'failed',
          name:
            error instanceof EngineAbortedError
              ? 'EngineAbortedError'
              : error instanceof InvalidDocumentError
                ? 'InvalidDocumentError'
                : 'Error',
          message: error instanceof Error ? error.message : String(error),
          errors: error instanceof InvalidDocumentError ? error.errors : undefined,
        }),
    );
  });
  port.postMessage({ type: 'ready' });
}
