/**
 * The bid's shape, taken from the contract (`BidInputs` in openapi/config/simulations.yaml): overheads, Beneficio,
 * VAT, tender budget, offer, other offers, price score, technical points and competitors. Every other type of the
 * bid (the engine's parameters, a re-cost's change, the stored row, the fakes) is derived from it here, and the one
 * mapper between the contract's parameters and what a run's output stores is `pickBid` (and back `bidInputsOf`, in
 * price-score.ts, which gives every input its default).
 */
import type * as t from 'io-ts';
import { BidInputs, type Competitor as CompetitorCodec, type PriceScore } from '../generated/config.js';

/** Every bid input with its default (the contract's `BidInputs`). */
export type BidInputsT = t.TypeOf<typeof BidInputs>;
export type BidKey = keyof BidInputsT;

/** The pliego's price criterion (docs/budget.md section 5). */
export type PriceScoreRule = t.TypeOf<typeof PriceScore>;
/** An expected competitor: its price, name and technical points. */
export type Competitor = t.TypeOf<typeof CompetitorCodec>;

/**
 * Bid inputs that may be missing or null: a solution stored before them, a fake's parameters, a change (absent
 * keeps, null clears).
 */
export type LooseBid<K extends BidKey = BidKey> = { [P in K]?: BidInputsT[P] | null };

/** The bid's keys, in the contract's order. */
const BID_KEYS = Object.keys(BidInputs.props) as BidKey[];

/** The bid inputs a body, stored parameters or a row set (absent ones left out): contract → stored output. */
export function pickBid<T extends LooseBid>(body: T): Pick<T, BidKey & keyof T> {
  const out: Partial<Record<BidKey, unknown>> = {};
  for (const k of BID_KEYS) if (body[k] !== undefined) out[k] = body[k];
  return out as Pick<T, BidKey & keyof T>;
}
