/** What every answer tells the browser: CSP on pages, nosniff/framing/referrer everywhere, HSTS over HTTPS only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { storageOf } from '../src/files/storage';
import { extraConnectOrigins, HSTS } from '../src/http/security-headers';
import { createWorkspace } from '../src/admin/operations';
import { createPasswordHasher } from '../src/auth/passwords';
import { PASSWORD, TEST_PASSWORD_COST } from './helpers';
import { uiServingApp } from './ui-app';

const APP_POLICY =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

describe('security headers', () => {
  let served: Awaited<ReturnType<typeof uiServingApp>> | undefined;
  let app: FastifyInstance;
  let token: string;
  const trustProxy = process.env.TRUST_PROXY;

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true'; // behind a load balancer that terminates TLS
    const passwords = createPasswordHasher(TEST_PASSWORD_COST);
    served = await uiServingApp({
      passwords,
      seed: (database) =>
        createWorkspace(database.db, passwords, {
          name: 'Cabeceras',
          adminEmail: 'jefe@cabeceras.test',
          adminPassword: PASSWORD,
        }),
    });
    app = served.app;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'x-api-key': 'k' },
      payload: { email: 'jefe@cabeceras.test', password: PASSWORD, device: 'vitest' },
    });
    token = login.json().token;
  }, 180_000);
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await served?.close();
  });

  const common = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it.each(['/login', '/projects/x'])('the app page %s: the strict policy, no HSTS over plain HTTP', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(APP_POLICY);
    common(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when the request came over HTTPS through the load balancer', async () => {
    const res = await app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('an authenticated API answer is never stored; an anonymous one carries the same protections', async () => {
    const res = await app.inject({
      url: '/api/project',
      headers: { 'x-api-key': 'k', authorization: `Bearer ${token}` },
      query: { workspace_id: '00000000-0000-0000-0000-000000000000' },
    });
    common(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ url: '/api/project' });
    expect(refused.statusCode).toBe(401);
    common(refused.headers);
  });

  it('a signed file download: nosniff and no-store, no page policy (the PDF viewer must open it)', async () => {
    const storage = storageOf(app.deps);
    await storage.put('agreement-cabeceras.pdf', Buffer.from('%PDF-1.4 prueba'), 'application/pdf');
    const { url } = await storage.downloadUrl('agreement-cabeceras.pdf', { origin: 'http://localhost' });
    const res = await app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    common(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('/api/docs works under its own policy: nothing from outside, its inline style by hash', async () => {
    const res = await app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src 'self' data:; frame-ancestors 'none'/,
    );
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)/);
    common(res.headers);
  });

  it('connect-src takes the S3 bucket and the origins of CSP_CONNECT_SRC', () => {
    const s3 = { S3_BUCKET: 'ofertas', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_REGION: 'eu-south-2' };
    expect(extraConnectOrigins(s3)).toEqual(['https://ofertas.s3.eu-south-2.amazonaws.com']);
    expect(extraConnectOrigins({ ...s3, S3_ENDPOINT: 'https://minio.interno:9000/' })).toEqual(['https://minio.interno:9000']);
    expect(extraConnectOrigins({ CSP_CONNECT_SRC: 'https://analitica.empresa.es/x, https://otra.es' })).toEqual([
      'https://analitica.empresa.es',
      'https://otra.es',
    ]);
  });
});
