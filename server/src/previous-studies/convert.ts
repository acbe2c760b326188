/**
 * A previous study made into a simulation: a new Stopped simulation in the same tender with the
 * study's basic data with its social security mode (a simulation has no substitution percentage), its surrogates and its other costs. A study
 * has no centers: the surrogates are left for the engine to place and the costs apply to all centers.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { PREVIOUS_STUDY_MESSAGES } from '@licita/domain';
import { insertSimulationOfStudy, studyInputs } from './repository';

export async function simulationFromStudy(trx: Transaction<Database>, studyId: string, name: string, now: Date): Promise<string> {
  const inputs = await studyInputs(trx, studyId);
  // a simulation's surrogate must have a category
  if (inputs.surrogates.some((s) => !s.category_id)) throw badRequest(PREVIOUS_STUDY_MESSAGES.surrogateWithoutCategory);
  const { study } = inputs;
  return insertSimulationOfStudy(
    trx,
    {
      project_id: study.project_id,
      name,
      service_date_init: study.service_date_init,
      service_duration: study.service_duration,
      social_security: study.social_security,
      absenteeism_rate: study.absenteeism_rate,
      social_security_mode: study.social_security_mode,
      at_ep_percent: study.at_ep_percent,
      updated_at: now,
    },
    inputs,
  );
}
