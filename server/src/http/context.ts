/** What every operation handler receives. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/connect';
import type { Mailer } from '../auth/mailer';
import type { PasswordHasher } from '../auth/passwords';
import type { AccessTokens } from '../auth/tokens';
import type { RateLimits } from '../auth/rate-limit';

export interface Deps {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Base of links sent by mail, e.g. http://localhost:8080 */
  publicUrl: string;
  now: () => Date;
}

/** The signed-in caller, set by the bearer check. */
export interface AuthUser {
  id: string;
  email: string;
  /** The refresh-token (session) id the access token was issued with. */
  sessionId: string;
}

export interface Call<P = any, Q = any, B = any> {
  params: P;
  query: Q;
  body: B;
  /** Present on every operation that needs the bearer token. */
  user: AuthUser;
  ip: string;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Answers with what it returns (200, or the status set on `call.reply`); returning undefined with a 204 set
 * sends an empty answer.
 */
export type OperationHandler = (call: Call) => Promise<unknown>;
export type OperationHandlers = Record<string, OperationHandler>;
