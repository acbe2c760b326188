/** Limits failed logins (and recovery requests) per e-mail and per client address within a time window. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export interface RateLimitOptions {
  windowMinutes: number;
  /** Failures of one e-mail within the window before it is refused. */
  maxPerEmail: number;
  /** Failures from one address (any e-mail) within the window before it is refused. */
  maxPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = { windowMinutes: 15, maxPerEmail: 5, maxPerIp: 20 };

export type AttemptKind = 'login' | 'recover';

export class RateLimits {
  constructor(
    private readonly db: Kysely<Database>,
    readonly options: RateLimitOptions,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 when the e-mail or the address has used up its failures. Recovery requests all count. */
  async check(kind: AttemptKind, email: string, ip: string): Promise<void> {
    const since = new Date(this.now().getTime() - this.options.windowMinutes * 60_000);
    const counted = kind === 'login' ? false : true; // logins count failures; recoveries count every request
    const row = await this.db
      .selectFrom('login_attempt')
      .select([
        sql<number>`count(*) filter (where email = ${email})::int`.as('by_email'),
        sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
      ])
      .where('kind', '=', kind)
      .where('created_at', '>=', since)
      .where((eb) => (counted ? eb.val(true) : eb('success', '=', false)))
      .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    if (row.by_email >= this.options.maxPerEmail || row.by_ip >= this.options.maxPerIp) throw tooManyRequests();
  }

  async record(kind: AttemptKind, email: string, ip: string, success: boolean): Promise<void> {
    await this.db
      .insertInto('login_attempt')
      .values({ kind, email, ip, success, created_at: this.now() })
      .execute();
  }
}
