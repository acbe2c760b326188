/** The SQL of tenders (table `project`) and of the cards listed under one (simulations, previous studies). */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { foldedContains } from '../db/name-search';
import type { TenderData } from '@licita/domain';

type Db = Kysely<Database>;

/** The tender's data a preparer types (or a notice gives): contracting authority, expediente, lot, valor estimado. */
export type ProjectRow = {
  id: string;
  name: string;
  workspace_id: string;
  created_at: Date;
  simulation_number: number;
  award_criteria: unknown;
  import_source: unknown;
  award_results: unknown;
} & TenderData;

/** A tender as the list gives it: without the imported notice and its criteria (up to megabytes per tender). */
export type ProjectListRow = Omit<ProjectRow, 'award_criteria' | 'import_source' | 'award_results'>;

const simulationCount = sql<number>`(select count(*)::int from simulation s where s.project_id = p.id)`;

const selectListed = (db: Db) =>
  db
    .selectFrom('project as p')
    .select(['p.id', 'p.name', 'p.workspace_id', 'p.created_at', simulationCount.as('simulation_number')])
    .select(['p.contracting_authority', 'p.file_number', 'p.lot', 'p.estimated_value', 'p.extension_months']);

const selectProjects = (db: Db) => selectListed(db).select(['p.award_criteria', 'p.import_source', 'p.award_results']);

/** Whether the tender exists in the workspace. */
export async function projectInWorkspace(db: Db, workspaceId: string, id: string): Promise<boolean> {
  return !!(await db
    .selectFrom('project')
    .select('id')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst());
}

/**
 * One page of the workspace's tenders, newest first, with one more row than `limit` when another page follows;
 * `startId` (a tender of the workspace) starts the page at it.
 */
export function pageOfProjects(
  db: Db,
  workspaceId: string,
  search: string,
  startId: string | undefined,
  limit: number,
): Promise<ProjectListRow[]> {
  let q = selectListed(db).where('p.workspace_id', '=', workspaceId);
  if (search) {
    q = q.where(foldedContains('p.folded_name', search));
  }
  if (startId) {
    // Compared inside SQL: a JavaScript Date would lose the microseconds of the stored timestamp.
    q = q.where(sql<SqlBool>`(p.created_at, p.id) <= (select s.created_at, s.id from project s where s.id = ${startId})`);
  }
  return q
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function loadProject(db: Db, id: string): Promise<ProjectRow> {
  return selectProjects(db).where('p.id', '=', id).executeTakeFirstOrThrow();
}

export async function insertProject(db: Db, workspaceId: string, name: string): Promise<string> {
  return (await db.insertInto('project').values({ workspace_id: workspaceId, name }).returning('id').executeTakeFirstOrThrow())
    .id;
}

/** Renames the tender and saves the data given (a field left out keeps its value). */
export async function updateProject(
  db: Db,
  workspaceId: string,
  id: string,
  set: { name: string } & Partial<TenderData>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('project')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The ids of the tender's simulations and previous studies (the owners of its stored files). */
export async function projectOwnerIds(db: Db, projectId: string): Promise<string[]> {
  const sims = await db.selectFrom('simulation').select('id').where('project_id', '=', projectId).execute();
  const studies = await db.selectFrom('previous_study').select('id').where('project_id', '=', projectId).execute();
  return [...sims, ...studies].map((r) => r.id);
}

/** Deletes the tender; its simulations and previous studies go with it (ON DELETE CASCADE). */
export async function deleteProject(db: Db, workspaceId: string, id: string): Promise<void> {
  await db.deleteFrom('project').where('id', '=', id).where('workspace_id', '=', workspaceId).execute();
}

/** The tender's simulations, newest first, with the two figures their cards show (read from the stored results). */
export function simulationCards(db: Db, projectId: string) {
  return db
    .selectFrom('simulation')
    .select(['id', 'name', 'project_id', 'status', 'started', 'finished', 'created_at', 'updated_at'])
    .select([
      sql<number | null>`(results->>'total_cost')::float8`.as('total_cost'),
      sql<number | null>`(results#>>'{bid,offer_without_vat}')::float8`.as('offer_without_vat'),
      sql<number | null>`(bid#>>'{price_score,max_points}')::float8`.as('price_points'),
    ])
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The tender's previous studies, newest first. */
export function previousStudyCards(db: Db, projectId: string) {
  return db
    .selectFrom('previous_study')
    .select(['id', 'name', 'project_id', 'status', 'sub_status', 'started', 'finished', 'created_at', 'updated_at'])
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The tender's data and its workspace's bidder, as the justification of an offer prints them. */
export function justificationHeader(db: Db, projectId: string) {
  return db
    .selectFrom('project as p')
    .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
    .select([
      'p.name',
      'p.contracting_authority',
      'p.file_number',
      'p.lot',
      'p.estimated_value',
      'p.extension_months',
      'p.import_source',
      'w.company_name',
      'w.tax_id',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirstOrThrow();
}
