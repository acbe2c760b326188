/**
 * 'Nueva simulación' with a file (simulations.yaml `simulationUploadUrl`): asking for the address writes the
 * event 'Importando formulario'; when the workbook is stored (PUT to the address) it is read and, without any
 * problem, stored in the simulation in one transaction ('Formulario importado'); otherwise nothing changes and
 * an Error event 'Formulario no válido' lists the sheet, row and column of each problem. These events (group
 * 'formulario', one at a time) are also the state `simulationUploadStatus` answers.
 *
 * The pending event keeps the workbook's storage key (`upload_key`). The local PUT's `onStored` hook (registered
 * at app start) imports it; with S3 nothing fires on upload, so a status poll that finds the import pending and
 * the object in the bucket imports it then. Either claims it first by clearing the key in a conditional update,
 * so it runs once, as a durable background job (kind 'formulario-import', ../jobs/durable-jobs.ts) worked at once
 * by the claiming process and, if that process dies, by another one or the same server after a restart.
 */
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { addUploadRule, publicOrigin, ruleForKey, storageOf, type FileStorage, type StoredFile } from '../files/storage';
import { storedProblem } from '../files/s3';
import { xlsxProblem } from '../files/xlsx-limits';
import { FILE_MESSAGES } from '../files/messages';
import { XLSX_MIME } from './spreadsheets';
import { readFormulario } from './formulario-read';
import { writeFormulario } from './formulario-write';
import {
  claimFormularioEvent,
  importTarget,
  lastFormularioEvent,
  lockedStatus,
  replaceFormularioEvent,
} from './formulario-repository';
import { FILE_KINDS } from '../files/kinds';
import { IMPORT_INTERRUPTED } from './imports';

const PREFIX = FILE_KINDS.formularioUpload.prefix;
export const FORMULARIO_EVENTS = {
  pending: 'Importando formulario',
  done: 'Formulario importado',
  refused: 'Formulario no válido',
} as const;

addUploadRule(PREFIX, {
  contentTypes: [XLSX_MIME, 'application/octet-stream'],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: FILE_MESSAGES.onlyXlsx,
  inspect: (data) => xlsxProblem(data),
});

/** The one event of the import: the previous one of the group goes. The pending one keeps the key of its file. */
async function setEvent(
  db: Kysely<Database>,
  simulationId: string,
  title: string,
  description: string,
  type_info: 'Info' | 'Error',
  uploadKey: string | null = null,
) {
  await db
    .transaction()
    .execute((trx) => replaceFormularioEvent(trx, simulationId, { title, description, type_info, upload_key: uploadKey }));
}

/** Takes the pending import of that workbook (clears its key); of two callers only one gets true. */
const claimFormulario = (db: Kysely<Database>, key: string) => claimFormularioEvent(db, key, FORMULARIO_EVENTS.pending);

/**
 * Registers, once per storage, the hook that imports a Formulario when the local PUT stored it. Called at app
 * start and again by the upload and status calls (tests attach another storage after the start).
 */
export function ensureFormularioHook(deps: Deps): FileStorage {
  const storage = storageOf(deps);
  if (storage.hasStoredHook(PREFIX)) return storage;
  storage.onStored(PREFIX, async (key, file) => {
    if (await claimFormulario(deps.db, key)) await runFormularioJob(deps, key, file);
    else await storage.remove(key); // a stale file nobody claims
  });
  // A refused upload ends the pending import at once with the reason (no poll left waiting).
  storage.onRefused(PREFIX, async (key, reason) => {
    const id = simulationOf(key);
    if (id && (await claimFormulario(deps.db, key))) await setEvent(deps.db, id, FORMULARIO_EVENTS.refused, reason, 'Error');
  });
  return storage;
}

/** The simulation a Formulario's key names. */
const simulationOf = (key: string) => /^simform-([0-9a-f-]{36})-/.exec(key)?.[1];

/** The background job of a claimed Formulario import (kind 'formulario-import'): the key of its workbook. */
interface FormularioJob {
  key: string;
}

/**
 * Runs a claimed import as a background job, at once in this process (../jobs/durable-jobs.ts `runNow`), with the
 * workbook in hand when the hook has it (otherwise from storage).
 */
async function runFormularioJob(deps: Deps, key: string, file?: StoredFile): Promise<void> {
  await deps.jobs.runNow<FormularioJob>(
    'formulario-import',
    simulationOf(key) ?? key,
    { key },
    file && (() => importClaimed(deps, key, file)),
  );
}

/** Imports the workbook while the import is still the claimed one, then the file goes (the inputs are what is kept). */
async function importClaimed(deps: Deps, key: string, file: StoredFile | null): Promise<void> {
  try {
    const id = simulationOf(key);
    if (id && file && (await stillClaimed(deps.db, id))) await importFormulario(deps, id, key, file);
  } finally {
    await storageOf(deps).remove(key);
  }
}

