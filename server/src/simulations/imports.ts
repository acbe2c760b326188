/**
 * The upload-address flow of the centers and surrogates spreadsheets: asking for the address marks the import
 * PENDING; when the file is stored (PUT to the signed address) the import runs and leaves FINISHED, or ERROR with
 * the sheet, row and column of each problem in info_message. Template downloads go through the same storage.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Deps } from '../http/context';
import type { Database } from '../db/schema';
import { addUploadRule, requestOrigin, storageOf, type FileStorage, type StoredFile } from '../files/storage';
import { centersTemplate, importCenters, importSurrogates, surrogatesTemplate, XLSX_MIME } from './spreadsheets';
import type { SimulationRow } from './access';

export type ImportKind = 'centers' | 'subrogates';
const PREFIX = 'simimport-';
const MAX_BYTES = 5 * 1024 * 1024;

addUploadRule(PREFIX, {
  contentTypes: [XLSX_MIME, 'application/octet-stream'],
  maxBytes: MAX_BYTES,
  typeMessage: 'Solo se admiten libros Excel (.xlsx)',
});

const hooked = new WeakSet<FileStorage>();

/** Registers, once per storage, the hook that runs an import when its spreadsheet is stored. */
export function ensureImportHooks(deps: Deps): FileStorage {
  const storage = storageOf(deps);
  if (hooked.has(storage)) return storage;
  hooked.add(storage);
  storage.onStored(PREFIX, async (key, file) => {
    try {
      await runImport(deps.db, key, file);
    } finally {
      await storage.remove(key); // the rows are what is kept, not the file
    }
  });
  return storage;
}

async function setStatus(db: Kysely<Database>, simulationId: string, kind: ImportKind, status: 'PENDING' | 'ERROR' | 'FINISHED', info: string | null) {
  await db
    .insertInto('simulation_import')
    .values({ simulation_id: simulationId, kind, status, info_message: info, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['simulation_id', 'kind']).doUpdateSet({ status, info_message: info, updated_at: new Date() }))
    .execute();
}

export async function runImport(db: Kysely<Database>, key: string, file: StoredFile): Promise<void> {
  const m = /^simimport-(centers|subrogates)-([0-9a-f-]{36})-/.exec(key);
  if (!m) return;
  const kind = m[1] as ImportKind;
  const simulationId = m[2];
  const row = await db
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select(['s.id', 's.project_id', 's.name', 's.status', 's.service_date_init', 's.service_duration', 's.social_security', 's.absenteeism_rate', 'p.workspace_id'])
    .where('s.id', '=', simulationId)
    .executeTakeFirst();
  if (!row) return;
  if (row.status !== 'Stopped') return setStatus(db, simulationId, kind, 'ERROR', `Solo se puede importar en una simulación detenida (estado ${row.status})`);
  const simulation: SimulationRow = {
    ...row,
    service_duration: row.service_duration === null ? null : Number(row.service_duration),
    social_security: row.social_security === null ? null : Number(row.social_security),
    absenteeism_rate: row.absenteeism_rate === null ? null : Number(row.absenteeism_rate),
  };
  try {
    const problem = kind === 'centers'
      ? await importCenters(db, simulation, row.workspace_id, file.data)
      : await importSurrogates(db, simulation, row.workspace_id, file.data);
    await setStatus(db, simulationId, kind, problem ? 'ERROR' : 'FINISHED', problem);
    if (!problem) await db.updateTable('simulation').set({ updated_at: new Date() }).where('id', '=', simulationId).execute();
  } catch (e) {
    await setStatus(db, simulationId, kind, 'ERROR', `Error al importar el fichero: ${(e as Error).message}`);
  }
}

/** The address to PUT the spreadsheet to; the import is PENDING until the file arrives. */
export async function importUploadUrl(deps: Deps, request: FastifyRequest, simulationId: string, kind: ImportKind, filename: string, mime: string) {
  const storage = ensureImportHooks(deps);
  const key = `${PREFIX}${kind}-${simulationId}-${randomBytes(8).toString('hex')}.xlsx`;
  const link = await storage.uploadUrl(key, { origin: requestOrigin(request), filename, contentType: mime });
  await setStatus(deps.db, simulationId, kind, 'PENDING', null);
  return { upload_url: link.url, expires_at: link.expiresAt.toISOString() };
}

export async function importStatus(db: Kysely<Database>, simulationId: string, kind: ImportKind) {
  const row = await db.selectFrom('simulation_import').select(['status', 'info_message']).where('simulation_id', '=', simulationId).where('kind', '=', kind).executeTakeFirst();
  return { status: (row?.status ?? 'FINISHED') as 'PENDING' | 'ERROR' | 'FINISHED', info_message: row?.info_message ?? null };
}

/** A link to the template workbook, holding the simulation's current rows (or an example row). */
export async function templateUrl(deps: Deps, request: FastifyRequest, simulation: SimulationRow, workspaceId: string, kind: ImportKind) {
  const storage = storageOf(deps);
  const data = kind === 'centers' ? await centersTemplate(deps.db, simulation, workspaceId) : await surrogatesTemplate(deps.db, simulation, workspaceId);
  const filename = kind === 'centers' ? 'Plantilla_centros.xlsx' : 'Plantilla_subrogados.xlsx';
  // one file per simulation and kind, rewritten on every download
  const key = `simtemplate-${kind}-${simulation.id}.xlsx`;
  await storage.uploadUrl(key, { origin: requestOrigin(request), filename, contentType: XLSX_MIME }); // records the file's name
  await storage.put(key, data, XLSX_MIME);
  const link = await storage.downloadUrl(key, { origin: requestOrigin(request) });
  return { download_url: link.url, filename, expires_at: link.expiresAt.toISOString() };
}
