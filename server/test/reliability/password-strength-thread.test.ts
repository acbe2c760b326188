/**
 * The strength estimate of a new password (zxcvbn-ts) is the expensive check of the anonymous calls: it runs after
 * the cheap ones and after the limits (a made-up reset link or a refused registration never reaches it), on a
 * bounded prefix, in a worker thread with a bounded queue, so that anonymous calls cannot hold the server up.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPasswordPolicyError } from '@licita/domain/password-strength';
import { createTestApp, targets, type TestApp } from '../helpers';

/** 200 characters (the contract's maximum), a repeated pattern the estimator calls weak. */
const LONG = 'aB3$'.repeat(50);

describe.each(await targets())('password strength off the event loop (%s)', (target) => {
  let t: TestApp;
  const estimated: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target, {
      passwordStrength: {
        problem: async (password) => {
          estimated.push(password);
          return undefined;
        },
      },
    });
    await t.workspace('Fuerza');
  }, 180_000);
  afterAll(() => t?.close());

  it("a reset with a made-up link and a 200-character password answers the link's error; the estimator never runs", async () => {
    estimated.length = 0;
    const res = await t.call('POST', '/api/auth/password/reset', {
      body: { token: `made-up-${'x'.repeat(40)}`, password: LONG },
      ip: '198.51.110.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enlace no válido o caducado', field: 'token' });
    expect(estimated).toEqual([]);
  });

  it('a reset with a live link estimates the password once, on a bounded prefix', async () => {
    const email = 'recupera@fuerza.test';
    await t.member('Fuerza', email, 'Lector');
    await t.call('POST', '/api/auth/password/recover', { body: { email }, ip: '198.51.110.2' });
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!);
    estimated.length = 0;
    const res = await t.call('POST', '/api/auth/password/reset', { body: { token, password: LONG }, ip: '198.51.110.3' });
    expect(res.statusCode).toBe(200);
    expect(estimated).toHaveLength(1);
    expect(LONG.startsWith(estimated[0]!)).toBe(true);
    expect(estimated[0]!.length).toBeLessThanOrEqual(64);
  });

  it('a registration refused by the limit (429) never runs the estimator', async () => {
    const ip = '198.51.110.4';
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await t.call('POST', '/api/auth/register', { body: { email: `nueva${i}@fuerza.test`, password: LONG }, ip }));
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    estimated.length = 0;
    const again = await t.call('POST', '/api/auth/register', { body: { email: 'otra@fuerza.test', password: LONG }, ip });
    expect(again.statusCode).toBe(429);
    expect(estimated).toEqual([]);
  });
});

describe('the strength thread', () => {
  it('answers as the domain rule on the prefix, while the event loop keeps turning', async () => {
    const { createPasswordStrength } = await import('../../src/auth/password-strength-pool');
    const strength = createPasswordStrength({ concurrency: 1, maxQueued: 4 });
    let turns = 0;
    let done = false;
    const answer = strength.problem(LONG, ['recupera@fuerza.test']).finally(() => (done = true));
    while (!done) {
      await nextTurn();
      turns++;
    }
    expect(await answer).toBe(newPasswordPolicyError(LONG.slice(0, 64), ['recupera@fuerza.test']));
    // Computed synchronously on this thread, the answer would come before any other turn of the loop.
    expect(turns).toBeGreaterThan(1);
    expect(await strength.problem('Limpieza-de-oficinas-27', [])).toBeUndefined();
  }, 60_000);

  it('a queue beyond its bound answers 429 in Spanish with Retry-After', async () => {
    const { createPasswordStrength } = await import('../../src/auth/password-strength-pool');
    const strength = createPasswordStrength({ concurrency: 1, maxQueued: 1 });
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => strength.problem(`${LONG.slice(0, 40)}${i}`, [])),
    );
    const refused = answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({
      statusCode: 429,
      message: 'Hay demasiadas contraseñas comprobándose a la vez; inténtalo de nuevo en unos segundos',
      headers: { 'retry-after': '5' },
    });
  }, 60_000);
});
