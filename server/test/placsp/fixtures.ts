/** Shared set-up of the PLACSP import tests: the notices under ../fixtures/placsp, two workspaces and the notice upload. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Target, TestApp } from '../helpers';
import { createFilesTestApp, putUpload, uploadAddress } from '../upload-fixtures';

/** A notice file of ../fixtures/placsp. */
export const noticeFile = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/placsp', name));

/** An app with local files, workspaces `${name} A` and `${name} B`, and a Lector (`lectorEmail`) of A. */
export async function placspWorld(target: Target, filesPrefix: string, name: string, lectorEmail: string) {
  const t = await createFilesTestApp(target, filesPrefix);
  const A = await t.workspace(`${name} A`);
  const B = await t.workspace(`${name} B`);
  const lector = (await t.member(`${name} A`, lectorEmail, 'Lector')).token;
  return { t, A, B, lector };
}

/** Stores a notice through the upload-address flow (POST `address` with `body`, PUT the bytes); the PUT is the caller's to check. */
export async function uploadNotice(t: TestApp, token: string, address: string, body: Record<string, unknown>, data: Buffer) {
  const addr = await uploadAddress(t, token, address, body);
  return { put: await putUpload(t, addr.upload_url, data, 'application/octet-stream'), uploadId: addr.upload_id as string };
}
