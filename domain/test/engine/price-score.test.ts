/**
 * The price score, the ranking, win_price_max and the curve (docs/budget.md section 5), each number computed by
 * hand in the comments: what the "Puntuación" part of the card shows.
 */
import { describe, it, expect } from 'vitest';
import { bidScore, decodeTender, recost, type Competitor, type PriceScoreRule } from '../../src/engine/index.js';
import { run, tender } from './helpers.js';

const B = 100000;
const view = (o: {
  name: string;
  price_points: number | null;
  total_points: number | null;
  rank: number | null;
  excluded: boolean;
  abnormal: boolean;
}) => [o.name, o.price_points, o.total_points, o.rank, o.excluded, o.abnormal];

describe('the four formulas (tender budget 100,000)', () => {
  // Ours 80,000 (baja 20), tech 35; A 85,000 (15), tech 38; B 90,000 (10), tech 30; C 110,000: above the budget.
  const rivals: Competitor[] = [
    { name: 'A', price: 85000, technical_points: 38 },
    { name: 'B', price: 90000, technical_points: 30 },
    { name: 'C', price: 110000, technical_points: 40 },
  ];

  it('proportional: 60 × O_min / price; the offer above the budget is excluded and leaves the minimum', () => {
    const s = bidScore(B, 80000, 70000, 5000, { max_points: 60, formula: 'proportional' }, 35, rivals);
    // O_min = 80,000 (C's 110,000 is not admitted). Ours 60 × 80/80 = 60.00 + 35 = 95.00;
    // A 60 × 80/85 = 56.470… → 56.47 + 38 = 94.47; B 60 × 80/90 = 53.333… → 53.33 + 30 = 83.33.
    // Abnormal over the three admitted: mean (20 + 15 + 10) / 3 = 15, B is 5 below it (stays), threshold min(25, 25) = 25.
    expect(s.offers.map(view)).toEqual([
      ['Nuestra oferta', 60, 95, 1, false, false],
      ['A', 56.47, 94.47, 2, false, false],
      ['B', 53.33, 83.33, 3, false, false],
      ['C', null, null, null, true, false],
    ]);
    expect(s.offers[3].discount_percent).toBeCloseTo(-10, 9);
    expect(s.offers[3].technical_points).toBe(40);
  });

  it('proportional: win_price_max is the highest price (10 € steps) at which A no longer ties us', () => {
    const s = bidScore(B, 80000, 70000, 5000, { max_points: 60, formula: 'proportional' }, 35, rivals);
    // Above 85,000 A is the lowest: A 60 + 38 = 98 beats us. At or below 85,000 we are the lowest: ours 95.00,
    // A = 60 × p / 85,000 + 38. At p = 80,750 A has 57.00 + 38 = 95.00: a tie, not first alone. The next
    // candidate, 100,000 × (1 − 19.26 / 100) = 80,740: A 60 × 80,740 / 85,000 = 56.9929… → 56.99, 94.99 < 95.
    // Bajas 19.26, 15, 10: mean 14.75, threshold 24.75; ours is not abnormal; 80,740 ≥ C = 70,000.
    expect(s.win_price_max).toBe(80740);
  });

  it('the curve: one point per whole point of discount down to C (baja 30, whole: no extra point)', () => {
    const s = bidScore(B, 80000, 70000, 5000, { max_points: 60, formula: 'proportional' }, 35, rivals);
    expect(s.curve.map((p) => p.discount_percent).map(Math.round)).toEqual(Array.from({ length: 31 }, (_, d) => d));
    // d = 20: the offer 80,000, 95.00 points, first; margin 80,000 − 70,000 − 5,000 = 5,000
    expect(s.curve[20]).toMatchObject({
      offer: 80000,
      price_points: 60,
      total_points: 95,
      rank: 1,
      margin: 5000,
      below_cost: false,
      abnormal: false,
    });
    // d = 0: 100,000; A is the lowest: ours 60 × 85/100 = 51.00 + 35 = 86.00; A 60 + 38 = 98;
    // B 60 × 85/90 = 56.666… → 56.67 + 30 = 86.67: we are third
    expect(s.curve[0]).toMatchObject({ offer: 100000, price_points: 51, total_points: 86, rank: 3, margin: 25000 });
    // d = 30: 70,000 = C; bajas 30, 15, 10: mean 18.33, threshold min(28.33, 25) = 25 → ours abnormal
    expect(s.curve[30]).toMatchObject({ offer: 70000, below_cost: false, abnormal: true, margin: -5000 });
  });

  const three: Competitor[] = [{ price: 80000 }, { price: 95000 }];
  // Ours 90,000 (baja 10); competitors 80,000 (20) and 95,000 (5); no technical points. B_max = 20.

  it('linear: 40 × B_i / B_max', () => {
    const s = bidScore(B, 90000, 60000, 0, { max_points: 40, formula: 'linear' }, 0, three);
    // ours 40 × 10/20 = 20.00; 80,000: 40.00; 95,000: 40 × 5/20 = 10.00
    expect(s.offers.map(view)).toEqual([
      ['Nuestra oferta', 20, 20, 2, false, false],
      ['Competidor 1', 40, 40, 1, false, false],
      ['Competidor 2', 10, 10, 3, false, false],
    ]);
    // we win alone once our baja passes 20: at 20.00 we tie (40 = 40); at 20.01 (79,990) ours 40, theirs
    // 40 × 20 / 20.01 = 39.980… → 39.98. Bajas 20.01, 20, 5: mean 15.0033, 5 is more than 10 below it and
    // leaves; mean (20.01 + 20) / 2 = 20.005, threshold min(30.005, 25) = 25: not abnormal.
    expect(s.win_price_max).toBe(79990);
  });

  it('linear with a satiety threshold of 12 points: bajas beyond it score no more, and two tie at the top', () => {
    const withD = [...three, { name: 'D', price: 85000 }];
    const s = bidScore(B, 90000, 60000, 0, { max_points: 40, formula: 'linear_satiety', satiety_discount_percent: 12 }, 0, withD);
    // denominator min(B_max 20, 12) = 12: ours 40 × 10/12 = 33.333… → 33.33; 80,000: 40 × 12/12 = 40.00;
    // 95,000: 40 × 5/12 = 16.666… → 16.67; D 85,000 (baja 15): 40 × 12/12 = 40.00, tied first with the 80,000
    expect(s.offers.map(view)).toEqual([
      ['Nuestra oferta', 33.33, 33.33, 3, false, false],
      ['Competidor 1', 40, 40, 1, false, false],
      ['Competidor 2', 16.67, 16.67, 4, false, false],
      ['D', 40, 40, 1, false, false],
    ]);
    // beyond the satiety we can only tie the two at 40 points: no price wins alone
    expect(s.win_price_max).toBeNull();
  });

  it('power with k = 0.5: 40 × (B_i / B_max)^0.5', () => {
    const s = bidScore(B, 90000, 60000, 0, { max_points: 40, formula: 'power', exponent: 0.5 }, 0, three);
    // ours 40 × √0.5 = 28.284… → 28.28; 80,000: 40.00; 95,000: 40 × √0.25 = 20.00
    expect(s.offers.map((o) => o.price_points)).toEqual([28.28, 40, 20]);
    expect(s.offers.map((o) => o.rank)).toEqual([2, 1, 3]);
  });
});

