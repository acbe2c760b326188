/**
 * PLACSP files read in a worker thread (notice-reader.ts): parsing a 10 MB feed takes seconds of CPU, which would
 * stall every other request of the API's event loop, the unauthenticated upload PUT's included. Messages in:
 * `{ id, data, check }`; out: `{ id, notices }` (none when only checking), `{ id, refusal }` (the Spanish reason the
 * file is refused) or `{ id, error }`, and `{ type: 'ready' }` once at start.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readNotices } from './feed';
import { PlacspFileError } from './xml-tree';
import type { FromNoticeThread, ToNoticeThread } from './notice-reader';

const port = parentPort;
if (port) {
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW); // per thread on Linux: the API's event loop keeps the cores first
  } catch {
    // not permitted here: the thread runs at the process's priority
  }
  port.on('message', ({ id, data, check }: ToNoticeThread) => {
    let answer: FromNoticeThread;
    try {
      const notices = readNotices(data);
      answer = { id, notices: check ? [] : notices };
    } catch (e) {
      answer =
        e instanceof PlacspFileError ? { id, refusal: e.message } : { id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(answer);
  });
  port.postMessage({ type: 'ready' });
}
