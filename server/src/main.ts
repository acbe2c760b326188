/**
 * `npm start` ends here: migrate, seed, listen on PORT (default 8080), print the URL (and, in embedded mode,
 * the demo credentials). Ctrl-C closes the database cleanly.
 */
import { startServer } from './server';
import { DEFAULT_API_KEY, DEFAULT_PORT, DEMO_WORKSPACE_NAME } from './defaults';

async function main() {
  const server = await startServer({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const { settings } = server;
  const lines = [`Licita en ${server.url}  (API: ${server.apiUrl}, documentación: ${server.apiUrl}/docs)`];
  if (!settings.databaseUrl) {
    lines.push(`Base de datos embebida en ${settings.dataDir}`);
    if (settings.seedAdmin) {
      lines.push(
        `Espacio "${DEMO_WORKSPACE_NAME}": entra con ${settings.seedAdmin.email} / ${
          process.env.SEED_ADMIN_PASSWORD ? '(SEED_ADMIN_PASSWORD)' : settings.seedAdmin.password
        }`,
      );
    }
    if (!process.env.API_KEYS) lines.push(`Clave de API (x-api-key): ${DEFAULT_API_KEY}`);
  } else {
    lines.push('Base de datos PostgreSQL (DATABASE_URL)');
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: cerrando…`);
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
      ? `el puerto ${process.env.PORT ?? DEFAULT_PORT} ya está en uso (elige otro con PORT=…)`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`No se pudo arrancar el servidor: ${reason}`);
  process.exit(1);
});