describe('edge cases', () => {
  it('a single offer: the maximum and rank 1; it wins at the tender budget itself', () => {
    // 60 × 90/90 = 60.00 + 30 = 90.00; one offer: abnormal above 25 points; at 100,000: 60 × 100/100, first alone
    const s = bidScore(B, 90000, 77500, 0, { max_points: 60, formula: 'proportional' }, 30, []);
    expect(s.offers.map(view)).toEqual([['Nuestra oferta', 60, 90, 1, false, false]]);
    expect(s.win_price_max).toBe(100000);
    // C = 77,500 is baja 22.5: d = 0…22 and C itself, 24 points
    expect(s.curve).toHaveLength(24);
    expect(s.curve[23]).toMatchObject({ offer: 77500, below_cost: false });
    expect(s.curve[23].discount_percent).toBeCloseTo(22.5, 9);
  });

  it('every offer at the tender budget: discount formulas give 0 to all (tied), proportional the maximum to all', () => {
    const linear = bidScore(B, B, 50000, 0, { max_points: 40, formula: 'linear' }, 0, [{ price: B }]);
    // B_max = 0: the denominator is 0, both score 0 and share rank 1
    expect(linear.offers.map(view)).toEqual([
      ['Nuestra oferta', 0, 0, 1, false, false],
      ['Competidor 1', 0, 0, 1, false, false],
    ]);
    // one hundredth of a point lower (99,990) our baja is the maximum: 40 against 0, first alone; two offers:
    // threshold 0 + 20, not abnormal
    expect(linear.win_price_max).toBe(99990);
    const proportional = bidScore(B, B, 50000, 0, { max_points: 60, formula: 'proportional' }, 0, [{ price: B }]);
    expect(proportional.offers.map((o) => [o.price_points, o.rank])).toEqual([
      [60, 1],
      [60, 1],
    ]);
  });

  it('our own offer above the budget is excluded: no points, no rank; the competitor scores alone', () => {
    const s = bidScore(B, 105000, 50000, 0, { max_points: 60, formula: 'proportional' }, 30, [{ price: 95000 }]);
    expect(s.offers.map(view)).toEqual([
      ['Nuestra oferta', null, null, null, true, false],
      ['Competidor 1', 60, 60, 1, false, false],
    ]);
  });

  it('win_price_max on a one-cent tie (tender budget 100 €, one cent a candidate)', () => {
    // proportional 100 points; a competitor at 90 € with 10 technical points, ours 0. Below 90 € we score 100 and
    // they 100 × p / 90 + 10. At 81.00: 100 × 81 / 90 = 90.00 → 100.00, a tie. At 80.99: 89.988… → 89.99 →
    // 99.99 < 100: first alone. Two offers, bajas 19.01 and 10: threshold 30, not abnormal.
    const s = bidScore(100, 85, 50, 0, { max_points: 100, formula: 'proportional' }, 0, [{ price: 90, technical_points: 10 }]);
    expect(s.win_price_max).toBe(80.99);
    const tie = bidScore(100, 81, 50, 0, { max_points: 100, formula: 'proportional' }, 0, [{ price: 90, technical_points: 10 }]);
    expect(tie.offers.map((o) => [o.total_points, o.rank])).toEqual([
      [100, 1],
      [100, 1],
    ]);
  });

  it('no winning price above C: null', () => {
    // C = 95,000 and a competitor at 80,000 with 20 technical points more: we never lead above 95,000
    const s = bidScore(B, 96000, 95000, 0, { max_points: 60, formula: 'proportional' }, 0, [
      { price: 80000, technical_points: 20 },
    ]);
    expect(s.win_price_max).toBeNull();
    // bajas 0…5 whole, C is baja 5 exactly: six points
    expect(s.curve).toHaveLength(6);
  });
});

