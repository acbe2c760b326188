/**
 * The strength estimate of new passwords off the API's event loop: `concurrency` worker threads
 * (./password-strength-thread.ts), started on first use and never keeping the process alive, behind a `HashGate`
 * (at most `maxQueued` estimates wait; beyond that 429, as the hashing queue answers). The estimator sees a bounded
 * prefix (`PASSWORD_ESTIMATE_PREFIX`). When a thread cannot start, the estimate runs here instead, so a password
 * change never fails for want of a thread.
 */
import { Worker } from 'node:worker_threads';
import { PASSWORD_ESTIMATE_PREFIX, passwordStrengthError } from '@licita/domain/password-strength';
import { threadBoot } from '../runs/thread-boot';
import { HashGate, type HashGateOptions } from './hash-gate';
import type { ToStrengthThread } from './password-strength-thread';

export const STRENGTH_BUSY_MESSAGE = 'Hay demasiadas contraseñas comprobándose a la vez; inténtalo de nuevo en unos segundos';

/** The expensive part of the new-password rule: why the password is too easy to guess, or undefined. */
export interface PasswordStrength {
  problem(password: string, userInputs: readonly string[]): Promise<string | undefined>;
}

type Pending = { resolve: (problem: string | undefined) => void; reject: (error: Error) => void };

class StrengthThread {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  private start(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(threadBoot('password-strength-thread', '../auth'), { eval: true });
      worker.unref();
      worker.on('message', (m: { type?: string; id?: number; problem?: string; error?: string }) => {
        if (m.type === 'ready') return resolve(worker);
        const job = this.pending.get(m.id!);
        if (!job) return;
        this.pending.delete(m.id!);
        if (m.error !== undefined) job.reject(new Error(m.error));
        else job.resolve(m.problem);
      });
      const fail = (error: Error) => {
        this.worker = null; // the next estimate starts a new thread
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`password strength thread exited (code ${code})`)));
    });
  }

  async problem(password: string, userInputs: readonly string[]): Promise<string | undefined> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch (error) {
      console.error(
        'password strength thread could not start; estimating inline:',
        error instanceof Error ? error.message : error,
      );
      return passwordStrengthError(password, userInputs);
    }
    const id = this.next++;
    const answer = new Promise<string | undefined>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    worker.postMessage({ id, password, userInputs: [...userInputs] } satisfies ToStrengthThread);
    return answer;
  }
}

/** PASSWORD_STRENGTH_CONCURRENCY threads (default 1), PASSWORD_STRENGTH_QUEUE estimates waiting (default 16). */
export function passwordStrengthOptions(env: NodeJS.ProcessEnv = process.env): HashGateOptions {
  const n = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Math.floor(Number(value)) : fallback);
  return { concurrency: n(env.PASSWORD_STRENGTH_CONCURRENCY, 1), maxQueued: n(env.PASSWORD_STRENGTH_QUEUE, 16) };
}

export function createPasswordStrength(options: HashGateOptions = passwordStrengthOptions()): PasswordStrength {
  const gate = new HashGate(options, STRENGTH_BUSY_MESSAGE);
  // The gate lets at most `concurrency` estimates run at once, so an idle thread is always there.
  const idle = Array.from({ length: options.concurrency }, () => new StrengthThread());
  return {
    problem: (password, userInputs) =>
      gate.run(async () => {
        const thread = idle.pop()!;
        try {
          return await thread.problem(password.slice(0, PASSWORD_ESTIMATE_PREFIX), userInputs);
        } finally {
          idle.push(thread);
        }
      }),
  };
}
