/**
 * The bid inputs kept with a simulation or a previous study (migration 0010): set before a launch with
 * `PUT /simulation/{id}` / `PUT /previous_study/{id}` (`bid`), written back by a parameter change of the solution,
 * and put in the engine's parameters at launch. Beneficio lives here too (issue 44): before, only the solution held it,
 * so a duplicate or a new launch priced the bid with none.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { bidInputsOf, pickBid } from '@licita/domain';
import { badRequest } from '../http/errors';
import { scoreChangeProblem } from '../runs/solution';
import { ownerBid, setOwnerBid } from './owner-repository';

export type StoredBid = Schemas['BidInputsUpdate'];

/** The stored column as an object (a string from a driver that does not parse jsonb; {} when never set). */
export function storedBid(column: unknown): StoredBid {
  const v: unknown = typeof column === 'string' ? JSON.parse(column) : column;
  return v && typeof v === 'object' ? pickBid<StoredBid>(v) : {};
}

/** The stored inputs with a change applied: what it leaves out keeps its value, null clears. */
export function mergeBid(current: StoredBid, change: StoredBid): StoredBid {
  return { ...current, ...pickBid(change) };
}

/** The contract's `Simulation.bid`: every input, with the defaults of the ones never set. */
export function bidAnswer(column: unknown): Schemas['BidInputs'] {
  return bidInputsOf(storedBid(column));
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
