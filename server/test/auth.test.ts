/** Sessions: login, refresh (rotation), logout, rate limits, registration, password recovery and change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, PASSWORD, targets, type TestApp } from './helpers';

describe.each(await targets())('auth (%s)', { timeout: 60_000 }, (target) => {
  let t: TestApp;
  let adminEmail: string;
  /** Moves the server's clock (tests of expiry). */
  let clockOffsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp(target, {
      rateLimits: { freePerAddress: 8 },
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    adminEmail = (await t.workspace('Auth')).adminEmail;
  }, 180_000);
  afterAll(() => t?.close());

  const login = (email: string, password: string, ip = '192.0.2.1', extra: object = {}) =>
    t.call('POST', '/api/auth/token', { body: { email, password, device: 'test', ...extra }, ip });

  it('logs in with the right password (e-mail case does not matter) and the token opens the session', async () => {
    const res = await login(adminEmail.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ expires_in: 900, user: { email: adminEmail } });
    expect(typeof session.refresh_token).toBe('string');
    const check = await t.call('GET', '/api/auth/check_connection', { token: session.token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: 'ok' });
    // The access token is a 15-minute JWT.
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(900);
  });

  it("a wrong password or an unknown e-mail answer 401 'Usuario o contraseña incorrectos'", async () => {
    const wrong = await login(adminEmail, 'not-the-password', '192.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
    const unknown = await login('nobody@test.local', PASSWORD, '192.0.2.2');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
  });

  it('a malformed login names the field', async () => {
    const res = await t.call('POST', '/api/auth/token', { body: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'El campo «Correo electrónico» debe ser un correo electrónico válido',
      field: 'email',
    });
    const missing = await t.call('POST', '/api/auth/token', { body: { email: adminEmail } });
    expect(missing.json()).toEqual({ message: 'El campo «Contraseña» es obligatorio', field: 'password' });
  });

  /** A login right after failures: 429 with a short Retry-After (unless this machine took longer than it), never a lock. */
  async function slowedThenAllowed(email: string, ip: string) {
    const refused = await login(email, PASSWORD, ip);
    if (refused.statusCode === 429) {
      expect(refused.json()).toEqual({ message: 'Demasiados intentos, inténtalo más tarde' });
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } else expect(refused.statusCode).toBe(200);
    clockOffsetMs += 60_000; // a minute later the right password gets through
    try {
      expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    } finally {
      clockOffsetMs -= 60_000;
    }
  }

  it('five failures of one e-mail slow its logins down (Retry-After ≤ 60 s), the right password included; no lock', async () => {
    const email = 'limited@test.local';
    await t.member('Auth', email, 'Lector');
    for (let i = 0; i < 5; i++) expect((await login(email, 'bad-password', `198.51.100.${i}`)).statusCode).toBe(401);
    await slowedThenAllowed(email, '198.51.100.99');
    // Other accounts are not affected.
    expect((await login(adminEmail, PASSWORD, '198.51.100.98')).statusCode).toBe(200);
  });

  it('failures from one address slow down any e-mail from it (≤ 60 s), and no other address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 8; i++) expect((await login(`someone${i}@test.local`, 'bad-password', ip)).statusCode).toBe(401);
    expect((await login(adminEmail, PASSWORD, '203.0.113.8')).statusCode).toBe(200);
    await slowedThenAllowed(adminEmail, ip);
  });

  it('refresh rotates: the new pair works, the spent refresh token does not', async () => {
    const first = (await login(adminEmail, PASSWORD, '192.0.2.10')).json();
    const refreshed = await t.call('POST', '/api/auth/refresh', { body: { token: first.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await t.call('GET', '/api/role', { token: second.token })).statusCode).toBe(200);
    // The old access token keeps working until it expires (same session), the old refresh token is spent.
    expect((await t.call('GET', '/api/role', { token: first.token })).statusCode).toBe(200);
    const reused = await t.call('POST', '/api/auth/refresh', { body: { token: first.refresh_token } });
    expect(reused.statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { token: 'x'.repeat(20) } })).statusCode).toBe(401);
  });

  it('revoke logs out: refresh and every access token of the session stop working', async () => {
    const s = (await login(adminEmail, PASSWORD, '192.0.2.11')).json();
    const rotated = (await t.call('POST', '/api/auth/refresh', { body: { token: s.refresh_token } })).json();
    const other = (await login(adminEmail, PASSWORD, '192.0.2.12')).json();
    const res = await t.call('POST', '/api/auth/revoke', { body: { token: rotated.refresh_token } });
    expect(res.statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/refresh', { body: { token: rotated.refresh_token } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/check_connection', { token: s.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/check_connection', { token: rotated.token })).statusCode).toBe(401);
    // Another session of the same user is untouched; revoking twice is fine.
    expect((await t.call('GET', '/api/auth/check_connection', { token: other.token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/revoke', { body: { token: rotated.refresh_token } })).statusCode).toBe(200);
  });

  it('an expired access token answers 401', async () => {
    const s = (await login(adminEmail, PASSWORD, '192.0.2.13')).json();
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString());
    // Same claims signed with another key must fail; so must an expired token even if well-formed.
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(1_000_000)
      .setExpirationTime(1_000_900)
      .sign(new TextEncoder().encode('other'));
    expect((await t.call('GET', '/api/auth/check_connection', { token: expired })).statusCode).toBe(401);
  });

  it('register creates an account (201) that can log in; the same e-mail again answers the same (its owner is mailed)', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: { email: 'New.User@Test.local', password: 'long-enough' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await login('new.user@test.local', 'long-enough', '192.0.2.20')).statusCode).toBe(200);
    const again = await t.call('POST', '/api/auth/register', { body: { email: 'new.user@test.local', password: 'long-enough' } });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(res.json().id);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'new.user@test.local', subject: 'Licita: ya tienes una cuenta' });
    const short = await t.call('POST', '/api/auth/register', { body: { email: 'short@test.local', password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'El campo «Contraseña» debe tener al menos 10 caracteres', field: 'password' });
  });

  it('password recovery mails a single-use link; the reset changes the password and ends every session', async () => {
    const email = 'forgetful@test.local';
    await t.member('Auth', email, 'Editor');
    const session = (await login(email, PASSWORD, '192.0.2.30')).json();
    const unknown = await t.call('POST', '/api/auth/password/recover', { body: { email: 'ghost@test.local' } });
    expect(unknown.statusCode).toBe(200);
    const sentBefore = t.mailer.sent.length;
    const res = await t.call('POST', '/api/auth/password/recover', { body: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unknown.json());
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    const link = /http:\/\/licita\.test\/reset-password\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    const reset = await t.call('POST', '/api/auth/password/reset', { body: { token, password: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'brand-new-pass', '192.0.2.31')).statusCode).toBe(200);
    expect((await login(email, PASSWORD, '192.0.2.32')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/check_connection', { token: session.token })).statusCode).toBe(401);
    const again = await t.call('POST', '/api/auth/password/reset', { body: { token, password: 'another-long-pass' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Enlace no válido o caducado', field: 'token' });
  });

  it('a recovery link expires after one hour', async () => {
    const email = 'slow@test.local';
    await t.member('Auth', email, 'Lector');
    await t.call('POST', '/api/auth/password/recover', { body: { email } });
    const token = decodeURIComponent(/token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]);
    clockOffsetMs = 60 * 60 * 1000 + 1000;
    try {
      const res = await t.call('POST', '/api/auth/password/reset', { body: { token, password: 'brand-new-pass' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Enlace no válido o caducado', field: 'token' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('profile: read, update names, the e-mail cannot change', async () => {
    const email = 'profile@test.local';
    const { token } = await t.member('Auth', email, 'Lector');
    expect((await t.call('GET', '/api/user/profile', { token })).json()).toEqual({
      email,
      name: '',
      first_surname: '',
      second_surname: null,
    });
    const upd = await t.call('PUT', '/api/user/profile', {
      token,
      body: { email, name: 'Ana', first_surname: 'Pérez', second_surname: 'Gómez' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ email, name: 'Ana', first_surname: 'Pérez', second_surname: 'Gómez' });
    const other = await t.call('PUT', '/api/user/profile', {
      token,
      body: { email: 'x@test.local', name: 'A', first_surname: 'B' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('email');
    const missing = await t.call('PUT', '/api/user/profile', { token, body: { name: 'A' } });
    expect(missing.json()).toEqual({ message: 'El campo «Primer apellido» es obligatorio', field: 'first_surname' });
  });

  it('change password: a wrong old password answers 400; success revokes the other sessions only', async () => {
    const email = 'changer@test.local';
    const { token } = await t.member('Auth', email, 'Lector');
    const other = (await login(email, PASSWORD, '192.0.2.40')).json();
    const wrong = await t.call('PUT', '/api/user/change_password', {
      token,
      body: { old_password: 'nope', password: 'a-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'La contraseña actual no es correcta', field: 'old_password' });
    const ok = await t.call('PUT', '/api/user/change_password', {
      token,
      body: { old_password: PASSWORD, password: 'a-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/check_connection', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/check_connection', { token: other.token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { token: other.refresh_token } })).statusCode).toBe(401);
    expect((await login(email, 'a-new-password', '192.0.2.41')).statusCode).toBe(200);
  });
});
