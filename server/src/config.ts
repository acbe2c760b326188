/**
 * Settings from the environment, with the embedded-mode defaults and the PostgreSQL-mode refusals. The only module
 * of the server (besides the command-line entry points) that reads `process.env`: the running app gets its
 * settings typed, through `Deps.settings`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './paths';
import { DEFAULT_API_KEY, DEFAULT_PORT, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, type SeedAdmin } from './defaults';
import type { HashGateOptions } from './auth/hash-gate';
import { s3OptionsFromEnv, type S3Options } from './files/s3';
import { extraConnectOrigins } from './http/security-headers';
import { retryPolicyFromEnv, type RetryPolicy } from './jobs/retry-policy';
import { JOB_DEADLINES_MS } from './jobs/deadlines';
import { DEFAULT_AWARDS_URL } from './placsp/placsp-address';
import { MAX_SHEET_ROWS } from '@licita/domain';

export interface ServerSettings {
  port: number;
  host: string;
  /** Set: PostgreSQL. Unset: embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL only: the schema to use instead of the connection's default (DATABASE_SCHEMA). */
  databaseSchema?: string;
  dataDir: string;
  apiKeys: string[];
  /** What the web app is told at run time: its API base and the one key of `apiKeys` it sends. */
  web: { apiBaseUrl: string; apiKey: string };
  jwtSecret: string;
  publicUrl: string;
  outboxDir: string;
  /** Administrator seeded on an empty database, when known. */
  seedAdmin?: SeedAdmin;
  /** What the running app reads (`Deps.settings`). */
  runtime: RuntimeSettings;
}

/** The settings the running app reads, each parsed once from its environment variables. */
export interface RuntimeSettings {
  /** TRUST_PROXY=true: behind a load balancer (protocol and client address from its headers). */
  trustProxy: boolean;
  /** DATA_DIR/files: the local file storage, when S3_BUCKET is not set. */
  filesDir: string;
  /** S3_*: S3-compatible file storage, or null for the local folder. */
  s3: S3Options | null;
  /** CSP_CONNECT_SRC and the S3 bucket: the origins the web app may call besides its own. */
  connectOrigins: string[];
  /** PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE. */
  hashGate: HashGateOptions;
  /** RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_REAPER_MS, RUN_MAX_ATTEMPTS: the retry policy of the runs and background jobs. */
  runs: Partial<RetryPolicy>;
  /** RUN_JOBS_IN_SERVER=0: with PostgreSQL this server only queues runs; `npm run worker` computes them. */
  runJobsInServer: boolean;
  /** RUN_ENGINE_THREAD=0: the engine runs in the process' own thread instead of a worker thread. */
  engineThread: boolean;
  /** INLINE_RECOST_MS (default 200): how long a re-costing may take inside its request (0: always behind it). */
  inlineRecostMs: number;
  /** PREVIOUS_STUDY_STALE_MS (default: the deadline table's 60 s); the jobs' reaper ends the studies past it. */
  previousStudies: { staleMs: number };
  /** PLACSP_FETCH=true: the server may read a notice by its address on the Plataforma (off by default). */
  placspFetch: boolean;
  /** PLACSP_AWARDS_URL: a month's award archive on the Plataforma, `{yyyymm}` for the month (docs/market.md). */
  placspAwardsUrl: string;
  /** PLACSP_AWARDS_MONTHS (default 12): the months the scheduled fetch keeps loaded, the current one included. */
  placspAwardsMonths: number;
}

export function runtimeSettings(env: NodeJS.ProcessEnv = process.env): RuntimeSettings {
  const s3 = s3OptionsFromEnv(env);
  return {
    trustProxy: env.TRUST_PROXY === 'true',
    filesDir: join(env.DATA_DIR || DEFAULT_DATA_DIR, 'files'),
    s3,
    connectOrigins: extraConnectOrigins(env),
    hashGate: hashGateOptions(env),
    runs: retryPolicyFromEnv(env),
    runJobsInServer: env.RUN_JOBS_IN_SERVER !== '0',
    engineThread: env.RUN_ENGINE_THREAD !== '0',
    inlineRecostMs: Number(env.INLINE_RECOST_MS ?? 200),
    previousStudies: {
      staleMs: Number(env.PREVIOUS_STUDY_STALE_MS) || JOB_DEADLINES_MS['previous-study'],
    },
    placspFetch: /^(1|true|yes|on)$/i.test(env.PLACSP_FETCH ?? ''),
    placspAwardsUrl: env.PLACSP_AWARDS_URL || DEFAULT_AWARDS_URL,
    placspAwardsMonths: Number(env.PLACSP_AWARDS_MONTHS) >= 1 ? Math.floor(Number(env.PLACSP_AWARDS_MONTHS)) : 12,
  };
}

/** `PASSWORD_HASH_CONCURRENCY` (default: the cores) hashes at once, `PASSWORD_HASH_QUEUE` (default 16) waiting. */
export function hashGateOptions(env: NodeJS.ProcessEnv = process.env): HashGateOptions {
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Math.floor(Number(value)) : fallback);
  return {
    concurrency: positive(env.PASSWORD_HASH_CONCURRENCY, availableParallelism()),
    maxQueued: positive(env.PASSWORD_HASH_QUEUE, 16),
  };
}

