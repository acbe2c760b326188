/**
 * The strength estimate of new passwords off the API's event loop: `concurrency` worker threads
 * (./password-strength-thread.ts), started on first use and never keeping the process alive, behind a `HashGate`
 * (at most `maxQueued` estimates wait; beyond that 429, as the hashing queue answers). The estimator sees a bounded
 * prefix (`PASSWORD_ESTIMATE_PREFIX`). When a thread cannot start, the estimate runs here instead, so a password
 * change never fails for want of a thread.
 */
import { PASSWORD_ESTIMATE_PREFIX, passwordStrengthError } from '@licita/domain/password-strength';
import { ThreadClient } from '../runs/thread-client';
import { HashGate, type HashGateOptions } from './hash-gate';
import type { ToStrengthThread } from './password-strength-thread';

export const STRENGTH_BUSY_MESSAGE = 'Hay demasiadas contraseñas comprobándose a la vez; inténtalo de nuevo en unos segundos';

/** The expensive part of the new-password rule: why the password is too easy to guess, or undefined. */
export interface PasswordStrength {
  problem(password: string, userInputs: readonly string[]): Promise<string | undefined>;
}

class StrengthThread {
  private readonly client = new ThreadClient<string | undefined>({
    module: 'password-strength-thread',
    folder: '../auth',
    inline: 'estimating inline',
    exited: (code) => new Error(`password strength thread exited (code ${code})`),
    settle: (m) => (m.error !== undefined ? { error: new Error(String(m.error)) } : { value: m.problem as string | undefined }),
  });

  async problem(password: string, userInputs: readonly string[]): Promise<string | undefined> {
    const worker = await this.client.thread();
    if (!worker) return passwordStrengthError(password, userInputs);
    const { id, answer } = this.client.job();
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
