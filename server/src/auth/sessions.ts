/** Sessions: a refresh token (stored hashed, revocable, rotated on use) plus a short-lived access token. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AccessTokens } from './tokens';
import { hashToken, newOpaqueToken } from './tokens';
import { insertRefreshToken } from './session-repository';

const DAY = 24 * 60 * 60 * 1000;
/** "Remember me" keeps the refresh token 30 days; otherwise it lasts one day. */
export const refreshLifetimeMs = (longLived: boolean) => (longLived ? 30 * DAY : DAY);

export interface SessionAnswer {
  token: string;
  refresh_token: string;
  expires_in: number;
  user: { id: string; email: string };
}

export async function openSession(
  db: Kysely<Database> | Transaction<Database>,
  accessTokens: AccessTokens,
  user: { id: string; email: string },
  device: string | null,
  longLived: boolean,
  now: Date,
  /** Rotation keeps the session; a login starts a new one. */
  sessionId: string = randomUUID(),
): Promise<SessionAnswer> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(db, {
    user_id: user.id,
    session_id: sessionId,
    token_hash: hashToken(refreshToken),
    device,
    long_lived: longLived,
    expires_at: new Date(now.getTime() + refreshLifetimeMs(longLived)),
    created_at: now,
  });
  return {
    token: await accessTokens.sign({ sub: user.id, sid: sessionId }),
    refresh_token: refreshToken,
    expires_in: accessTokens.lifetimeSeconds,
    user: { id: user.id, email: user.email },
  };
}
