/**
 * The Formulario of a simulation: its inputs as the workbook of ./formulario-sheets.ts, and the
 * signed link to it (GET /simulation/{id}/formulario_url; `data_url` while it is current). The file is built on
 * demand, kept under a key per content (a hash of the rows), and reused while the simulation's inputs stamp does
 * not move.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publicOrigin, storageOf } from '../files/storage';
import type { Deps } from '../http/context';
import { categoriesOfAgreements } from './agreement-repository';
import { listCenterRows } from './center-repository';
import { listSurrogates } from './surrogate-repository';
import { listCostRows } from './other-cost-repository';
import { listPositions, readCategoryPositions, simulationAgreementIds } from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { formularioStamp, rememberFormulario } from './formulario-repository';
import { sheetCells } from './columns/column';
import { CENTER } from './columns/center';
import { SHIFT } from './columns/shift';
import { TASK } from './columns/task';
import { SURROGATE } from './columns/surrogate';
import { OTHER_COST } from './columns/other-cost';
import { yesNo } from './sheets';
import { buildDocumentInThread } from '../documents/document-builder';
import type { FormularioRows } from './formulario-workbook';
import { XLSX_MIME } from './spreadsheets';
import { FILE_KINDS } from '../files/kinds';

const blank = <T>(v: T | null | undefined): T | '' => (v === null || v === undefined ? '' : v);
const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : '');

/** The simulation as its caller has already read it (GET /simulation/{id}): name and basic data, numbers as numbers. */
export interface FormularioSimulation {
  id: string;
  name: string;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
}

/** The rows of every sheet, read from the simulation's inputs; an entity's cells are its descriptor's (./columns/). */
export async function formularioRows(db: Kysely<Database>, s: FormularioSimulation): Promise<FormularioRows> {
  const simulationId = s.id;
  const centers = await listCenterRows(db, simulationId);
  const centerName = new Map(centers.map((c) => [c.id, c.name]));
  const categories = new Map(
    (await categoriesOfAgreements(db, await simulationAgreementIds(db, simulationId))).map((c) => [c.id, c]),
  );
  const cp = await readCategoryPositions(db, simulationId);
  const assigned = new Set(cp.categories.flatMap((c) => c.positions.map((p) => p.id)));
  const positions = await listPositions(db, simulationId);
  return {
    basic: [
      {
        service_date_init: day(s.service_date_init),
        service_duration: blank(s.service_duration),
        social_security: blank(s.social_security),
        absenteeism_rate: blank(s.absenteeism_rate),
        any_category: yesNo(cp.disabled),
      },
    ],
    centers: centers.map((c) => sheetCells(CENTER, c)),
    categoryPositions: [
      ...cp.categories.flatMap((c) =>
        c.positions.map((p) => ({ agreement: categories.get(c.id)?.agreement_name ?? '', category: c.name, position: p.name })),
      ),
      ...positions.filter((p) => !assigned.has(p.id)).map((p) => ({ agreement: '', category: '', position: p.name })),
    ],
    shifts: (await shiftRows.list(db, simulationId)).map((f) => sheetCells(SHIFT, f)),
    tasks: (await taskRows.list(db, simulationId)).map((t) => sheetCells(TASK, t)),
    surrogates: (await listSurrogates(db, s)).map((x) =>
      sheetCells(SURROGATE, { ...x, center_name: x.center_id ? (centerName.get(x.center_id) ?? '') : '' }),
    ),
    costs: (await listCostRows(db, s)).map((m) => sheetCells(OTHER_COST, m)),
  };
}

export function formularioFilename(name: string): string {
  return `Formulario_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`;
}

type FormularioStamp = { inputs_version: string; formulario_key: string | null; formulario_version: string | null };

/** Whether the stored Formulario was built for the inputs as they are now. */
const isCurrent = (s: FormularioStamp): s is FormularioStamp & { formulario_key: string } =>
  s.formulario_key !== null && String(s.formulario_version) === String(s.inputs_version);

/**
 * The signed link to the simulation's Formulario as GET /simulation/{id} hands it out (`data_url`): while the
 * simulation's `inputs_version` is the one its stored file was built for, the link is signed without reading any
 * input (this is what the simulation page's poll asks for every 2 s); otherwise null. A read never builds the
 * workbook (seconds for a big tender): `formularioLink` does, on its own request.
 */
export async function currentFormularioLink(deps: Deps, simulationId: string, read?: FormularioStamp): Promise<string | null> {
  const stamp = read ?? (await formularioStamp(deps.db, simulationId));
  if (!isCurrent(stamp)) return null;
  return (await storageOf(deps).downloadUrl(stamp.formulario_key, { origin: publicOrigin(deps) })).url;
}

/**
 * The signed link to the simulation's Formulario (GET /simulation/{id}/formulario_url): the stored file while it is
 * current; otherwise the rows are read again and the file written under a key per content, the previous file
 * removed and the new key remembered for that version.
 */
export async function formularioLink(
  deps: Deps,
  simulation: FormularioSimulation,
): Promise<{ download_url: string; filename: string; expires_at: string }> {
  const storage = storageOf(deps);
  const origin = publicOrigin(deps);
  const filename = formularioFilename(simulation.name);
  const stamp = await formularioStamp(deps.db, simulation.id);
  const key = isCurrent(stamp) ? stamp.formulario_key : await buildFormulario(deps, simulation, stamp);
  const link = await storage.downloadUrl(key, { origin });
  return { download_url: link.url, filename, expires_at: link.expiresAt.toISOString() };
}

/** Writes the Formulario of the inputs as they are now (unless that content is stored already); its key. */
async function buildFormulario(deps: Deps, simulation: FormularioSimulation, stamp: FormularioStamp): Promise<string> {
  const storage = storageOf(deps);
  const origin = publicOrigin(deps);
  const rows = await formularioRows(deps.db, simulation);
  const filename = formularioFilename(simulation.name);
  const hash = createHash('sha256')
    .update(JSON.stringify([filename, rows]))
    .digest('hex')
    .slice(0, 20);
  const key = `${FILE_KINDS.formulario.prefix}${simulation.id}-${hash}.xlsx`;
  if (!(await storage.exists(key))) {
    await storage.uploadUrl(key, { origin, filename, contentType: XLSX_MIME }); // records the download name
    await storage.put(key, await buildDocumentInThread({ kind: 'formulario', rows }), XLSX_MIME);
  }
  if (stamp.formulario_key && stamp.formulario_key !== key) await storage.remove(stamp.formulario_key).catch(() => undefined);
  // remembered only if no input changed while the rows were read (the next call would rebuild otherwise)
  await rememberFormulario(deps.db, simulation.id, key, stamp.inputs_version);
  return key;
}