describe('in the engine', () => {
  const rule: PriceScoreRule = { max_points: 60, formula: 'proportional' };

  it('a simulation without the new inputs gives exactly the numbers it gave before: no score, and the score changes no other figure', async () => {
    const parameters = { benefit: 6, overheads: 13, tender_budget: 35000, other_offers: [30000] };
    const plain = await run(tender({ parameters }));
    expect(plain.results.bid!.score).toBeUndefined();
    const scored = await run(tender({ parameters: { ...parameters, price_score: rule, technical_points: 30 } }));
    const { score, ...bid } = scored.results.bid!;
    expect(score).toBeDefined();
    expect({ ...scored.results, bid }).toEqual(plain.results);
  });

  it('other_offers are competitors without name or points; recost adds the score without solving again', async () => {
    const first = await run(tender({ parameters: { benefit: 6, tender_budget: 35000, other_offers: [30000] } }));
    const re = recost(first, { price_score: rule, technical_points: 30 });
    const bid = re.results.bid!;
    expect(re.employees).toEqual(first.employees);
    expect(bid.score!.offers.map((o) => o.name)).toEqual(['Nuestra oferta', 'Competidor 1']);
    expect(bid.score!.offers[1].price).toBe(30000);
    // the competitors' list replaces the other offers, in the score and in the abnormal check
    const named = recost(re, { competitors: [{ name: 'Limpiezas Norte', price: 31000, technical_points: 35 }] }).results.bid!;
    expect(named.score!.offers.map((o) => [o.name, o.price])).toEqual([
      ['Nuestra oferta', bid.offer_without_vat],
      ['Limpiezas Norte', 31000],
    ]);
    expect(named.abnormal.offers_considered).toBe(2);
    // a price score of null removes the score
    expect(recost(re, { price_score: null }).results.bid!.score).toBeUndefined();
  });

  it('the engine document refuses bad score inputs in Spanish', () => {
    const doc = (parameters: unknown) => decodeTender({ ...tender(), parameters });
    const errors = (parameters: unknown) => {
      const r = doc(parameters);
      return r._tag === 'Left' ? r.left : [];
    };
    expect(errors({ price_score: { max_points: 0, formula: 'linear' } })).toEqual([
      'parameters.price_score.max_points: debe ser un número entre 0,01 y 1000',
    ]);
    expect(errors({ price_score: { max_points: 60, formula: 'power', exponent: 1.5 } })).toEqual([
      'parameters.price_score.exponent: debe ser un número entre 0,01 y 1',
    ]);
    // the smallest double above 0 is no pliego's figure, so it is refused like 0
    expect(errors({ price_score: { max_points: 5e-324, formula: 'linear' } })).toEqual([
      'parameters.price_score.max_points: debe ser un número entre 0,01 y 1000',
    ]);
    expect(errors({ price_score: { max_points: 60, formula: 'power', exponent: 5e-324 } })).toEqual([
      'parameters.price_score.exponent: debe ser un número entre 0,01 y 1',
    ]);
    expect(errors({ price_score: { max_points: 60, formula: 'linear_satiety', satiety_discount_percent: 5e-324 } })).toEqual([
      'parameters.price_score.satiety_discount_percent: debe ser un número entre 0,01 y 100',
    ]);
    expect(errors({ price_score: { max_points: 0.01, formula: 'power', exponent: 0.01 } })).toEqual([]);
    expect(errors({ price_score: { max_points: 60, formula: 'linear_satiety' } })).toEqual([
      'parameters.price_score.satiety_discount_percent: requerido con la fórmula linear_satiety',
    ]);
    expect(errors({ competitors: [{ name: 'x'.repeat(121), price: 10 }] })).toEqual([
      'parameters.competitors[0].name: debe ser un texto de como máximo 120 caracteres',
    ]);
    expect(errors({ competitors: Array.from({ length: 51 }, () => ({ price: 10 })) })).toEqual([
      'parameters.competitors: debe ser una lista de como máximo 50 competidores',
    ]);
  });
});
