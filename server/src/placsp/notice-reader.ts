/**
 * Reads PLACSP files (feed.ts) off the API's event loop, in one worker thread kept for the process (started on the
 * first file, never keeping the process alive); files queue in it one after another, at most MAX_QUEUED_NOTICES
 * (each up to 10 MB, copied into the thread's queue): beyond, 503. When the thread cannot start, the file is read
 * here instead, so an import never fails for want of a thread.
 */
import { ThreadClient } from '../runs/thread-client';
import { HttpError } from '../http/errors';
import { FETCH_BUSY_MESSAGE } from './fetch';
import { readNotices } from './feed';
import type { PlacspNotice } from './notice';
import { PlacspFileError } from './xml-tree';

export type ToNoticeThread = { id: number; data: Uint8Array; check: boolean };
export type FromNoticeThread =
  { id: number; notices: PlacspNotice[] } | { id: number; refusal: string } | { id: number; error: string };

/** Files that may wait for the thread at once, the one it reads included. */
export const MAX_QUEUED_NOTICES = 8;

/** Files read by the thread so far (the tests check that the routes read there). */
let threadReads = 0;
export const noticeReadsInThread = () => threadReads;

class NoticeThread {
  private readonly client = new ThreadClient<PlacspNotice[]>({
    module: 'notice-thread',
    folder: '../placsp',
    inline: 'reading the file inline',
    exited: (code) => new Error(`El proceso que lee los anuncios terminó inesperadamente (código ${code})`),
    settle: (m) => {
      threadReads += 1;
      if ('notices' in m) return { value: m.notices as PlacspNotice[] };
      if ('refusal' in m) return { error: new PlacspFileError(String(m.refusal)) };
      return { error: new Error(String(m.error)) };
    },
    bound: { jobs: MAX_QUEUED_NOTICES, busy: () => new HttpError(503, FETCH_BUSY_MESSAGE) },
  });

  async read(data: Uint8Array, check: boolean): Promise<PlacspNotice[]> {
    const worker = await this.client.thread();
    if (!worker) return readNotices(data);
    const { id, answer } = this.client.job();
    worker.postMessage({ id, data, check } satisfies ToNoticeThread); // copied: the caller keeps its bytes
    return answer;
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
