/**
 * The API's side of a worker thread kept for the process (the document, notice and password-strength threads): it
 * starts the thread on first use (thread-boot.ts), never keeping the process alive; numbers the jobs and settles
 * each with the thread's answer; and, when the thread dies, rejects the jobs in flight and starts a new one for the
 * next. A thread answers `{ type: 'ready' }` once, then `{ id, … }` per job, which `settle` reads.
 */
import { Worker } from 'node:worker_threads';
import { threadBoot } from './thread-boot';

type Pending<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

export interface ThreadClientOptions<T> {
  /** The thread's module (thread-boot.ts): its file name without extension, and its folder relative to runs/. */
  module: string;
  folder?: string;
  /** For the log when the thread cannot start: what is done inline then (e.g. "building the document inline"). */
  inline: string;
  /** The error the jobs in flight get when the thread ends (its exit code). */
  exited: (code: number) => Error;
  /** A job's answer (everything but `id`): its value, or the error to reject it with. */
  settle: (message: Record<string, unknown>) => { value: T } | { error: Error };
  /** Jobs that may wait for the thread at once, and the error a job beyond them is refused with (unbounded without). */
  bound?: { jobs: number; busy: () => Error };
}

export class ThreadClient<T> {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending<T>>();
  private next = 1;

  constructor(private readonly options: ThreadClientOptions<T>) {}

  private start(): Promise<Worker> {
    const { module, folder, exited, settle } = this.options;
    return new Promise((resolve, reject) => {
      const worker = new Worker(threadBoot(module, folder), { eval: true });
      worker.unref();
      worker.on('message', (m: { type?: string; id?: number } & Record<string, unknown>) => {
        if (m.type === 'ready') return resolve(worker);
        const job = this.pending.get(m.id!);
        if (!job) return;
        this.pending.delete(m.id!);
        const answer = settle(m);
        if ('value' in answer) job.resolve(answer.value);
        else job.reject(answer.error);
      });
      const fail = (error: Error) => {
        this.worker = null; // the next job starts a new thread
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('exit', (code) => fail(exited(code)));
    });
  }

  /** The thread, started if needed; null when it cannot start (logged: the caller then does the work inline). */
  async thread(): Promise<Worker | null> {
    try {
      return await (this.worker ??= this.start());
    } catch (error) {
      console.error(
        `${this.options.module} could not start; ${this.options.inline}:`,
        error instanceof Error ? error.message : error,
      );
      return null;
    }
  }

  /** A new job: its id, to send with its messages, and its answer; throws the bound's error when it is full. */
  job(): { id: number; answer: Promise<T> } {
    const bound = this.options.bound;
    if (bound && this.pending.size >= bound.jobs) throw bound.busy();
    const id = this.next++;
    const answer = new Promise<T>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    return { id, answer };
  }

  /** Whether the job still waits for its answer (false once the thread died: its answer is then rejected). */
  waiting(id: number): boolean {
    return this.pending.has(id);
  }
}
