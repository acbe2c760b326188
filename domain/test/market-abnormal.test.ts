/**
 * The art. 85 RGLCAP check of an award's winning offer (docs/market.md), worked out by hand over a budget of
 * 100.000 €, one case per number of bids.
 */
import { describe, expect, it } from 'vitest';
import { awardOffers, winnerAbnormal, type AwardOffers } from '../src/market/abnormal';

const lot = (o: Partial<AwardOffers>): AwardOffers => ({
  bidders: null,
  budget: 100_000,
  lower_offer: null,
  higher_offer: null,
  awarded: null,
  ...o,
});

describe('the winning offer against the abnormally-low threshold', () => {
  it('one bid: the fixed 25 points (a price under 75.000 €)', () => {
    expect(winnerAbnormal(lot({ bidders: 1, awarded: 74_000 }))).toBe(true); // 26 % > 25
    expect(winnerAbnormal(lot({ bidders: 1, awarded: 75_000 }))).toBe(false); // exactly 25 %: not above
  });

  it('two bids: the higher offer’s discount plus 20 points, both offers known', () => {
    // 70.000 (30 %) against 95.000 (5 %): threshold 25 % → 75.000 €; 70.000 is under it
    expect(winnerAbnormal(lot({ bidders: 2, awarded: 70_000, lower_offer: 70_000, higher_offer: 95_000 }))).toBe(true);
    // against 88.000 (12 %): threshold 32 % → 68.000 €; 70.000 is not under it
    expect(winnerAbnormal(lot({ bidders: 2, awarded: 70_000, lower_offer: 70_000, higher_offer: 88_000 }))).toBe(false);
  });

  it('three bids: the middle offer at the midpoint, the mean plus 10 never above 25', () => {
    // 78.000 (22 %), 100.000 (0 %), middle 89.000 (11 %): mean 11; 0 is more than 10 below it, so the highest price
    // leaves the mean: (22 + 11) / 2 = 16,5 → 26,5, capped at 25 % → 75.000 €; 78.000 is not under it
    expect(awardOffers(lot({ bidders: 3, awarded: 78_000, lower_offer: 78_000, higher_offer: 100_000 }))).toEqual([
      78_000, 89_000, 100_000,
    ]);
    expect(winnerAbnormal(lot({ bidders: 3, awarded: 78_000, lower_offer: 78_000, higher_offer: 100_000 }))).toBe(false);
    // 74.000 (26 %) is above the cap whatever the middle offer
    expect(winnerAbnormal(lot({ bidders: 3, awarded: 74_000, lower_offer: 74_000, higher_offer: 100_000 }))).toBe(true);
  });

  it('five bids: the three unknown offers at the midpoint; those more than 10 points below the mean leave it', () => {
    // 60.000 (40 %), 90.000 (10 %), three at 75.000 (25 %): mean 25; 10 is more than 10 below it and leaves;
    // (40 + 25 × 3) / 4 = 28,75 → threshold 38,75 % → 61.250 €; 60.000 is under it
    expect(winnerAbnormal(lot({ bidders: 5, awarded: 60_000, lower_offer: 60_000, higher_offer: 90_000 }))).toBe(true);
    // the winner is not the lowest offer (other criteria): 70.000 (30 %) is above 61.250
    expect(winnerAbnormal(lot({ bidders: 5, awarded: 70_000, lower_offer: 60_000, higher_offer: 90_000 }))).toBe(false);
  });

  it('an offer above the budget is excluded from the mean (art. 84)', () => {
    // six bids, 75.000 (25 %) and 105.000 (over the budget): four at 90.000 (10 %); admitted 25 and four of 10: mean
    // 13, none more than 10 below it → 23 % → 77.000 €; 75.000 is under it
    expect(winnerAbnormal(lot({ bidders: 6, awarded: 75_000, lower_offer: 75_000, higher_offer: 105_000 }))).toBe(true);
  });

  it('null when the lot does not say enough', () => {
    expect(winnerAbnormal(lot({ awarded: 70_000 }))).toBeNull(); // bids not given
    expect(winnerAbnormal(lot({ bidders: 2, awarded: 70_000, lower_offer: 70_000 }))).toBeNull(); // no highest offer
    expect(winnerAbnormal(lot({ bidders: 1, awarded: 70_000, budget: null }))).toBeNull();
    expect(winnerAbnormal(lot({ bidders: 1 }))).toBeNull();
  });
});
