/**
 * The upload-address flow of the centers and surrogates spreadsheets: asking for the address marks the import
 * PENDING and keeps the file's storage key (`upload_key`); once the file is stored the import runs and leaves
 * FINISHED, or ERROR with the sheet, row and column of each problem in info_message. Template downloads go
 * through the same storage. A previous study imports surrogates the same way (its state in
 * `previous_study_import`).
 *
 * Who runs the import: the local storage's PUT route fires the `onStored` hook (registered at app start); with S3
 * the browser PUTs straight to the bucket and nothing fires, so a status poll that finds the import PENDING looks
 * for the object and runs it then. Either way the import is first claimed by clearing `upload_key` in a
 * conditional update, so two polls (or a poll and the hook) never run it twice; it stays PENDING while it runs.
 * It runs as a durable background job (kind 'import', ../jobs/durable-jobs.ts) worked at once by the process that
 * claimed it: if that process dies, another one (or the same server after a restart) runs it from the stored file.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../http/context';
import type { Database } from '../db/schema';
import { addUploadRule, publicOrigin, ruleForKey, storageOf, type FileStorage, type StoredFile } from '../files/storage';
import { storedProblem } from '../files/s3';
import { xlsxProblem } from '../files/xlsx-limits';
import { FILE_MESSAGES } from '../files/messages';
import { centersTemplate, importCenters, importSurrogates, surrogatesTemplate, XLSX_MIME } from './spreadsheets';
import type { InputOwner } from './owner';
import { touchOwnerRow } from './owner-repository';
import {
  claimImport as claimImportRow,
  importOwner,
  readImportStatus,
  writeImportStatus,
  type ImportKind,
  type ImportState,
} from './import-repository';
import { FILE_KINDS } from '../files/kinds';
import { JOB_DEADLINES_MS } from '../jobs/deadlines';

const PREFIX = FILE_KINDS.importUpload.prefix;
const MAX_BYTES = 5 * 1024 * 1024;

addUploadRule(PREFIX, {
  contentTypes: [XLSX_MIME, 'application/octet-stream'],
  maxBytes: MAX_BYTES,
  typeMessage: FILE_MESSAGES.onlyXlsx,
  inspect: (data) => xlsxProblem(data),
});

/**
 * Registers, once per storage, the hook that runs an import when the local PUT stored its spreadsheet. Called at
 * app start and again by the upload and status calls (tests attach another storage after the start).
 */
export function ensureImportHooks(deps: Deps): FileStorage {
  const storage = storageOf(deps);
  if (storage.hasStoredHook(PREFIX)) return storage;
  storage.onStored(PREFIX, async (key, file) => {
    if (await claimImport(deps.db, key)) await runImportJob(deps, key, file);
    else await storage.remove(key); // a stale file nobody claims
  });
  // A refused upload (empty, too large, not a workbook, a zip bomb) ends its import at once with the reason.
  storage.onRefused(PREFIX, async (key, reason) => {
    if (await claimImport(deps.db, key)) await failImport(deps.db, key, reason);
  });
  return storage;
}

/** The background job of a claimed import (kind 'import'): the key of its file, which names the owner and kind. */
interface ImportJob {
  key: string;
}

/**
 * Runs a claimed import as a background job, at once in this process (../jobs/durable-jobs.ts `runNow`), with the
 * file in hand when the hook has it (otherwise from storage).
 */
async function runImportJob(deps: Deps, key: string, file?: StoredFile): Promise<void> {
  await deps.jobs.runNow<ImportJob>('import', KEY.exec(key)?.[2] ?? key, { key }, file && (() => importClaimed(deps, key, file)));
}

/** Runs the import while it is still the claimed one, then the file goes (the rows are what is kept). */
async function importClaimed(deps: Deps, key: string, file: StoredFile | null): Promise<void> {
  try {
    const target = await importOf(deps.db, key);
    if (target && file && (await stillClaimed(deps.db, target))) await runImport(deps.db, target, key, file);
  } finally {
    await storageOf(deps).remove(key);
  }
}

/**
 * Called once by buildApp: the import job. It runs the import while it is still the claimed one (a job run again
 * after its process died, or after a newer upload, does nothing), then the file goes (the rows are what is kept);
 * after the last attempt the import ends in ERROR, the server having stopped.
 */
export function registerImportJobs(deps: Deps): void {
  deps.jobs.handle<ImportJob>('import', {
    run: async ({ payload: { key } }) => importClaimed(deps, key, await storageOf(deps).get(key)),
    giveUp: async ({ payload: { key } }) => {
      const target = await importOf(deps.db, key);
      if (target && (await stillClaimed(deps.db, target)))
        await setStatus(deps.db, target.owner, target.kind, 'ERROR', IMPORT_INTERRUPTED);
      await storageOf(deps).remove(key);
    },
  });
}

/** An import runs in seconds; one claimed longer ago than this was left by a process that stopped (deadline table). */
const IMPORT_STALE_MS = JOB_DEADLINES_MS.import;
export const IMPORT_INTERRUPTED = 'La importación se interrumpió porque el servidor se detuvo; vuelve a subir el fichero';
type OwnerRef = Pick<InputOwner, 'kind' | 'id'>;

/** The state of an import, written now. */
function setStatus(
  db: Kysely<Database>,
  owner: OwnerRef,
  kind: ImportKind,
  status: ImportState,
  info: string | null,
  uploadKey: string | null = null,
) {
  return writeImportStatus(db, owner, kind, status, info, uploadKey, new Date());
}

