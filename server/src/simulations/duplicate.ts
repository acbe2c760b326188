/**
 * Copies every input of a simulation into a new Stopped simulation of the same tender (not results nor files):
 * each entity's repository copies its rows, pointing at the copies of their centers and positions.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { copySimulationRow, type SimulationCopy } from './simulation-copy-repository';
import { copyCenters } from './center-repository';
import { copyPositions } from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { copySurrogates } from './surrogate-repository';
import { copyCosts } from './other-cost-repository';

export async function duplicateSimulationInputs(db: Kysely<Database>, copy: SimulationCopy): Promise<void> {
  const { fromId, toId } = copy;
  await copySimulationRow(db, copy);
  const centers = await copyCenters(db, fromId, toId);
  const positions = await copyPositions(db, fromId, toId);
  await shiftRows.copy(db, fromId, toId, centers, positions);
  await taskRows.copy(db, fromId, toId, centers, positions);
  await copySurrogates(db, fromId, toId, centers);
  await copyCosts(db, fromId, toId, centers);
}
