/**
 * The price score set before the first launch (PUT /simulation/{id} with `bid`: price_score, technical_points,
 * competitors, docs/offer.md section 1): kept with the simulation, scored by the launch, written back by a parameter
 * change for the next launch; refused values answered 400 in Spanish with nothing stored. On PGlite and, when it
 * answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, getSim, setQuota, waitEnd, waitTask, world, type World } from './fixtures';

const SCORE = {
  tender_budget: 150000,
  offer_price: 120000,
  other_offers: [],
  price_score: { max_points: 60, formula: 'proportional' },
  technical_points: 35,
  competitors: [
    { name: 'Limpiezas Norte', price: 100000, technical_points: 40 },
    { name: 'Brillo SL', price: 160000, technical_points: 45 },
  ],
};

describe.each(await targets())('the price score set before the first launch (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Puntuación previa');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  it('kept with the simulation, read back, and the launched run scores with it', async () => {
    const sim = await copyOf(t, w, w.base.sim);
    const name = (await getSim(t, token, sim)).name;
    const put = await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name, bid: SCORE } });
    expect(put.statusCode, put.body).toBe(200);
    const stored = (await getSim(t, token, sim)).bid;
    expect(stored).toEqual({
      overheads: 0,
      benefit: 0,
      vat: 21,
      tender_budget: 150000,
      offer_price: 120000,
      other_offers: [],
      price_score: { max_points: 60, formula: 'proportional' },
      technical_points: 35,
      competitors: SCORE.competitors,
    });

    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    const solved = await waitEnd(t, token, sim);
    expect(solved.status).toBe('Solved');
    const bid = solved.results.bid;
    // proportional, 60 points over the lowest admitted price (100,000): ours 60 × 100,000 / 120,000 = 50 + 35 = 85;
    // Limpiezas Norte 60 + 40 = 100, first; Brillo SL (160,000) is above the tender budget: excluded, no points
    expect(bid.score.offers).toEqual([
      expect.objectContaining({
        name: 'Nuestra oferta',
        price: 120000,
        excluded: false,
        price_points: 50,
        technical_points: 35,
        total_points: 85,
        rank: 2,
      }),
      expect.objectContaining({
        name: 'Limpiezas Norte',
        price: 100000,
        excluded: false,
        price_points: 60,
        technical_points: 40,
        total_points: 100,
        rank: 1,
      }),
      expect.objectContaining({
        name: 'Brillo SL',
        price: 160000,
        excluded: true,
        price_points: null,
        total_points: null,
        rank: null,
      }),
    ]);
    // the abnormal check counts the two admitted offers: 20 and 33.33 points, threshold 20 + 20 = 40
    expect(bid.abnormal).toMatchObject({
      offers_considered: 2,
      threshold_discount_percent: 40,
      ours_abnormal: false,
      abnormal_offers: [],
    });
    const params = (await t.call('GET', `/api/solution/${sim}/parameters`, { token })).json();
    expect(params).toMatchObject({
      price_score: { max_points: 60, formula: 'proportional' },
      technical_points: 35,
      competitors: SCORE.competitors,
    });

    // a parameter change of the solution keeps the new score with the simulation for the next launch
    await t.call('PUT', `/api/solution/${sim}/parameters`, {
      token,
      body: { ...params, technical_points: 38, price_score: { max_points: 55, formula: 'linear' } },
    });
    await waitTask(t, token, `/api/solution/${sim}/parameters/status`);
    expect((await getSim(t, token, sim)).bid).toMatchObject({
      technical_points: 38,
      price_score: { max_points: 55, formula: 'linear' },
      competitors: SCORE.competitors,
    });
  });

  it('refuses a bad score in Spanish naming the field, and stores nothing', async () => {
    const sim = await copyOf(t, w, w.base.sim);
    const name = (await getSim(t, token, sim)).name;
    expect((await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name, bid: SCORE } })).statusCode).toBe(200);
    const before = (await getSim(t, token, sim)).bid;
    const refusals: Array<[unknown, string, RegExp]> = [
      [
        { price_score: { max_points: 60, formula: 'linear_satiety' } },
        'bid.price_score.satiety_discount_percent',
        /^El campo «Umbral de saciedad \(%\)» es obligatorio con la fórmula de umbral de saciedad$/,
      ],
      [{ price_score: { max_points: 60, formula: 'power' } }, 'bid.price_score.exponent', /^El campo «Exponente» es obligatorio/],
      [{ price_score: { max_points: 0, formula: 'linear' } }, 'bid.price_score.max_points', /Puntos de la oferta económica/],
      [{ price_score: { max_points: 60, formula: 'power', exponent: 1.5 } }, 'bid.price_score.exponent', /Exponente/],
      [{ technical_points: -1 }, 'bid.technical_points', /Puntos técnicos/],
      [{ competitors: [{ name: 'x'.repeat(121), price: 100000 }] }, 'bid.competitors[0].name', /120/],
      [{ competitors: Array.from({ length: 51 }, () => ({ price: 100000 })) }, 'bid.competitors', /Competidores/],
      [{ competitors: [{ price: 0 }] }, 'bid.competitors[0].price', /Precio sin IVA/],
    ];
    for (const [bid, field, message] of refusals) {
      const res = await t.call('PUT', `/api/simulation/${sim}`, {
        token,
        body: { name, bid: { tender_budget: 1, ...(bid as object) } },
      });
      expect(res.statusCode, JSON.stringify(bid)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    }
    expect((await getSim(t, token, sim)).bid).toEqual(before);
  });
});
