/**
 * The SQL of sessions: refresh tokens stored hashed, one row per rotation, all rows of one login sharing its
 * session id; the bearer check's lookup. Statements that must run together take the caller's transaction.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, RefreshTokenTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertRefreshToken(db: Executor, values: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refresh_token').values(values).execute();
}

/**
 * The active user of an access token whose session is still open (a live refresh token of that session), or
 * undefined: logout and password changes end a session at once.
 */
export function openSessionUser(
  db: Executor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.email'])
    .where('u.id', '=', userId)
    .where('u.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_token as t')
          .select('t.id')
          .where('t.session_id', '=', sessionId)
          .where('t.user_id', '=', userId)
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', now),
      ),
    )
    .executeTakeFirst();
}

/** Spends a live refresh token atomically (only one concurrent refresh wins); its session, or undefined. */
export function spendRefreshToken(trx: Executor, tokenHash: string, now: Date) {
  return trx
    .updateTable('refresh_token')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'session_id', 'device', 'long_lived'])
    .executeTakeFirst();
}

/** Ends every session of the user, except `keepSession` when given. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date, keepSession?: string): Promise<void> {
  let q = db.updateTable('refresh_token').set({ revoked_at: now }).where('user_id', '=', userId);
  if (keepSession !== undefined) q = q.where('session_id', '!=', keepSession);
  await q.where('revoked_at', 'is', null).execute();
}

/** Ends the session (every rotation of one login) the token belongs to. */
export async function revokeSessionOf(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: now })
    .where('session_id', '=', (eb) => eb.selectFrom('refresh_token').select('session_id').where('token_hash', '=', tokenHash))
    .where('revoked_at', 'is', null)
    .execute();
}
