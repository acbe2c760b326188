/**
 * Whether an award's winning offer was abnormally low (RGLCAP art. 85, docs/market.md), from what the Plataforma
 * publishes of a lot: the bids received, the lowest and the highest offer, the awarded amount and the lot's budget.
 * It is the engine's own art. 85 check (`abnormalCheck`) over the offers the lot implies.
 */
import { abnormalCheck, isAdmittedOffer } from '../engine/budget';
import { roundCents } from '../engine/cents';

export interface AwardOffers {
  bidders: number | null;
  budget: number | null;
  lower_offer: number | null;
  higher_offer: number | null;
  awarded: number | null;
}

/**
 * The offers of the lot, by the bids received: one bid is the award itself; two are the lowest and the highest
 * offer, known exactly; three or more are the lowest, the highest and, since the Plataforma does not publish them,
 * the others at the midpoint of those two. Null when the lot does not say enough.
 */
export function awardOffers(a: AwardOffers): number[] | null {
  const n = a.bidders;
  if (n === null || !Number.isInteger(n) || n < 1 || a.awarded === null) return null;
  if (n === 1) return [a.awarded];
  if (a.lower_offer === null || a.higher_offer === null) return null;
  const middle = (a.lower_offer + a.higher_offer) / 2;
  return [a.lower_offer, ...Array.from({ length: n - 2 }, () => middle), a.higher_offer];
}

/**
 * Whether the awarded amount is below the art. 85 threshold price over the lot's offers (`awardOffers`; an offer
 * above the budget is excluded, art. 84, as in the engine); null when the lot does not say enough.
 */
export function winnerAbnormal(a: AwardOffers): boolean | null {
  const offers = awardOffers(a);
  if (offers === null || a.budget === null || a.budget <= 0 || a.awarded === null) return null;
  const check = abnormalCheck(a.budget, offers[0]!, offers.slice(1));
  return isAdmittedOffer(a.budget, a.awarded) && roundCents(a.awarded) < roundCents(check.threshold_price);
}
