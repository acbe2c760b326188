/**
 * Turns one host's contract into Fastify routes: path, method, path/query/body schemas (validated by Ajv) and
 * whether the bearer token is needed all come from openapi/, so server and sdk cannot drift. Operations without
 * a handler yet answer 501, so a growing contract never breaks startup.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiDocument } from '@licita/openapi';
import { HttpError, MESSAGES } from './errors';
import { MULTI_LINE_KEYWORD, schemaProblem } from './validation';
import { JsonText } from './json-text';
import type { AuthUser, CallContext, Deps, OperationHandlers } from './context';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The contract's `x-` extensions that validation reads: a pattern's own message, text allowed over several lines. */
const VALIDATOR_EXTENSIONS = new Set(['x-pattern-message', MULTI_LINE_KEYWORD]);

/** A JSON Schema node as the contract writes it (read as plain JSON, so every keyword is narrowed where used). */
type Schema = Record<string, unknown>;
/** The object schema built for an operation's path or query parameters. */
interface ParametersSchema {
  type: 'object';
  properties: Record<string, Schema>;
  required?: string[];
  additionalProperties: false;
}
/** A handler as the router calls it: the request parts are what Ajv has validated against the operation's schema. */
type ValidatedHandler = (call: CallContext & { params: unknown; query: unknown; body: unknown }) => Promise<unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  description?: string;
  $ref?: string;
}

