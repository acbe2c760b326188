/**
 * Builds documents (document-kinds.ts) off the API's event loop, in one worker thread kept for the process (started
 * on the first document, never keeping the process alive). When the thread cannot start, the document is built here
 * instead, so a download never fails for want of a thread.
 *
 * What runs here per document is kept to slices well under a millisecond: a job's JSON texts (a large solution's
 * output, megabytes) cross one part per message, one message per turn of the event loop across all documents in
 * flight, since a message is copied (structured clone) on the sender's thread; the built file comes back
 * transferred, not copied.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildDocument, jobTexts, textParts, withTexts, type DocumentJob } from './document-kinds';
import { ThreadClient } from '../runs/thread-client';

/** The messages to the document thread: a part of the job's `text`-th JSON text, then the job itself. */
export type ToDocumentThread = { id: number; text: number; part: string } | { id: number; job: DocumentJob };

class DocumentThread {
  private readonly client = new ThreadClient<Buffer>({
    module: 'document-thread',
    folder: '../documents',
    inline: 'building the document inline',
    exited: (code) => new Error(`El proceso que genera los documentos terminó inesperadamente (código ${code})`),
    settle: (m) => {
      const data = m.data as Uint8Array | undefined;
      if (data) return { value: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
      return { error: new Error((m.error as string | undefined) ?? 'No se pudo generar el documento') };
    },
  });
  /** The last part's turn: parts of concurrent documents queue behind it, one per turn of the event loop. */
  private lastTurn: Promise<void> = Promise.resolve();

  /** Resolves on a turn of the event loop of its own (I/O such as other requests runs between two turns). */
  private turn(): Promise<void> {
    this.lastTurn = this.lastTurn.then(() => nextTurn());
    return this.lastTurn;
  }

  async build(job: DocumentJob): Promise<Buffer> {
    const worker = await this.client.thread();
    if (!worker) return buildDocument(job);
    const { id, answer } = this.client.job();
    const texts = jobTexts(job);
    for (const [text, whole] of texts.entries())
      for (const part of textParts(whole)) {
        await this.turn(); // one part per turn of the event loop, whatever the documents in flight
        if (!this.client.waiting(id)) return answer; // the thread died meanwhile: `answer` is rejected
        worker.postMessage({ id, text, part } satisfies ToDocumentThread);
      }
    if (this.client.waiting(id))
      worker.postMessage({
        id,
        job: withTexts(
          job,
          texts.map(() => ''),
        ),
      } satisfies ToDocumentThread);
    return answer;
  }
}

const thread = new DocumentThread();

/** A document, built in the process's document thread. */
export function buildDocumentInThread(job: DocumentJob): Promise<Buffer> {
  return thread.build(job);
}

/** The justification PDF, built in the process's document thread. */
export function buildJustificationInThread(input: Extract<DocumentJob, { kind: 'justification' }>['input']): Promise<Buffer> {
  return thread.build({ kind: 'justification', input });
}
