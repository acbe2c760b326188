/** The signed address to upload a notice file to, for an import and for an update from PLACSP alike. */
import type { Deps } from '../http/context';
import { publicOrigin, storageOf } from '../files/storage';
import { uploadKeyFor } from './import';

/** A new upload address in the workspace's notice uploads: the link, when it expires, and its key (`upload_id`). */
export async function noticeUploadLink(deps: Deps, workspaceId: string, filename: string) {
  const key = uploadKeyFor(workspaceId);
  const link = await storageOf(deps).uploadUrl(key, {
    origin: publicOrigin(deps),
    filename,
    contentType: 'application/octet-stream',
  });
  return { upload_url: link.url, expires_at: link.expiresAt.toISOString(), upload_id: key };
}
