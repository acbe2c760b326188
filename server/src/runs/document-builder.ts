/**
 * Builds documents (document-kinds.ts) off the API's event loop, in one worker thread kept for the process (started
 * on the first document, never keeping the process alive). When the thread cannot start, the document is built here
 * instead, so a download never fails for want of a thread.
 */
import { Worker } from 'node:worker_threads';
import { buildDocument, type DocumentJob } from './document-kinds';
import { threadBoot } from './thread-boot';

type Pending = { resolve: (data: Buffer) => void; reject: (error: Error) => void };

class DocumentThread {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

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
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, job });
    });
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
