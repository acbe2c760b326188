/**
 * The bid inputs kept with a simulation or a previous study (migration 0010): set before a launch with
 * `PUT /simulation/{id}` / `PUT /previous_study/{id}` (`bid`), written back by a parameter change of the solution,
 * and put in the engine's parameters at launch. Beneficio lives here too (issue 44): before, only the solution held it,
 * so a duplicate or a new launch priced the bid with none.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { bidParametersOf, scoreParametersOf } from '@licita/domain';
import { badRequest } from '../http/errors';
import { scoreChangeProblem } from '../runs/solution';
import { ownerBid, setOwnerBid } from './owner-repository';

export type StoredBid = Schemas['BidInputsUpdate'];
const KEYS = [
  'overheads',
  'benefit',
  'vat',
  'tender_budget',
  'offer_price',
  'other_offers',
  'price_score',
  'technical_points',
  'competitors',
] as const;

/** The stored column as an object (a string from a driver that does not parse jsonb; {} when never set). */
export function storedBid(column: unknown): StoredBid {
  const v = typeof column === 'string' ? (JSON.parse(column) as unknown) : column;
  if (!v || typeof v !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if ((v as Record<string, unknown>)[k] !== undefined) out[k] = (v as Record<string, unknown>)[k];
  return out as StoredBid;
}

/** The stored inputs with a change applied: what it leaves out keeps its value, null clears. */
export function mergeBid(current: StoredBid, change: StoredBid): StoredBid {
  const out: Record<string, unknown> = { ...current };
  for (const k of KEYS) if (change[k] !== undefined) out[k] = change[k];
  return out as StoredBid;
}

/** The contract's `Simulation.bid`: every input, with the defaults of the ones never set. */
export function bidAnswer(column: unknown): Schemas['BidInputs'] {
  const stored = storedBid(column);
  return { ...bidParametersOf(stored), benefit: stored.benefit ?? 0, ...scoreParametersOf(stored) };
}

/** A change the contract admits but the rules refuse (a formula without the number it needs): a 400, nothing stored. */
export function refuseBadBid(change: StoredBid): void {
  const problem = scoreChangeProblem(change);
  if (problem) throw badRequest(problem.message, `bid.${problem.field}`);
}

/** Writes a change of the bid inputs into the row of a simulation or a previous study. */
export async function saveBidChange(
  db: Kysely<Database> | Transaction<Database>,
  table: 'simulation' | 'previous_study',
  id: string,
  change: StoredBid,
): Promise<void> {
  const owner = { kind: table, id };
  const row = await ownerBid(db, owner);
  if (!row) return;
  await setOwnerBid(db, owner, mergeBid(storedBid(row.bid), change));
}
