/** Removes rows that only grow: old login attempts, long-expired sessions and recovery links. */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit';

const DAY = 24 * 60 * 60 * 1000;

export async function purgeExpired(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  // failures and requests count for minutes; a successful login keeps its address known to the throttle longer
  await db
    .deleteFrom('login_attempt')
    .where('created_at', '<', dayAgo)
    .where((eb) => eb.or([eb('kind', '!=', 'login'), eb('success', '=', false)]))
    .execute();
  const knownSince = new Date(now.getTime() - DEFAULT_RATE_LIMITS.knownAddressDays * DAY);
  await db.deleteFrom('login_attempt').where('created_at', '<', knownSince).execute();
  await db.deleteFrom('refresh_token').where('expires_at', '<', weekAgo).execute();
  await db.deleteFrom('refresh_token').where('revoked_at', 'is not', null).where('revoked_at', '<', weekAgo).execute();
  await db.deleteFrom('password_reset').where('expires_at', '<', weekAgo).execute();
}
