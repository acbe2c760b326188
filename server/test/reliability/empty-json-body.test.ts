/**
 * A client that always sends `content-type: application/json`, also on calls without a body (a DELETE, a resend):
 * the empty body reads as no body, so an operation without one in the contract answers as usual, and one whose
 * body the contract requires still answers 400 `El cuerpo de la petición es obligatorio` (docs/reliability.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/defaults';
import { createTestApp, targets, type TestApp } from '../helpers';
import { newSimulation, newTender } from '../simulations/fixtures';

const JSON_HEADER = { 'content-type': 'application/json' };

describe.each(await targets())('an empty body sent as JSON (%s)', (target) => {
  let t: TestApp;
  let ws: { id: string; adminToken: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    ws = await t.workspace('Cuerpo vacío');
  }, 180_000);
  afterAll(() => t?.close());

  it('a DELETE of a simulation with that header and an empty body answers 204, and the simulation is gone', async () => {
    const token = ws.adminToken;
    const sim = await newSimulation(t, token, await newTender(t, token, ws.id), 'Borrable');
    const res = await t.call('DELETE', `/api/simulation/${sim}`, { token, headers: JSON_HEADER, body: '' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.call('GET', `/api/simulation/${sim}`, { token })).statusCode).toBe(404);
  });

  it('a POST without a body in the contract (resend an invitation) is answered as without the header', async () => {
    const token = ws.adminToken;
    const invited = await t.call('POST', `/api/workspace/${ws.id}/invitation`, {
      token,
      body: { email: 'vacio@cuerpo.test', role_id: ROLE_IDS.Lector },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mails = t.mailer.sent.length;
    const res = await t.call('POST', `/api/workspace/${ws.id}/invitation/${invited.json().invitation.id}/resend`, {
      token,
      headers: JSON_HEADER,
      body: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe('vacio@cuerpo.test');
    expect(t.mailer.sent.length).toBe(mails + 1);
  });

  it('an operation whose body the contract requires still asks for it', async () => {
    const token = ws.adminToken;
    const sim = await newSimulation(t, token, await newTender(t, token, ws.id, 'Otra licitación'), 'Sin cuerpo');
    const res = await t.call('PUT', `/api/simulation/${sim}`, { token, headers: JSON_HEADER, body: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El cuerpo de la petición es obligatorio', field: 'body' });
  });
});
