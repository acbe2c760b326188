/** Settings from the environment, with the embedded-mode defaults and the PostgreSQL-mode refusals. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './paths';
import { DEFAULT_API_KEY, DEFAULT_PORT, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from './defaults';

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
  seedAdmin?: { email: string; password: string };
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
  const seedAdmin =
    email && password
      ? { email, password }
      : embedded
        ? { email: email || DEMO_ADMIN_EMAIL, password: password || DEMO_ADMIN_PASSWORD }
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
