/**
 * `npm run worker`: a process that only computes simulations, on PostgreSQL (DATABASE_URL). Any number of them,
 * on any number of machines, share the pg-boss queue with the server; each runs one simulation at a time
 * (WORKER_CONCURRENCY for more), keeps a heartbeat and runs the reaper, so a worker that dies leaves no
 * simulation Running for ever. SIGINT/SIGTERM hand the current run back to the queue and exit.
 *
 * Options (environment): DATABASE_URL (required), DATABASE_SCHEMA (tests), WORKER_CONCURRENCY (default 1),
 * RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_REAPER_MS, RUN_MAX_ATTEMPTS.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { PgBossRunner } from '../runs/runner';
import { retryPolicyFromEnv } from '../jobs/retry-policy';

export async function runWorker(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  if (!env.DATABASE_URL)
    throw new Error(
      'npm run worker necesita DATABASE_URL (PostgreSQL): con la base embebida el servidor calcula las simulaciones él mismo.',
    );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || undefined });
  await migrateToLatest(database.db);
  const runner = new PgBossRunner(database.db, {
    settings: retryPolicyFromEnv(env),
    engineThread: env.RUN_ENGINE_THREAD !== '0',
    concurrency: env.WORKER_CONCURRENCY ? Number(env.WORKER_CONCURRENCY) : 1,
    log: (message, error) => console.error(`[worker] ${message}`, error instanceof Error ? error.message : (error ?? '')),
    onOutcome: (runId, outcome) => console.log(`[worker ${runner.workerId}] ${runId}: ${outcome}`),
  });
  await runner.start();
  console.log(`[worker ${runner.workerId}] esperando simulaciones`);
  return async () => {
    await runner.stop();
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