export interface ContractRoute {
  method: string;
  path: string;
  url: string;
  operationId: string;
  needsBearer: boolean;
  schema: { params?: ParametersSchema; querystring?: ParametersSchema; body?: Schema };
  bodyRequired: boolean;
  /** Set when a schema of the operation cannot be compiled. */
  invalid?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    needsBearer?: boolean;
    contractHost?: string;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

const isRecord = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** The node at `keys` under `node`, or undefined where a step is not an object. */
function at(node: unknown, ...keys: string[]): unknown {
  for (const key of keys) node = isRecord(node) ? node[key] : undefined;
  return node;
}

/** Resolves local `$ref`s and rewrites OpenAPI 3.0 `nullable` into JSON Schema. */
export function makeResolver(doc: OpenApiDocument) {
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Referencia externa no soportada: ${ref}`);
    let node: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      node = at(node, part.replace(/~1/g, '/').replace(/~0/g, '~'));
      if (node === undefined) throw new Error(`Referencia no encontrada en el contrato: ${ref}`);
    }
    return node;
  };

  const resolve = (node: unknown, seen: string[] = []): unknown => {
    if (Array.isArray(node)) return node.map((n) => resolve(n, seen));
    if (!isRecord(node)) return node;
    if (typeof node.$ref === 'string') {
      if (seen.includes(node.$ref)) return {}; // recursive schema: stop validating deeper
      const { $ref, ...siblings } = node;
      const target = resolve(lookup($ref), [...seen, $ref]);
      return Object.keys(siblings).length
        ? { ...(isRecord(target) ? target : {}), ...(resolve(siblings, seen) as Schema) }
        : target;
    }
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      // `example(s)` and `x-` extensions are documentation only, except those the validator reads (./validation.ts).
      if (key === 'example' || key === 'examples' || (key.startsWith('x-') && !VALIDATOR_EXTENSIONS.has(key))) continue;
      out[key] =
        (key === 'properties' || key === 'patternProperties') && isRecord(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, seen)]))
          : resolve(value, seen);
    }
    return toJsonSchema(out);
  };

  return { lookup, resolve };
}

/** OpenAPI 3.0 schema keywords that differ from JSON Schema draft 7: `nullable` and boolean exclusive bounds. */
function toJsonSchema(schema: Schema): Schema {
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] === 'boolean') {
      const { [flag]: exclusive, [bound]: limit, ...rest } = schema;
      schema =
        exclusive && typeof limit === 'number'
          ? { ...rest, [flag]: limit }
          : { ...rest, ...(limit !== undefined ? { [bound]: limit } : {}) };
    }
  }
  return nullableToJsonSchema(schema);
}

function nullableToJsonSchema(schema: Schema): Schema {
  if (schema.nullable === undefined) return schema;
  const { nullable, ...rest } = schema;
  if (!nullable) return rest;
  // With allOf/oneOf/anyOf beside it (a typed reference: `{ type, allOf: [$ref], nullable }`), the composed
  // schema would still refuse null, so null is offered beside the whole schema instead.
  if (typeof rest.type === 'string' && !rest.allOf && !rest.oneOf && !rest.anyOf) {
    const out: Schema = { ...rest, type: [rest.type, 'null'] };
    if (Array.isArray(rest.enum) && !rest.enum.includes(null)) out.enum = [...rest.enum, null];
    return out;
  }
  return { anyOf: [rest, { type: 'null' }] };
}

export function contractRoutes(doc: OpenApiDocument): ContractRoute[] {
  const { resolve } = makeResolver(doc);
  const parameters = (list: unknown) => (Array.isArray(list) ? list : []).map((p) => resolve(p) as ParameterObject);
  const routes: ContractRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const pathParams = parameters(item.parameters);
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const opParams = parameters(op.parameters);
      const params = new Map<string, ParameterObject>();
      for (const p of [...pathParams, ...opParams]) params.set(`${p.in}:${p.name}`, p);

      const schema: ContractRoute['schema'] = {};
      const group = (where: ParameterObject['in']) => [...params.values()].filter((p) => p.in === where);
      const pathList = group('path');
      if (pathList.length) schema.params = objectSchema(pathList, true);
      const queryList = group('query');
      schema.querystring = objectSchema(queryList, false);

      const requestBody = op.requestBody ? resolve(op.requestBody) : undefined;
      const jsonBody = at(requestBody, 'content', 'application/json', 'schema');
      if (isRecord(jsonBody)) schema.body = jsonBody;

      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const needsBearer = security.length > 0 && security.every((req) => 'bearer' in req);
      routes.push({
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        operationId: String(op.operationId),
        needsBearer,
        schema,
        bodyRequired: Boolean(at(requestBody, 'required') && jsonBody),
      });
    }
  }
  return routes;
}

function objectSchema(list: ParameterObject[], allRequired: boolean): ParametersSchema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const p of list) {
    properties[p.name] = p.schema ?? {};
    if (p.required || allRequired) required.push(p.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

export interface RegisterContractOptions {
  host: string;
  doc: OpenApiDocument;
  handlers: OperationHandlers;
  deps: Deps;
  /** Runs before validation on operations that need the bearer token; sets `request.user` or throws 401. */
  authenticate: (request: FastifyRequest) => Promise<void>;
}

/** Registers every operation of one host on `app` (already prefixed). Returns the routes. */
export function registerContract(app: FastifyInstance, options: RegisterContractOptions): ContractRoute[] {
  const routes = contractRoutes(options.doc);
  for (const route of routes) {
    // Ajv validates params, query and body against this operation's schema before the handler runs, which is
    // what the handler's per-operation type assumes.
    let handler = (options.handlers as Record<string, ValidatedHandler | undefined>)[route.operationId];
    // A broken schema in one fragment must not stop the whole server: that operation answers 500 instead (and
    // the contract test in server/test names it).
    const problems = Object.entries(route.schema)
      .map(([part, schema]) => [part, schemaProblem(schema, part)] as const)
      .filter(([, problem]) => problem);
    if (problems.length) {
      app.log.error(
        `${route.operationId}: the contract's schema cannot be compiled: ${problems.map((p) => p.join(': ')).join('; ')}`,
      );
      route.invalid = problems.map((p) => p.join(': ')).join('; ');
      handler = async () => {
        throw new HttpError(500, 'El contrato de esta operación no es válido');
      };
    }
    app.route({
      method: route.method.toUpperCase() as 'GET',
      url: route.url,
      schema: route.invalid ? {} : route.schema,
      config: { operationId: route.operationId, needsBearer: route.needsBearer, contractHost: options.host },
      onRequest: route.needsBearer ? [options.authenticate] : [],
      preValidation: route.bodyRequired && !route.invalid ? [requireBody] : [],
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!handler) throw new HttpError(501, MESSAGES.notImplemented);
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.user as AuthUser,
          ip: request.ip,
          deps: options.deps,
          request,
          reply,
        });
        if (reply.sent) return reply;
        if (reply.statusCode === 204 || result === undefined) {
          if (reply.statusCode === 200) reply.code(204);
          return reply.send();
        }
        if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.bytes);
        return reply.send(result);
      },
    });
  }
  return routes;
}

/**
 * An empty body sent with `content-type: application/json` reads as no body instead of failing to parse: a client
 * that always sends the header (a DELETE, a launch) is then answered as without it, and an operation whose body
 * the contract requires still says so through `requireBody`. Anything else is parsed as Fastify does by default.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
}

async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new HttpError(400, MESSAGES.bodyRequired, 'body');
  }
}
