/** Start-up: settings, database, migrations, seed, HTTP. Used by `npm start` (./main.ts) and the e2e tests. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { resolveSettings, type ServerSettings, type SettingsOverrides } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { SeedAdmin } from './defaults';
import { purgeExpired } from './db/housekeeping';
import { createPasswordHasher, type PasswordCost } from './auth/passwords';

/** Migrates the database and seeds the roles (and, on an empty one, the demo workspace and administrator). */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seedAdmin?: SeedAdmin; passwordCost?: PasswordCost } = {},
) {
  const migrations = await migrateToLatest(database.db);
  const seed = await seedDatabase(database.db, createPasswordHasher(options.passwordCost), options.seedAdmin);
  await purgeExpired(database.db);
  return { migrations, ...seed };
}

export interface StartServerOptions extends SettingsOverrides {
  /** Environment to read settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Port 0 picks a free one. */
  port?: number;
  logger?: BuildAppOptions['logger'];
  uiDir?: BuildAppOptions['uiDir'];
  mailer?: BuildAppOptions['mailer'];
  passwordCost?: PasswordCost;
  /** PostgreSQL only: a schema of its own (tests). */
  schema?: string;
}

export interface RunningServer {
  /** e.g. http://localhost:8080 */
  url: string;
  /** The API base of both hosts, e.g. http://localhost:8080/api */
  apiUrl: string;
  settings: ServerSettings;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Whether this start seeded the demo workspace. */
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const settings = resolveSettings(options.env, options);
  const database = await openDatabase(
    settings.databaseUrl
      ? { databaseUrl: settings.databaseUrl, schema: options.schema ?? settings.databaseSchema }
      : { dataDir: settings.dataDir },
  );
  let app: FastifyInstance | undefined;
  try {
    const { seeded } = await prepareDatabase(database, { seedAdmin: settings.seedAdmin, passwordCost: options.passwordCost });
    app = await buildApp({
      database,
      apiKeys: settings.apiKeys,
      webConfig: settings.web,
      jwtSecret: settings.jwtSecret,
      publicUrl: settings.publicUrl,
      outboxDir: settings.outboxDir,
      mailer: options.mailer,
      passwordCost: options.passwordCost,
      uiDir: options.uiDir,
      logger: options.logger,
      settings: settings.runtime,
    });
    await app.listen({ port: settings.port, host: settings.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    const url = `http://localhost:${port}`;
    let closed = false;
    return {
      url,
      apiUrl: `${url}/api`,
      settings: { ...settings, port },
      app,
      database,
      seeded,
      async close() {
        if (closed) return;
        closed = true;
        await app!.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
}
