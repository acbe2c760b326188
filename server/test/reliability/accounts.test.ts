/**
 * Passwords, token throttling and consent to join (docs/reliability.md, defects 10–12): the probe's trivial
 * passwords through every call that sets one, floods of made-up tokens and of wrong passwords through the
 * invitation calls, and an invitation to an address that already has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/defaults';
import { createTestApp, PASSWORD, targets, type TestApp } from '../helpers';

const TRIVIAL = [
  '12345678',
  'password',
  'aaaaaaaa',
  'qwertyui',
  '        ',
  '1234567890',
  'qwertyuiop',
  'passwordpassword',
  '          ',
  'aaaaaaaaaaaa',
];

describe.each(await targets())('accounts: passwords, throttling, consent (%s)', (target) => {
  let t: TestApp;
  let ws: { id: string; adminToken: string; adminEmail: string };
  let n = 0;
  /** The server's clock, moved by hand: the throttle's delays are then exact. */
  let clock = Date.now();
  const freshIp = () => `198.51.100.${++n % 250}`;
  const invite = (email: string) =>
    t.call('POST', `/api/workspace/${ws.id}/invitation`, { token: ws.adminToken, body: { email, role_id: ROLE_IDS.Editor } });
  const linkFor = (email: string) =>
    decodeURIComponent(/invitation\?token=(\S+)/.exec(t.mailer.sent.filter((m) => m.to === email).at(-1)!.text)![1]!);

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => new Date(clock) });
    ws = await t.workspace('Cuentas');
  }, 180_000);
  afterAll(() => t?.close());

  it('trivial passwords are refused (400, the reason in Spanish) by accept, register, reset and change; no session opens', async () => {
    const email = 'trivial@cuentas.test';
    await invite(email);
    const token = linkFor(email);
    const { token: session } = await t.member('Cuentas', 'cambia@cuentas.test', 'Lector');
    await t.call('POST', '/api/auth/password/recover', { body: { email: 'cambia@cuentas.test' }, ip: freshIp() });
    const reset = decodeURIComponent(/reset-password\?token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!);
    const before = await t.counts();
    for (const password of TRIVIAL) {
      const calls = [
        t.call('POST', '/api/auth/invitation/accept', { body: { token, password }, ip: freshIp() }),
        t.call('POST', '/api/auth/register', { body: { email: 'nueva@cuentas.test', password }, ip: freshIp() }),
        t.call('POST', '/api/auth/password/reset', { body: { token: reset, password }, ip: freshIp() }),
        t.call('PUT', '/api/user/change_password', { token: session, body: { old_password: PASSWORD, password }, ip: freshIp() }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, password).toBe(400);
        expect(res.json().field).toBe('password');
        expect(res.json().message).toMatch(
          /^((El campo «Contraseña»|La contraseña) debe tener al menos 10 caracteres|La contraseña (no puede ser solo espacios|es una de las más usadas: elige otra|es demasiado fácil de adivinar: .+))$/,
        );
        expect(res.json()).not.toHaveProperty('session');
      }
    }
    expect(await t.counts()).toEqual(before);
    const weak = await t.call('POST', '/api/auth/invitation/accept', { body: { token, password: 'contraseña1' }, ip: freshIp() });
    expect(weak.json()).toEqual({
      message: 'La contraseña es demasiado fácil de adivinar: añade más palabras poco comunes o mezcla letras, números y signos',
      field: 'password',
    });
    const ok = await t.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Limpieza-de-oficinas-27' },
      ip: freshIp(),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('made-up tokens from one address: 20 checked (400), then 429 with Retry-After (≤ 60 s), on accept, check, reset and refresh alike', async () => {
    const ip = '198.51.101.7';
    const random = (i: number) => `made-up-token-${i}-${'x'.repeat(30)}`;
    const answers = [];
    for (let i = 0; i < 200; i++) {
      const body = i % 4 === 0 ? { token: random(i) } : { token: random(i), password: 'Limpieza-de-oficinas-27' };
      const url = ['/api/auth/invitation/check', '/api/auth/invitation/accept', '/api/auth/password/reset', '/api/auth/refresh'][
        i % 4
      ]!;
      answers.push(
        await t.call('POST', url, { body: url.endsWith('check') || url.endsWith('refresh') ? { token: body.token } : body, ip }),
      );
    }
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const refused = answers[20]!;
    expect(refused.json()).toEqual({ message: 'Demasiados intentos, inténtalo más tarde' });
    expect(refused.headers['retry-after']).toBe('1'); // the delay doubles with each further failure, up to 60 s
    // Another address is not affected.
    expect(
      (await t.call('POST', '/api/auth/invitation/check', { body: { token: random(999) }, ip: '198.51.101.8' })).statusCode,
    ).toBe(400);
  });

  it("30 wrong passwords for an existing account through the accept call: 5 checked, the rest 429 (the account's login throttle)", async () => {
    const email = 'atacada@cuentas.test';
    await t.workspace('Ajena');
    await t.member('Ajena', email, 'Lector');
    await invite(email);
    const token = linkFor(email);
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await t.call('POST', '/api/auth/invitation/accept', {
          body: { token, password: `no-es-la-suya-${i}` },
          ip: `198.51.102.${i + 1}`,
        }),
      );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25);
    expect(answers.find((r) => r.statusCode === 429)!.headers['retry-after']).toBe('1');
    // The login shares the count: slowed, not locked; the owner gets in after the wait.
    const slowed = await t.call('POST', '/api/auth/token', { body: { email, password: PASSWORD }, ip: '198.51.102.200' });
    expect(slowed.statusCode).toBe(429);
    clock += Number(slowed.headers['retry-after']) * 1000;
    expect(
      (await t.call('POST', '/api/auth/token', { body: { email, password: PASSWORD }, ip: '198.51.102.200' })).statusCode,
    ).toBe(200);
  });

  it('inviting an address that has an account answers exactly as a new one, and adds nobody', async () => {
    await t.workspace('Primera');
    const { id: userId } = await t.member('Primera', 'con-cuenta@cuentas.test', 'Editor');
    const known = await invite('con-cuenta@cuentas.test');
    const unknown = await invite('sin-cuenta@cuentas.test');
    const strip = (r: typeof known) => ({
      status: r.statusCode,
      ...r.json(),
      invitation: { ...r.json().invitation, id: '', email: '', expires_at: '', created_at: '' },
    });
    expect(strip(known)).toEqual(strip(unknown));
    expect(known.json().outcome).toBe('invited');
    const members = (await t.call('GET', `/api/workspace/${ws.id}/user`, { token: ws.adminToken })).json();
    expect(members.map((u: { id: string }) => u.id)).not.toContain(userId);
  });
});