/** Whether the simulation's import is still the claimed one: pending without a key (a newer upload has one). */
async function stillClaimed(db: Kysely<Database>, simulationId: string): Promise<boolean> {
  const e = await lastFormularioEvent(db, simulationId);
  return e?.title === FORMULARIO_EVENTS.pending && !e.upload_key;
}

/**
 * Called once by buildApp: the Formulario import job. It imports the workbook while the import is still the
 * claimed one (a job run again after its process died, or after a newer upload, does nothing), then the file goes
 * (the inputs are what is kept); after the last attempt the import ends in error, the server having stopped.
 */
export function registerFormularioJobs(deps: Deps): void {
  deps.jobs.handle<FormularioJob>('formulario-import', {
    run: async ({ payload: { key } }) => importClaimed(deps, key, await storageOf(deps).get(key)),
    giveUp: async ({ payload: { key } }) => {
      const id = simulationOf(key);
      if (id && (await stillClaimed(deps.db, id)))
        await setEvent(deps.db, id, FORMULARIO_EVENTS.refused, IMPORT_INTERRUPTED, 'Error');
      await storageOf(deps).remove(key);
    },
  });
}

async function importFormulario(deps: Deps, simulationId: string, key: string, file: StoredFile): Promise<void> {
  const sim = await importTarget(deps.db, simulationId);
  if (!sim) return;
  if (sim.status !== 'Stopped')
    return setEvent(
      deps.db,
      sim.id,
      FORMULARIO_EVENTS.refused,
      `Solo se puede importar en una simulación detenida (estado ${sim.status})`,
      'Error',
    );
  // A file that reached a bucket unchecked: the rule the local PUT applies (size, emptiness)
  const refused = storedProblem(ruleForKey(key), file.data);
  if (refused) return setEvent(deps.db, sim.id, FORMULARIO_EVENTS.refused, refused, 'Error');
  try {
    const plan = await readFormulario(deps.db, sim.workspace_id, file.data);
    if (E.isLeft(plan)) return setEvent(deps.db, sim.id, FORMULARIO_EVENTS.refused, plan.left.join('\n'), 'Error');
    await deps.db.transaction().execute(async (trx) => {
      // the status again inside the transaction: a launch meanwhile wins
      const status = await lockedStatus(trx, sim.id);
      if (status !== 'Stopped') throw new Error(`Solo se puede importar en una simulación detenida (estado ${status})`);
      await writeFormulario(trx, sim.id, sim.workspace_id, plan.right, deps.now());
    });
    const p = plan.right;
    const summary = `${p.centers.length} centros, ${p.shifts.length} turnos, ${p.tasks.length} tareas, ${p.surrogates.length} subrogados y ${p.costs.length} otros costes`;
    await setEvent(
      deps.db,
      sim.id,
      FORMULARIO_EVENTS.done,
      `Datos de la simulación importados del fichero ${file.filename}: ${summary}`,
      'Info',
    );
  } catch (e) {
    await setEvent(deps.db, sim.id, FORMULARIO_EVENTS.refused, FILE_MESSAGES.importFailed((e as Error).message), 'Error');
  }
}

/** The address to PUT the Formulario to; the import is pending until the file arrives. */
export async function formularioUploadUrl(deps: Deps, simulationId: string, filename: string, mime: string) {
  const storage = ensureFormularioHook(deps);
  const key = `${PREFIX}${simulationId}-${randomBytes(8).toString('hex')}.xlsx`;
  const link = await storage.uploadUrl(key, { origin: publicOrigin(deps), filename, contentType: mime });
  await setEvent(deps.db, simulationId, FORMULARIO_EVENTS.pending, `Esperando el fichero ${filename}`, 'Info', key);
  return { upload_url: link.url, contentUploadUrl: link.url, expires_at: link.expiresAt.toISOString() };
}

const lastEvent = lastFormularioEvent;

/**
 * PENDING until the file is imported, then FINISHED, or ERROR with the problems; FINISHED when there never was an
 * import. While pending with the workbook already in storage (S3: no hook saw it arrive), this call claims the
 * import, runs it and removes the file, then answers the outcome.
 */
export async function formularioUploadStatus(deps: Deps, simulationId: string) {
  const storage = ensureFormularioHook(deps);
  let e = await lastEvent(deps.db, simulationId);
  const key = e?.title === FORMULARIO_EVENTS.pending ? e.upload_key : null;
  if (key) {
    const file = await storage.get(key);
    if (file && (await claimFormulario(deps.db, key))) {
      await runFormularioJob(deps, key, file);
      e = await lastEvent(deps.db, simulationId);
    }
  }
  if (e?.type_info === 'Error') return { status: 'ERROR' as const, info_message: e.description };
  return { status: e?.title === FORMULARIO_EVENTS.pending ? ('PENDING' as const) : ('FINISHED' as const), info_message: null };
}
