/**
 * The SQL of runs and of their solutions: the launch and cancel statements (run inside the service's
 * transactions), the row a polling page reads, and the stored solution a parameter change rewrites.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, SimulationTable } from '../db/schema';
import type { StoredOutput } from './solution';
import { endActiveRuns } from './run-repository';

type Db = Kysely<Database> | Transaction<Database>;

/** Sets a Stopped simulation Running; false when it is not Stopped (the row is locked until the transaction ends). */
export async function markRunning(trx: Db, simulationId: string, now: Date): Promise<boolean> {
  const started = await trx
    .updateTable('simulation')
    .set({ status: 'Running', started: now, finished: null, results: null, updated_at: now })
    .where('id', '=', simulationId)
    .where('status', '=', 'Stopped')
    .returning('id')
    .executeTakeFirst();
  return !!started;
}

export async function simulationStatus(db: Db, simulationId: string): Promise<string | undefined> {
  return (await db.selectFrom('simulation').select('status').where('id', '=', simulationId).executeTakeFirst())?.status;
}

/** Spends one launch of the workspace's quota in one conditional update; false when none is left. */
export async function spendQuota(trx: Db, workspaceId: string): Promise<boolean> {
  const spent = await sql<{ simulations_executed: number }>`
    update workspace set simulations_executed = simulations_executed + 1
    where id = ${workspaceId}
      and (max_simulations is null or simulations_executed < max_simulations + simulations_added_from_last_month)
    returning simulations_executed`.execute(trx);
  return spent.rows.length > 0;
}

/**
 * Gives back the launch a run spent when it ends in error, whatever the reason (invalid data, an engine failure,
 * a lost worker): the quota counts runs that did not fail. Called in the statement's transaction that moves the
 * run to error, which happens once per run (a conditional update), so a launch is never given back twice.
 */
export async function giveBackQuota(trx: Db, runId: string): Promise<void> {
  await sql`
    update workspace set simulations_executed = greatest(simulations_executed - 1, 0)
    where id = (select workspace_id from simulation_run where id = ${runId})`.execute(trx);
}

