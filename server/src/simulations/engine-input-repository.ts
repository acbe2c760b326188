/**
 * The SQL of the engine's input document (./input-document.ts) that no input module answers in the engine's shape:
 * the simulation's centers as the engine reads them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The simulation's centers in their order, as the engine's document holds them. */
export async function engineCenters(db: Db, simulationId: string) {
  const rows = await db
    .selectFrom('center')
    .select(['id', 'name', 'municipality_id', 'agreement_id', 'center_group', 'vacation_coverage'])
    .where('simulation_id', '=', simulationId)
    .orderBy('seq')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    municipality_id: c.municipality_id,
    agreement_id: c.agreement_id,
    center_group: c.center_group,
    vacation_coverage: Number(c.vacation_coverage),
  }));
}
