/**
 * The SQL behind a solution's documents (the workbook, the justification PDF): what names a file's version, the
 * stored solution as JSON text for the document thread, and the workbook's key once stored.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The version of the simulation's solution and the key of its stored workbook, without the solution itself (large). */
export function solutionFileVersion(
  db: Executor,
  simulationId: string,
): Promise<{ version: number; workbook_key: string | null } | undefined> {
  return db
    .selectFrom('simulation_solution')
    .select(['version', 'workbook_key'])
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
}

/** The simulation's name and status. */
export function simulationNameAndStatus(db: Executor, simulationId: string) {
  return db.selectFrom('simulation').select(['name', 'status']).where('id', '=', simulationId).executeTakeFirst();
}

/** What a simulation's justification prints beside its solution: its name and status, its tender, its grounds. */
export function simulationJustification(db: Executor, simulationId: string) {
  return db
    .selectFrom('simulation')
    .select(['name', 'status', 'project_id', 'justification'])
    .where('id', '=', simulationId)
    .executeTakeFirst();
}

/** The tender and the grounds of a previous study's justification. */
export function studyJustification(db: Executor, studyId: string) {
  return db
    .selectFrom('previous_study')
    .select(['project_id', 'justification'])
    .where('id', '=', studyId)
    .executeTakeFirstOrThrow();
}

/** The stored solution's version, output and input document as JSON text (parsed in the document thread). */
export function solutionText(
  db: Executor,
  simulationId: string,
): Promise<{ version: number; output: string; document: string | null } | undefined> {
  return db
    .selectFrom('simulation_solution')
    .select(['version', sql<string>`output::text`.as('output'), sql<string | null>`document::text`.as('document')])
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
}

/** Remembers the workbook stored for that version (nothing when the solution moved on meanwhile). */
export async function rememberWorkbook(db: Executor, simulationId: string, key: string, version: number): Promise<void> {
  await db
    .updateTable('simulation_solution')
    .set({ workbook_key: key, workbook_version: version })
    .where('simulation_id', '=', simulationId)
    .where('version', '=', version)
    .execute();
}
