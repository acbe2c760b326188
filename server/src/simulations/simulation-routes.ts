/** Config host: simulations in a tender (create, read, rename, basic data, delete, duplicate). */
import type { Updateable } from 'kysely';
import type { ConfigHandlers } from '../http/context';
import type { SimulationTable } from '../db/schema';
import { projectAccess, requirePermission } from '../access';
import { SIMULATION_NOT_FOUND, simulationAccess, requireStopped, rejectFieldErrors } from './access';
import { refuseTakenId } from './taken-ids';
import * as repo from './repository';
import { storageOf } from '../files/storage';
import { afterCommit, removeOwnedFiles } from '../files/owned';
import { mergeBid, refuseBadBid, storedBid } from './bid';
import { ownerBid } from './owner-repository';
import { checkName, duplicateSimulation, loadSimulation, removeSimulation } from './service';
import { SIMULATION_DEFAULTS, validateBasicData, SIMULATION_ID_TAKEN } from '@licita/domain';

const BASIC_FIELDS = repo.BASIC_DATA_COLUMNS;

export const simulationHandlers = {
  async createSimulation({ body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, body.project_id);
    requirePermission(access, 'simulation', 'create');
    const name = await checkName(deps.db, body.project_id, body.name);
    const id = await repo.insertSimulation(deps.db, {
      project_id: body.project_id,
      name,
      social_security: SIMULATION_DEFAULTS.social_security,
      absenteeism_rate: SIMULATION_DEFAULTS.absenteeism_rate,
      updated_at: deps.now(),
    });
    return { id };
  },

  async getSimulation({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return loadSimulation(deps.db, params.id);
  },

  async updateSimulation({ params, body, user, deps }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'update');
    const name = await checkName(deps.db, simulation.project_id, body.name, simulation.id);
    const given = BASIC_FIELDS.filter((f) => body[f] !== undefined);
    const set: Record<string, unknown> = { name, updated_at: deps.now() };
    // the bid inputs, like the basic data, change what the next launch computes
    if (given.length || body.bid !== undefined) requireStopped(simulation);
    if (body.bid !== undefined) {
      refuseBadBid(body.bid);
      const row = await ownerBid(deps.db, simulation);
      set.bid = JSON.stringify(mergeBid(storedBid(row?.bid), body.bid));
    }
    if (given.length) {
      const merged = { ...simulation, ...Object.fromEntries(given.map((f) => [f, body[f]])) };
      // the mode and its AT/EP rate are checked together: itemised needs the rate, whichever of the two was sent
      const checked: readonly string[] = given.includes('social_security_mode') ? [...given, 'at_ep_percent'] : given;
      rejectFieldErrors(validateBasicData(merged).filter((e) => checked.includes(e.field)));
      for (const f of given) set[f] = body[f];
    }
    await repo.updateSimulation(deps.db, simulation.id, set as Updateable<SimulationTable>);
    return loadSimulation(deps.db, simulation.id);
  },

  async deleteSimulation({ params, user, deps, reply }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'delete');
    await removeSimulation(deps.db, simulation.id);
    // Its files after the commit (../files/owned.ts): a crash in between leaves orphans for the sweep.
    await afterCommit('deleting a simulation', () => removeOwnedFiles(storageOf(deps), [simulation.id]));
    reply.code(204);
  },

  async duplicateSimulation({ body, user, deps }) {
    const { simulation, access } = await simulationAccess(deps.db, user.id, body.origin_simulation, 'read');
    requirePermission(access, 'simulation', 'create');
    // the origin's own id included: taken in this workspace, so 409 as the contract says
    await refuseTakenId(deps.db, repo.simulationWorkspace, body.new_simulation, access.workspaceId, {
      missing: SIMULATION_NOT_FOUND,
      taken: SIMULATION_ID_TAKEN,
      field: 'new_simulation',
    });
    await duplicateSimulation(deps.db, simulation, body.new_simulation, deps.now());
    return { id: body.new_simulation };
  },
} satisfies ConfigHandlers;
