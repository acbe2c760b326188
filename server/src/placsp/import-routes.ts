/** Config host: 'Importar desde la Plataforma' (upload address, preview of the file's notices, import). */
import type { ConfigHandlers } from '../http/context';
import { badRequest } from '../http/errors';
import { requirePermission, workspaceAccess } from '../access';
import { storageOf } from '../files/storage';
import { afterCommit } from '../files/owned';
import { chosenLots, importNotice, noticesOf, sourceBytes } from './import';
import { noticeUploadLink } from './notice-upload';

const sourceField = (body: { url?: string; xml?: string }) => (body.url ? 'url' : body.xml !== undefined ? 'xml' : 'upload_id');

export const placspHandlers = {
  async placspImportUploadUrl({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'create');
    return noticeUploadLink(deps, access.workspaceId, body.filename);
  },

  async placspImportPreview({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'create');
    const data = await sourceBytes(storageOf(deps), access.workspaceId, body, deps.settings.placspFetch, deps.placspTransport);
    return { notices: await noticesOf(data, sourceField(body)) };
  },

  async placspImport({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'create');
    const storage = storageOf(deps);
    const notices = await noticesOf(
      await sourceBytes(storage, access.workspaceId, body, deps.settings.placspFetch, deps.placspTransport),
      sourceField(body),
    );
    const notice = notices[body.entry_index ?? 0];
    if (!notice) throw badRequest('El anuncio elegido no está en el archivo', 'entry_index');
    const answer = await importNotice(deps.db, access.workspaceId, notice, chosenLots(notice, body.lots), deps.now());
    if (body.upload_id) await afterCommit('an import from PLACSP', () => storage.remove(body.upload_id!));
    return answer;
  },
} satisfies ConfigHandlers;
