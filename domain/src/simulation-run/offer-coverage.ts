/**
 * What an offer leaves uncovered (premises.md §1): below C (wages + social security + absenteeism + materials), below
 * C + overheads, or below the total cost (C + overheads + benefit). The card computes it for the offer it shows and
 * for the winning price before it is offered, so it says the same as the run's premise before a re-cost. Amounts are
 * compared to the cent: an offer a fraction of a cent short covers its costs.
 */
import { costBeforeMargins, moneyText } from './money';
import type { PremiseSeverity, Results } from './codecs';
import { roundCents } from './money';
import { offerShortfallMessage } from '../engine/premises/offer';
export { OFFER_PREMISE_MESSAGES } from '../engine/premises/offer';

export type OfferPremiseCode = 'OFFER_BELOW_DIRECT_COST' | 'OFFER_BELOW_OVERHEADS' | 'OFFER_BELOW_BENEFIT';

export const OFFER_PREMISE_SEVERITY: Record<OfferPremiseCode, PremiseSeverity> = {
  OFFER_BELOW_DIRECT_COST: 'error',
  OFFER_BELOW_OVERHEADS: 'warning',
  OFFER_BELOW_BENEFIT: 'info',
};

/** What the uncovered part is, after "de" in the winning price's hint. */
const WHAT: Record<OfferPremiseCode, string> = {
  OFFER_BELOW_DIRECT_COST: 'costes directos',
  OFFER_BELOW_OVERHEADS: 'gastos generales',
  OFFER_BELOW_BENEFIT: 'beneficio',
};

export interface OfferShortfall {
  code: OfferPremiseCode;
  severity: PremiseSeverity;
  /** euros of the threshold's own part the offer does not reach (not rounded) */
  uncovered: number;
  /** that part in full: C for the direct costs, the overheads, the benefit */
  part: number;
  /** "La oferta no cubre los gastos generales: deja sin cubrir 6.345,49 € de 9.219,25 €" */
  message: string;
}

/** The three thresholds of an offer, from the results. */
export function offerThresholds(
  r: Pick<Results, 'hiring_costs' | 'social_security' | 'absenteeism_cost' | 'material_costs' | 'overheads_cost' | 'benefit'>,
) {
  const direct = costBeforeMargins(r);
  const overheads = r.overheads_cost ?? 0;
  return { direct, overheads, benefit: r.benefit, withOverheads: direct + overheads, total: direct + overheads + r.benefit };
}

/** The threshold the offer falls under and what it leaves uncovered; null when it covers the total cost. */
export function offerCoverage(r: Parameters<typeof offerThresholds>[0], offer: number): OfferShortfall | null {
  const th = offerThresholds(r);
  const o = roundCents(offer);
  const of = (code: OfferPremiseCode, uncovered: number, part: number): OfferShortfall => ({
    code,
    severity: OFFER_PREMISE_SEVERITY[code],
    uncovered,
    part,
    message: offerShortfallMessage(code, uncovered, part),
  });
  if (o < roundCents(th.direct)) return of('OFFER_BELOW_DIRECT_COST', th.direct - offer, th.direct);
  if (o < roundCents(th.withOverheads)) return of('OFFER_BELOW_OVERHEADS', th.withOverheads - offer, th.overheads);
  if (o < roundCents(th.total)) return of('OFFER_BELOW_BENEFIT', th.total - offer, th.benefit);
  return null;
}

/**
 * The winning price's hint beside its button, before it is pressed: "Con el precio ganador (156.528,00 €) quedan sin
 * cubrir 6.345,49 € de gastos generales".
 */
export function winPriceHint(r: Parameters<typeof offerThresholds>[0], price: number): string {
  const s = offerCoverage(r, price);
  const head = `Con el precio ganador (${moneyText(price)})`;
  return s
    ? `${head} quedan sin cubrir ${moneyText(s.uncovered)} de ${WHAT[s.code]}`
    : `${head} se cubren los costes directos, los gastos generales y el beneficio`;
}
