/** Client-chosen ids never reveal another workspace's objects (docs/reliability.md, defect 7). */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { newSimulation, newTender } from '../simulations/fixtures';

describe.each(await targets())('client-chosen ids (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let simA: string;
  let simB: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Ids A');
    B = await t.workspace('Ids B');
    simA = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'Sim A');
    simB = await newSimulation(t, B.adminToken, await newTender(t, B.adminToken, B.id), 'Sim B');
  }, 180_000);
  afterAll(() => t?.close());

  const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

  it("duplicate with another workspace's simulation as new_simulation answers as a missing simulation, and writes nothing", async () => {
    const token = A.adminToken;
    const missing = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: randomUUID(), new_simulation: randomUUID() },
    });
    const before = await t.counts();
    const foreign = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: simA, new_simulation: simB },
    });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(foreign.statusCode).toBe(404);
    expect(await t.counts()).toEqual(before);
    // The caller's own simulation is still a conflict it may know about.
    const simA2 = await newSimulation(t, token, await newTender(t, token, A.id, 'Otra'), 'Sim A2');
    const own = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: simA, new_simulation: simA2 },
    });
    expect(own.statusCode).toBe(409);
    // the origin's own id is taken too: the same 409, as the contract says
    const beforeItself = await t.counts();
    const itself = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: simA, new_simulation: simA },
    });
    expect(answer(itself)).toEqual(answer(own));
    expect(await t.counts()).toEqual(beforeItself);
  });

  it("a cost created with another workspace's cost id answers as a missing cost", async () => {
    const costB = (
      await t.call('POST', `/api/simulation/${simB}/material_cost`, {
        token: B.adminToken,
        body: { name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 80, center_id: null },
      })
    ).json().id as string;
    const missing = await t.call('GET', `/api/simulation/${simA}/material_cost/${randomUUID()}`, { token: A.adminToken });
    const before = await t.counts();
    const foreign = await t.call('POST', `/api/simulation/${simA}/material_cost`, {
      token: A.adminToken,
      body: { id: costB, name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 80, center_id: null },
    });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(await t.counts()).toEqual(before);
  });

  it("duplicating an agreement onto another workspace's agreement id answers as a missing agreement", async () => {
    const base = (await t.call('GET', '/api/agreement', { token: B.adminToken, query: { workspace_id: B.id } })).json()[0]
      .id as string;
    const agreementB = randomUUID();
    expect(
      (
        await t.call('POST', '/api/agreement/duplicate', {
          token: B.adminToken,
          body: { origin_agreement: base, new_agreement: agreementB, workspace_id: B.id },
        })
      ).statusCode,
    ).toBe(200);
    const missing = await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: randomUUID(), new_agreement: randomUUID(), workspace_id: A.id },
    });
    const before = await t.counts();
    const foreign = await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: base, new_agreement: agreementB, workspace_id: A.id },
    });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(await t.counts()).toEqual(before);
  });
});
