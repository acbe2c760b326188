/** An app that serves a built web app (a folder with index.html and `files`) on a fresh PGlite: the page-serving tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { DatabaseHandle } from '../src/db/connect';
import { MemoryMailer } from '../src/auth/mailer';
import { prepareDatabase } from '../src/server';
import { openTestDatabase } from './helpers';

export async function uiServingApp(
  options: {
    /** More files of the built app, by path under its folder. */
    files?: Record<string, string>;
    /** Runs on the prepared database before the app is built. */
    seed?: (database: DatabaseHandle) => Promise<unknown>;
    passwords?: BuildAppOptions['passwords'];
  } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const uiDir = mkdtempSync(join(tmpdir(), 'licita-ui-'));
  const files = { 'index.html': '<!doctype html><title>Licita</title>', ...options.files };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(uiDir, path)), { recursive: true });
    writeFileSync(join(uiDir, path), text);
  }
  const { database, drop } = await openTestDatabase('pglite');
  await prepareDatabase(database);
  await options.seed?.(database);
  const app = await buildApp({
    database,
    apiKeys: ['k'],
    jwtSecret: 'x'.repeat(32),
    mailer: new MemoryMailer(),
    uiDir,
    ...(options.passwords ? { passwords: options.passwords } : {}),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await drop();
      rmSync(uiDir, { recursive: true, force: true });
    },
  };
}
