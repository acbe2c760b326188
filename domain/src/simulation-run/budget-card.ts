/**
 * The "Presupuesto y oferta" card (docs/budget.md §2–3) as plain data: the page, the justification PDF and the
 * tests read the same labels and the same figures. Money is rounded to the cent here, half away from zero, and only
 * here: the results keep every decimal.
 */
import { formatDate } from '../format';
import { formatNumber } from '../number-format';
import type { BidRead, BudgetRead, PremiseSeverity, Results } from './codecs';

import { RESULT_LABELS } from './labels';
import { PARAMETER_LABELS } from './parameters';
import { costBeforeMargins, moneyText, percentText, roundCents } from './money';
import { offerCoverage, type OfferShortfall } from './offer-coverage';

export { costBeforeMargins, moneyText, percentText, roundCents };

export type BidState = 'fine' | 'abnormal' | 'below_cost' | 'excluded';

export interface BudgetYearRow {
  label: string;
  from: string;
  to: string;
  withoutVat: string;
  vat: string;
  withVat: string;
}

/** The card's colour: red for an excluded, abnormal or below-cost offer, else the severity of its own offer premise. */
export type BidTone = 'fine' | PremiseSeverity;

export interface BidView {
  state: BidState;
  tone: BidTone;
  /** the offer's own premise, shown beside the margin (premises.md §1); null when it covers the total cost */
  shortfall: OfferShortfall | null;
  /** the sentence under the figures, in red unless the offer is fine */
  verdict: string;
  /** "Nuestra oferta": what the company bids, without and with VAT (shown apart from the other figures) */
  offer: Array<{ label: string; value: string }>;
  figures: Array<{ label: string; value: string }>;
  /** positions on the bar, 0–100 % of its width: 0 = zero euros, 100 = the largest of the four */
  bar: Array<{ key: 'cost' | 'offer' | 'threshold' | 'budget'; label: string; value: string; at: number }>;
}

export interface BudgetCardView {
  totals: Array<{ label: string; value: string }>;
  years: BudgetYearRow[];
  bid: BidView | null;
}

/** The margin's label: the card shows the offer's own premise beside it. */
export const MARGIN_LABEL = 'Margen';

/** Excluded first: an offer above the tender budget is out of the tender whatever else holds. */
export function bidState(bid: BidRead): BidState {
  return bid.excluded ? 'excluded' : bid.below_cost ? 'below_cost' : bid.abnormal.ours_abnormal ? 'abnormal' : 'fine';
}

/** The sentence of an offer above the tender budget, on the card, the workbook and the PDF. */
export const EXCLUDED_VERDICT = 'Excluida: supera el presupuesto base';

const VERDICT: Record<BidState, string> = {
  excluded: EXCLUDED_VERDICT,
  fine: 'La oferta no incurre en presunción de anormalidad.',
  abnormal: 'La oferta incurre en presunción de anormalidad (art. 85 RGLCAP): habrá que justificarla.',
  below_cost: 'La oferta está por debajo del coste (antes de gastos generales y beneficio).',
};

function bidView(r: Results, bid: BidRead): BidView {
  const state = bidState(bid);
  const shortfall = offerCoverage(r, bid.offer_without_vat);
  const cost = costBeforeMargins(r);
  const max = Math.max(cost, bid.offer_without_vat, bid.abnormal.threshold_price, bid.tender_budget) || 1;
  const at = (v: number) => Math.max(0, Math.min(100, (v / max) * 100));
  return {
    state,
    tone: state === 'fine' ? (shortfall?.severity ?? 'fine') : 'error',
    shortfall,
    verdict: VERDICT[state],
    offer: [
      { label: RESULT_LABELS.offerWithoutVat, value: moneyText(bid.offer_without_vat) },
      { label: RESULT_LABELS.offerWithVat, value: moneyText(bid.offer_with_vat) },
    ],
    figures: [
      { label: PARAMETER_LABELS.tender_budget, value: moneyText(bid.tender_budget) },
      { label: 'Baja', value: percentText(bid.discount_percent) },
      { label: MARGIN_LABEL, value: moneyText(bid.margin) },
      {
        label: RESULT_LABELS.abnormalThreshold,
        value: `${moneyText(bid.abnormal.threshold_price)} (baja ${percentText(bid.abnormal.threshold_discount_percent)})`,
      },
      { label: 'Ofertas consideradas', value: String(bid.abnormal.offers_considered) },
    ],
    bar: [
      { key: 'cost', label: 'Coste', value: moneyText(cost), at: at(cost) },
      { key: 'threshold', label: 'Umbral', value: moneyText(bid.abnormal.threshold_price), at: at(bid.abnormal.threshold_price) },
      { key: 'offer', label: 'Oferta', value: moneyText(bid.offer_without_vat), at: at(bid.offer_without_vat) },
      { key: 'budget', label: 'Presupuesto', value: moneyText(bid.tender_budget), at: at(bid.tender_budget) },
    ],
  };
}

/** The card's content, or null for results stored before the budget existed. */
export function budgetCard(r: Results): BudgetCardView | null {
  const b: BudgetRead | undefined = r.budget;
  if (!b) return null;
  return {
    totals: [
      { label: 'Gastos generales', value: moneyText(r.overheads_cost ?? 0) },
      // the computed price (cost, overheads and benefit); the bid is the offer, shown apart as "Nuestra oferta"
      { label: 'Coste total sin IVA', value: moneyText(b.total_without_vat) },
      { label: `IVA (${formatNumber(b.vat_rate, 2)} %)`, value: moneyText(b.vat_amount) },
      { label: RESULT_LABELS.totalCostWithVat, value: moneyText(b.total_with_vat) },
      { label: RESULT_LABELS.pricePerHour, value: moneyText(b.price_per_hour) },
    ],
    years: b.years.map((y, i) => ({
      label: `Año ${i + 1}`,
      from: formatDate(y.from),
      to: formatDate(y.to),
      withoutVat: moneyText(y.total_without_vat),
      vat: moneyText(y.vat_amount),
      withVat: moneyText(y.total_with_vat),
    })),
    bid: r.bid ? bidView(r, r.bid) : null,
  };
}
