/**
 * No English reaches a user (docs/reliability.md, defect 15): every message the server can send, read from its
 * sources and from the contract (./server-messages.ts), reads as Spanish; and the probe's English answers now
 * answer in Spanish through the API.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, world, type World } from '../runs/fixtures';
import { contractMessages, looksSpanish, serverMessages } from './server-messages';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('every message the server can send', () => {
  it('reads as Spanish (the thrown messages of server/src and the contract x-messages)', async () => {
    const all = [...serverMessages(root), ...(await contractMessages())].filter((m) => /[a-z]/i.test(m.text));
    expect(all.length).toBeGreaterThan(200); // the walk finds them
    expect(all.some((m) => m.text === 'Usuario o contraseña incorrectos')).toBe(true);
    expect(all.filter((m) => !looksSpanish(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('the check itself tells English from Spanish', () => {
    for (const english of ['excel can not be calculated', 'User Not Found', 'Wrong credentials provided', 'Invalid time value'])
      expect(looksSpanish(english), english).toBe(false);
    for (const spanish of [
      'El campo «Nombre» es obligatorio',
      'La contraseña es demasiado fácil de adivinar: …',
      'No tienes permiso para realizar esta acción',
    ])
      expect(looksSpanish(spanish), spanish).toBe(true);
  });
});

describe.each(await targets())('answers the probe saw in English (%s)', (target) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Castellano');
  }, 180_000);
  afterAll(() => t?.close());

  it('parameters of an unsolved simulation answer 409 in Spanish; a wrong login 401 in Spanish', async () => {
    const sim = await copyOf(t, w);
    const res = await t.call('PUT', `/api/solution/${sim}/parameters`, {
      token: w.ws.adminToken,
      body: { absenteeism_rate: 1, benefit: 5, material_costs: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'La simulación no está resuelta: lánzala y espera a que termine antes de modificar sus parámetros',
    });
    const login = await t.call('POST', '/api/auth/token', {
      body: { email: 'nadie@castellano.test', password: 'no-es-esta' },
      ip: '192.0.2.77',
    });
    expect(login.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
  });
});
