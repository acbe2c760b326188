/** The fixed shifts of a simulation: their SQL, every field through the shift's descriptor (./columns/shift.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readValues, storedValues, type GivenIds } from './columns/column';
import { SHIFT, type ShiftRow, type ShiftValues } from './columns/shift';
import { copiedColumns } from './copy-rows';
import type { FixedShift } from '../../../domain/src/simulation-inputs/index.js';

/** The stored columns of a checked shift; the ids of its ranges kept from the payload. */
const valuesOf = (s: FixedShift, given?: GivenIds) => storedValues<typeof SHIFT, FixedShift, ShiftValues>(SHIFT, s, given);

/** The simulation's shifts (or the one of that id) in list order, as the contract answers them. */
export async function listShifts(db: Kysely<Database>, simulationId: string, shiftId?: string) {
  let q = db
    .selectFrom('fixed_work_shift as w')
    .innerJoin('center as c', 'c.id', 'w.center_id')
    .innerJoin('position as p', 'p.id', 'w.position_id')
    .selectAll('w')
    .select(['c.name as center_name', 'p.name as position_name'])
    .where('w.simulation_id', '=', simulationId);
  if (shiftId) q = q.where('w.id', '=', shiftId);
  const rows: ShiftRow[] = await q.orderBy('w.seq').execute();
  return rows.map((r) => readValues(SHIFT, r));
}

/** Stores a new shift; its id. */
export async function insertShift(db: Kysely<Database>, simulationId: string, s: FixedShift, given?: GivenIds): Promise<string> {
  return (
    await db
      .insertInto('fixed_work_shift')
      .values({ ...valuesOf(s, given), simulation_id: simulationId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Stores the shifts of an imported workbook, in order. */
export async function insertShifts(db: Kysely<Database>, simulationId: string, list: readonly FixedShift[]): Promise<void> {
  for (const s of list)
    await db
      .insertInto('fixed_work_shift')
      .values({ ...valuesOf(s), simulation_id: simulationId })
      .execute();
}

/** Changes the simulation's shift of that id; false when it has none. */
export async function updateShift(
  db: Kysely<Database>,
  simulationId: string,
  id: string,
  s: FixedShift,
  given?: GivenIds,
): Promise<boolean> {
  const r = await db
    .updateTable('fixed_work_shift')
    .set(valuesOf(s, given))
    .where('id', '=', id)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the simulation's shift of that id; false when it has none. */
export async function deleteShift(db: Kysely<Database>, simulationId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('fixed_work_shift')
    .where('id', '=', id)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Whether any of those centers has a shift. */
export async function centersHaveShifts(db: Kysely<Database>, centerIds: readonly string[]): Promise<boolean> {
  return !!(await db.selectFrom('fixed_work_shift').select('id').where('center_id', 'in', centerIds).limit(1).executeTakeFirst());
}

/** Copies the shifts of one simulation into another, pointing at the copies of their centers and positions. */
export async function copyShifts(
  db: Kysely<Database>,
  fromId: string,
  toId: string,
  centers: ReadonlyMap<string, string>,
  positions: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = await db.selectFrom('fixed_work_shift').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute();
  for (const row of rows)
    await db
      .insertInto('fixed_work_shift')
      .values({
        ...copiedColumns(row),
        simulation_id: toId,
        center_id: centers.get(row.center_id)!,
        position_id: positions.get(row.position_id)!,
      } as ShiftValues & { simulation_id: string })
      .execute();
}
