/**
 * The market of a tender (docs/market.md): the comparable set beside a simulation (cleaning, CPV 909, in its
 * province, widened to its community when the province has fewer than MARKET_MIN_LOTS lots), the competitors it
 * suggests and its Spanish texts.
 */
import type * as t from 'io-ts';
import * as Config from '../generated/config';
import type { CompetitorForm } from '../simulation-run/score-form';
import { nutsName } from '../simulation-inputs/nuts';
import { formatNumber } from '../number-format';
import { formatDate } from '../format';

export const MarketAwards = Config.MarketAwards;
export type MarketAwards = t.TypeOf<typeof Config.MarketAwards>;

/** Cleaning services: the CPV prefix of the comparable set. */
export const MARKET_CPV = '909';
/** Below this many lots in the province the set is widened to the community. */
export const MARKET_MIN_LOTS = 20;

export interface MarketSet {
  scope: 'province' | 'community';
  /** The NUTS code of the set (ES618 a province, ES61 its community). */
  nuts: string;
  awards: MarketAwards;
}

/**
 * How many of the ascending `sorted` values are below `value` (a binary search: the first index not below it), so
 * the share of lots won at a smaller discount than ours is read from a set's sorted discounts without a query.
 */
export function countBelow(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The province of a simulation: the NUTS-3 code most of its centers' localities have (the first on a tie), or null. */
export function simulationProvince(codes: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const c of codes) if (c && c.length === 5) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: string | null = null;
  let most = 0;
  for (const [code, n] of counts) if (n > most) [best, most] = [code, n];
  return best;
}

/** 'N competidores esperados': the median of the bidders less our own bid, rounded, never below 0. */
export const expectedCompetitors = (awards: MarketAwards): number =>
  awards.bidders ? Math.max(0, Math.round(awards.bidders.median - 1)) : 0;

/**
 * The competitors the set suggests for a tender budget: as many as expected, their offers' discounts spread evenly
 * from the first to the third quartile of the winning discount (one alone at the median). Their names say where
 * they come from; the preparer edits them after.
 */
export function marketCompetitors(awards: MarketAwards, tenderBudget: number): CompetitorForm[] {
  const n = expectedCompetitors(awards);
  const d = awards.discount_percent;
  if (!d || n === 0) return [];
  return Array.from({ length: n }, (_, i) => {
    const discount = n === 1 ? d.median : d.q1 + ((d.q3 - d.q1) * i) / (n - 1);
    const price = Math.round(tenderBudget * (1 - discount / 100) * 100) / 100;
    return {
      name: `Competidor ${i + 1} (baja ${formatNumber(discount, 1)} %)`,
      price: String(price).replace('.', ','),
      technical_points: '',
    };
  });
}

export const MARKET_MESSAGES = {
  title: 'El mercado',
  use: 'Usar como competidores',
  noProvince: 'Indique la localidad de los centros (con su provincia) para comparar con las adjudicaciones de su provincia.',
  noAwards: 'No hay adjudicaciones cargadas de limpieza en esta provincia ni en su comunidad.',
  loadFailed: 'No se han podido leer las adjudicaciones.',
  setOf: (set: MarketSet) =>
    `${formatNumber(set.awards.lots, 0)} lotes de limpieza (CPV 909) adjudicados en ${nutsName(set.nuts)}${
      set.scope === 'community' ? ` (menos de ${MARKET_MIN_LOTS} en la provincia: se amplía a la comunidad)` : ''
    }`,
  source: (source: MarketAwards['source']) =>
    `Fuente: ${source.name}, adjudicaciones actualizadas hasta el ${formatDate(source.updated)}.`,
  expected: (n: number) => `${n} competidores esperados`,
  chart: 'Bajas de adjudicación de los lotes comparables',
  ours: (discount: number) => `Nuestra baja: ${formatNumber(discount, 1)} %`,
  below: 'Ganados con una baja menor que la nuestra',
  abnormal: 'Adjudicados en presunción de anormalidad (art. 85 RGLCAP)',
  abnormalOf: (share: string, lots: number) => `${share} de ${formatNumber(lots, 0)} lotes`,
  abnormalRule:
    'Presunción de anormalidad según el art. 85 del RGLCAP sobre las ofertas que publica la Plataforma: con una oferta, baja de más de 25 puntos; con dos, sobre la más baja y la más alta; con tres o más, sobre la más baja, la más alta y las demás supuestas en su punto medio. Solo cuentan los lotes que dan el número de ofertas y esos importes.',
} as const;
