/** The SQL of "Descargar comparativa" (./comparison-file.ts): what it reads of a simulation's stored solution. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The simulation's name, status and tender, undefined when there is no such simulation. */
export function simulationHeading(db: Db, id: string): Promise<{ name: string; status: string; project_id: string } | undefined> {
  return db.selectFrom('simulation').select(['name', 'status', 'project_id']).where('id', '=', id).executeTakeFirst();
}

/**
 * The version and the results (as stored) of the simulation's solution, undefined without one. Only the results
 * are read: a large solution's roster never crosses to the API's event loop.
 */
export function solutionResults(db: Db, simulationId: string): Promise<{ version: number; results: unknown } | undefined> {
  return db
    .selectFrom('simulation_solution')
    .select(['version', sql<unknown>`output->'results'`.as('results')])
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
}
