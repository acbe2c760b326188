/** The API key every /api call carries, and the bearer token of the operations that need a session. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from './context';
import { HttpError, MESSAGES, unauthorized } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function apiKeyChecker(keys: string[]) {
  const digests = keys.map(digest);
  return (presented: string | undefined): boolean => {
    if (!presented) return false;
    const d = digest(presented);
    let ok = false;
    for (const k of digests) ok = timingSafeEqual(k, d) || ok;
    return ok;
  };
}

export function makeAuthenticate(deps: Deps) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await deps.accessTokens.verify(match[1]);
    if (!claims) throw unauthorized();
    // The session must still be open (logout and password changes end it at once) and the user active.
    const row = await deps.db
      .selectFrom('app_user as u')
      .select(['u.id', 'u.email'])
      .where('u.id', '=', claims.sub)
      .where('u.active', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_token as t')
            .select('t.id')
            .where('t.session_id', '=', claims.sid)
            .where('t.user_id', '=', claims.sub)
            .where('t.revoked_at', 'is', null)
            .where('t.expires_at', '>', deps.now()),
        ),
      )
      .executeTakeFirst();
    if (!row) throw unauthorized();
    request.user = { id: row.id, email: row.email, sessionId: claims.sid };
  };
}

export const apiKeyError = () => new HttpError(401, MESSAGES.apiKey);
