/**
 * `npm start` ends here: migrate, seed, listen on PORT (default 8080), print the URL (and, in embedded mode,
 * the demo credentials). Logs are JSON lines (Fastify's logger), each request's with its `request_id`.
 * SIGINT/SIGTERM stop accepting connections, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS,
 * default 10 s), hand this process's runs back to the queue and close the database.
 */
import { startServer } from './server';
import { launchSettings } from './config';
import { DEFAULT_API_KEY, DEMO_WORKSPACE_NAME } from './defaults';

const launch = launchSettings();

async function main() {
  const server = await startServer({ logger: { level: launch.logLevel } });
  const { settings } = server;
  const lines = [`Licita en ${server.url}  (API: ${server.apiUrl}, documentación: ${server.apiUrl}/docs)`];
  if (!settings.databaseUrl) {
    lines.push(`Base de datos embebida en ${settings.dataDir}`);
    if (settings.seedAdmin) {
      lines.push(
        `Espacio "${DEMO_WORKSPACE_NAME}": entra con ${settings.seedAdmin.email} / ${
          launch.seedPasswordGiven ? '(SEED_ADMIN_PASSWORD)' : settings.seedAdmin.password
        }`,
      );
    }
    if (!launch.apiKeysGiven) lines.push(`Clave de API (x-api-key): ${DEFAULT_API_KEY}`);
  } else {
    lines.push('Base de datos PostgreSQL (DATABASE_URL)');
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: cerrando…`);
    const limit = launch.shutdownTimeoutMs;
    const forced = setTimeout(() => {
      server.app.log.error(`shutdown took longer than ${limit} ms: exiting with requests still open`);
      process.exit(1);
    }, limit);
    forced.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  const code = (error as NodeJS.ErrnoException)?.code;
  const reason =
    code === 'EADDRINUSE'
      ? `el puerto ${launch.port} ya está en uso (elige otro con PORT=…)`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`No se pudo arrancar el servidor: ${reason}`);
  process.exit(1);
});
