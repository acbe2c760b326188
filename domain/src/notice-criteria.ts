/**
 * Which award criteria of a PLACSP notice score a lot's bid. Real notices give criteria at two levels: the tender's
 * (`TenderingTerms` of the folder) and a lot's own (`TenderingTerms` of the lot). When both together add up to 100
 * they are one scale (the tender's price, the lot's judgement criterion); when the lot's alone add up to 100 they
 * replace the tender's; otherwise the weights do not add up and the preparer is told (both are shown).
 * The import (server) and the tender page (ui) read it from here, so the page says what the simulation got.
 */

export interface WeightedCriterion {
  name: string;
  weight: number | null;
  is_price: boolean;
}

/** tender: only the tender's; lot: the lot's replace them; both: one scale; unbalanced: they do not add up to 100. */
export type CriteriaLevel = 'tender' | 'lot' | 'both' | 'unbalanced';

export interface LevelledCriteria<C extends WeightedCriterion> {
  level: CriteriaLevel;
  /** The criteria that apply to the lot (for `unbalanced`, both levels, the tender's first). */
  criteria: C[];
  /** The price-type criteria whose weights make the simulation's price points. */
  price: C[];
}

const weightSum = (cs: readonly WeightedCriterion[]) => cs.reduce((s, c) => s + (c.weight ?? 0), 0);
// weights are read as decimals ("33.33"): a hundredth either way is still 100
const isHundred = (n: number) => Math.abs(n - 100) < 0.011;
const prices = <C extends WeightedCriterion>(cs: readonly C[]) => cs.filter((c) => c.is_price);

export function lotAwardCriteria<C extends WeightedCriterion>(tender: readonly C[], lot: readonly C[]): LevelledCriteria<C> {
  if (lot.length === 0) return { level: 'tender', criteria: [...tender], price: prices(tender) };
  const both = [...tender, ...lot];
  if (tender.length > 0 && isHundred(weightSum(both))) return { level: 'both', criteria: both, price: prices(both) };
  if (isHundred(weightSum(lot))) return { level: 'lot', criteria: [...lot], price: prices(lot) };
  // not one scale: the lot's own price criteria when it has them, else the tender's
  const lotPrices = prices(lot);
  return { level: 'unbalanced', criteria: both, price: lotPrices.length ? lotPrices : prices(tender) };
}

/** The simulation's price points: the price-type criteria's weights added up; null when none has a weight. */
export function priceWeightOf(price: readonly WeightedCriterion[]): number | null {
  const weighted = price.filter((c) => c.weight !== null);
  return weighted.length ? Math.round(weightSum(weighted) * 100) / 100 : null;
}
