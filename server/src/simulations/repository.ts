/** The SQL of a simulation's own row (table `simulation`); its inputs' SQL is in the module of each input. */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, SimulationTable } from '../db/schema';
import type { Schemas } from '../contract';
import { json } from '../db/json-column';

type Db = Kysely<Database> | Transaction<Database>;

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

/** What access checks, imports and the input document read of a simulation: its tender, status and basic data. */
export interface SimulationRow {
  id: string;
  project_id: string;
  name: string;
  status: string;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  /** how social security is priced (absent where a caller reads no more than the basic row above) */
  social_security_mode?: Schemas['SocialSecurityMode'];
  at_ep_percent?: number | null;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The basic row of a stored simulation, its numbers as numbers. */
export function simulationRowOf(
  r: Omit<SimulationRow, 'service_duration' | 'social_security' | 'absenteeism_rate' | 'at_ep_percent'> &
    Record<'service_duration' | 'social_security' | 'absenteeism_rate', unknown> & { at_ep_percent?: unknown },
): SimulationRow {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    status: r.status,
    service_date_init: r.service_date_init,
    service_duration: numOrNull(r.service_duration),
    social_security: numOrNull(r.social_security),
    absenteeism_rate: numOrNull(r.absenteeism_rate),
    ...(r.social_security_mode
      ? { social_security_mode: r.social_security_mode, at_ep_percent: numOrNull(r.at_ep_percent) }
      : {}),
  };
}

/** The columns of a simulation's basic data (Datos básicos). */
export const BASIC_DATA_COLUMNS = [
  'service_date_init',
  'service_duration',
  'social_security',
  'absenteeism_rate',
  'social_security_mode',
  'at_ep_percent',
] as const;

/** The simulation's basic row, or undefined. */
export async function findSimulationRow(db: Db, id: string): Promise<SimulationRow | undefined> {
  const row = await db
    .selectFrom('simulation')
    .select(['id', 'project_id', 'name', 'status', ...BASIC_DATA_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && simulationRowOf(row);
}

/** The workspace of the simulation's tender, undefined when there is no such simulation. */
export async function simulationWorkspace(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select('p.workspace_id')
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row?.workspace_id;
}

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

/** Deletes the simulation and its inputs (in the caller's transaction). */
export async function deleteSimulation(trx: Transaction<Database>, id: string): Promise<void> {
  // Rows that point at centers go first (their foreign keys do not cascade from the center).
  for (const table of ['fixed_work_shift', 'variable_work', 'subrogate', 'simulation_material_cost'] as const)
    await trx.deleteFrom(table).where('simulation_id', '=', id).execute();
  await trx.deleteFrom('simulation').where('id', '=', id).execute();
}

/** The grounds of the offer's justification written on the simulation, or null when none were. */
export async function loadJustification(db: Db, id: string): Promise<Schemas['JustificationGrounds'] | null> {
  const row = await db.selectFrom('simulation').select('justification').where('id', '=', id).executeTakeFirst();
  return json<Schemas['JustificationGrounds']>(row?.justification);
}

export async function saveJustification(db: Db, id: string, grounds: Schemas['JustificationGrounds'], now: Date): Promise<void> {
  await db
    .updateTable('simulation')
    .set({ justification: JSON.stringify(grounds), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * One part of a simulation's stored results (`results -> part`: the explanations, the bounds), read without the rest
 * (the whole results are 0.4 MB at the engine bench's L); null when the simulation has no results.
 */
export async function storedResultsPart<K extends 'explanations' | 'bounds'>(db: Db, id: string, part: K) {
  const row = await db
    .selectFrom('simulation')
    .select([
      sql<boolean | null>`jsonb_typeof(results) = 'object'`.as('solved'),
      sql<Schemas['Results'][K] | null>`results -> ${sql.lit(part)}`.as('part'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.solved ? (row.part ?? undefined) : null;
}
