/** The built web app is served next to the API, with the single-page fallback for its routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uiServingApp } from './ui-app';

describe('web app serving', () => {
  let served: Awaited<ReturnType<typeof uiServingApp>> | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    served = await uiServingApp({ files: { 'assets/app.js': 'console.log(1)' } });
    app = served.app;
  }, 180_000);
  afterAll(() => served?.close());

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
