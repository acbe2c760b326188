/** The hourly tasks of a simulation: their SQL, every field through the task's descriptor (./columns/task.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readValues, storedValues, type GivenIds } from './columns/column';
import { TASK, type TaskRow, type TaskValues } from './columns/task';
import { copiedColumns } from './copy-rows';
import type { HourlyTask } from '../../../domain/src/simulation-inputs/index.js';

/** The stored columns of a checked task; the ids of its ranges kept from the payload. */
const valuesOf = (s: HourlyTask, given?: GivenIds) => storedValues<typeof TASK, HourlyTask, TaskValues>(TASK, s, given);

/** The simulation's tasks (or the one of that id) in list order, as the contract answers them. */
export async function listTasks(db: Kysely<Database>, simulationId: string, taskId?: string) {
  let q = db
    .selectFrom('variable_work as w')
    .innerJoin('center as c', 'c.id', 'w.center_id')
    .innerJoin('position as p', 'p.id', 'w.position_id')
    .selectAll('w')
    .select(['c.name as center_name', 'p.name as position_name'])
    .where('w.simulation_id', '=', simulationId);
  if (taskId) q = q.where('w.id', '=', taskId);
  const rows: TaskRow[] = await q.orderBy('w.seq').execute();
  return rows.map((r) => readValues(TASK, r));
}

/** Stores a new task; its id. */
export async function insertTask(db: Kysely<Database>, simulationId: string, s: HourlyTask, given?: GivenIds): Promise<string> {
  return (
    await db
      .insertInto('variable_work')
      .values({ ...valuesOf(s, given), simulation_id: simulationId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Stores the tasks of an imported workbook, in order. */
export async function insertTasks(db: Kysely<Database>, simulationId: string, list: readonly HourlyTask[]): Promise<void> {
  for (const s of list)
    await db
      .insertInto('variable_work')
      .values({ ...valuesOf(s), simulation_id: simulationId })
      .execute();
}

/** Changes the simulation's task of that id; false when it has none. */
export async function updateTask(
  db: Kysely<Database>,
  simulationId: string,
  id: string,
  s: HourlyTask,
  given?: GivenIds,
): Promise<boolean> {
  const r = await db
    .updateTable('variable_work')
    .set(valuesOf(s, given))
    .where('id', '=', id)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the simulation's task of that id; false when it has none. */
export async function deleteTask(db: Kysely<Database>, simulationId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('variable_work')
    .where('id', '=', id)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Whether any of those centers has a task. */
export async function centersHaveTasks(db: Kysely<Database>, centerIds: readonly string[]): Promise<boolean> {
  return !!(await db.selectFrom('variable_work').select('id').where('center_id', 'in', centerIds).limit(1).executeTakeFirst());
}

/** Copies the tasks of one simulation into another, pointing at the copies of their centers and positions. */
export async function copyTasks(
  db: Kysely<Database>,
  fromId: string,
  toId: string,
  centers: ReadonlyMap<string, string>,
  positions: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = await db.selectFrom('variable_work').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute();
  for (const row of rows)
    await db
      .insertInto('variable_work')
      .values({
        ...copiedColumns(row),
        simulation_id: toId,
        center_id: centers.get(row.center_id)!,
        position_id: positions.get(row.position_id)!,
      } as TaskValues & { simulation_id: string })
      .execute();
}
