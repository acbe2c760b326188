/**
 * Slows password and token guessing without ever locking the owner out, and limits recovery and registration
 * requests. Every call that checks a password or a token shares the login throttle: the log-in itself, a password
 * change, an invitation's check and acceptance, a recovery link's reset and a refresh. A call that only knows the
 * client's address (a token not yet resolved to an account) counts against the address alone.
 *
 * The throttle counts failures within the window in three directions: one account from one address, one account
 * from anywhere (both only since the account's latest success) and one address across accounts. Past a few free
 * failures, each direction asks for a delay after its latest failure that doubles with every further failure, up
 * to `maxDelaySeconds` (60 s): an attempt sooner is refused with 429 and `Retry-After` (what is left of the
 * longest delay). So a guesser gets about one try a minute, and the right password gets through after at most a
 * minute's wait, from the guesser's own address (an office behind one NAT) too; there is no lock. From an address
 * the account logged in from within `knownAddressDays`, only that pair's own failures count: guessers elsewhere,
 * however many and however steady, and colleagues behind the same address never delay the owner there.
 *
 * An attempt is counted before the password is checked: `reserve`, holding transaction-scoped advisory locks on
 * the e-mail and on the address (always in that order, so two reservations never wait on each other in a cycle),
 * counts and inserts the attempt as one more failure, so of any number of concurrent attempts only those the
 * throttle lets through go on to hash a password; the rest leave no row. A successful check turns its row into a
 * success. Recovery requests (per e-mail and per address) and registrations (per address) are plain counts in the
 * window. The SQL is in ./login-attempt-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import * as attempts from './login-attempt-repository';
import type { AttemptKind, FailureCount } from './login-attempt-repository';

export interface RateLimitOptions {
  /** How long a failure or a request counts. */
  windowMinutes: number;
  /** Failures of one account from one address before the delays start. */
  freePerAccountAddress: number;
  /** Failures of one account from any address before the delays start. */
  freePerAccount: number;
  /** Failures from one address (any account, tokens included) before the delays start. */
  freePerAddress: number;
  /** The longest delay the throttle asks for. */
  maxDelaySeconds: number;
  /** Days an address the account logged in from stays known (only the pair's own failures delay it there). */
  knownAddressDays: number;
  /** Recovery requests of one e-mail, and of one address, within the window. */
  recoverPerEmail: number;
  recoverPerAddress: number;
  /** Registrations from one address within the window. */
  registerPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  windowMinutes: 15,
  freePerAccountAddress: 3,
  freePerAccount: 5,
  freePerAddress: 20,
  maxDelaySeconds: 60,
  knownAddressDays: 30,
  recoverPerEmail: 5,
  recoverPerAddress: 20,
  registerPerAddress: 10,
};

export class RateLimits {
  constructor(
    private readonly db: Kysely<Database>,
    readonly options: RateLimitOptions,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts the attempt (a login: a failure until `succeeded`) or throws 429 with `Retry-After`. `email` null: an
   * attempt whose account is not known yet (a token, a registration), counted against the address only. Returns
   * the attempt's id.
   */
  async reserve(kind: AttemptKind, email: string | null, ip: string): Promise<string> {
    const now = this.now();
    const since = new Date(now.getTime() - this.options.windowMinutes * 60_000);
    const account = email ?? '';
    return this.db.transaction().execute(async (trx) => {
      if (email !== null) await attempts.lockAttemptKey(trx, 'email', kind, email);
      await attempts.lockAttemptKey(trx, 'ip', kind, ip);
      if (kind === 'login') {
        const knownSince = new Date(now.getTime() - this.options.knownAddressDays * 86_400_000);
        const failures = await attempts.countFailures(trx, account, ip, since, knownSince);
        const known = email !== null && failures.knownAddress;
        const wait = Math.max(
          known ? 0 : this.delayLeft(failures.address, this.options.freePerAddress, now),
          email === null ? 0 : this.delayLeft(failures.pair, this.options.freePerAccountAddress, now),
          email === null || known ? 0 : this.delayLeft(failures.account, this.options.freePerAccount, now),
        );
        if (wait > 0) throw tooManyRequests(wait / 1000);
      } else {
        const counts = await attempts.countAttempts(trx, kind, account, ip, since);
        const perEmail = kind === 'recover' ? this.options.recoverPerEmail : Infinity;
        const perAddress = kind === 'recover' ? this.options.recoverPerAddress : this.options.registerPerAddress;
        if ((email !== null && counts.byEmail >= perEmail) || counts.byIp >= perAddress)
          throw tooManyRequests(this.options.windowMinutes * 60);
      }
      // a recovery or a registration counts whatever happens next; a login is a failure until `succeeded`
      return attempts.insertAttempt(trx, { kind, email: account, ip, success: kind !== 'login', created_at: now });
    });
  }

  /**
   * Milliseconds still to wait in one direction: none within its free failures; then 1 s after the latest failure,
   * doubling with each further one, up to `maxDelaySeconds`.
   */
  private delayLeft({ count, latest }: FailureCount, free: number, now: Date): number {
    if (count < free || !latest) return 0;
    const delay = Math.min(this.options.maxDelaySeconds, 2 ** Math.min(count - free, 30)) * 1000;
    return Math.max(0, latest.getTime() + delay - now.getTime());
  }

  /** The reserved check was right: it stops counting, and so do the account's failures before it. */
  async succeeded(attemptId: string): Promise<void> {
    await attempts.markAttemptSucceeded(this.db, attemptId, this.now());
  }

  /** A reserved attempt that did not check a password after all (e.g. the hashing queue was full). */
  async release(attemptId: string): Promise<void> {
    await attempts.deleteAttempt(this.db, attemptId);
  }

  /**
   * Runs a check counted as one attempt: a failure unless `check` returns normally. A 429 of the hashing queue
   * (nothing was checked) gives the attempt back.
   */
  async guard<T>(email: string | null, ip: string, check: () => Promise<T>): Promise<T> {
    const attempt = await this.reserve('login', email, ip);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 429) await this.release(attempt);
      throw error;
    }
    await this.succeeded(attempt);
    return result;
  }
}
