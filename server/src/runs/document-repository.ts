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
 * in consecutive parts (as `solutionText`); undefined without one.
 */
export async function studySolutionText(
  db: Executor,
  studyId: string,
): Promise<{ version: number; solution: string[] } | undefined> {
  const { rows } = await sql<{ version: number; part: string }>`
    with s as materialized (
      select solution_version as version, convert_to(solution::text, 'UTF8') as solution from previous_study
      where id = ${studyId} and solution is not null and solution <> 'null'::jsonb
    )
    select version, encode(substring(solution from at for ${TEXT_PART}::int), 'base64') as part
    from s, generate_series(1, length(solution), ${TEXT_PART}::int) as at
    order by at`.execute(db);
  if (rows.length === 0) return undefined;
  return { version: rows[0]!.version, solution: decodedParts(rows.map((r) => r.part)) };
}

/**
 * Parts of UTF-8 (in base64) decoded in order into text; a character cut between two parts is joined by the
 * streaming decoder. The database cuts bytes, not characters: a substring by characters walks the text from its
 * start on every part (UTF-8 has no index by character), which made XL's justification wait 100 s for its read.
 * Base64 rather than bytea: PGlite parses bytea's hex text in JavaScript, seconds for XL's output.
 */
function decodedParts(parts: readonly string[]): string[] {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return parts.map((part, i) => decoder.decode(Buffer.from(part, 'base64'), { stream: i < parts.length - 1 }));
}

/**
 * The stored solution's version, output and input document as JSON text (parsed in the document thread), each in
 * consecutive parts of at most TEXT_PART bytes, one row per part: node-postgres decodes a row as soon as it has
 * arrived, so a large output (megabytes) is decoded in slices between other requests instead of in one go.
 * A document stored as JSON null reads as null.
 */
export async function solutionText(
  db: Executor,
  simulationId: string,
): Promise<{ version: number; output: string[]; document: string[] | null } | undefined> {
  const { rows } = await sql<{ version: number; text: 'output' | 'document'; part: string }>`
    with s as materialized (
      select version, convert_to(output::text, 'UTF8') as output,
        convert_to(nullif(document::text, 'null'), 'UTF8') as document
      from simulation_solution where simulation_id = ${simulationId}
    )
    select version, 'output' as text, at, encode(substring(output from at for ${TEXT_PART}::int), 'base64') as part
    from s, generate_series(1, greatest(length(output), 1), ${TEXT_PART}::int) as at
    union all
    select version, 'document' as text, at, encode(substring(document from at for ${TEXT_PART}::int), 'base64') as part
    from s, generate_series(1, length(document), ${TEXT_PART}::int) as at
    order by text desc, at`.execute(db);
  if (rows.length === 0) return undefined;
  const of = (text: 'output' | 'document') => decodedParts(rows.filter((r) => r.text === text).map((r) => r.part));
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
