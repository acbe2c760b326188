/**
 * Reads PLACSP files (feed.ts) off the API's event loop, in one worker thread kept for the process (started on the
 * first file, never keeping the process alive); files queue in it one after another. When the thread cannot start,
 * the file is read here instead, so an import never fails for want of a thread.
 */
import { Worker } from 'node:worker_threads';
import { threadBoot } from '../runs/thread-boot';
import { readNotices } from './feed';
import type { PlacspNotice } from './notice';
import { PlacspFileError } from './xml-tree';

export type ToNoticeThread = { id: number; data: Uint8Array; check: boolean };
export type FromNoticeThread =
  { id: number; notices: PlacspNotice[] } | { id: number; refusal: string } | { id: number; error: string };

type Pending = { resolve: (notices: PlacspNotice[]) => void; reject: (error: Error) => void };

/** Files read by the thread so far (the tests check that the routes read there). */
let threadReads = 0;
export const noticeReadsInThread = () => threadReads;

class NoticeThread {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  private start(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(threadBoot('notice-thread', '../placsp'), { eval: true });
      worker.unref();
      worker.on('message', (m: FromNoticeThread | { type: 'ready' }) => {
        if ('type' in m) return resolve(worker);
        const job = this.pending.get(m.id);
        if (!job) return;
        this.pending.delete(m.id);
        threadReads += 1;
        if ('notices' in m) job.resolve(m.notices);
        else if ('refusal' in m) job.reject(new PlacspFileError(m.refusal));
        else job.reject(new Error(m.error));
      });
      const fail = (error: Error) => {
        this.worker = null; // the next file starts a new thread
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`El proceso que lee los anuncios terminó inesperadamente (código ${code})`)));
    });
  }

  async read(data: Uint8Array, check: boolean): Promise<PlacspNotice[]> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch (error) {
      console.error('notice thread could not start; reading the file inline:', error instanceof Error ? error.message : error);
      return readNotices(data);
    }
    const id = this.next++;
    const done = new Promise<PlacspNotice[]>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    worker.postMessage({ id, data, check } satisfies ToNoticeThread); // copied: the caller keeps its bytes
    return done;
  }
}

const thread = new NoticeThread();

/** The notices of the file, read in the thread; throws PlacspFileError with the Spanish reason it is refused. */
export function readNoticesInThread(data: Uint8Array): Promise<PlacspNotice[]> {
  return thread.read(data, false);
}

/** Why the file is no notice the import takes (the upload PUT's check), or null; read in the thread. */
export async function noticeFileProblem(data: Uint8Array): Promise<string | null> {
  try {
    await thread.read(data, true);
    return null;
  } catch (e) {
    if (e instanceof PlacspFileError) return e.message;
    throw e;
  }
}
