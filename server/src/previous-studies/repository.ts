/**
 * The SQL of a previous study's own row (table `previous_study`), its stored solution, and its copy into a new
 * simulation; its jobs' SQL is in ./job-repository.ts.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, PreviousStudyTable, SimulationTable } from '../db/schema';
import type { Schemas } from '../contract';

type Db = Kysely<Database> | Transaction<Database>;

/** What access checks, imports and the input document read of a study: its tender, status and basic data. */
export interface PreviousStudyRow {
  kind: 'previous_study';
  id: string;
  project_id: string;
  name: string;
  status: string;
  sub_status: string | null;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  substitution_percentage: number | null;
  social_security_mode: Schemas['SocialSecurityMode'];
  at_ep_percent: number | null;
}

/** The basic data's columns (the form's fields). */
export const STUDY_BASIC_COLUMNS = [
  'service_date_init',
  'service_duration',
  'social_security',
  'absenteeism_rate',
  'substitution_percentage',
  'social_security_mode',
  'at_ep_percent',
] as const;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The study's row with its numbers as numbers, or null. */
export async function readPreviousStudy(db: Db, id: string): Promise<PreviousStudyRow | null> {
  const row = await db
    .selectFrom('previous_study')
    .select(['id', 'project_id', 'name', 'status', 'sub_status', ...STUDY_BASIC_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    kind: 'previous_study',
    service_duration: num(row.service_duration),
    social_security: num(row.social_security),
    absenteeism_rate: num(row.absenteeism_rate),
    substitution_percentage: num(row.substitution_percentage),
    at_ep_percent: num(row.at_ep_percent),
  };
}

/** The study's tender, undefined when there is no such study. */
export async function studyProjectId(db: Db, id: string): Promise<string | undefined> {
  return (await db.selectFrom('previous_study').select('project_id').where('id', '=', id).executeTakeFirst())?.project_id;
}

export async function insertStudy(db: Db, values: Insertable<PreviousStudyTable>): Promise<string> {
  return (await db.insertInto('previous_study').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function loadStudyRow(db: Db, id: string) {
  return db.selectFrom('previous_study').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateStudy(db: Db, id: string, set: Updateable<PreviousStudyTable>): Promise<void> {
  await db.updateTable('previous_study').set(set).where('id', '=', id).execute();
}

/** The study's stored bid (a JSON column). */
export async function studyBid(db: Db, id: string): Promise<unknown> {
  return (await db.selectFrom('previous_study').select('bid').where('id', '=', id).executeTakeFirstOrThrow()).bid;
}

/** The storage key of the study's solution workbook, if any. */
export async function studyWorkbookKey(db: Db, id: string): Promise<string | null> {
  return (await db.selectFrom('previous_study').select('workbook_key').where('id', '=', id).executeTakeFirstOrThrow())
    .workbook_key;
}

/** Deletes the study; its surrogates, other costs and import state go with it (on delete cascade). */
export async function deleteStudy(db: Db, id: string): Promise<void> {
  await db.deleteFrom('previous_study').where('id', '=', id).execute();
}

/** The study's stored solution with what its workbook needs (JSON columns as stored), or undefined. */
export function studySolutionRow(db: Db, id: string) {
  return db
    .selectFrom('previous_study')
    .select(['name', 'status', 'sub_status', 'solution', 'solution_version', 'workbook_key', 'events'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Remembers the workbook stored for that solution version (none when the study has moved on to another). */
export async function rememberStudyWorkbook(db: Db, id: string, version: number, key: string): Promise<void> {
  await db
    .updateTable('previous_study')
    .set({ workbook_key: key })
    .where('id', '=', id)
    .where('solution_version', '=', version)
    .execute();
}

/** The study's inputs a simulation made of it copies: its row, its surrogates and its other costs, in their order. */
export async function studyInputs(db: Db, id: string) {
  return {
    study: await db.selectFrom('previous_study').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    surrogates: await db.selectFrom('subrogate').selectAll().where('previous_study_id', '=', id).orderBy('seq').execute(),
    costs: await db
      .selectFrom('simulation_material_cost')
      .selectAll()
      .where('previous_study_id', '=', id)
      .orderBy('seq')
      .execute(),
  };
}

/**
 * A new simulation holding the study's surrogates and other costs read by `studyInputs` (no centers: the
 * surrogates are left for the engine to place, the costs apply to all centers); its id.
 */
export async function insertSimulationOfStudy(
  trx: Transaction<Database>,
  simulation: Insertable<SimulationTable>,
  { surrogates, costs }: Pick<Awaited<ReturnType<typeof studyInputs>>, 'surrogates' | 'costs'>,
): Promise<string> {
  const { id } = await trx.insertInto('simulation').values(simulation).returning('id').executeTakeFirstOrThrow();
  for (const { id: _id, seq: _q, previous_study_id: _p, created_at: _c, ...rest } of surrogates)
    await trx
      .insertInto('subrogate')
      .values({ ...rest, simulation_id: id, center_id: null, center_group: null })
      .execute();
  for (const { id: _id, seq: _q, previous_study_id: _p, created_at: _c, ...rest } of costs)
    await trx
      .insertInto('simulation_material_cost')
      .values({ ...rest, simulation_id: id, center_id: null })
      .execute();
  return id;
}
