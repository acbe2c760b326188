/**
 * The "Puntuación" part of the "Presupuesto y oferta" card (docs/budget.md §5) as plain data: the offers with
 * their points and rank, the sentence on where our offer lands, the highest price that still wins, and the chart of
 * our total points and margin along the curve with the tender budget, the abnormal threshold, C and the winning
 * price marked. The page and its tests read the same labels and figures.
 */
import { formatNumber } from '../number-format';
import { costBeforeMargins, moneyText, percentText } from './budget-card';
import type { BidRead, Results } from './codecs';
import { RESULT_LABELS } from './labels';
import { winPriceHint } from './offer-coverage';

type Score = NonNullable<BidRead['score']>;

export interface ScoreRow {
  name: string;
  ours: boolean;
  price: string;
  discount: string;
  pricePoints: string;
  technicalPoints: string;
  totalPoints: string;
  rank: string;
  abnormal: string;
  excluded: boolean;
}

export type ScoreMarkKey = 'cost' | 'threshold' | 'win' | 'offer' | 'budget';

export interface ScoreChart {
  /** along the curve, from the tender budget down to C: x is the offer in 0–1 of the axis (0 = the lowest offer) */
  points: Array<{
    x: number;
    points: number;
    margin: number;
    offer: string;
    totalText: string;
    marginText: string;
    abnormal: boolean;
  }>;
  /** the two vertical scales: points from 0, margin from its lowest to its highest (0 inside) */
  pointsMax: number;
  marginMin: number;
  marginMax: number;
  /** the axes' end labels in euros: the margin's scale (whole euros, Spanish grouping), the offers' range */
  marginMinText: string;
  marginMaxText: string;
  priceLowText: string;
  priceHighText: string;
  marks: Array<{ key: ScoreMarkKey; label: string; value: string; x: number }>;
}

export interface ScoreView {
  rows: ScoreRow[];
  /** where our offer lands, in one sentence */
  summary: string;
  /** first alone: the sentence is good news */
  winning: boolean;
  winPrice: number | null;
  winText: string;
  /** what the winning price leaves uncovered, said beside its button before it is pressed; null without one */
  winHint: string | null;
  chart: ScoreChart | null;
}

export const SCORE_CARD_MESSAGES = {
  title: 'Puntuación',
  offerWin: 'Ofertar el precio ganador',
  chart: 'Puntos totales y margen según la oferta',
  noScore:
    'Indica la fórmula de la oferta económica en «Modificar parámetros» para ver los puntos, el puesto y el precio ganador.',
} as const;

const points = (n: number | null) => (n === null ? '—' : formatNumber(n, 2));

function summaryOf(s: Score): { text: string; winning: boolean } {
  const ours = s.offers[0];
  const admitted = s.offers.filter((o) => !o.excluded).length;
  if (!ours || ours.excluded || ours.rank === null)
    return { text: 'Nuestra oferta supera el presupuesto base de licitación: queda excluida.', winning: false };
  const tied = s.offers.filter((o) => o.rank === ours.rank).length > 1;
  const alone = ours.rank === 1 && !tied;
  const where = `Nuestra oferta queda en el puesto ${ours.rank} de ${admitted}${tied ? ', empatada' : ''}`;
  return { text: `${where} con ${points(ours.total_points)} puntos.`, winning: alone };
}

/** "−9.219 €": an axis label, grouped the Spanish way even below 10,000 (toLocaleString wrote "-9219 €"). */
const wholeEuros = (v: number) => `${formatNumber(Math.round(v), 0)} €`;

function chartOf(r: Results, bid: BidRead, s: Score): ScoreChart | null {
  if (s.curve.length < 2) return null;
  const cost = costBeforeMargins(r);
  const offers = s.curve.map((p) => p.offer);
  const lo = Math.min(...offers, cost);
  const hi = Math.max(...offers, bid.tender_budget);
  const x = (v: number) => (hi > lo ? Math.max(0, Math.min(1, (v - lo) / (hi - lo))) : 0);
  const margins = s.curve.map((p) => p.margin);
  const marks: ScoreChart['marks'] = [
    { key: 'budget', label: 'Presupuesto', value: moneyText(bid.tender_budget), x: x(bid.tender_budget) },
    {
      key: 'threshold',
      label: RESULT_LABELS.abnormalThreshold,
      value: moneyText(bid.abnormal.threshold_price),
      x: x(bid.abnormal.threshold_price),
    },
    { key: 'cost', label: 'Coste (C)', value: moneyText(cost), x: x(cost) },
    { key: 'offer', label: 'Oferta', value: moneyText(bid.offer_without_vat), x: x(bid.offer_without_vat) },
  ];
  if (s.win_price_max !== null)
    marks.push({ key: 'win', label: 'Precio ganador', value: moneyText(s.win_price_max), x: x(s.win_price_max) });
  return {
    points: s.curve.map((p) => ({
      x: x(p.offer),
      points: p.total_points ?? 0,
      margin: p.margin,
      offer: moneyText(p.offer),
      totalText: points(p.total_points),
      marginText: moneyText(p.margin),
      abnormal: p.abnormal,
    })),
    pointsMax: Math.max(1, ...s.curve.map((p) => p.total_points ?? 0)),
    marginMin: Math.min(0, ...margins),
    marginMax: Math.max(0, ...margins),
    marginMinText: wholeEuros(Math.min(0, ...margins)),
    marginMaxText: wholeEuros(Math.max(0, ...margins)),
    priceLowText: wholeEuros(lo),
    priceHighText: wholeEuros(hi),
    marks: marks.filter((m) => Number.isFinite(m.x)),
  };
}

/** The part's content; null without a score (no tender budget or no price formula). */
export function scoreView(r: Results): ScoreView | null {
  const bid = r.bid;
  const s = bid?.score;
  if (!bid || !s) return null;
  const { text, winning } = summaryOf(s);
  return {
    rows: s.offers.map((o, i) => ({
      name: o.name,
      ours: i === 0,
      price: moneyText(o.price),
      discount: percentText(o.discount_percent),
      pricePoints: points(o.price_points),
      technicalPoints: points(o.technical_points),
      totalPoints: points(o.total_points),
      rank: o.rank === null ? '—' : `${o.rank}º`,
      abnormal: o.excluded ? '—' : o.abnormal ? 'Sí' : 'No',
      excluded: o.excluded,
    })),
    summary: text,
    winning,
    winPrice: s.win_price_max,
    winText:
      s.win_price_max === null
        ? 'Ningún precio entre el presupuesto y el coste gana en solitario sin incurrir en anormalidad.'
        : `Precio ganador más alto: ${moneyText(s.win_price_max)} (baja ${percentText(((bid.tender_budget - s.win_price_max) / bid.tender_budget) * 100)}).`,
    winHint: s.win_price_max === null ? null : winPriceHint(r, s.win_price_max),
    chart: chartOf(r, bid, s),
  };
}
