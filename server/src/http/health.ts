/**
 * Health checks for load balancers and orchestrators, outside /api and without an API key:
 * - GET /healthz: the process answers (no database call);
 * - GET /readyz: the database answers, every migration of this build has run, and the job queue has started;
 *   503 with the failing check otherwise, so traffic goes elsewhere while this process cannot serve it.
 */
import { pingDatabase } from '../db/statements';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations, type AnyTablesDb } from '../db/migrate';

const DATABASE_TIMEOUT_MS = 2_000;

export const HEALTH_PATHS = ['/healthz', '/readyz'];

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The answer says only what is not ready: /readyz has no API key, so the reason (which may name the database's
 * address) goes to the log, never to the caller.
 */
export function registerHealth(app: FastifyInstance, db: AnyTablesDb): void {
  const startedAt = Date.now();
  // Migrations never un-run: once all have, the check is a database round trip only.
  let migrated = false;

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptime_seconds: Math.round((Date.now() - startedAt) / 1000) };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<string, string> = {};
    try {
      await withTimeout(pingDatabase(db), DATABASE_TIMEOUT_MS);
      checks.database = 'ok';
    } catch (error) {
      request.log.error({ reason: reasonOf(error) }, 'readyz: database not available');
      checks.database = 'no disponible';
    }
    if (checks.database === 'ok' && !migrated) {
      try {
        const pending = await withTimeout(pendingMigrations(db), DATABASE_TIMEOUT_MS);
        migrated = pending.length === 0;
        checks.migrations = migrated ? 'ok' : `pendientes: ${pending.join(', ')}`;
      } catch (error) {
        request.log.error({ reason: reasonOf(error) }, 'readyz: migrations not checked');
        checks.migrations = 'no comprobadas';
      }
    } else checks.migrations = migrated ? 'ok' : 'no comprobadas: sin base de datos';
    const queue = app.deps.jobs.queueState;
    checks.queue = queue === 'started' ? 'ok' : queue === 'failed' ? 'no ha arrancado' : 'arrancando';
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