/** Drops the previous run's events and solution and opens a new run; its id. */
export async function openRun(trx: Db, simulationId: string, workspaceId: string): Promise<string> {
  await trx.deleteFrom('simulation_event').where('simulation_id', '=', simulationId).where('run_id', 'is not', null).execute();
  await trx.deleteFrom('simulation_solution').where('simulation_id', '=', simulationId).execute();
  return (
    await trx
      .insertInto('simulation_run')
      .values({ simulation_id: simulationId, workspace_id: workspaceId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Sets a Running simulation Stopped; false when it is not Running. */
export async function markStopped(trx: Db, simulationId: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('simulation')
    .set({ status: 'Stopped', finished: now, updated_at: now })
    .where('id', '=', simulationId)
    .where('status', '=', 'Running')
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Cancels the simulation's queued or running runs; their ids. */
export async function cancelActiveRuns(trx: Db, simulationId: string, now: Date): Promise<string[]> {
  return endActiveRuns(trx, [simulationId], { status: 'cancelled', finished_at: now, message: 'cancelled' });
}

/** The ids of the simulation's queued or running runs. */
export async function activeRunIds(db: Db, simulationId: string): Promise<string[]> {
  const runs = await db
    .selectFrom('simulation_run')
    .select('id')
    .where('simulation_id', '=', simulationId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return runs.map((r) => r.id);
}

/** Every column of the simulation but its results (megabytes of JSON after a big tender's run). */
const COLUMNS_BUT_RESULTS = [
  's.id',
  's.project_id',
  's.name',
  's.status',
  's.started',
  's.finished',
  's.created_at',
  's.updated_at',
  's.data_url',
  's.result_url',
  's.service_date_init',
  's.service_duration',
  's.social_security',
  's.absenteeism_rate',
  's.social_security_mode',
  's.at_ep_percent',
  's.bid',
  's.category_positions_disabled',
  's.inputs_version',
  's.formulario_key',
  's.formulario_version',
  's.justification',
] as const satisfies readonly `s.${keyof SimulationTable}`[];

/**
 * The simulation row with its tender's workspace and its solution's version and stored workbook, in one query. Its
 * results come without the parts `resultsSummary` leaves out (the bounds stay: their sums are the quality card's):
 * at XL, 2.2 MB of JSON read and parsed at every poll of the page otherwise.
 */
export function loadPolledSimulation(db: Db, id: string) {
  return db
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .leftJoin('simulation_solution as ss', 'ss.simulation_id', 's.id')
    .select(COLUMNS_BUT_RESULTS)
    .select(
      // an object only: `-` refuses a JSON scalar, and `storedResults` reads anything else as no results
      sql<Selectable<SimulationTable>['results']>`case when jsonb_typeof(s.results) = 'object'
        then s.results - 'demand' - 'idle_surrogate_hours' - 'explanations' end`.as('results'),
    )
    .select([
      'p.workspace_id',
      'ss.version as solution_version',
      'ss.workbook_key as solution_workbook_key',
      'ss.inputs_version as solution_inputs_version',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The simulation's inputs stamp when its solution's document was read (null: no solution, or one stored before snapshots). */
export async function solutionInputsVersion(db: Db, simulationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('simulation_solution')
    .select('inputs_version')
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return row?.inputs_version ?? null;
}

/** The columns of one kind of change to a solution: its status, message and time. */
export interface ChangeColumns {
  status: 'params_status' | 'ss_status';
  at: 'params_updated_at' | 'ss_updated_at';
  message: 'params_message' | 'ss_message';
}

export const changeColumns = (kind: 'params' | 'ss'): ChangeColumns =>
  kind === 'params'
    ? { status: 'params_status', at: 'params_updated_at', message: 'params_message' }
    : { status: 'ss_status', at: 'ss_updated_at', message: 'ss_message' };

/** Marks the change PENDING unless one is pending since `staleBefore` or later; false when one is. */
export async function markChangePending(
  db: Db,
  simulationId: string,
  c: ChangeColumns,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const marked = await db
    .updateTable('simulation_solution')
    .set({ [c.status]: 'PENDING', [c.message]: null, [c.at]: now } as never)
    .where('simulation_id', '=', simulationId)
    .where((eb) => eb.or([eb(c.status, '<>', 'PENDING'), eb(c.at, '<', staleBefore)]))
    .returning('simulation_id')
    .executeTakeFirst();
  return !!marked;
}

export async function markChangeEnded(
  db: Db,
  simulationId: string,
  c: ChangeColumns,
  status: 'ERROR',
  message: string,
): Promise<void> {
  await db
    .updateTable('simulation_solution')
    .set({ [c.status]: status, [c.message]: message } as never)
    .where('simulation_id', '=', simulationId)
    .execute();
}

/**
 * The simulation's stored solution with only the named parts of its output, or null without one. A big tender's
 * output is tens of megabytes of JSON: a status poll reads none of it, 'Modificar parámetros' only its parameters.
 */
export async function loadSolution<K extends keyof StoredOutput>(db: Db, simulationId: string, parts: readonly K[]) {
  const output = parts.length
    ? sql<unknown>`jsonb_build_object(${sql.join(parts.map((k) => sql`${k}::text, output -> ${k}::text`))})`
    : sql<unknown>`'{}'::jsonb`;
  const row = await db
    .selectFrom('simulation_solution')
    .select(['run_id', 'version', 'updated_at'])
    .select(['params_status', 'params_message', 'params_updated_at', 'ss_status', 'ss_message', 'ss_updated_at'])
    .select(output.as('output'))
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, output: (typeof row.output === 'string' ? JSON.parse(row.output) : row.output) as Pick<StoredOutput, K> };
}

/** The stored output of the simulation's solution, its row locked until the transaction ends. */
export async function lockedSolutionOutput<T>(trx: Db, simulationId: string): Promise<T> {
  const row = await trx
    .selectFrom('simulation_solution')
    .select(['output'])
    .where('simulation_id', '=', simulationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return (typeof row.output === 'string' ? JSON.parse(row.output) : row.output) as T;
}

/** Stores the re-costed output, the change FINISHED, one version later. */
export async function writeSolutionOutput(
  trx: Db,
  simulationId: string,
  output: unknown,
  c: ChangeColumns,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('simulation_solution')
    .set(
      (eb) =>
        ({
          [c.status]: 'FINISHED',
          [c.message]: null,
          output: JSON.stringify(output),
          version: eb('version', '+', 1),
          updated_at: now,
        }) as never,
    )
    .where('simulation_id', '=', simulationId)
    .execute();
}

export async function writeResults(trx: Db, simulationId: string, results: Record<string, unknown>, now: Date): Promise<void> {
  await trx
    .updateTable('simulation')
    .set({ results: JSON.stringify(results), updated_at: now })
    .where('id', '=', simulationId)
    .execute();
}

/** The run, version and last change of the simulation's stored solution (what a view built of it is kept by), without its output. */
export function solutionVersionOf(db: Db, simulationId: string) {
  return db
    .selectFrom('simulation_solution')
    .select(['run_id', 'version', 'updated_at'])
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
}

/** The simulation's stored Formulario key and its solution's version (null without one); undefined when it is gone. */
export async function documentVersions(
  db: Db,
  simulationId: string,
): Promise<{ formularioKey: string | null; solutionVersion: number | null } | undefined> {
  const row = await db
    .selectFrom('simulation as s')
    .leftJoin('simulation_solution as ss', 'ss.simulation_id', 's.id')
    .select(['s.formulario_key', 'ss.version'])
    .where('s.id', '=', simulationId)
    .executeTakeFirst();
  return row && { formularioKey: row.formulario_key, solutionVersion: row.version ?? null };
}
