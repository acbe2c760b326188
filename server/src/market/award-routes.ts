/**
 * Config host: the market of a tender (market.yaml, docs/market.md). The awards are public data loaded by the
 * operator, one set for the whole installation: any signed-in user reads them, no workspace is involved.
 */
import type { ConfigHandlers } from '../http/context';
import { badRequest } from '../http/errors';
import { countBelow } from '@licita/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sortedDiscounts } from './summary-discounts';
import { BINS, BIN_WIDTH, awardFigures, summaryFigures, type AwardFigureRow, type AwardFilter } from './award-repository';

export const MARKET_SOURCE = 'Plataforma de Contratación del Sector Público';

const quartiles = (values: number[] | null) => {
  if (!values || values.some((v) => v === null)) return null;
  const [q1, median, q3] = values.map(Number);
  return { median: median!, q1: q1!, q3: q3! };
};

/** Every bin, empty ones included, so a chart has its whole axis. */
function binsOf(bins: { bin: number; lots: number }[]) {
  const counted = new Map(bins.map((r) => [r.bin, r.lots]));
  return Array.from({ length: BINS }, (_, bin) => ({
    from_percent: bin * BIN_WIDTH,
    to_percent: (bin + 1) * BIN_WIDTH,
    lots: counted.get(bin) ?? 0,
  }));
}

/**
 * The card's filter (a CPV and a NUTS prefix, nothing else) is read from the summary computed after the import
 * (one row; the share below our discount by a binary search of its sorted discounts, which this process keeps
 * decoded); any other filter, or a prefix the summary lacks, by the query.
 */
async function figuresOf(db: Kysely<Database>, filter: AwardFilter, ours: number | undefined): Promise<AwardFigureRow> {
  const { cpv, nuts, authority, from, to } = filter;
  const card = cpv && nuts && !authority && !from && !to ? { cpv, nuts } : null;
  const summary = card && (await summaryFigures(db, card.cpv, card.nuts));
  if (!card || !summary) return awardFigures(db, filter, ours);
  const { refresh_id: refreshId, ...figures } = summary;
  if (ours === undefined) return { ...figures, below_discount: 0 };
  const sorted = await sortedDiscounts(db, { ...card, refreshId });
  // recomputed between the two reads: the query answers
  if (!sorted) return awardFigures(db, filter, ours);
  return { ...figures, below_discount: countBelow(sorted, ours) };
}

export const marketHandlers = {
  async getMarketAwards({ query, deps }) {
    const { discount, ...filter }: AwardFilter & { discount?: number } = query;
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('La fecha «desde» no puede ser posterior a la fecha «hasta».', 'from');
    const row = await figuresOf(deps.db, filter, discount);
    return {
      lots: row.lots,
      excluded_unit_price: row.excluded_unit_price,
      single_bidder_share: row.with_bidders > 0 ? row.single_bidder / row.with_bidders : null,
      bidders: quartiles(row.bidders),
      discount_percent: quartiles(row.discounts),
      below_discount_share: discount !== undefined && row.with_discount > 0 ? row.below_discount / row.with_discount : null,
      abnormal_lots_judged: row.abnormal_judged,
      abnormal_share: row.abnormal_judged > 0 ? row.abnormal / row.abnormal_judged : null,
      discount_bins: binsOf(row.bins),
      winners: row.winners,
      source: { name: MARKET_SOURCE, updated: row.latest_update },
    };
  },
} satisfies ConfigHandlers;
