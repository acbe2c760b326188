/**
 * Bounds the password hashes running at once. argon2 takes a core and ~19 MiB per hash, so a flood of logins
 * would otherwise queue unboundedly inside libuv and delay every real login behind it; here at most `concurrency`
 * run, at most `maxQueued` wait in order, and the rest are refused at once with 429.
 */
import { tooManyRequests } from '../http/errors';

export const HASH_BUSY_MESSAGE = 'Hay demasiados inicios de sesión a la vez; inténtalo de nuevo en unos segundos';

export interface HashGateOptions {
  concurrency: number;
  maxQueued: number;
}

export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `busyMessage`: the 429's (other costly work, e.g. the password strength thread, uses the same gate). */
  constructor(
    private readonly options: HashGateOptions,
    private readonly busyMessage: string = HASH_BUSY_MESSAGE,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) throw tooManyRequests(5, this.busyMessage);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.running--;
    }
  }
}
