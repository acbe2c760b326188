/** Reuse of a rotated refresh token ends the whole session (docs/reliability.md, defect 5; RFC 9700 §4.14.2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, targets, type TestApp } from '../helpers';

describe.each(await targets())('refresh-token reuse (%s)', (target) => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    email = (await t.workspace('Reuso')).adminEmail;
  }, 180_000);
  afterAll(() => t?.close());

  const login = async (ip: string) =>
    (await t.call('POST', '/api/auth/token', { body: { email, password: PASSWORD }, ip })).json();
  const refresh = (token: string) => t.call('POST', '/api/auth/refresh', { body: { token } });
  const check = async (token: string) => (await t.call('GET', '/api/auth/check_connection', { token })).statusCode;

  it('reusing R0 after R0 → R1 → R2 revokes R1, R2 and every access token of that session, not other sessions', async () => {
    const s0 = await login('192.0.2.50');
    const other = await login('192.0.2.51');
    const s1 = (await refresh(s0.refresh_token)).json();
    const s2 = (await refresh(s1.refresh_token)).json();
    expect(await check(s2.token)).toBe(200);

    const reuse = await refresh(s0.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Sesión no válida o caducada' });

    expect((await refresh(s2.refresh_token)).statusCode).toBe(401);
    for (const token of [s0.token, s1.token, s2.token]) expect(await check(token)).toBe(401);
    expect(await check(other.token)).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });
});
