/**
 * The documents (justification PDF, solution, comparison and Formulario workbooks) built in a worker thread: laying
 * out a large simulation's PDF or workbook takes up to seconds of CPU, which would stall every other request of the
 * API's event loop. Messages in (document-builder.ts): the parts of a job's JSON texts `{ id, text, part }`, then
 * `{ id, job }`; out: `{ id, data }` (its bytes transferred) or `{ id, error }`, and `{ type: 'ready' }` once at start.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { buildDocument, withTexts } from './document-kinds';
import type { ToDocumentThread } from './document-builder';

/** The bytes in an ArrayBuffer of their own, which can be transferred (a small Buffer shares Node's pool). */
function owned(data: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer } = data;
  return buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === buffer.byteLength
    ? new Uint8Array(buffer)
    : new Uint8Array(data);
}

const port = parentPort;
if (port) {
  // background work: on Linux the nice value is per thread (setpriority(2)), so this lowers only this thread and
  // the API's event loop keeps the cores first when they are scarce
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW);
  } catch {
    // not permitted here: the thread runs at the process's priority
  }
  /** The parts received so far of each job's texts. */
  const texts = new Map<number, string[][]>();
  port.on('message', (message: ToDocumentThread) => {
    const { id } = message;
    if ('part' in message) {
      const received = texts.get(id) ?? [];
      (received[message.text] ??= []).push(message.part);
      texts.set(id, received);
      return;
    }
    const received = texts.get(id) ?? [];
    texts.delete(id);
    buildDocument(
      withTexts(
        message.job,
        received.map((parts) => parts.join('')),
      ),
    ).then(
      (data) => {
        const bytes = owned(data);
        port.postMessage({ id, data: bytes }, [bytes.buffer]); // transferred: nothing copied on the API's thread
      },
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
}
