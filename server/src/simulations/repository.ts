/** The SQL of a simulation's own row (table `simulation`); its inputs' SQL is in the module of each input. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, SimulationTable } from '../db/schema';
import type { Schemas } from '../contract';
import { json } from '../db/json-column';

type Db = Kysely<Database>;

/** Whether another simulation of the tender has that name (trimmed, case-insensitive). */
export async function nameTaken(db: Db, projectId: string, name: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('simulation')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<boolean>`lower(btrim(name)) = lower(btrim(${name}))`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export function loadSimulationRow(db: Db, id: string) {
  return db.selectFrom('simulation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export type StoredSimulation = Awaited<ReturnType<typeof loadSimulationRow>>;

export async function insertSimulation(db: Db, values: Insertable<SimulationTable>): Promise<string> {
  return (await db.insertInto('simulation').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSimulation(db: Db, id: string, set: Updateable<SimulationTable>): Promise<void> {
  await db.updateTable('simulation').set(set).where('id', '=', id).execute();
}

/** Marks the simulation as changed now. */
export async function touchSimulation(db: Db, id: string, now: Date): Promise<void> {
  await updateSimulation(db, id, { updated_at: now });
}

/** Deletes the simulation and its inputs in one transaction. */
export async function deleteSimulation(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Rows that point at centers go first (their foreign keys do not cascade from the center).
    for (const table of ['fixed_work_shift', 'variable_work', 'subrogate', 'simulation_material_cost'] as const)
      await trx.deleteFrom(table).where('simulation_id', '=', id).execute();
    await trx.deleteFrom('simulation').where('id', '=', id).execute();
  });
}

/** The grounds of the offer's justification written on the simulation, or null when none were. */
export async function loadJustification(db: Db, id: string): Promise<Schemas['JustificationGrounds'] | null> {
  const row = await db.selectFrom('simulation').select('justification').where('id', '=', id).executeTakeFirst();
  return json<Schemas['JustificationGrounds']>(row?.justification);
}

export async function saveJustification(db: Db, id: string, grounds: Schemas['JustificationGrounds'], now: Date): Promise<void> {
  await db.updateTable('simulation').set({ justification: JSON.stringify(grounds), updated_at: now }).where('id', '=', id).execute();
}
