/** The API key every /api call carries, and the bearer token of the operations that need a session. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from './context';
import { HttpError, MESSAGES, unauthorized } from './errors';
import { openSessionUser } from '../auth/session-repository';

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
    const row = await openSessionUser(deps.db, claims.sub, claims.sid, deps.now());
    if (!row) throw unauthorized();
    request.user = { id: row.id, email: row.email, sessionId: claims.sid };
  };
}

export const apiKeyError = () => new HttpError(401, MESSAGES.apiKey);
