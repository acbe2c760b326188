/**
 * Config host: the Formulario workbook of a simulation — its download link (built on this request when the inputs
 * changed), the upload address of 'Nueva simulación' with a file and its state.
 */
import type { ConfigHandlers } from '../http/context';
import { badRequest } from '../http/errors';
import { editableSimulation, simulationAccess } from './access';
import { formularioUploadStatus, formularioUploadUrl } from './formulario-upload';
import { formularioLink } from './formulario-export';
import { loadSimulation } from './service';

export const formularioHandlers = {
  async simulationFormularioUrl({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return formularioLink(deps, await loadSimulation(deps.db, params.id));
  },

  async simulationUploadUrl({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    if (body.simulation_uid !== simulation.id)
      throw badRequest('simulation_uid no es la simulación de la dirección', 'simulation_uid');
    if (body.project_uid !== simulation.project_id)
      throw badRequest('project_uid no es la licitación de la simulación', 'project_uid');
    return formularioUploadUrl(deps, simulation.id, body.filename, body.mime_type);
  },

  async simulationUploadStatus({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return formularioUploadStatus(deps, params.id);
  },
} satisfies ConfigHandlers;
