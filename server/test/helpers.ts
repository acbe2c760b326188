/**
 * Test harness: every server test file runs against an in-memory PGlite and, when a PostgreSQL answers (at
 * DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test), against PostgreSQL too, in a schema of its own
 * that is dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { prepareDatabase } from '../src/server';
import { MemoryMailer } from '../src/auth/mailer';
import { createPasswordHasher, type PasswordCost, type PasswordHasher } from '../src/auth/passwords';
import type { PasswordStrength } from '../src/auth/password-strength-pool';
import type { RateLimitOptions } from '../src/auth/rate-limit';
import { addUser, createWorkspace } from '../src/admin/operations';
import { DEFAULT_API_KEY, type RoleName } from '../src/defaults';
import { responseChecker } from './response-checker';

/** Cheap argon2id for tests only (production never reads this). */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const API_KEY = DEFAULT_API_KEY;
export const TEST_POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let postgresAnswers: Promise<boolean> | undefined;
/** Whether the test PostgreSQL answers (asked once per file). */
export function postgresAvailable(): Promise<boolean> {
  postgresAnswers ??= (async () => {
    if (process.env.SKIP_POSTGRES_TESTS === '1') return false;
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresAnswers;
}

export type Target = 'pglite' | 'postgres';
/** The databases to run on: always PGlite, PostgreSQL when it answers. */
export async function targets(): Promise<Target[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated, seeded in-memory cluster dumped once to a file shared by every test file and worker (keyed by the
 * migrations, the seed and the PGlite version): loading it takes a second, creating a cluster ten.
 */
async function pgliteTemplate(): Promise<Blob> {
  const here = dirname(fileURLToPath(import.meta.url));
  const src = join(here, '..', 'src', 'db');
  const hash = createHash('sha256');
  for (const file of readdirSync(join(src, 'migrations')).sort())
    hash.update(file).update(readFileSync(join(src, 'migrations', file)));
  hash.update(readFileSync(join(src, 'seed.ts')));
  hash.update(readFileSync(join(here, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const file = join(tmpdir(), `licita-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({});
  try {
    await prepareDatabase(fresh, { passwordCost: TEST_PASSWORD_COST });
    const dump = await fresh.pglite!.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a concurrent worker reads a whole file or none
    return dump;
  } finally {
    await fresh.close();
  }
}

/** `existingSchema`: join a PostgreSQL schema other processes use (it is left in place on drop). */
export async function openTestDatabase(
  target: Target,
  existingSchema?: string,
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (target === 'pglite') {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  if (existingSchema) {
    const database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema: existingSchema });
    return { database, drop: () => database.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  apiKey?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  target: Target;
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: MemoryMailer;
  call(method: string, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the access token (fails the test otherwise). */
  login(email: string, password: string): Promise<string>;
  /** A workspace with its administrator; returns ids and the admin's token. */
  workspace(name: string, adminEmail?: string): Promise<{ id: string; adminId: string; adminToken: string; adminEmail: string }>;
  /** A user with that role in the workspace (by name); returns id and token. */
  member(workspaceName: string, email: string, role: RoleName): Promise<{ id: string; token: string }>;
  /** Row counts of the tables a refused call must not touch. */
  counts(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const PASSWORD = 'Tejado-verde-1987';

export async function createTestApp(
  target: Target,
  options: {
    rateLimits?: Partial<RateLimitOptions>;
    now?: () => Date;
    passwords?: PasswordHasher;
    /** The strength estimate of new passwords (default: the app's worker thread). */
    passwordStrength?: PasswordStrength;
    /** PostgreSQL: work in this existing (already migrated) schema, shared with other processes. */
    schema?: string;
    /** The signing secret, when tokens must be valid on other processes too. */
    jwtSecret?: string;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(target, options.schema);
  await prepareDatabase(database, { passwordCost: TEST_PASSWORD_COST });
  const mailer = new MemoryMailer();
  const passwords = options.passwords ?? createPasswordHasher(TEST_PASSWORD_COST);
  const app = await buildApp({
    database,
    apiKeys: [API_KEY, 'second-key'],
    jwtSecret: options.jwtSecret ?? 'test-secret-' + randomBytes(8).toString('hex'),
    publicUrl: 'http://licita.test',
    mailer,
    passwords,
    passwordStrength: options.passwordStrength,
    uiDir: null,
    rateLimits: options.rateLimits,
    now: options.now,
  });
  await app.ready();

  const checkResponse = responseChecker();
  const call: TestApp['call'] = (method, url, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.apiKey !== null) headers['x-api-key'] = o.apiKey ?? API_KEY;
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const query = o.query
      ? Object.fromEntries(
          Object.entries(o.query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        )
      : undefined;
    return app
      .inject({
        method: method as 'GET',
        url,
        query,
        headers,
        remoteAddress: o.ip ?? '127.0.0.1',
        ...(o.body !== undefined ? { payload: o.body as object } : {}),
      })
      .then((res) => {
        // Every answer must match what the contract promises for that operation and status.
        const problem = checkResponse(method, url, res.statusCode, res.body);
        if (problem) throw new Error(`${method} ${url} answered outside the contract: ${problem}`);
        return res;
      });
  };

  const login: TestApp['login'] = async (email, password) => {
    const res = await call('POST', '/api/auth/token', {
      body: { email, password, device: 'vitest' },
      ip: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  return {
    target,
    app,
    database,
    mailer,
    call,
    login,
    async workspace(name, adminEmail = `admin.${name.toLowerCase().replace(/\W+/g, '')}@test.local`) {
      const { workspace, user } = await createWorkspace(database.db, passwords, { name, adminEmail, adminPassword: PASSWORD });
      return { id: workspace.id, adminId: user.id, adminEmail: user.email, adminToken: await login(adminEmail, PASSWORD) };
    },
    async member(workspaceName, email, role) {
      const { user } = await addUser(database.db, passwords, { workspace: workspaceName, email, password: PASSWORD, role });
      return { id: user.id, token: await login(email, PASSWORD) };
    },
    async counts() {
      // Every table of the schema (those added by later migrations too), by row count and content digest.
      // Sessions and login attempts are left out: logging in is not a write of the call under test.
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not in ('login_attempt', 'refresh_token') and table_name not like 'kysely_%'
          -- pg-boss shares the test schema and keeps its own books (maintenance, cron) at any moment;
          -- simulation_run, not its queue, is the truth a refused call must not touch
          and table_name not in ('archive', 'job', 'queue', 'schedule', 'subscription', 'version')
          and table_name !~ '^j[0-9a-f]{56}$'
        order by table_name`.execute(database.db);
      const out: Record<string, string> = {};
      for (const { table_name } of rows) {
        const digest = await sql<{ n: number; digest: string | null }>`
          select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.table(table_name)} t`.execute(database.db);
        out[table_name] = `${digest.rows[0].n}:${digest.rows[0].digest}`;
      }
      return out;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
