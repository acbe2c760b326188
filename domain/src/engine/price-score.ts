/**
 * The tender's price score and the ranking against the expected competitors (docs/offer.md): every offer's
 * points and rank, the highest price at which we still win (`win_price_max`) and the curve of our points and
 * margin along the discount.
 *
 * Pure arithmetic over prices without VAT. Points are rounded to two decimals (half away from zero) before they
 * are added and ranked, as pliegos do; they are compared as whole hundredths so that no binary remainder breaks a
 * tie.
 *
 * Readings written down (where the rule leaves room):
 * - a competitor list that is empty (or absent) leaves `other_offers` in force, each price a competitor without
 *   name or technical points; a non-empty list replaces it;
 * - `proportional` has no zero denominator: with every admitted offer at the tender budget each scores the
 *   maximum (they all are the lowest); the discount formulas score 0 then;
 * - technical points are rounded to two decimals like price points;
 * - the abnormal flag of each offer is the art. 85 rule over the admitted offers (ours and competitors).
 */
import { abnormalThreshold, bidParametersOf, budgetFromTotals, isAdmittedOffer } from './budget.js';
import type { BidInputsT, Competitor, LooseBid, PriceScoreRule } from './bid-shape.js';

export type ScoreFormula = PriceScoreRule['formula'];
export type { PriceScoreRule, Competitor };

/** The score's inputs where they may be missing. */
export type ScoreInputs = LooseBid<'price_score' | 'technical_points' | 'competitors' | 'other_offers'>;

/** The same with their defaults: no price score, 0 technical points, no competitors. */
export function scoreParametersOf(p: ScoreInputs): Pick<BidInputsT, 'price_score' | 'technical_points' | 'competitors'> {
  return { price_score: p.price_score ?? null, technical_points: p.technical_points ?? 0, competitors: p.competitors ?? [] };
}

/** Every bid input from stored parameters or a row, with the defaults of those never set: stored output → contract. */
export function bidInputsOf(p: LooseBid): BidInputsT {
  return { ...bidParametersOf(p), benefit: p.benefit ?? 0, ...scoreParametersOf(p) };
}

/** The competitors the score and the abnormal check use: the list when given, else the other offers. */
export function competitorsOf(p: ScoreInputs): Competitor[] {
  if (p.competitors && p.competitors.length > 0) return p.competitors;
  return (p.other_offers ?? []).map((price) => ({ price }));
}

export const OUR_OFFER_NAME = 'Nuestra oferta';
/** The name of a competitor given without one (1-based, in the order given). */
export const competitorName = (i: number) => `Competidor ${i + 1}`;

export interface ScoredOffer {
  name: string;
  price: number;
  discount_percent: number;
  excluded: boolean;
  abnormal: boolean;
  /** null for an excluded offer */
  price_points: number | null;
  technical_points: number;
  total_points: number | null;
  rank: number | null;
}

export interface CurvePoint {
  discount_percent: number;
  offer: number;
  price_points: number | null;
  total_points: number | null;
  rank: number | null;
  margin: number;
  below_cost: boolean;
  abnormal: boolean;
}

export interface BidScore {
  offers: ScoredOffer[];
  win_price_max: number | null;
  curve: CurvePoint[];
}

/** Points to whole hundredths, half away from zero (60 × 0.85 = 50.99999… is 5100). */
export const hundredths = (x: number) => Math.sign(x) * Math.round(Math.abs(x) * 100 * (1 + Number.EPSILON) + 1e-7);
/** Euros to the cent, half away from zero. */
const toCent = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 100 * (1 + Number.EPSILON) + 1e-7)) / 100;

const EPS = 1e-9; // the abnormal comparison of docs/budget.md: strictly above the threshold

/** Every offer's price, discount, admission and points (whole hundredths) of one scoring; index 0 is ours. */
interface ScoreTable {
  n: number;
  prices: Float64Array;
  disc: Float64Array;
  admitted: Uint8Array;
  tech: Int32Array;
  /** price points in hundredths */
  pts: Int32Array;
  tot: Int32Array;
  /** the competitors' lowest admitted price and highest admitted discount: only ours moves */
  cMin: number;
  cMax: number;
  /** the lowest admitted price and the highest admitted discount with ours */
  oMin: number;
  bMax: number;
  /** the admitted discounts, a work array of the abnormal check */
  discounts: number[];
}