/** The limits of an uploaded workbook (../files/xlsx-limits.ts). */
export interface XlsxLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  maxRows: number;
}

/**
 * UPLOAD_XLSX_MAX_ENTRIES (default 200), UPLOAD_XLSX_MAX_MB (uncompressed total, default 20),
 * UPLOAD_XLSX_MAX_RATIO (per entry over 1 MB, default 200), UPLOAD_XLSX_MAX_ROWS (rows of one sheet, blank and
 * header rows counted; default twice the MAX_SHEET_ROWS an import reads, so a sheet a little over that limit reaches
 * the import, which names the limit in data rows). Read at each check (the import chain reaches them without the
 * app's settings).
 */
export function xlsxLimits(env: NodeJS.ProcessEnv = process.env): XlsxLimits {
  const n = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    maxEntries: n(env.UPLOAD_XLSX_MAX_ENTRIES, 200),
    maxUncompressedBytes: n(env.UPLOAD_XLSX_MAX_MB, 20) * 1024 * 1024,
    maxRatio: n(env.UPLOAD_XLSX_MAX_RATIO, 200),
    maxRows: n(env.UPLOAD_XLSX_MAX_ROWS, 2 * MAX_SHEET_ROWS),
  };
}

export interface SettingsOverrides {
  port?: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  apiKeys?: string[];
  jwtSecret?: string;
  publicUrl?: string;
  outboxDir?: string;
}

export function resolveSettings(env: NodeJS.ProcessEnv = process.env, overrides: SettingsOverrides = {}): ServerSettings {
  const port = overrides.port ?? (env.PORT ? Number(env.PORT) : DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT no válido: ${env.PORT}`);
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const embedded = !databaseUrl;
  const dataDir = resolve(overrides.dataDir ?? (env.DATA_DIR || DEFAULT_DATA_DIR));

  const apiKeys =
    overrides.apiKeys ??
    (env.API_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  if (apiKeys.length === 0) {
    if (embedded || env.NODE_ENV === 'test') apiKeys.push(DEFAULT_API_KEY);
    else throw new Error('Falta API_KEYS: con DATABASE_URL hay que indicar las claves de API aceptadas (separadas por comas).');
  }

  // The web app's key is one of API_KEYS (the list of every accepted key); other teams keep their own.
  const webApiKey = env.WEB_API_KEY || apiKeys[0];
  if (!apiKeys.includes(webApiKey)) {
    throw new Error('WEB_API_KEY debe ser una de las claves de API_KEYS (API_KEYS enumera todas las claves aceptadas).');
  }

  let jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  if (!jwtSecret) {
    if (embedded) jwtSecret = embeddedJwtSecret(dataDir);
    else if (env.NODE_ENV === 'test') jwtSecret = randomBytes(32).toString('hex');
    else throw new Error('Falta JWT_SECRET: con DATABASE_URL el secreto de los tokens debe venir del entorno.');
  }

  const email = env.SEED_ADMIN_EMAIL;
  const password = env.SEED_ADMIN_PASSWORD;
  // An operator's password follows the users' rule when the seed creates the administrator (db/seed.ts); only the
  // embedded demo's documented default is exempt.
  const seedAdmin: SeedAdmin | undefined =
    email && password
      ? { email, password, checked: true }
      : embedded
        ? { email: email || DEMO_ADMIN_EMAIL, password: password || DEMO_ADMIN_PASSWORD, checked: Boolean(password) }
        : undefined;

  return {
    port,
    host: overrides.host ?? env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseSchema: databaseUrl ? env.DATABASE_SCHEMA || undefined : undefined,
    dataDir,
    apiKeys,
    web: { apiBaseUrl: env.WEB_API_BASE_URL || '/api', apiKey: webApiKey },
    jwtSecret,
    publicUrl: (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    outboxDir: resolve(overrides.outboxDir ?? env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    seedAdmin,
    runtime: runtimeSettings(env),
  };
}

/** What `npm start` (./main.ts) logs, prints and waits for on shutdown. */
export interface LaunchSettings {
  /** LOG_LEVEL (default: info in production, warn otherwise). */
  logLevel: string;
  /** SHUTDOWN_TIMEOUT_MS (default 10 s): how long the requests in flight may take to finish. */
  shutdownTimeoutMs: number;
  /** PORT as given, for the message of a port in use. */
  port: string;
  /** Whether the demo administrator's password and the API keys came from the environment (then not printed). */
  seedPasswordGiven: boolean;
  apiKeysGiven: boolean;
}

export function launchSettings(env: NodeJS.ProcessEnv = process.env): LaunchSettings {
  const production = env.NODE_ENV === 'production';
  return {
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    port: env.PORT ?? String(DEFAULT_PORT),
    seedPasswordGiven: Boolean(env.SEED_ADMIN_PASSWORD),
    apiKeysGiven: Boolean(env.API_KEYS),
  };
}

/** Embedded mode without JWT_SECRET: one random secret, kept in the data folder so sessions survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
