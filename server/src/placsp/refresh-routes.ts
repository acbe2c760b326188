/** Config host: 'Actualizar desde la Plataforma' on an imported tender (upload address, the changes, applying them). */
import type { ConfigHandlers, Deps } from '../http/context';
import { badRequest } from '../http/errors';
import { projectAccess, requirePermission } from '../access';
import { storageOf } from '../files/storage';
import { afterCommit } from '../files/owned';
import { loadProject, type ProjectRow } from '../projects/repository';
import { toProject } from '../projects/service';
import { noticesOf, sourceBytes } from './import';
import { noticeUploadLink } from './notice-upload';
import { applyRefresh, noticeOfTender, refreshPreview, storedSource } from './refresh';

const NO_ADDRESS =
  'El anuncio de esta licitación no guarda su dirección en la Plataforma: guarde el anuncio como archivo .atom o .xml y súbalo.';

/** The tender (of a workspace the caller may edit tenders in) and the notice of its expediente in the file given, or read again at its address. */
async function tenderAndNotice(deps: Deps, userId: string, id: string, body: { upload_id?: string; xml?: string }) {
  const { access } = await projectAccess(deps.db, userId, id);
  requirePermission(access, 'simulation', 'update');
  const row: ProjectRow = await loadProject(deps.db, id);
  const stored = storedSource(row).notice;
  const given = body.upload_id !== undefined || body.xml !== undefined;
  if (!given && !stored.url) throw badRequest(NO_ADDRESS, 'upload_id');
  const source = given ? body : { url: stored.url! };
  const field = body.xml !== undefined ? 'xml' : given ? 'upload_id' : 'url';
  const data = await sourceBytes(
    storageOf(deps),
    access.workspaceId,
    { workspace_id: access.workspaceId, ...source },
    deps.settings.placspFetch,
    deps.placspTransport,
  );
  return { row, notice: noticeOfTender(await noticesOf(data, field), stored, field) };
}

export const placspRefreshHandlers = {
  async placspRefreshUploadUrl({ params, body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'update');
    return noticeUploadLink(deps, access.workspaceId, body.filename);
  },

  async placspRefreshPreview({ params, body, user, deps }) {
    const { row, notice } = await tenderAndNotice(deps, user.id, params.id, body);
    return refreshPreview(deps.db, row, notice);
  },

  async placspRefresh({ params, body, user, deps }) {
    const { row, notice } = await tenderAndNotice(deps, user.id, params.id, body);
    const simulationIds = await applyRefresh(deps.db, row, notice, body.update_simulations ?? false, deps.now());
    if (body.upload_id) await afterCommit('an update from PLACSP', () => storageOf(deps).remove(body.upload_id!));
    return { project: toProject(await loadProject(deps.db, params.id)), simulation_ids: simulationIds };
  },
} satisfies ConfigHandlers;
