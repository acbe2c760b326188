/**
 * The stored roster's rows (`solution_roster_row`, migration 0029): written with a run's solution, or on the first
 * read of a solution stored before them; a page reads only its rows, the whole roster is their JSON in order.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { insertRows } from '../db/batch';
import type { RosterRowWrite } from './roster';

type Db = Kysely<Database> | Transaction<Database>;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Replaces the rows of the simulation's stored solution (whose row the caller has written or locked). */
export async function writeRosterRows(trx: Db, simulationId: string, rows: readonly RosterRowWrite[]): Promise<void> {
  await trx.deleteFrom('solution_roster_row').where('simulation_id', '=', simulationId).execute();
  await insertRows(
    trx,
    'solution_roster_row',
    rows.map((r) => ({ ...r, simulation_id: simulationId })),
  );
  await trx
    .updateTable('simulation_solution')
    .set({ roster_size: rows.length })
    .where('simulation_id', '=', simulationId)
    .execute();
}

/** Workers of the stored roster: null while its rows are not written, undefined without a solution. */
export async function storedRosterSize(db: Db, simulationId: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('simulation_solution')
    .select('roster_size')
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return row?.roster_size;
}

/** The output of a solution whose rows are not written yet, its row locked; null once they are (or without one). */
export async function lockedOutputWithoutRoster(trx: Db, simulationId: string): Promise<unknown> {
  const row = await trx
    .selectFrom('simulation_solution')
    .select(['output', 'roster_size'])
    .where('simulation_id', '=', simulationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.roster_size !== null) return null;
  return typeof row.output === 'string' ? JSON.parse(row.output) : row.output;
}

/** The JSON of every row of the stored roster, in its order. */
export async function rosterWorkersJson(db: Db, simulationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('solution_roster_row')
    .select('worker_json')
    .where('simulation_id', '=', simulationId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.worker_json);
}

export interface RosterRowFilter {
  /** folded ('' for all) */
  search: string;
  center: string;
  category: string;
}

/** The rows matching the filter, counted, with the minutes they cover each weekday, Monday first. */
export async function matchingRosterRows(db: Db, simulationId: string, f: RosterRowFilter) {
  const row = await matching(db, simulationId, f)
    .select((eb) => [eb.fn.countAll<string>().as('total'), ...WEEKDAYS.map((d) => sql<string | null>`sum(${sql.ref(d)})`.as(d))])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), minutes: WEEKDAYS.map((d) => Number(row[d] ?? 0)) };
}

/** The JSON of `limit` matching rows from `offset` on, in the roster's order. */
export async function rosterPageJson(db: Db, simulationId: string, f: RosterRowFilter, offset: number, limit: number) {
  const rows = await matching(db, simulationId, f)
    .select('worker_json')
    .orderBy('position')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.worker_json);
}

function matching(db: Db, simulationId: string, f: RosterRowFilter) {
  let q = db.selectFrom('solution_roster_row').where('simulation_id', '=', simulationId);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.center) q = q.where(sql<boolean>`${f.center} = any(centers)`);
  if (f.search) q = q.where(sql<boolean>`strpos(search_text, ${f.search}) > 0`);
  return q;
}

/** Every category and every center of the stored roster (unsorted). */
export async function rosterNames(db: Db, simulationId: string): Promise<{ categories: string[]; centers: string[] }> {
  const categories = await db
    .selectFrom('solution_roster_row')
    .select('category')
    .distinct()
    .where('simulation_id', '=', simulationId)
    .execute();
  const centers = await sql<{ center: string }>`
    select distinct unnest(centers) as center from solution_roster_row where simulation_id = ${simulationId}`.execute(db);
  return { categories: categories.map((r) => r.category), centers: centers.rows.map((r) => r.center) };
}
