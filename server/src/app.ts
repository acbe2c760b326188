/**
 * The HTTP application: both API hosts of the contract under /api, the API docs, and the built web app with
 * its single-page fallback. `buildApp` takes an open, migrated database; `startServer` (./server.ts) does the
 * whole start-up.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadContract, type Host, type OpenApiDocument } from '@licita/openapi';
import type { DatabaseHandle } from './db/connect';
import { createPasswordHasher, type PasswordCost, type PasswordHasher } from './auth/passwords';
import { AccessTokens } from './auth/tokens';
import { OutboxMailer, type Mailer } from './auth/mailer';
import { createPasswordStrength, type PasswordStrength } from './auth/password-strength-pool';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitOptions } from './auth/rate-limit';
import type { Deps, OperationHandlers } from './http/context';
import { acceptEmptyJsonBody, registerContract } from './http/contract-routes';
import { contractValidatorCompiler, describeValidationError } from './http/validation';
import { HttpError, MESSAGES } from './http/errors';
import { apiKeyChecker, apiKeyError, makeAuthenticate } from './http/security';
import { registerDocs } from './http/docs';
import { registerCompression } from './http/compression';
import { HEALTH_PATHS, registerHealth } from './http/health';
import { clientErrorHandler, frameworkErrors, registerSecurityHeaders } from './http/security-headers';
import { purgeExpired } from './db/housekeeping';
import { DEFAULT_DATA_DIR, DEFAULT_UI_DIR } from './paths';
import { userHostHandlers } from './hosts/user-host';
import { configHostHandlers } from './hosts/config-host';
import { createFileStorage, registerUploadParsers } from './files/storage';
import { runtimeSettings, type RuntimeSettings } from './config';
import { DurableJobs, registerDurableJobs } from './jobs/durable-jobs';
import { createDoorbell } from './jobs/doorbell';
import { registerRecostJobs } from './runs/service';
import { sweepOrphanFiles } from './files/owned';
import { ensureImportHooks, registerImportJobs } from './simulations/imports';
import { registerMarketFetch } from './market/fetch-job';
import { ensureFormularioHook, registerFormularioJobs } from './simulations/formulario-upload';
import { registerRunJobs } from './runs/run-jobs';
import { StaffSectionsCache } from './runs/staff-page';
import { registerPreviousStudyJobs } from './previous-studies/jobs';

export interface BuildAppOptions {
  /** An open database, already migrated (see `prepareDatabase`). */
  database: DatabaseHandle;
  /** Accepted `x-api-key` values. */
  apiKeys: string[];
  /** HS256 secret of the access tokens. */
  jwtSecret: string;
  /** Base of links sent by mail (default http://localhost:8080). */
  publicUrl?: string;
  /** Where mail goes; default: .eml/.json files in `outboxDir` (default ./data/outbox). */
  mailer?: Mailer;
  outboxDir?: string;
  /** argon2id cost; only tests lower it. */
  passwordCost?: PasswordCost;
  passwords?: PasswordHasher;
  /** Default: the worker threads of ./auth/password-strength-pool.ts (tests count the estimates). */
  passwordStrength?: PasswordStrength;
  rateLimits?: Partial<RateLimitOptions>;
  /** What the web app is told at run time (`/app-config.json`); default: this server's `/api` and first key. */
  webConfig?: { apiBaseUrl: string; apiKey: string };
  /** Built web app to serve (with SPA fallback) when the folder exists; default ui/dist of the repository. */
  uiDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Clock (tests). */
  now?: () => Date;
  /** What the running app reads; default: from the environment (../config.ts). */
  settings?: RuntimeSettings;
  /** Simulation runs computed at once by this process (default 1; `npm run worker`: WORKER_CONCURRENCY). */
  runConcurrency?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export { DEFAULT_UI_DIR };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const settings = options.settings ?? runtimeSettings();
  const app = createFastify(settings, options.logger);
  const deps = composeDeps(app, options, settings, now);
  app.decorate('deps', deps);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setErrorHandler(errorHandler(app));
  await registerRequestGuards(app, options.apiKeys, settings);
  await registerCompression(app);
  registerHealth(app, deps.db);
  registerBackgroundWork(app, deps);
  await registerApi(app, deps);
  await registerWebApp(app, options);
  scheduleHousekeeping(app, deps);
  return app;
}

/** The Fastify instance: its limits, its request ids and what it answers before any hook. */
function createFastify(settings: RuntimeSettings, logger: BuildAppOptions['logger']): FastifyInstance {
  return Fastify({
    logger: logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: settings.trustProxy,
    // Answers written before any hook (431, a malformed request, an undecodable path) in Spanish with the headers.
    clientErrorHandler: clientErrorHandler(settings.connectOrigins),
    frameworkErrors: frameworkErrors(settings.connectOrigins),
    // Every log line of a request carries its id; a caller's own X-Request-Id is kept when it looks like one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      // A load balancer asks every few seconds: those answers are not worth a log line each.
      disableRequestLogging: (request: { url?: string }) => HEALTH_PATHS.includes(request.url ?? ''),
    }),
  });
}

