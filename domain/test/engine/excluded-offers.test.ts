/**
 * An offer above the tender budget is excluded (docs/offer.md section 1): the abnormal check of `bid.abnormal`,
 * the score and the justification's art. 85 working all leave it out, by the same rule. Arithmetic in the test.
 */
import { describe, expect, it } from 'vitest';
import { abnormalCheck, abnormalThreshold, bidOf, isAdmittedOffer } from '../../src/engine/index.js';
import { bidScore } from '../../src/engine/price-score.js';
import { abnormalWorking } from '../../src/simulation-run/justification.js';

describe('the abnormal check leaves out offers above the tender budget (tender budget 100,000)', () => {
  const B = 100000;
  // ours 70,000 (30 points of discount), a competitor at 85,000 (15 points), another at 110,000 (above the budget)

  it('counting the excluded offer would have made ours abnormal: three offers, threshold 25 points', () => {
    // 30, 15, −10: mean 11.67; −10 is more than 10 below it and leaves: mean (30 + 15) / 2 = 22.5; min(32.5, 25) = 25
    expect(abnormalThreshold([30, 15, -10]).threshold).toBe(25);
  });

  it('with it excluded there are two offers: threshold 15 + 20 = 35 points, ours (30) is not abnormal', () => {
    const check = abnormalCheck(B, 70000, [85000, 110000]);
    expect(check).toEqual({
      offers_considered: 2,
      mean_discount_percent: 22.5,
      threshold_discount_percent: 35,
      threshold_price: 65000,
      ours_abnormal: false,
      abnormal_offers: [],
    });
    // exactly as if the excluded offer had not been given
    expect(check).toEqual(abnormalCheck(B, 70000, [85000]));
  });

  it('the bid, the score and the justification agree on the threshold and the flags', () => {
    const bid = bidOf(70000, 60000, 0, {
      overheads: 0,
      benefit: 0,
      vat: 21,
      tender_budget: B,
      offer_price: 70000,
      other_offers: [85000, 110000],
    })!;
    expect(bid.abnormal.threshold_discount_percent).toBe(35);
    expect(bid.abnormal.ours_abnormal).toBe(false);
    const score = bidScore(B, 70000, 60000, 0, { max_points: 60, formula: 'proportional' }, 0, [
      { price: 85000 },
      { price: 110000 },
    ]);
    expect(score.offers.map((o) => [o.excluded, o.abnormal])).toEqual([
      [false, false],
      [false, false],
      [true, false],
    ]);
    const working = abnormalWorking(B, 70000, [{ price: 85000 }, { price: 110000 }]);
    expect(working.threshold).toBe(35);
    expect(working.admitted.map((o) => o.abnormal)).toEqual([false, false]);
    expect(working.excluded.map((o) => o.price)).toEqual([110000]);
  });

  it('an excluded offer of ours is neither counted nor abnormal; the competitors are checked alone', () => {
    // ours 100,000.01 is above the budget; 80,000 alone: one offer, abnormal above 25 points
    expect(abnormalCheck(B, 100000.01, [80000])).toEqual({
      offers_considered: 1,
      mean_discount_percent: 20,
      threshold_discount_percent: 25,
      threshold_price: 75000,
      ours_abnormal: false,
      abnormal_offers: [],
    });
    // nothing admitted: nothing to check
    expect(abnormalCheck(B, 100000.01, [])).toMatchObject({ offers_considered: 0, ours_abnormal: false, abnormal_offers: [] });
  });

  it('admitted: above 0 and not above the budget, to the cent', () => {
    expect(isAdmittedOffer(B, 100000)).toBe(true);
    expect(isAdmittedOffer(B, 100000.004)).toBe(true); // shown as 100.000,00 €
    expect(isAdmittedOffer(B, 100000.01)).toBe(false);
    expect(isAdmittedOffer(B, 0)).toBe(false);
  });
});