/** The table of one tender with the competitors' prices in place and ours yet to set. */
function scoreTable(tenderBudget: number, ourTech: number, competitors: Competitor[]): ScoreTable {
  const n = competitors.length + 1;
  const t: ScoreTable = {
    n,
    prices: new Float64Array(n),
    disc: new Float64Array(n),
    admitted: new Uint8Array(n),
    tech: new Int32Array(n),
    pts: new Int32Array(n),
    tot: new Int32Array(n),
    cMin: Infinity,
    cMax: -Infinity,
    oMin: Infinity,
    bMax: -Infinity,
    discounts: [],
  };
  t.tech[0] = hundredths(ourTech);
  competitors.forEach((c, i) => {
    t.prices[i + 1] = c.price;
    t.disc[i + 1] = ((tenderBudget - c.price) / tenderBudget) * 100;
    t.admitted[i + 1] = isAdmittedOffer(tenderBudget, c.price) ? 1 : 0;
    t.tech[i + 1] = hundredths(c.technical_points ?? 0);
  });
  for (let i = 1; i < n; i++) {
    if (!t.admitted[i]) continue;
    t.cMin = Math.min(t.cMin, t.prices[i]);
    t.cMax = Math.max(t.cMax, t.disc[i]);
  }
  return t;
}

function setOurPrice(t: ScoreTable, tenderBudget: number, ours: number): void {
  t.prices[0] = ours;
  t.disc[0] = ((tenderBudget - ours) / tenderBudget) * 100;
  t.admitted[0] = isAdmittedOffer(tenderBudget, ours) ? 1 : 0;
  t.oMin = t.admitted[0] ? Math.min(t.cMin, ours) : t.cMin;
  t.bMax = t.admitted[0] ? Math.max(t.cMax, t.disc[0]) : t.cMax;
}

/** Price points of admitted offer i, in hundredths, over the current oMin and bMax. */
function pricePoints(rule: PriceScoreRule, t: ScoreTable, i: number): number {
  const { bMax, disc } = t;
  let p: number;
  if (rule.formula === 'proportional') p = (rule.max_points * t.oMin) / t.prices[i];
  else if (rule.formula === 'linear') p = bMax > 0 ? (rule.max_points * disc[i]) / bMax : 0;
  else if (rule.formula === 'linear_satiety') {
    const S = rule.satiety_discount_percent ?? 100;
    const den = Math.min(bMax, S);
    p = den > 0 ? (rule.max_points * Math.min(disc[i], S)) / den : 0;
  } else p = bMax > 0 ? rule.max_points * Math.pow(Math.max(0, disc[i]) / bMax, rule.exponent ?? 1) : 0;
  return hundredths(p);
}

/** The abnormal threshold over the admitted offers (null without any). */
function thresholdNow(t: ScoreTable): number | null {
  const { discounts } = t;
  discounts.length = 0;
  for (let i = 0; i < t.n; i++) if (t.admitted[i]) discounts.push(t.disc[i]);
  return discounts.length > 0 ? abnormalThreshold(discounts).threshold : null;
}

function rankOf(t: ScoreTable, i: number): number {
  let r = 1;
  for (let j = 0; j < t.n; j++) if (t.admitted[j] && t.tot[j] > t.tot[i]) r++;
  return r;
}

/** Offer i as the last scoring left it. */
function scoredOffer(t: ScoreTable, competitors: Competitor[], i: number, threshold: number | null): ScoredOffer {
  const { admitted } = t;
  return {
    name: i === 0 ? OUR_OFFER_NAME : (competitors[i - 1].name ?? competitorName(i - 1)),
    price: t.prices[i],
    discount_percent: t.disc[i],
    excluded: !admitted[i],
    abnormal: admitted[i] === 1 && threshold !== null && t.disc[i] > threshold + EPS,
    price_points: admitted[i] ? t.pts[i] / 100 : null,
    technical_points: t.tech[i] / 100,
    total_points: admitted[i] ? t.tot[i] / 100 : null,
    rank: admitted[i] ? rankOf(t, i) : null,
  };
}

/**
 * The scorer of one tender: competitors fixed, our price varying. Every call re-scores every offer (the minimum
 * and the maximum discount move with ours) and re-runs the abnormal check.
 */
