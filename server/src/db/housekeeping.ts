/** Removes rows that only grow: old login attempts, long-expired sessions and recovery links. */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

const DAY = 24 * 60 * 60 * 1000;

export async function purgeExpired(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  await db.deleteFrom('login_attempt').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('refresh_token').where('expires_at', '<', weekAgo).execute();
  await db.deleteFrom('refresh_token').where('revoked_at', 'is not', null).where('revoked_at', '<', weekAgo).execute();
  await db.deleteFrom('password_reset').where('expires_at', '<', weekAgo).execute();
}
