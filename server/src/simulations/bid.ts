/**
 * The bid inputs kept with a simulation or a previous study (migration 0010): set before a launch with
 * `PUT /simulation/{id}` / `PUT /previous_study/{id}` (`bid`), written back by a parameter change of the solution,
 * and put in the engine's parameters at launch. Beneficio lives here too: before, only the solution held it,
 * so a duplicate or a new launch priced the bid with none.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { bidInputsOf, missingScoreNumber, pickBid } from '@licita/domain';
import { badRequest } from '../http/errors';
import { ownerBid, setOwnerBid } from './owner-repository';

export type StoredBid = Schemas['BidInputsUpdate'];

/**
 * The new overheads, VAT, offer and score of a parameters body (the contract's `BidInputsUpdate` without Beneficio,
 * which the body always carries): absent keeps, null clears (tender budget, offer, price score).
 */
export type BidParameterChange = Omit<Schemas['BidInputsUpdate'], 'benefit'>;
/** The bid inputs a parameters body sets but Beneficio (the domain's `pickBid`), for a previous study's change. */
export function bidChangeOf(body: BidParameterChange & { benefit?: number }): BidParameterChange {
  const { benefit: _benefit, ...change } = pickBid(body);
  return change;
}

const SCORE_NUMBER: Record<'satiety_discount_percent' | 'exponent', string> = {
  satiety_discount_percent: 'El campo «Umbral de saciedad (%)» es obligatorio con la fórmula de umbral de saciedad',
  exponent: 'El campo «Exponente» es obligatorio con la fórmula de raíz o potencial',
};
/** The number a price score's formula needs and lacks (a 400 before anything is written), or null. */
export function scoreChangeProblem(body: BidParameterChange): { message: string; field: string } | null {
  const missing = body.price_score ? missingScoreNumber(body.price_score) : null;
  return missing ? { message: SCORE_NUMBER[missing], field: `price_score.${missing}` } : null;
}

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