function scorer(tenderBudget: number, rule: PriceScoreRule, ourTech: number, competitors: Competitor[]) {
  const t = scoreTable(tenderBudget, ourTech, competitors);
  const { n, admitted, tech, pts, tot, disc } = t;

  /** Scores every offer with our price; fills pts/tot; answers the abnormal threshold (null without admitted offers). */
  function run(ours: number): number | null {
    setOurPrice(t, tenderBudget, ours);
    for (let i = 0; i < n; i++) {
      if (!admitted[i]) continue;
      pts[i] = pricePoints(rule, t, i);
      tot[i] = pts[i] + tech[i];
    }
    return thresholdNow(t);
  }

  // The search's test, cheapest first: our points, then the competitor that beat us last time, then the rest,
  // and the abnormal check only for a price that ranks first alone.
  let blocker = 1;
  function wins(ours: number): boolean {
    setOurPrice(t, tenderBudget, ours);
    if (!admitted[0]) return false;
    const mine = pricePoints(rule, t, 0) + tech[0];
    const beats = (j: number) => admitted[j] === 1 && pricePoints(rule, t, j) + tech[j] >= mine;
    if (blocker < n && beats(blocker)) return false;
    for (let j = 1; j < n; j++) {
      if (j !== blocker && beats(j)) {
        blocker = j;
        return false;
      }
    }
    const th = thresholdNow(t);
    return !(th !== null && disc[0] > th + EPS);
  }
  const offer = (i: number, threshold: number | null): ScoredOffer => scoredOffer(t, competitors, i, threshold);
  return { run, offer, wins, n };
}

/**
 * The score of a bid: `offer` our price, `c` the cost before overheads and benefit, `overheadsCost` the overheads
 * (for the margin). The tender budget must be > 0.
 */
export function bidScore(
  tenderBudget: number,
  offer: number,
  c: number,
  overheadsCost: number,
  rule: PriceScoreRule,
  technicalPoints: number,
  competitors: Competitor[],
): BidScore {
  const s = scorer(tenderBudget, rule, technicalPoints, competitors);
  const threshold = s.run(offer);
  const offers = Array.from({ length: s.n }, (_, i) => s.offer(i, threshold));

  // win_price_max: d = 0.00, 0.01, … hundredths of a point, the highest candidate first, stopping below C
  let win: number | null = null;
  for (let h = 0; h < 10000; h++) {
    const price = toCent(tenderBudget * (1 - h / 10000));
    if (price < c || price <= 0) break;
    if (s.wins(price)) {
      win = price;
      break;
    }
  }

  // the curve: whole points of discount down to C, plus C itself when its discount is not whole
  const curve: CurvePoint[] = [];
  const point = (price: number): CurvePoint => {
    const th = s.run(price);
    const o = s.offer(0, th);
    return {
      discount_percent: o.discount_percent,
      offer: price,
      price_points: o.price_points,
      total_points: o.total_points,
      rank: o.rank,
      margin: price - c - overheadsCost,
      below_cost: price < c,
      abnormal: o.abnormal,
    };
  };
  const cDiscount = ((tenderBudget - c) / tenderBudget) * 100;
  for (let d = 0; d < 100 && d <= cDiscount + EPS; d++) curve.push(point(toCent(tenderBudget * (1 - d / 100))));
  if (cDiscount >= 0 && cDiscount < 100 && Math.abs(cDiscount - Math.round(cDiscount)) > EPS) curve.push(point(c));
  return { offers, win_price_max: win, curve };
}

/** A bid with its score (only with a price score). */
export interface BidWithScore {
  tender_budget: number;
  offer_without_vat: number;
  score?: BidScore;
}

/** Adds `score` to a bid when the parameters carry a price score; `c` is the cost before overheads and benefit. */
export function scoreBid<B extends BidWithScore>(bid: B, c: number, overheadsCost: number, p: ScoreInputs): B {
  const q = scoreParametersOf(p);
  if (!q.price_score) return bid;
  return {
    ...bid,
    score: bidScore(
      bid.tender_budget,
      bid.offer_without_vat,
      c,
      overheadsCost,
      q.price_score,
      q.technical_points,
      competitorsOf(p),
    ),
  };
}

/** The field a price score lacks: the satiety threshold of `linear_satiety`, the exponent of `power`; else null. */
export function missingScoreNumber(rule: PriceScoreRule): 'satiety_discount_percent' | 'exponent' | null {
  if (rule.formula === 'linear_satiety' && rule.satiety_discount_percent == null) return 'satiety_discount_percent';
  if (rule.formula === 'power' && rule.exponent == null) return 'exponent';
  return null;
}

/**
 * `budgetFromTotals` with the competitors in the abnormal check and the score added: for the in-memory fakes and
 * stories, which cost from totals alone.
 */
export function scoredBudgetFromTotals(
  r: Parameters<typeof budgetFromTotals>[0],
  p: Parameters<typeof budgetFromTotals>[1] & ScoreInputs,
): ReturnType<typeof budgetFromTotals> & { bid?: BidWithScore } {
  const others = p.competitors?.length ? competitorsOf(p).map((o) => o.price) : p.other_offers;
  const out = budgetFromTotals(r, { ...p, other_offers: others });
  if (!out.bid) return out;
  const c = r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;
  return { ...out, bid: scoreBid(out.bid, c, out.overheads_cost, p) };
}
