/**
 * Limits failed logins (and recovery requests) per e-mail and per client address within a time window. Every call
 * that checks a password or a token shares the login limits: the log-in itself, a password change, an invitation's
 * check and acceptance, a recovery link's reset and a refresh. A call that only knows the client's address (a token
 * not yet resolved to an account) counts against the address alone.
 *
 * An attempt is counted before the password is checked: `reserve`, holding transaction-scoped advisory locks on
 * the e-mail and on the address (always in that order, so two reservations never wait on each other in a cycle),
 * counts the failures and inserts the attempt as one more, so of any number of concurrent attempts at most the
 * limit go on to hash a password; the rest are refused with 429 (and `Retry-After`: the window) and leave no row.
 * A successful check turns its row into a success, and the e-mail's count only looks at failures after its latest
 * success, so five failures followed by the right password do not lock the real user out. The SQL is in
 * ./login-attempt-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tooManyRequests } from '../http/errors';
import * as attempts from './login-attempt-repository';
import type { AttemptKind } from './login-attempt-repository';

export interface RateLimitOptions {
  windowMinutes: number;
  /** Failures of one e-mail within the window before it is refused. */
  maxPerEmail: number;
  /** Failures from one address (any e-mail) within the window before it is refused. */
  maxPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = { windowMinutes: 15, maxPerEmail: 5, maxPerIp: 20 };

export class RateLimits {
  constructor(
    private readonly db: Kysely<Database>,
    readonly options: RateLimitOptions,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts the attempt (a failure until `succeeded`) or throws 429 when the e-mail or the address is over its
   * limit. `email` null: an attempt whose account is not known yet (a token), counted against the address only.
   * Recovery requests all count. Returns the attempt's id.
   */
  async reserve(kind: AttemptKind, email: string | null, ip: string): Promise<string> {
    const now = this.now();
    const since = new Date(now.getTime() - this.options.windowMinutes * 60_000);
    const account = email ?? '';
    return this.db.transaction().execute(async (trx) => {
      if (email !== null) await attempts.lockAttemptKey(trx, 'email', kind, email);
      await attempts.lockAttemptKey(trx, 'ip', kind, ip);
      const counts = await attempts.countAttempts(trx, kind, account, ip, since);
      const overEmail = email !== null && counts.byEmail >= this.options.maxPerEmail;
      if (overEmail || counts.byIp >= this.options.maxPerIp) throw tooManyRequests(this.options.windowMinutes * 60);
      // a recovery request counts whatever happens next; a login is a failure until `succeeded`
      return attempts.insertAttempt(trx, { kind, email: account, ip, success: kind !== 'login', created_at: now });
    });
  }

  /** The reserved check was right: it stops counting, and so do the e-mail's failures before it. */
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
