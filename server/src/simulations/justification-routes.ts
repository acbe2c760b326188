/**
 * Config host: the grounds of the offer's justification (LCSP art. 149.4) a preparer writes on a simulation. They
 * are not inputs of the calculation: saved in any status, they change only the justification PDF.
 */
import type { ConfigHandlers } from '../http/context';
import type { Schemas } from '../contract';
import { simulationAccess } from './access';
import * as repo from './repository';

type Grounds = Schemas['JustificationGrounds'];

/** The grounds as sent: each text trimmed, an empty one stored as null. */
export function groundsOf(body: Grounds): Grounds {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' && v.trim() !== '' ? v.trim() : null]),
  ) as Grounds;
}

export const justificationHandlers = {
  async getSimulationJustification({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return (await repo.loadJustification(deps.db, params.id)) ?? {};
  },

  async updateSimulationJustification({ params, body, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'update');
    const grounds = groundsOf(body);
    await repo.saveJustification(deps.db, params.id, grounds, deps.now());
    return grounds;
  },
} satisfies ConfigHandlers;