/** The composition root: every dependency of every handler, built once here. */
function composeDeps(app: FastifyInstance, options: BuildAppOptions, settings: RuntimeSettings, now: () => Date): Deps {
  const db = options.database.db;
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  return {
    db,
    dbKind: options.database.kind,
    passwords: options.passwords ?? createPasswordHasher(options.passwordCost, settings.hashGate),
    passwordStrength: options.passwordStrength ?? createPasswordStrength(),
    accessTokens: new AccessTokens(options.jwtSecret),
    mailer: options.mailer ?? new OutboxMailer(options.outboxDir ?? join(DEFAULT_DATA_DIR, 'outbox')),
    rateLimits: new RateLimits(db, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, now),
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    now,
    settings,
    storage: createFileStorage(options.jwtSecret, now, settings),
    staffSections: new StaffSectionsCache(),
    jobs: new DurableJobs(db, {
      settings: settings.runs,
      embedded: options.database.kind === 'pglite',
      // pg-boss on PostgreSQL rings every process (servers and workers) when a job is queued; a call on PGlite
      doorbell: createDoorbell(options.database, log),
      // RUN_JOBS_IN_SERVER=0 leaves the runs of PostgreSQL to `npm run worker` (the one process of PGlite does them)
      lanes: {
        runs: { work: options.database.kind === 'pglite' || settings.runJobsInServer, concurrency: options.runConcurrency },
      },
      log,
    }),
  };
}

/** Every answer's request id and security headers; the API key on /api (its docs and signed file links aside). */
async function registerRequestGuards(app: FastifyInstance, apiKeys: string[], settings: RuntimeSettings): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, settings.connectOrigins);
  const hasKey = apiKeyChecker(apiKeys);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && path !== '/api') return;
    if (path === '/api/docs' || path.startsWith('/api/docs/')) return;
    if (path.startsWith('/api/files/')) return; // signed addresses: the signature is the authorisation
    const key = request.headers['x-api-key'];
    if (!hasKey(Array.isArray(key) ? key[0] : key)) throw apiKeyError();
  });
}

/** The uploads' parsers and hooks, and the durable jobs with every kind's handler (runs included). */
function registerBackgroundWork(app: FastifyInstance, deps: Deps): void {
  registerUploadParsers(app);
  // The imports whose spreadsheet the local PUT route stores start from these hooks (with S3, from their status calls)
  ensureImportHooks(deps);
  ensureFormularioHook(deps);
  registerRunJobs(deps);
  registerPreviousStudyJobs(app, deps);
  registerRecostJobs(deps);
  registerImportJobs(deps);
  registerFormularioJobs(deps);
  registerMarketFetch(app, deps);
  registerDurableJobs(app, deps.jobs);
}

/** Both hosts of the contract and their docs under /api. */
async function registerApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const docs: Record<Host, OpenApiDocument> = { user: loadContract('user'), config: loadContract('config') };
  const authenticate = makeAuthenticate(deps);
  const handlers: Record<Host, OperationHandlers> = {
    user: userHostHandlers,
    config: configHostHandlers,
  };
  await app.register(
    async (api) => {
      acceptEmptyJsonBody(api);
      for (const host of ['user', 'config'] as const) {
        registerContract(api, { host, doc: docs[host], handlers: handlers[host], deps, authenticate });
      }
      registerDocs(api, docs);
    },
    { prefix: '/api' },
  );
}

/** The web app's run-time configuration, the built web app with its single-page fallback, and the 404s. */
async function registerWebApp(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  const webConfig = options.webConfig ?? { apiBaseUrl: '/api', apiKey: options.apiKeys[0] };
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return webConfig;
  });

  const uiDir = options.uiDir === undefined ? DEFAULT_UI_DIR : options.uiDir;
  const serveUi = Boolean(uiDir && existsSync(join(uiDir, 'index.html')));
  if (serveUi) await app.register(fastifyStatic, { root: uiDir!, wildcard: true, index: ['index.html'] });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return reply.code(404).send({ message: MESSAGES.routeNotFound });
    if (serveUi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}

/** Hourly clean-up of rows that only grow (first run at start-up, in prepareDatabase). */
function scheduleHousekeeping(app: FastifyInstance, deps: Deps): void {
  const housekeeping = setInterval(
    () => {
      purgeExpired(deps.db, deps.now()).catch((error) => app.log.warn({ err: error }, 'housekeeping failed'));
      // files whose simulation, study or agreement was deleted by a process that stopped before removing them
      sweepOrphanFiles(deps.db, deps.storage, deps.now()).catch((error) =>
        app.log.warn({ err: error }, 'orphan file sweep failed'),
      );
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
}

function errorHandler(app: FastifyInstance) {
  return (
    error: FastifyError | HttpError,
    request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
    reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
  ) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(error.toJSON());
    }
    const e = error as FastifyError;
    if (e.validation) {
      return reply.code(400).send(describeValidationError(e.validation as never, e.validationContext));
    }
    switch (e.code) {
      case 'FST_ERR_CTP_EMPTY_JSON_BODY': // outside the contract's routes (./http/contract-routes.ts acceptEmptyJsonBody)
        return reply.code(400).send({ message: MESSAGES.bodyRequired, field: 'body' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Tipo de contenido no admitido: envía application/json' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'El cuerpo de la petición es demasiado grande' });
    }
    if (e instanceof SyntaxError || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: 'El cuerpo de la petición no es JSON válido', field: 'body' });
    }
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      if (!app.log.level || app.log.level === 'silent') console.error(error);
      return reply.code(500).send({ message: MESSAGES.internal, request_id: request.id });
    }
    return reply.code(status).send({ message: e.message });
  };
}
