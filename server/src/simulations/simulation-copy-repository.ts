/** The simulation row of a duplicate (./duplicate.ts): its basic data and bid copied under a new id and name. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const json = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** A duplicate: of which simulation, under which id and name, and when. */
export interface SimulationCopy {
  fromId: string;
  toId: string;
  name: string;
  now: Date;
}

/** Stores a new simulation of the same tender with the inputs of the simulation row `fromId` (not its results). */
export async function copySimulationRow(db: Kysely<Database>, { fromId, toId, name, now }: SimulationCopy): Promise<void> {
  const s = await db.selectFrom('simulation').selectAll().where('id', '=', fromId).executeTakeFirstOrThrow();
  await db
    .insertInto('simulation')
    .values({
      id: toId,
      project_id: s.project_id,
      name,
      service_date_init: s.service_date_init,
      service_duration: s.service_duration,
      social_security: s.social_security,
      absenteeism_rate: s.absenteeism_rate,
      social_security_mode: s.social_security_mode,
      at_ep_percent: s.at_ep_percent,
      category_positions_disabled: s.category_positions_disabled,
      bid: json(s.bid),
      updated_at: now,
    })
    .execute();
}
