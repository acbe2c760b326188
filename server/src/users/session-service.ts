/**
 * Sessions and passwords: a refresh token spent for a new pair, and a password changed or reset, each one
 * transaction that also ends the sessions it must. The SQL is in ../auth/session-repository.ts and ./repository.ts.
 */
import { PROFILE_MESSAGES } from '@licita/domain';
import type { Deps } from '../http/context';
import { badRequest, unauthorized } from '../http/errors';
import { openSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { revokeSessionOf, revokeUserSessions, spendRefreshToken } from '../auth/session-repository';
import * as repo from './repository';

export const INVALID_LINK = PROFILE_MESSAGES.invalidLink;

/** Spends a refresh token for a new pair; a spent one ends its session (401). */
export async function refreshSession(token: string, deps: Deps) {
  const now = deps.now();
  const answer = await deps.db.transaction().execute(async (trx) => {
    // Spend the token atomically: only one concurrent refresh wins.
    const spent = await spendRefreshToken(trx, hashToken(token), now);
    if (!spent) return null;
    const user = await repo.activeUser(trx, spent.user_id);
    if (!user) throw unauthorized();
    return openSession(trx, deps.accessTokens, user, spent.device, spent.long_lived, now, spent.session_id);
  });
  if (answer) return answer;
  // A spent token presented again was stolen or replayed (RFC 9700 §4.14.2): the whole session ends (every
  // rotation of one login): its refresh tokens stop refreshing and, as bearer checks need an open session, its
  // access tokens stop working at once.
  await revokeSessionOf(deps.db, hashToken(token), now);
  throw unauthorized();
}

/** Stores the user's new password hash and ends the user's other sessions (`keepSession` stays open). */
export async function changePassword(deps: Deps, userId: string, passwordHash: string, keepSession: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, userId, now, keepSession);
  });
}

/** The e-mail of the account a live recovery link is for (400 on `token` otherwise); the link stays unspent. */
export async function resetLinkEmail(deps: Deps, token: string, now: Date): Promise<string> {
  const email = await repo.liveResetEmail(deps.db, hashToken(token), now);
  if (!email) throw badRequest(INVALID_LINK, 'token');
  return email;
}

/**
 * Spends a recovery link for a new password hash (400 when the link is not live): every session of the user ends
 * and the user's other pending links stop working.
 */
export async function resetPassword(deps: Deps, token: string, passwordHash: string, now: Date): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const userId = await repo.spendPasswordReset(trx, hashToken(token), now);
    if (!userId) throw badRequest(INVALID_LINK, 'token');
    await repo.updateUser(trx, userId, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, userId, now);
    // Other pending links of the user stop working too.
    await repo.spendUserResets(trx, userId, now);
  });
}
