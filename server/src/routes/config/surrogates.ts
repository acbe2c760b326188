/** Config host: the surrogates (Subrogados) of a simulation, and their spreadsheet. */
import * as E from 'fp-ts/lib/Either.js';
import type { OperationHandlers } from '../../http/context';
import { notFound } from '../../http/errors';
import { editableSimulation, rejectFieldErrors, simulationAccess } from '../../simulations/access';
import { assertSurrogate, listSubrogates, surrogateValues } from '../../simulations/subrogates';
import { importStatus, importUploadUrl, templateUrl } from '../../simulations/imports';
import { checkSurrogate } from '../../../../domain/src/simulation-inputs/index.js';

function checked(body: any) {
  const r = checkSurrogate(body);
  if (E.isLeft(r)) {
    rejectFieldErrors(r.left);
    throw new Error('unreachable');
  }
  return r.right;
}

export const surrogateHandlers: OperationHandlers = {
  async listSimulationSubrogates({ params, user, deps }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'read');
    return listSubrogates(deps.db, simulation);
  },

  async getSimulationSubrogate({ params, user, deps }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'read');
    const [s] = await listSubrogates(deps.db, simulation, params.subrogateId);
    if (!s) throw notFound('El subrogado no existe');
    return s;
  },

  async createSimulationSubrogate({ params, body, user, deps }) {
    const { simulation, workspaceId } = await editableSimulation(deps.db, user.id, params.id);
    const s = checked(body);
    await assertSurrogate(deps.db, simulation.id, workspaceId, s);
    const row = await deps.db.insertInto('subrogate').values({ ...surrogateValues(s), simulation_id: simulation.id }).returning('id').executeTakeFirstOrThrow();
    await deps.db.updateTable('simulation').set({ updated_at: deps.now() }).where('id', '=', simulation.id).execute();
    return { id: row.id };
  },

  async updateSimulationSubrogate({ params, body, user, deps }) {
    const { simulation, workspaceId } = await editableSimulation(deps.db, user.id, params.id);
    const s = checked(body);
    await assertSurrogate(deps.db, simulation.id, workspaceId, s);
    const r = await deps.db.updateTable('subrogate').set(surrogateValues(s)).where('id', '=', params.subrogateId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw notFound('El subrogado no existe');
    await deps.db.updateTable('simulation').set({ updated_at: deps.now() }).where('id', '=', simulation.id).execute();
    return (await listSubrogates(deps.db, simulation, params.subrogateId))[0];
  },

  async deleteSimulationSubrogate({ params, user, deps, reply }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    const r = await deps.db.deleteFrom('subrogate').where('id', '=', params.subrogateId).where('simulation_id', '=', simulation.id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw notFound('El subrogado no existe');
    reply.code(204);
  },

  async simulationSubrogatesUploadUrl({ params, body, user, deps, request }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    return importUploadUrl(deps, request, simulation.id, 'subrogates', body.filename, body.mime_type);
  },

  async simulationSubrogatesUploadStatus({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return importStatus(deps.db, params.id, 'subrogates');
  },

  async simulationSubrogatesDownloadUrl({ params, user, deps, request }) {
    const { simulation, workspaceId } = await simulationAccess(deps.db, user.id, params.id, 'read');
    return templateUrl(deps, request, simulation, workspaceId, 'subrogates');
  },
};
