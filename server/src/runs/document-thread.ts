/**
 * The documents (justification PDF, solution, comparison and Formulario workbooks) built in a worker thread: laying
 * out a large simulation's PDF or workbook takes up to seconds of CPU, which would stall every other request of the
 * API's event loop. Messages in: `{ id, job }`; out: `{ id, data }` or `{ id, error }`, then `{ type: 'ready' }`
 * once at start.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { buildDocument, type DocumentJob } from './document-kinds';

const port = parentPort;
if (port) {
  // background work: on Linux the nice value is per thread (setpriority(2)), so this lowers only this thread and
  // the API's event loop keeps the cores first when they are scarce
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW);
  } catch {
    // not permitted here: the thread runs at the process's priority
  }
  port.on('message', (message: { id: number; job: DocumentJob }) => {
    buildDocument(message.job).then(
      (data) => port.postMessage({ id: message.id, data }), // copied: one memcpy of the file's bytes
      (error: unknown) => port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
}
