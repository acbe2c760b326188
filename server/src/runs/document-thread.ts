/**
 * The justification PDF built in a worker thread: laying out a large simulation's PDF takes up to a second of CPU,
 * which would stall every other request of the API's event loop. Messages in: `{ id, input }`; out:
 * `{ id, pdf }` or `{ id, error }`, then `{ type: 'ready' }` once at start.
 */
import { parentPort } from 'node:worker_threads';
import { buildJustificationPdf, type JustificationInput } from './justification-pdf';

const port = parentPort;
if (port) {
  port.on('message', (message: { id: number; input: JustificationInput }) => {
    buildJustificationPdf(message.input).then(
      (pdf) => port.postMessage({ id: message.id, pdf }),
      (error: unknown) => port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
}
