/**
 * The price score's parameters have positive minimums, no pliego having a price score of almost nothing: 5e-324 (the smallest double above 0) is refused as
 * `max_points`, `exponent` and the satiety threshold with the validator's Spanish message naming the field; 0.01
 * passes. The same bounds hold in the domain's engine check and the forms (domain/test/score-form.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { newSimulation, newTender } from '../simulations/fixtures';

describe.each(await targets())('price score minimums (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Puntos A');
    sim = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'Puntos');
  }, 180_000);
  afterAll(() => t?.close());

  const save = (price_score: Record<string, unknown>) =>
    t.call('PUT', `/api/simulation/${sim}`, { token: A.adminToken, body: { name: 'Puntos', bid: { price_score } } });

  it('5e-324 is refused with 400 naming the field; 0.01 is accepted', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ max_points: 5e-324, formula: 'proportional' }, 'bid.price_score.max_points', 'Puntos de la oferta económica'],
      [{ max_points: 60, formula: 'power', exponent: 5e-324 }, 'bid.price_score.exponent', 'Exponente'],
      [
        { max_points: 60, formula: 'linear_satiety', satiety_discount_percent: 5e-324 },
        'bid.price_score.satiety_discount_percent',
        'Umbral de saciedad (%)',
      ],
    ];
    const before = await t.counts();
    for (const [score, field, label] of cases) {
      const res = await save(score);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(score)).toEqual({
        status: 400,
        body: { field, message: `El campo «${label}» debe ser mayor o igual que 0,01` },
      });
    }
    expect(await t.counts()).toEqual(before);
    for (const score of [
      { max_points: 0.01, formula: 'proportional' },
      { max_points: 60, formula: 'power', exponent: 0.01 },
      { max_points: 60, formula: 'linear_satiety', satiety_discount_percent: 0.01 },
    ]) {
      const res = await save(score);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