/** Takes the PENDING import waiting for that file (two polls, or a poll and the PUT's hook: only one gets true). */
const claimImport = (db: Kysely<Database>, key: string) => claimImportRow(db, key, new Date());

const KEY = /^simimport-(centers|subrogates)-([0-9a-f-]{36})-/;

/** The import a file's key names: its kind and its owner; null when the owner is gone. */
async function importOf(db: Kysely<Database>, key: string) {
  const m = KEY.exec(key);
  const owner = m ? await importOwner(db, m[2]) : null;
  return owner ? { kind: m![1] as ImportKind, owner } : null;
}

type ImportTarget = NonNullable<Awaited<ReturnType<typeof importOf>>>;

/** Whether the import is still the claimed one: PENDING without a key (a newer upload has one). */
async function stillClaimed(db: Kysely<Database>, { owner, kind }: ImportTarget): Promise<boolean> {
  const row = await readImportStatus(db, owner, kind);
  return row?.status === 'PENDING' && !row.upload_key;
}

/** Ends the claimed import of that key in ERROR. */
async function failImport(db: Kysely<Database>, key: string, reason: string): Promise<void> {
  const target = await importOf(db, key);
  if (target) await setStatus(db, target.owner, target.kind, 'ERROR', reason);
}

async function runImport(db: Kysely<Database>, { owner, kind }: ImportTarget, key: string, file: StoredFile): Promise<void> {
  if (owner.kind === 'previous_study' && kind !== 'subrogates') return;
  const noun = owner.kind === 'previous_study' ? 'un estudio previo detenido' : 'una simulación detenida';
  if (owner.status !== 'Stopped')
    return setStatus(db, owner, kind, 'ERROR', `Solo se puede importar en ${noun} (estado ${owner.status})`);
  // A file that reached a bucket unchecked: the rule the local PUT applies (size, emptiness)
  const refused = storedProblem(ruleForKey(key), file.data);
  if (refused) return setStatus(db, owner, kind, 'ERROR', refused);
  try {
    const problem =
      kind === 'centers'
        ? await importCenters(db, owner, owner.workspace_id, file.data)
        : await importSurrogates(db, owner, owner.workspace_id, file.data);
    await setStatus(db, owner, kind, problem ? 'ERROR' : 'FINISHED', problem);
    if (!problem) await touchOwnerRow(db, owner, new Date());
  } catch (e) {
    await setStatus(db, owner, kind, 'ERROR', FILE_MESSAGES.importFailed((e as Error).message));
  }
}

/** The address to PUT the spreadsheet to; the import is PENDING until the file arrives. */
export async function importUploadUrl(deps: Deps, owner: OwnerRef, kind: ImportKind, filename: string, mime: string) {
  const storage = ensureImportHooks(deps);
  const key = `${PREFIX}${kind}-${owner.id}-${randomBytes(8).toString('hex')}.xlsx`;
  const link = await storage.uploadUrl(key, { origin: publicOrigin(deps), filename, contentType: mime });
  await setStatus(deps.db, owner, kind, 'PENDING', null, key);
  return { upload_url: link.url, expires_at: link.expiresAt.toISOString() };
}

/**
 * The import's state. While it is PENDING and its file is already in storage (with S3 no hook saw it arrive),
 * this call claims the import, runs it and removes the file, then answers the outcome.
 */
export async function importStatus(deps: Deps, owner: OwnerRef, kind: ImportKind) {
  let row = await readImportStatus(deps.db, owner, kind);
  if (
    row?.status === 'PENDING' &&
    !row.upload_key &&
    deps.now().getTime() - new Date(row.updated_at).getTime() > IMPORT_STALE_MS
  ) {
    // claimed long ago and never finished: the process running it stopped
    await setStatus(deps.db, owner, kind, 'ERROR', IMPORT_INTERRUPTED);
    row = await readImportStatus(deps.db, owner, kind);
  }
  const key = row?.status === 'PENDING' ? row.upload_key : null;
  if (key) {
    const storage = ensureImportHooks(deps);
    const file = await storage.get(key);
    if (file && (await claimImport(deps.db, key))) {
      await runImportJob(deps, key, file);
      row = await readImportStatus(deps.db, owner, kind);
    }
  }
  return { status: (row?.status ?? 'FINISHED') as ImportState, info_message: row?.info_message ?? null };
}

/** The storage key of an owner's template of that kind (one file, rewritten on every download). */
export const templateKey = (ownerId: string, kind: ImportKind) => `${FILE_KINDS.importTemplate.prefix}${kind}-${ownerId}.xlsx`;

/** A link to the template workbook, holding the owner's current rows (or an example row). */
export async function templateUrl(deps: Deps, owner: InputOwner, workspaceId: string, kind: ImportKind) {
  const storage = storageOf(deps);
  const data =
    kind === 'centers'
      ? await centersTemplate(deps.db, owner, workspaceId)
      : await surrogatesTemplate(deps.db, owner, workspaceId);
  const filename = kind === 'centers' ? 'Plantilla_centros.xlsx' : 'Plantilla_subrogados.xlsx';
  const key = templateKey(owner.id, kind);
  await storage.uploadUrl(key, { origin: publicOrigin(deps), filename, contentType: XLSX_MIME }); // records the file's name
  await storage.put(key, data, XLSX_MIME);
  const link = await storage.downloadUrl(key, { origin: publicOrigin(deps) });
  return { download_url: link.url, filename, expires_at: link.expiresAt.toISOString() };
}
