/**
 * A guesser is slowed, the owner is never locked out, so guessing is slow and costs the owner nothing: failures of one account from one address,
 * of one account from anywhere and of one address across accounts each add a delay that doubles up to 60 s, never
 * more; the right password gets through after at most a minute's wait. Registration tells nobody which addresses
 * have an account, and is limited per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/db/housekeeping';
import { createTestApp, PASSWORD, targets, type TestApp } from '../helpers';

describe.each(await targets())('login throttle and registration (%s)', (target) => {
  let t: TestApp;
  let clock = Date.now();
  const advance = (seconds: number) => (clock += seconds * 1000);

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => new Date(clock) });
    await t.workspace('Oficina');
  }, 180_000);
  afterAll(() => t?.close());

  const login = (email: string, password: string, ip: string) =>
    t.call('POST', '/api/auth/token', { body: { email, password }, ip });

  /** Logs in, waiting (on the test's clock) whatever Retry-After says; the seconds waited. */
  async function loginWaiting(email: string, password: string, ip: string): Promise<{ status: number; waited: number }> {
    let waited = 0;
    for (;;) {
      const res = await login(email, password, ip);
      if (res.statusCode !== 429) return { status: res.statusCode, waited };
      expect(res.json()).toEqual({ message: 'Demasiados intentos, inténtalo más tarde' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      waited += retryAfter;
      if (waited > 600) throw new Error(`still refused after ${waited} s`);
      advance(retryAfter);
    }
  }

  it("40 wrong passwords from one address: delays grow up to 60 s, never more; the owner's right password then works within a minute", async () => {
    const email = 'duena@oficina.test';
    await t.member('Oficina', email, 'Lector');
    const retryAfters: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login(email, `no-es-la-suya-${i}`, '203.0.113.50');
      if (res.statusCode === 429) {
        const retryAfter = Number(res.headers['retry-after']);
        retryAfters.push(retryAfter);
        advance(retryAfter);
        i--; // the guess was not checked: try it again after the wait
        continue;
      }
      expect(res.statusCode).toBe(401);
    }
    expect(Math.max(...retryAfters)).toBe(60);
    expect(retryAfters.every((s) => s >= 1 && s <= 60)).toBe(true);
    expect(retryAfters.slice(0, 3)).toEqual([1, 2, 4]); // doubling
    // The owner from her own address: at most a minute.
    const owner = await loginWaiting(email, PASSWORD, '192.0.2.60');
    expect(owner.status).toBe(200);
    expect(owner.waited).toBeLessThanOrEqual(60);
    // The guesser's address is slowed, not locked: the right password from it works after at most a minute too.
    for (let i = 0; i < 6; i++) await loginWaiting(email, `otra-mala-${i}`, '203.0.113.50');
    const there = await loginWaiting(email, PASSWORD, '203.0.113.50');
    expect(there.status).toBe(200);
    expect(there.waited).toBeLessThanOrEqual(60);
  });

  it("25 failures of a careless colleague behind the office's NAT do not lock the administrator out (≤ 60 s)", async () => {
    const nat = '203.0.113.77';
    const { adminEmail } = await t.workspace('Nat');
    for (let i = 0; i < 25; i++) expect((await loginWaiting(`colega${i % 3}@oficina.test`, 'mal-escrita', nat)).status).toBe(401);
    const admin = await loginWaiting(adminEmail, PASSWORD, nat);
    expect(admin.status).toBe(200);
    expect(admin.waited).toBeLessThanOrEqual(60);
  });

  it('a steady guesser from many addresses never delays the owner at an address she logged in from', async () => {
    const email = 'habitual@oficina.test';
    await t.member('Oficina', email, 'Lector');
    expect((await loginWaiting(email, PASSWORD, '192.0.2.10')).status).toBe(200); // her office, yesterday
    advance(24 * 3600);
    // 30 guesses, each from an address of its own: the account's delay grows to a minute and is kept there
    const guesses = async (from: number) => {
      for (let i = 0; i < 30; i++) expect((await loginWaiting(email, `adivina-${i}`, `198.51.100.${from + i}`)).status).toBe(401);
    };
    await guesses(1);
    // from an address she never used, the account's delay applies: at most a minute
    const elsewhere = await loginWaiting(email, PASSWORD, '192.0.2.99');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.waited).toBeGreaterThan(0);
    expect(elsewhere.waited).toBeLessThanOrEqual(60);
    // at her office, at once, right after the guesser's latest try
    await guesses(101);
    expect((await login(email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it("colleagues' failures behind the office's NAT do not delay an administrator who logged in from it before", async () => {
    const nat = '203.0.113.88';
    const { adminEmail } = await t.workspace('Nat conocida');
    expect((await loginWaiting(adminEmail, PASSWORD, nat)).status).toBe(200);
    for (let i = 0; i < 25; i++) expect((await loginWaiting(`otra${i % 4}@oficina.test`, 'mal-escrita', nat)).status).toBe(401);
    expect((await login(adminEmail, PASSWORD, nat)).statusCode).toBe(200);
    // her own wrong passwords there still slow her there (the pair's delay): a guesser at a known address gains nothing
    for (let i = 0; i < 4; i++) await loginWaiting(adminEmail, `no-${i}`, nat);
    const slowed = await login(adminEmail, PASSWORD, nat);
    expect(slowed.statusCode).toBe(429);
  });

  it('a known address is forgotten after 30 days; the housekeeping keeps successful logins that long, failures a day', async () => {
    const email = 'olvidada@oficina.test';
    await t.member('Oficina', email, 'Lector');
    expect((await loginWaiting(email, PASSWORD, '192.0.2.20')).status).toBe(200);
    advance(31 * 24 * 3600);
    for (let i = 0; i < 8; i++) await loginWaiting(email, `adivina-${i}`, `198.51.101.${i + 1}`);
    expect((await login(email, PASSWORD, '192.0.2.20')).statusCode).toBe(429);
    const rows = () =>
      t.database.db
        .selectFrom('login_attempt')
        .select(['success'])
        .where('email', '=', email)
        .execute()
        .then((r) => r.map((x) => x.success).sort());
    expect(await rows()).toEqual([...Array(8).fill(false), true, true]); // t.member logged in once too
    await purgeExpired(t.database.db, new Date(clock + 2 * 24 * 3600 * 1000));
    expect(await rows()).toEqual([]); // the failures were a day old, the success 33 days
    expect((await loginWaiting(email, PASSWORD, '192.0.2.20')).status).toBe(200);
    await purgeExpired(t.database.db, new Date(clock + 29 * 24 * 3600 * 1000));
    expect(await rows()).toEqual([true]);
  });

  it('register answers the same for a taken and a free address; the owner of the taken one is mailed', async () => {
    const taken = 'ocupada@oficina.test';
    await t.member('Oficina', taken, 'Lector');
    const mails = t.mailer.sent.length;
    const strip = (r: Awaited<ReturnType<typeof login>>) => ({
      status: r.statusCode,
      keys: Object.keys(r.json()).sort(),
      id: /^[0-9a-f-]{36}$/.test(r.json().id),
    });
    const forTaken = await t.call('POST', '/api/auth/register', {
      body: { email: taken, password: 'Limpieza-de-oficinas-27' },
      ip: '198.51.111.1',
    });
    const forFree = await t.call('POST', '/api/auth/register', {
      body: { email: 'libre@oficina.test', password: 'Limpieza-de-oficinas-27' },
      ip: '198.51.111.2',
    });
    expect(strip(forTaken)).toEqual(strip(forFree));
    expect(forTaken.statusCode).toBe(201);
    const mailed = t.mailer.sent.slice(mails).filter((m) => m.to === taken);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toMatch(/ya tiene una cuenta/);
    // The taken account keeps its password.
    expect((await loginWaiting(taken, PASSWORD, '198.51.111.3')).status).toBe(200);
    expect((await login(taken, 'Limpieza-de-oficinas-27', '198.51.111.4')).statusCode).toBe(401);
  });

  it('register is limited per client address: 429 with Retry-After, the same for a taken address', async () => {
    const ip = '198.51.112.1';
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (
          await t.call('POST', '/api/auth/register', {
            body: { email: `alta${i}@oficina.test`, password: 'Limpieza-de-oficinas-27' },
            ip,
          })
        ).statusCode,
      );
    expect(statuses).toEqual(Array(10).fill(201));
    for (const email of ['alta99@oficina.test', 'ocupada@oficina.test']) {
      const refused = await t.call('POST', '/api/auth/register', { body: { email, password: 'Limpieza-de-oficinas-27' }, ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Demasiados intentos, inténtalo más tarde' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(
      (
        await t.call('POST', '/api/auth/register', {
          body: { email: 'alta100@oficina.test', password: 'Limpieza-de-oficinas-27' },
          ip: '198.51.112.2',
        })
      ).statusCode,
    ).toBe(201);
  });
});
