/**
 * Runs, solutions and events written in batches: the stored solution and the events of one run copied to many
 * simulations in one statement each, inside the database (the output is not read back into the process).
 * `npm run bench:scale` seeds its solved simulations through these, from one real run per size.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SimulationRunTable } from '../db/schema';
import { insertRows } from '../db/batch';

type Db = Kysely<Database>;

/** A simulation that receives a copy, with the run its copy belongs to. */
export interface CopyTarget {
  simulation_id: string;
  run_id: string;
}

/** The targets as rows a statement can join (one JSON parameter whatever their number). */
const targetRows = (targets: readonly CopyTarget[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(targets.map((t, ord) => ({ ...t, ord })))}::jsonb) as t(simulation_id uuid, run_id uuid, ord int)`;

export function insertRuns(db: Db, rows: readonly Insertable<SimulationRunTable>[]): Promise<void> {
  return insertRows(db, 'simulation_run', rows);
}

/** Copies the stored solution of `fromSimulationId` (output, input document, stamp) to each target, version 1. */
export async function copySolution(db: Db, fromSimulationId: string, targets: readonly CopyTarget[], now: Date): Promise<void> {
  if (!targets.length) return;
  await sql`
    insert into simulation_solution (simulation_id, run_id, output, document, inputs_version, updated_at)
    select t.simulation_id, t.run_id, s.output, s.document, s.inputs_version, ${now}
    from simulation_solution s, ${targetRows(targets)}
    where s.simulation_id = ${fromSimulationId}`.execute(db);
}

/** Copies the events of `fromSimulationId`'s last run to each target's run, in their order. */
export async function copyEvents(db: Db, fromSimulationId: string, targets: readonly CopyTarget[]): Promise<void> {
  if (!targets.length) return;
  await sql`
    insert into simulation_event (simulation_id, run_id, created, title, description, type_info, "group")
    select t.simulation_id, t.run_id, e.created, e.title, e.description, e.type_info, e."group"
    from simulation_event e, ${targetRows(targets)}
    where e.simulation_id = ${fromSimulationId} and e.run_id is not null
    order by t.ord, e.seq`.execute(db);
}
