/**
 * The inputs of a simulation saved as a whole list (its centers, its category-positions): each list replaced in
 * one transaction (under the simulation's row lock, ./owner-repository.ts), then the simulation marked changed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CenterRow } from '@licita/domain';
import { replaceCenters } from './center-repository';
import { writeCategoryPositions } from './position-repository';
import { touchSimulation } from './repository';

export async function saveCenters(
  db: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  centers: readonly CenterRow[],
  now: Date,
): Promise<void> {
  await db.transaction().execute((trx) => replaceCenters(trx, simulationId, workspaceId, centers));
  await touchSimulation(db, simulationId, now);
}

export async function saveCategoryPositions(
  db: Kysely<Database>,
  simulationId: string,
  disabled: boolean,
  byCategory: ReadonlyArray<{ id: string; positions: readonly string[] }>,
  now: Date,
): Promise<void> {
  await db.transaction().execute((trx) => writeCategoryPositions(trx, simulationId, disabled, byCategory));
  await touchSimulation(db, simulationId, now);
}
