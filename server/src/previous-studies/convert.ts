/**
 * A previous study made into a simulation: a new Stopped simulation in the same tender with the
 * study's basic data (a simulation has no substitution percentage), its surrogates and its other costs. A study
 * has no centers: the surrogates are left for the engine to place and the costs apply to all centers.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { PREVIOUS_STUDY_MESSAGES } from '../../../domain/src/previous-study.js';

export async function simulationFromStudy(db: Kysely<Database>, studyId: string, name: string, now: Date): Promise<string> {
  const study = await db.selectFrom('previous_study').selectAll().where('id', '=', studyId).executeTakeFirstOrThrow();
  const surrogates = await db.selectFrom('subrogate').selectAll().where('previous_study_id', '=', studyId).orderBy('seq').execute();
  // a simulation's surrogate must have a category
  if (surrogates.some((s) => !s.category_id)) throw badRequest(PREVIOUS_STUDY_MESSAGES.surrogateWithoutCategory);
  const costs = await db.selectFrom('simulation_material_cost').selectAll().where('previous_study_id', '=', studyId).orderBy('seq').execute();
  const simulation = await db
    .insertInto('simulation')
    .values({
      project_id: study.project_id,
      name,
      service_date_init: study.service_date_init,
      service_duration: study.service_duration,
      social_security: study.social_security,
      absenteeism_rate: study.absenteeism_rate,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { id: _id, seq: _q, previous_study_id: _p, created_at: _c, ...rest } of surrogates)
    await db.insertInto('subrogate').values({ ...rest, simulation_id: simulation.id, center_id: null, center_group: null }).execute();
  for (const { id: _id, seq: _q, previous_study_id: _p, created_at: _c, ...rest } of costs)
    await db.insertInto('simulation_material_cost').values({ ...rest, simulation_id: simulation.id, center_id: null }).execute();
  return simulation.id;
}
