/** The built web app is served next to the API, with the single-page fallback for its routes. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openTestDatabase } from './helpers';
import { MemoryMailer } from '../src/auth/mailer';
import { prepareDatabase } from '../src/server';

describe('web app serving', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const uiDir = mkdtempSync(join(tmpdir(), 'licita-ui-'));

  beforeAll(async () => {
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Licita</title>');
    mkdirSync(join(uiDir, 'assets'));
    writeFileSync(join(uiDir, 'assets', 'app.js'), 'console.log(1)');
    const opened = await openTestDatabase('pglite');
    drop = opened.drop;
    await prepareDatabase(opened.database);
    app = await buildApp({
      database: opened.database,
      apiKeys: ['k'],
      jwtSecret: 'x'.repeat(32),
      mailer: new MemoryMailer(),
      uiDir,
    });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for any route of the app', async () => {
    for (const url of ['/', '/login', '/project/123/simulation/456', '/404']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Licita</title>');
    }
  });

  it('serves the assets as files', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('never answers an /api path with the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/not-there', headers: { 'x-api-key': 'k' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
    const post = await app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
