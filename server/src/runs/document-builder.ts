/**
 * Builds justification PDFs off the API's event loop, in one worker thread kept for the process (started on the
 * first PDF, never keeping the process alive). When the thread cannot start, the PDF is built here instead, so a
 * download never fails for want of a thread.
 */
import { Worker } from 'node:worker_threads';
import { buildJustificationPdf, type JustificationInput } from './justification-pdf';
import { threadBoot } from './thread-boot';

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

class JustificationThread {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  private start(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(threadBoot('justification-thread'), { eval: true });
      worker.unref();
      worker.on('message', (m: { type?: string; id?: number; pdf?: Uint8Array; error?: string }) => {
        if (m.type === 'ready') return resolve(worker);
        const job = this.pending.get(m.id!);
        if (!job) return;
        this.pending.delete(m.id!);
        if (m.pdf) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
        else job.reject(new Error(m.error ?? 'No se pudo generar la justificación'));
      });
      const fail = (error: Error) => {
        this.worker = null; // the next PDF starts a new thread
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`El proceso que genera la justificación terminó inesperadamente (código ${code})`)));
    });
  }

  async build(input: JustificationInput): Promise<Buffer> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch (error) {
      console.error('justification thread could not start; building the PDF inline:', error instanceof Error ? error.message : error);
      return buildJustificationPdf(input);
    }
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input });
    });
  }
}

const thread = new JustificationThread();

/** The justification PDF, built in the process's PDF thread. */
export function buildJustificationInThread(input: JustificationInput): Promise<Buffer> {
  return thread.build(input);
}
