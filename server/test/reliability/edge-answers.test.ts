/**
 * Early and edge answers (docs/reliability.md, defect 14), on a listening server: the answers Node and Fastify
 * write before the routes (431, 413, 400 on bad JSON or an undecodable path, 404) carry the security headers and
 * a Spanish message; the answers that carry tokens are never stored; /readyz names no address.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, PASSWORD, targets, type TestApp } from '../helpers';
import { ROLE_IDS } from '../../src/defaults';

/** One raw HTTP exchange (fetch cannot send a 20 KB header or an undecodable path). */
function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', (error) => (data ? undefined : reject(error)));
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const expectSecurityHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
  expect(headers['content-security-policy'], what).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
};

describe.each(await targets())('early and edge answers (%s)', (target) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 180_000);
  afterAll(() => t?.close());

  it('431 (a 20 KB header) and a malformed request: security headers and a Spanish message', async () => {
    const big = await raw(
      port,
      `GET /api/auth/check_connection HTTP/1.1\r\nHost: x\r\nx-api-key: ${API_KEY}\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expectSecurityHeaders(big.headers, '431');
    expect(JSON.parse(big.body)).toEqual({ message: 'Las cabeceras de la petición son demasiado grandes' });
    const broken = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken.headers, 'malformed');
    expect(JSON.parse(broken.body)).toEqual({ message: 'La petición no es válida' });
    const badUrl = await raw(
      port,
      `GET /api/simulation/%E0%A4%A HTTP/1.1\r\nHost: x\r\nx-api-key: ${API_KEY}\r\nConnection: close\r\n\r\n`,
    );
    expect(badUrl.status).toBe(400);
    expectSecurityHeaders(badUrl.headers, 'bad url');
    expect(JSON.parse(badUrl.body)).toEqual({ message: 'La dirección de la petición no es válida' });
  });

  it('413, 400 on bad JSON, 404 and 401 carry the security headers and answer in Spanish', async () => {
    const base = `http://127.0.0.1:${port}`;
    const json = { 'content-type': 'application/json', 'x-api-key': API_KEY };
    const answers: [string, Response, string][] = [
      [
        '413',
        await fetch(`${base}/api/auth/token`, {
          method: 'POST',
          headers: json,
          body: `{"email":"${'a'.repeat(6 * 1024 * 1024)}"}`,
        }),
        'El cuerpo de la petición es demasiado grande',
      ],
      [
        'bad JSON',
        await fetch(`${base}/api/auth/token`, { method: 'POST', headers: json, body: '{"email":' }),
        'El cuerpo de la petición no es JSON válido',
      ],
      ['404', await fetch(`${base}/api/no-such-thing`, { headers: json }), 'Ruta no encontrada'],
      ['401', await fetch(`${base}/api/auth/check_connection`), 'Clave de API no válida'],
    ];
    for (const [what, res, message] of answers) {
      expectSecurityHeaders(Object.fromEntries(res.headers), what);
      expect((await res.json()).message, what).toBe(message);
    }
  });

  it('answers carrying tokens (log in, refresh, invitation acceptance) are never stored', async () => {
    const ws = await t.workspace('Cabeceras');
    const login = await t.call('POST', '/api/auth/token', {
      body: { email: ws.adminEmail, password: PASSWORD },
      ip: '192.0.2.90',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.call('POST', '/api/auth/refresh', { body: { token: login.json().refresh_token }, ip: '192.0.2.90' });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    await t.call('POST', `/api/workspace/${ws.id}/invitation`, {
      token: ws.adminToken,
      body: { email: 'nueva@cabeceras.test', role_id: ROLE_IDS.Lector },
    });
    const link = decodeURIComponent(/token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!);
    const accepted = await t.call('POST', '/api/auth/invitation/accept', {
      body: { token: link, password: 'Limpieza-de-oficinas-27' },
      ip: '192.0.2.91',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
  });
});
