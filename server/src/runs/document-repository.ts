/**
 * The SQL behind a solution's documents (the workbook, the justification PDF): what names a file's version, the
 * stored solution as JSON text (in parts) for the document thread, and the workbook's key once stored.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { TEXT_PART } from '../documents/document-kinds';

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
    .select(['name', 'status', 'project_id', 'justification', 'finished'])
    .where('id', '=', simulationId)
    .executeTakeFirst();
}

/**
 * What a previous study's justification prints beside its solution (its name, tender and grounds), its status and
 * solution version, and whether it has a solution, without the solution itself (large).
 */
export function studyJustification(db: Executor, studyId: string) {
  return db
    .selectFrom('previous_study')
    .select([
      'name',
      'status',
      'solution_version',
      'project_id',
      'justification',
      'finished',
      sql<boolean>`coalesce(solution is not null and solution <> 'null'::jsonb, false)`.as('solved'),
    ])
    .where('id', '=', studyId)
    .executeTakeFirst();
}

/**
 * A previous study's stored solution (its output and the document it was costed from) and its version, as JSON text
 * in consecutive parts of TEXT_PART characters, one row per part (as `solutionText`); undefined without one.
 */
export async function studySolutionText(
  db: Executor,
  studyId: string,
): Promise<{ version: number; solution: string[] } | undefined> {
  const { rows } = await sql<{ version: number; part: string }>`
    with s as materialized (
      select solution_version as version, solution::text as solution from previous_study
      where id = ${studyId} and solution is not null and solution <> 'null'::jsonb
    )
    select version, substr(solution, at, ${TEXT_PART}::int) as part
    from s, generate_series(1, length(solution), ${TEXT_PART}::int) as at
    order by at`.execute(db);
  if (rows.length === 0) return undefined;
  return { version: rows[0]!.version, solution: rows.map((r) => r.part) };
}

/**
 * The stored solution's version, output and input document as JSON text (parsed in the document thread), each in
 * consecutive parts of TEXT_PART characters, one row per part: node-postgres decodes a row's text as soon as the row
 * has arrived, so a large output (megabytes) is decoded in slices between other requests instead of in one go.
 * A document stored as JSON null reads as null.
 */
export async function solutionText(
  db: Executor,
  simulationId: string,
): Promise<{ version: number; output: string[]; document: string[] | null } | undefined> {
  const { rows } = await sql<{ version: number; text: 'output' | 'document'; part: string }>`
    with s as materialized (
      select version, output::text as output, nullif(document::text, 'null') as document
      from simulation_solution where simulation_id = ${simulationId}
    )
    select version, 'output' as text, at, substr(output, at, ${TEXT_PART}::int) as part
    from s, generate_series(1, greatest(length(output), 1), ${TEXT_PART}::int) as at
    union all
    select version, 'document' as text, at, substr(document, at, ${TEXT_PART}::int) as part
    from s, generate_series(1, length(document), ${TEXT_PART}::int) as at
    order by text desc, at`.execute(db);
  if (rows.length === 0) return undefined;
  const of = (text: 'output' | 'document') => rows.filter((r) => r.text === text).map((r) => r.part);
  const document = of('document');
  return { version: rows[0]!.version, output: of('output'), document: document.length > 0 ? document : null };
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
