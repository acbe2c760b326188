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
import { Worker } from 'node:worker_threads';
import { buildDocument, jobTexts, textParts, withTexts, type DocumentJob } from './document-kinds';
import { threadBoot } from './thread-boot';

/** The messages to the document thread: a part of the job's `text`-th JSON text, then the job itself. */
export type ToDocumentThread = { id: number; text: number; part: string } | { id: number; job: DocumentJob };

type Pending = { resolve: (data: Buffer) => void; reject: (error: Error) => void };

class DocumentThread {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  /** The last part's turn: parts of concurrent documents queue behind it, one per turn of the event loop. */
  private lastTurn: Promise<void> = Promise.resolve();

  /** Resolves on a turn of the event loop of its own (I/O such as other requests runs between two turns). */
  private turn(): Promise<void> {
    this.lastTurn = this.lastTurn.then(() => nextTurn());
    return this.lastTurn;
  }

  private start(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(threadBoot('document-thread'), { eval: true });
      worker.unref();
      worker.on('message', (m: { type?: string; id?: number; data?: Uint8Array; error?: string }) => {
        if (m.type === 'ready') return resolve(worker);
        const job = this.pending.get(m.id!);
        if (!job) return;
        this.pending.delete(m.id!);
        if (m.data) job.resolve(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
        else job.reject(new Error(m.error ?? 'No se pudo generar el documento'));
      });
      const fail = (error: Error) => {
        this.worker = null; // the next document starts a new thread
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('exit', (code) =>
        fail(new Error(`El proceso que genera los documentos terminó inesperadamente (código ${code})`)),
      );
    });
  }

  async build(job: DocumentJob): Promise<Buffer> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch (error) {
      console.error(
        'document thread could not start; building the document inline:',
        error instanceof Error ? error.message : error,
      );
      return buildDocument(job);
    }
    const id = this.next++;
    const done = new Promise<Buffer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    const texts = jobTexts(job);
    for (const [text, whole] of texts.entries())
      for (const part of textParts(whole)) {
        await this.turn(); // one part per turn of the event loop, whatever the documents in flight
        if (!this.pending.has(id)) return done; // the thread died meanwhile: `done` is rejected
        worker.postMessage({ id, text, part } satisfies ToDocumentThread);
      }
    if (this.pending.has(id))
      worker.postMessage({
        id,
        job: withTexts(
          job,
          texts.map(() => ''),
        ),
      } satisfies ToDocumentThread);
    return done;
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
