/**
 * What an operator relies on: health and readiness outside /api, the web app's runtime configuration, and a
 * request id on every answer (and in every 5xx body, so a user can quote it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { resolveSettings } from '../src/config';
import { MemoryMailer } from '../src/auth/mailer';
import { prepareDatabase } from '../src/server';
import { openTestDatabase, targets } from './helpers';

describe.each(await targets())('health, readiness, runtime configuration and request ids (%s)', (target) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let closeDatabase: () => Promise<void>;
  const uiDir = mkdtempSync(join(tmpdir(), 'licita-ui-'));

  beforeAll(async () => {
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Licita</title>');
    const opened = await openTestDatabase(target);
    drop = opened.drop;
    closeDatabase = () => opened.database.close();
    await prepareDatabase(opened.database);
    app = await buildApp({
      database: opened.database,
      apiKeys: ['web-key', 'partner-key'],
      webConfig: { apiBaseUrl: '/api', apiKey: 'web-key' },
      jwtSecret: 'x'.repeat(32),
      mailer: new MemoryMailer(),
      uiDir,
    });
    app.get('/api/boom', async () => {
      throw new Error('a defect');
    });
    await app.ready();
    // the queue starts in the background once the app is ready
    for (let i = 0; i < 200 && (await app.inject({ url: '/readyz' })).statusCode !== 200; i++)
      await new Promise((r) => setTimeout(r, 50));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await drop?.().catch(() => {});
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('/healthz and /readyz answer JSON without an API key, never the web page', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toMatch(/application\/json/);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
  });

  it('the web app learns its API base and its own key at run time', async () => {
    const res = await app.inject({ url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ apiBaseUrl: '/api', apiKey: 'web-key' });
  });

  it('every answer carries a request id; a 5xx body quotes it; a caller-given id is kept', async () => {
    const page = await app.inject({ url: '/login' });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const boom = await app.inject({ url: '/api/boom', headers: { 'x-api-key': 'web-key' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Error desconocido en el servidor', request_id: boom.headers['x-request-id'] });
    const traced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(traced.headers['x-request-id']).toBe('lb-1234.abc');
    const forged = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\u0007' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/readyz answers 503 naming the database (not its address) once it is gone, while /healthz still answers', async () => {
    await closeDatabase();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const body = ready.json();
    expect(body.status).toBe('not_ready');
    expect(body.checks.database).toBe('no disponible');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the web app key among API_KEYS', () => {
  const base = { DATABASE_URL: 'postgres://db/licita', JWT_SECRET: 's'.repeat(32) };

  it('defaults to the first key of API_KEYS; WEB_API_KEY picks another of them', () => {
    expect(resolveSettings({ ...base, API_KEYS: 'web,partner' }).web).toEqual({ apiBaseUrl: '/api', apiKey: 'web' });
    expect(resolveSettings({ ...base, API_KEYS: 'partner,web', WEB_API_KEY: 'web' }).web.apiKey).toBe('web');
  });

  it('refuses a WEB_API_KEY that API_KEYS does not list', () => {
    expect(() => resolveSettings({ ...base, API_KEYS: 'partner', WEB_API_KEY: 'web' })).toThrow(
      /WEB_API_KEY debe ser una de las claves de API_KEYS/,
    );
  });

  it('uses the development key only in embedded mode', () => {
    expect(resolveSettings({ DATA_DIR: mkdtempSync(join(tmpdir(), 'licita-cfg-')) }).web.apiKey).toBe('licita-dev-key');
    expect(() => resolveSettings({ ...base })).toThrow(/Falta API_KEYS/);
  });
});
