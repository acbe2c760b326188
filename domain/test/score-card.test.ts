/** The "Puntuación" part of the card as the user reads it (docs/budget.md §5). */
import { describe, expect, it } from 'vitest';
import { scoreView, type Results } from '../src/index.js';
import { bidScore } from '../src/engine/index.js';

// C = 70,000 (wages only), no overheads; tender budget 100,000; ours 80,000; A 85,000 (38 technical points),
// B 110,000 above the budget. Proportional, 60 points, ours 35 technical.
const score = bidScore(100000, 80000, 70000, 0, { max_points: 60, formula: 'proportional' }, 35, [
  { name: 'A', price: 85000, technical_points: 38 },
  { name: 'B', price: 110000 },
]);
const results = {
  hiring_costs: 70000,
  social_security: 0,
  absenteeism_cost: 0,
  material_costs: 0,
  bid: {
    tender_budget: 100000,
    offer_without_vat: 80000,
    offer_with_vat: 96800,
    discount_percent: 20,
    below_cost: false,
    margin: 10000,
    abnormal: {
      offers_considered: 3,
      mean_discount_percent: 17.5,
      threshold_discount_percent: 25,
      threshold_price: 75000,
      ours_abnormal: false,
      abnormal_offers: [],
    },
    score,
  },
} as unknown as Results;

describe('scoreView', () => {
  it('the offers with points, rank, abnormal and excluded; where ours lands; the winning price', () => {
    const v = scoreView(results)!;
    // ours 60 + 35 = 95,00; A 60 × 80/85 = 56,47 + 38 = 94,47; B excluded
    expect(v.rows.map((r) => [r.name, r.pricePoints, r.totalPoints, r.rank, r.abnormal, r.excluded])).toEqual([
      ['Nuestra oferta', '60,00', '95,00', '1º', 'No', false],
      ['A', '56,47', '94,47', '2º', 'No', false],
      ['B', '—', '—', '—', '—', true],
    ]);
    expect(v.summary).toBe('Nuestra oferta queda en el puesto 1 de 2 con 95,00 puntos.');
    expect(v.winning).toBe(true);
    // A ties us at 80,750 (57,00 + 38); the next candidate, 80,740, wins alone
    expect(v.winText).toBe('Precio ganador más alto: 80.740,00 € (baja 19,26 %).');
    // the curve from baja 0 to 30 (C); the marks at their place along the offer axis (70,000 … 100,000)
    expect(v.chart!.points).toHaveLength(31);
    expect(v.chart!.marks.map((m) => [m.key, Math.round(m.x * 1000) / 1000])).toEqual([
      ['budget', 1],
      ['threshold', 0.167],
      ['cost', 0],
      ['offer', 0.333],
      ['win', 0.358],
    ]);
    // the axes name euros: the offers from C to the budget; the margin from 0 (at C, no overheads) to budget − C
    expect([v.chart!.priceLowText, v.chart!.priceHighText]).toEqual(['70.000 €', '100.000 €']);
    expect([v.chart!.marginMinText, v.chart!.marginMaxText]).toEqual(['0 €', '30.000 €']);
  });

  it('a negative margin on the axis is grouped the Spanish way ("-9.219 €", not "-9219 €")', () => {
    // 9,219 € of overheads: at C (70,000) the margin is −9,219
    const withOverheads = bidScore(100000, 80000, 70000, 9219, { max_points: 60, formula: 'proportional' }, 35, []);
    const v = scoreView({ ...results, bid: { ...results.bid!, score: withOverheads } } as Results)!;
    expect(v.chart!.marginMinText).toBe('-9.219 €');
  });

  it('no score without a price formula', () => {
    const { score: _s, ...bid } = results.bid!;
    expect(scoreView({ ...results, bid } as Results)).toBeNull();
  });
});
