/** Config host: the surrogates (Subrogados) of a simulation or of a previous study, and their spreadsheet. */
import type { BodyOf, ConfigHandlers, SharedHandler } from '../http/context';
import { notFound } from '../http/errors';
import { checkedOrRejected, simulationGate } from './access';
import { assertSurrogate } from './surrogates';
import { insertSurrogate, listSurrogates, surrogatePage, surrogateValues } from './surrogate-repository';
import { listAnswer } from '../http/list-answer';
import { importStatus, importUploadUrl, templateUrl } from './imports';
import { touchOwner, type InputOwner, type OwnerGate, type OwnerRowOperations } from './owner';
import { deleteOwnedRow, updateOwnedRow } from './owner-repository';
import { checkSurrogate } from '@licita/domain';

const NOT_FOUND = 'El subrogado no existe';

/** The checked surrogate; a previous study has no centers, so its center and group are dropped. */
function checked(owner: InputOwner, body: BodyOf<'createSimulationSubrogate' | 'updatePreviousStudySubrogate'>) {
  const s = checkedOrRejected(checkSurrogate(body));
  return owner.kind === 'previous_study' ? { ...s, center_id: null, center_group: null } : s;
}

/** Each surrogate operation, serving the operationId of either owner kind. */
export interface SurrogateOperations extends OwnerRowOperations<'Subrogates', 'Subrogate'> {
  uploadUrl: SharedHandler<'simulationSubrogatesUploadUrl' | 'previousStudySubrogatesUploadUrl'>;
  uploadStatus: SharedHandler<'simulationSubrogatesUploadStatus' | 'previousStudySubrogatesUploadStatus'>;
  downloadUrl: SharedHandler<'simulationSubrogatesDownloadUrl' | 'previousStudySubrogatesDownloadUrl'>;
}

/** The surrogate operations of an owner kind, behind its access gate. */
export function surrogateOperations(gate: OwnerGate): SurrogateOperations {
  return {
    async list(call) {
      const { owner } = await gate.read(call);
      const page = await surrogatePage(call.deps.db, owner, call.query);
      return listAnswer(call.reply, page, { 'x-weekly-hours': page.weeklyHours });
    },

    async get(call) {
      const { owner } = await gate.read(call);
      const [s] = await listSurrogates(call.deps.db, owner, call.params.subrogateId);
      if (!s) throw notFound(NOT_FOUND);
      return s;
    },

    async create(call) {
      const { owner, workspaceId } = await gate.edit(call);
      const s = checked(owner, call.body);
      await assertSurrogate(call.deps.db, owner.id, workspaceId, s);
      const id = await insertSurrogate(call.deps.db, owner, s);
      await touchOwner(call, owner);
      return { id };
    },

    async update(call) {
      const { owner, workspaceId } = await gate.edit(call);
      const s = checked(owner, call.body);
      await assertSurrogate(call.deps.db, owner.id, workspaceId, s);
      if (!(await updateOwnedRow(call.deps.db, 'subrogate', owner, call.params.subrogateId, surrogateValues(s))))
        throw notFound(NOT_FOUND);
      await touchOwner(call, owner);
      return (await listSurrogates(call.deps.db, owner, call.params.subrogateId))[0];
    },

    async remove(call) {
      const { owner } = await gate.edit(call);
      if (!(await deleteOwnedRow(call.deps.db, 'subrogate', owner, call.params.subrogateId))) throw notFound(NOT_FOUND);
      call.reply.code(204);
    },

    async uploadUrl(call) {
      const { owner } = await gate.edit(call);
      return importUploadUrl(call.deps, owner, 'subrogates', call.body.filename, call.body.mime_type);
    },

    async uploadStatus(call) {
      const { owner } = await gate.read(call);
      return importStatus(call.deps, owner, 'subrogates');
    },

    async downloadUrl(call) {
      const { owner, workspaceId } = await gate.read(call);
      return templateUrl(call.deps, owner, workspaceId, 'subrogates');
    },
  };
}

const ops = surrogateOperations(simulationGate);

export const surrogateHandlers = {
  listSimulationSubrogates: ops.list,
  getSimulationSubrogate: ops.get,
  createSimulationSubrogate: ops.create,
  updateSimulationSubrogate: ops.update,
  deleteSimulationSubrogate: ops.remove,
  simulationSubrogatesUploadUrl: ops.uploadUrl,
  simulationSubrogatesUploadStatus: ops.uploadStatus,
  simulationSubrogatesDownloadUrl: ops.downloadUrl,
} satisfies ConfigHandlers;
