/**
 * Login limits and password hashing (docs/reliability.md, defect 6): attempts counted before hashing, a bounded hashing
 * queue, OWASP argon2id parameters with old hashes upgraded at login, and a success clearing the e-mail's count.
 */
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, targets, type TestApp } from '../helpers';
import { createPasswordHasher, PRODUCTION_PASSWORD_COST } from '../../src/auth/passwords';

describe.each(await targets())('login limits (%s)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // A clock moving 1 ms per reading: the throttle's first delay (1 s) cannot run out while the 40 attempts are on
    // their way, however slow this machine is, and a success still comes after the failures before it.
    let clock = Date.now();
    t = await createTestApp(target, { now: () => new Date(++clock) });
    await t.workspace('Limites');
  }, 180_000);
  afterAll(() => t?.close());

  const login = (email: string, password: string, ip: string) =>
    t.call('POST', '/api/auth/token', { body: { email, password }, ip });

  it('40 parallel wrong logins for one e-mail check at most 5 passwords: 5 answer 401, the rest 429 (the throttle)', async () => {
    const email = 'flood@test.local';
    await t.member('Limites', email, 'Lector');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, 'bad-password', `198.18.0.${i + 1}`)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Demasiados intentos, inténtalo más tarde' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60); // the first delay: about a second
  });

  it("a successful login clears the e-mail's failures", async () => {
    const email = 'forgetful@test.local';
    await t.member('Limites', email, 'Lector');
    for (let i = 0; i < 4; i++) expect((await login(email, 'bad-password', `198.18.1.${i + 1}`)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, '198.18.1.100')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'bad-password', `198.18.1.${i + 10}`)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, '198.18.1.101')).statusCode).toBe(200);
  });
});

describe.each(await targets())('password hashing (%s)', (target) => {
  it('at most N hashes run at once: a flood beyond the queue answers 429 in Spanish, and a real login still works after it', async () => {
    // Hashes slow enough (64 MiB, t = 3) that the twelve unknown e-mails' checks all meet at the gate.
    const slow = { memoryCost: 65536, timeCost: 3, parallelism: 1 };
    const t = await createTestApp(target, { passwords: createPasswordHasher(slow, { concurrency: 1, maxQueued: 2 }) });
    try {
      const { adminEmail } = await t.workspace('Cola');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t.call('POST', '/api/auth/token', { body: { email: `nobody${i}@test.local`, password: 'x' }, ip: `198.18.2.${i + 1}` }),
        ),
      );
      const busy = answers.filter((r) => r.statusCode === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0].json()).toEqual({
        message: 'Hay demasiados inicios de sesión a la vez; inténtalo de nuevo en unos segundos',
      });
      expect(answers.filter((r) => r.statusCode !== 429).every((r) => r.statusCode === 401)).toBe(true);
      const real = await t.call('POST', '/api/auth/token', {
        body: { email: adminEmail, password: PASSWORD },
        ip: '198.18.2.200',
      });
      expect(real.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('uses argon2id m=19 MiB, t=2, p=1; a hash with the old parameters still logs in and is stored again with the new ones', async () => {
    const t = await createTestApp(target, { passwords: createPasswordHasher(PRODUCTION_PASSWORD_COST) });
    try {
      const { adminEmail, adminId } = await t.workspace('Rehash');
      const params = (hash: string) =>
        Object.fromEntries(
          hash
            .split('$')[3]
            .split(',')
            .map((kv) => kv.split('=')),
        );
      const stored = async () =>
        (await t.database.db.selectFrom('app_user').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow())
          .password_hash;
      expect(params(await stored())).toEqual({ m: '19456', t: '2', p: '1' });
      const old = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
      await t.database.db.updateTable('app_user').set({ password_hash: old }).where('id', '=', adminId).execute();
      expect(
        (await t.call('POST', '/api/auth/token', { body: { email: adminEmail, password: PASSWORD }, ip: '198.18.3.1' }))
          .statusCode,
      ).toBe(200);
      expect(params(await stored())).toEqual({ m: '19456', t: '2', p: '1' });
      expect(
        (await t.call('POST', '/api/auth/token', { body: { email: adminEmail, password: PASSWORD }, ip: '198.18.3.2' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
