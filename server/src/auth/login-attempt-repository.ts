/**
 * The SQL of the login limits (./rate-limit.ts): the advisory locks a reservation holds, the counts of recent
 * failures and requests, and the attempt rows. The reservation's transaction is opened by `RateLimits.reserve`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export type AttemptKind = 'login' | 'recover' | 'register';

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

/** Failures counted in one direction of the login throttle, and the latest of them. */
export interface FailureCount {
  count: number;
  latest: Date | null;
}

/**
 * The login failures since `since`, each with its latest: of the account from this address (`pair`) and from
 * anywhere (`account`), both only after the account's latest success, and of the address across accounts; and
 * whether the account logged in from this address since `knownSince` (`knownAddress`).
 */
export async function countFailures(
  trx: Executor,
  account: string,
  ip: string,
  since: Date,
  knownSince: Date,
): Promise<{ pair: FailureCount; account: FailureCount; address: FailureCount; knownAddress: boolean }> {
  const { rows } = await sql<{
    pair: number;
    pair_at: Date | null;
    account: number;
    account_at: Date | null;
    address: number;
    address_at: Date | null;
    known_address: boolean;
  }>`
    with counted as (
      select email, ip, created_at,
             -- at or after the latest success: a failure in the same instant counts (never one too few)
             email = ${account} and created_at >= coalesce(
               (select max(created_at) from login_attempt where kind = 'login' and email = ${account} and success),
               '-infinity'::timestamptz) as of_account
      from login_attempt
      where kind = 'login' and not success and created_at >= ${since} and (email = ${account} or ip = ${ip}))
    select count(*) filter (where of_account and ip = ${ip})::int as pair,
           max(created_at) filter (where of_account and ip = ${ip}) as pair_at,
           count(*) filter (where of_account)::int as account,
           max(created_at) filter (where of_account) as account_at,
           count(*) filter (where ip = ${ip})::int as address,
           max(created_at) filter (where ip = ${ip}) as address_at,
           exists (select 1 from login_attempt
                   where kind = 'login' and success and email = ${account} and ip = ${ip}
                     and created_at >= ${knownSince}) as known_address
    from counted`.execute(trx);
  const row = rows[0];
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    pair: { count: row.pair, latest: at(row.pair_at) },
    account: { count: row.account, latest: at(row.account_at) },
    address: { count: row.address, latest: at(row.address_at) },
    knownAddress: row.known_address,
  };
}

/** The requests (recoveries, registrations: every one counts) since `since` of the e-mail and of the address. */
export async function countAttempts(
  trx: Executor,
  kind: Exclude<AttemptKind, 'login'>,
  account: string,
  ip: string,
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const { rows } = await sql<{ by_email: number; by_ip: number }>`
    select count(*) filter (where email = ${account})::int as by_email,
           count(*) filter (where ip = ${ip})::int as by_ip
    from login_attempt
    where kind = ${kind} and created_at >= ${since} and (email = ${account} or ip = ${ip})`.execute(trx);
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
