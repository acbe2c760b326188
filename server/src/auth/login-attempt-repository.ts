/**
 * The SQL of the login limits (./rate-limit.ts): the advisory locks a reservation holds, the count of recent
 * attempts, and the attempt rows. The reservation's transaction is opened by `RateLimits.reserve`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export type AttemptKind = 'login' | 'recover';

/** Takes the transaction-scoped advisory lock of an e-mail (namespace 1) or of a client address (namespace 2). */
export async function lockAttemptKey(
  trx: Transaction<Database>,
  on: 'email' | 'ip',
  kind: AttemptKind,
  value: string,
): Promise<void> {
  const namespace = on === 'email' ? 1 : 2;
  await sql`select pg_advisory_xact_lock(${namespace}, hashtext(${`${kind}:${value}`}))`.execute(trx);
}

/**
 * The attempts that count since `since`: of the e-mail (`account`; logins only after its latest success) and of
 * the address. Logins count failures, recoveries every request.
 */
export async function countAttempts(
  trx: Executor,
  kind: AttemptKind,
  account: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const login = kind === 'login';
  const counted = login ? sql`success = false` : sql`true`;
  const lastSuccess = login
    ? sql`coalesce((select max(created_at) from login_attempt where kind = 'login' and email = ${account} and success), '-infinity'::timestamptz)`
    : sql`'-infinity'::timestamptz`;
  const { rows } = await sql<{ by_email: number; by_ip: number }>`
    select count(*) filter (where email = ${account} and created_at > ${lastSuccess})::int as by_email,
           count(*) filter (where ip = ${ip})::int as by_ip
    from login_attempt
    where kind = ${kind} and created_at >= ${since} and ${counted} and (email = ${account} or ip = ${ip})`.execute(trx);
  return { byEmail: rows[0].by_email, byIp: rows[0].by_ip };
}

/** Stores an attempt; its id. */
export async function insertAttempt(
  trx: Executor,
  values: { kind: AttemptKind; email: string; ip: string; success: boolean; created_at: Date },
): Promise<string> {
  return (await trx.insertInto('login_attempt').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The attempt succeeded at `at`: it stops counting, and so do the e-mail's failures before it. */
export async function markAttemptSucceeded(db: Executor, attemptId: string, at: Date): Promise<void> {
  await sql`update login_attempt set success = true, created_at = ${at} where id = ${attemptId}`.execute(db);
}

export async function deleteAttempt(db: Executor, attemptId: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('id', '=', attemptId).execute();
}
