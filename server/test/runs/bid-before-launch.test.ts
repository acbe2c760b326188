/**
 * The bid inputs set before the first launch (PUT /simulation/{id} with `bid`): kept with the simulation, used by the
 * launch, written back by a parameter change and copied by a duplicate. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { bidAnswer, copyOf, getSim, setQuota, waitEnd, waitTask, world, type World } from './fixtures';

describe.each(await targets())('the bid set before the first launch (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Oferta previa');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  it('a new simulation answers the default bid; the tender budget, other offers and overheads set before launching are kept and priced by the launch', async () => {
    const sim = w.base.sim;
    const before = await getSim(t, token, sim);
    expect(before.bid).toEqual(bidAnswer());
    const put = await t.call('PUT', `/api/simulation/${sim}`, {
      token,
      body: { name: before.name, bid: { tender_budget: 130000, other_offers: [112000, 121000], overheads: 13 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().bid).toEqual(bidAnswer({ overheads: 13, tender_budget: 130000, other_offers: [112000, 121000] }));
    // a later change keeps what it leaves out; null removes
    await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name: before.name, bid: { offer_price: 118500.5 } } });
    expect((await getSim(t, token, sim)).bid).toEqual(
      bidAnswer({ overheads: 13, tender_budget: 130000, offer_price: 118500.5, other_offers: [112000, 121000] }),
    );

    const launched = await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    expect(launched.statusCode, launched.body).toBe(200);
    const solved = await waitEnd(t, token, sim);
    expect(solved.status).toBe('Solved');
    const r = solved.results;
    expect(r.bid.tender_budget).toBe(130000);
    expect(r.bid.offer_without_vat).toBe(118500.5);
    expect(r.bid.abnormal.offers_considered).toBe(3);
    const c = r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;
    expect(r.overheads_cost).toBeCloseTo(c * 0.13, 6);
    const params = (await t.call('GET', `/api/solution/${sim}/parameters`, { token })).json();
    expect(params).toMatchObject({
      overheads: 13,
      vat: 21,
      tender_budget: 130000,
      offer_price: 118500.5,
      other_offers: [112000, 121000],
    });

    // not Stopped: the bid changes through the solution's parameters, which keep it for the next launch
    const refused = await t.call('PUT', `/api/simulation/${sim}`, {
      token,
      body: { name: before.name, bid: { tender_budget: 1 } },
    });
    expect(refused.statusCode).toBe(409);
    await t.call('PUT', `/api/solution/${sim}/parameters`, { token, body: { ...params, tender_budget: 140000 } });
    await waitTask(t, token, `/api/solution/${sim}/parameters/status`);
    expect((await getSim(t, token, sim)).bid.tender_budget).toBe(140000);

    // a duplicate starts with the same bid
    const copy = await copyOf(t, w, sim);
    expect((await getSim(t, token, copy)).bid).toEqual(
      bidAnswer({ overheads: 13, tender_budget: 140000, offer_price: 118500.5, other_offers: [112000, 121000] }),
    );
  });

  it('refuses a bad bid in Spanish naming the field, and keeps the stored one', async () => {
    const sim = await copyOf(t, w, w.base.sim);
    const name = (await getSim(t, token, sim)).name;
    const bad = await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name, bid: { tender_budget: 0 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('bid.tender_budget');
    expect((await getSim(t, token, sim)).bid.tender_budget).toBe(140000);
  });
});
