/**
 * `npm run worker`: a process that only works jobs — simulation runs, previous studies, re-costs and imports —
 * on PostgreSQL (DATABASE_URL). Any number of them, on any number of machines, share the `background_job` queue
 * with the servers, rung through pg-boss when one is queued (../jobs/doorbell.ts); each computes one simulation at
 * a time (WORKER_CONCURRENCY for more) beside the other kinds, keeps its jobs' heartbeats and runs the reaper, so a
 * worker that dies leaves no job unfinished. It is the
 * server's app without its port: the same handlers and settings (the file storage of the imports included).
 * SIGINT/SIGTERM hand the current run back to the queue and exit.
 *
 * Options (environment): DATABASE_URL (required), DATABASE_SCHEMA (tests), WORKER_CONCURRENCY (default 1),
 * RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_REAPER_MS, RUN_MAX_ATTEMPTS, and the server's storage settings (DATA_DIR,
 * S3_*). JWT_SECRET is not needed: a worker signs no link anyone follows.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { resolveSettings } from '../config';
import { buildApp } from '../app';

export async function runWorker(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  if (!env.DATABASE_URL)
    throw new Error(
      'npm run worker necesita DATABASE_URL (PostgreSQL): con la base embebida el servidor calcula las simulaciones él mismo.',
    );
  // WEB_API_KEY names one of the server's keys: a worker serves no web app
  const settings = resolveSettings(
    { ...env, WEB_API_KEY: undefined },
    {
      apiKeys: ['worker'], // it answers no request
      jwtSecret: env.JWT_SECRET || randomBytes(32).toString('hex'),
    },
  );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: settings.databaseSchema });
  await migrateToLatest(database.db);
  const app = await buildApp({
    database,
    apiKeys: settings.apiKeys,
    jwtSecret: settings.jwtSecret,
    publicUrl: settings.publicUrl,
    uiDir: null,
    settings: { ...settings.runtime, runJobsInServer: true },
    runConcurrency: env.WORKER_CONCURRENCY ? Number(env.WORKER_CONCURRENCY) : 1,
    logger: { level: 'error' },
  });
  await app.ready();
  console.log(`[worker ${app.deps.jobs.workerId}] esperando simulaciones y demás trabajos`);
  return async () => {
    await app.close();
    await database.close();
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runWorker()
    .then((stop) => {
      let stopping = false;
      const onSignal = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.log(`${signal}: devolviendo el trabajo en curso a la cola…`);
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', () => onSignal('SIGINT'));
      process.on('SIGTERM', () => onSignal('SIGTERM'));
    })
    .catch((error) => {
      console.error(`No se pudo arrancar el worker: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
