/**
 * What every operation handler receives, typed per operationId from the contract's generated types: a handler
 * of `putSimulationCenters` gets that operation's path parameters, query and body, and must answer with one of
 * its success replies. Ajv has validated the request against the same contract before the handler runs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConfigOperations, UserOperations } from '../contract';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/connect';
import type { Mailer } from '../auth/mailer';
import type { PasswordHasher } from '../auth/passwords';
import type { PasswordStrength } from '../auth/password-strength-pool';
import type { AccessTokens } from '../auth/tokens';
import type { RateLimits } from '../auth/rate-limit';
import type { RuntimeSettings } from '../config';
import type { FileStorage } from '../files/port';
import type { DurableJobs } from '../jobs/durable-jobs';
import type { PlacspTransport } from '../placsp/fetch';
import type { StaffSectionsCache } from '../runs/staff-page';
import type { JsonText } from './json-text';

/** Everything a handler may use, built once per app by buildApp (../app.ts): no area keeps state of its own. */
export interface Deps {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  passwords: PasswordHasher;
  /** The strength estimate of a new password, in a worker thread (the rule's expensive part). */
  passwordStrength: PasswordStrength;
  accessTokens: AccessTokens;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Base of links sent by mail, e.g. http://localhost:8080 */
  publicUrl: string;
  now: () => Date;
  /** The settings read from the environment (../config.ts). */
  settings: RuntimeSettings;
  /** Files: the local folder or the S3 bucket (tests put another in a temporary folder). */
  storage: FileStorage;
  /** The durable jobs of every kind: simulation runs, previous studies, re-costs and imports. */
  jobs: DurableJobs;
  /** The Plantilla's sections of the latest solution versions read (GET /solution/{id}/staff pages them). */
  staffSections: StaffSectionsCache;
  /** How the server reads a notice by its address where PLACSP_FETCH allows it (fetch; tests send it to a local server). */
  placspTransport?: PlacspTransport;
}

/** The signed-in caller, set by the bearer check. */
export interface AuthUser {
  id: string;
  email: string;
  /** The refresh-token (session) id the access token was issued with. */
  sessionId: string;
}

/** Every operation of both hosts (their operationIds do not overlap), as the contract declares it. */
export type Operations = ConfigOperations & UserOperations;
export type OperationId = keyof Operations;
export type ConfigOperationId = keyof ConfigOperations;
export type UserOperationId = keyof UserOperations;

/** `{}` with no keys for a part the operation does not have (Fastify still hands an empty object). */
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;
type Parts<K extends OperationId> = Operations[K]['parameters'];

/** The path parameters of an operation. */
export type PathOf<K extends OperationId> = OrEmpty<NonNullable<Parts<K>['path']>>;
/** The query parameters of an operation. */
export type QueryOf<K extends OperationId> = OrEmpty<NonNullable<Parts<K>['query']>>;

type RequestBody<K extends OperationId> = Operations[K] extends { requestBody?: infer R } ? R : never;
/** A JSON body as the contract's schema; any other (an upload's raw bytes) as the Buffer Fastify's parser gives. */
type BodyContent<C> = C extends { content: { 'application/json': infer T } } ? T : Buffer;
/** The body of an operation: undefined when it takes none, possibly undefined when the body is optional. */
export type BodyOf<K extends OperationId> = [NonNullable<RequestBody<K>>] extends [never]
  ? undefined
  : undefined extends RequestBody<K>
    ? BodyContent<NonNullable<RequestBody<K>>> | undefined
    : BodyContent<NonNullable<RequestBody<K>>>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<K extends OperationId> = Operations[K]['responses'];
type Success<K extends OperationId> = keyof Responses<K> & SuccessStatus;
/**
 * What a handler answers for one success status: the JSON of its schema; a file's bytes for any other content; no
 * content: nothing (sent as 204) or '' (the status itself with an empty body).
 */
type ReplyContent<R> = R extends { content: { 'application/json': infer T } }
  ? T
  : R extends { content: object }
    ? Buffer | string
    : void | '';
/** What a handler answers: one of the operation's success replies. */
export type ReplyOf<K extends OperationId> = { [S in Success<K>]: ReplyContent<Responses<K>[S]> }[Success<K>];
/** What a handler may return: the reply, or its JSON already written as text. */
type HandlerReply<K extends OperationId> = ReplyOf<K> | JsonText<ReplyOf<K>>;

/** The call without its request parts, for helpers that serve several operations. */
export interface CallContext {
  /** Present on every operation that needs the bearer token. */
  user: AuthUser;
  ip: string;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The call of one operation (or of any of a union of operations sharing a handler). */
export type Call<K extends OperationId> = K extends OperationId
  ? CallContext & { params: PathOf<K>; query: QueryOf<K>; body: BodyOf<K> }
  : never;

/**
 * Answers with what it returns (200, or the status set on `call.reply`); returning undefined with a 204 set
 * sends an empty answer.
 */
export type Handler<K extends OperationId> = (call: Call<K>) => Promise<HandlerReply<K>>;
/**
 * One handler serving several operations alike (e.g. the same list for a simulation and for a previous study): it
 * takes the call of any of them. A separate alias from `Handler`, so it is compared with each `Handler<K>` it
 * fills by structure.
 */
export type SharedHandler<K extends OperationId> = (call: Call<K>) => Promise<HandlerReply<K>>;
/** Handlers by operationId; each is checked against its own operation. */
export type OperationHandlers<K extends OperationId = OperationId> = { [P in K]?: Handler<P> };
export type ConfigHandlers = OperationHandlers<ConfigOperationId>;
export type UserHandlers = OperationHandlers<UserOperationId>;
