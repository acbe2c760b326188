/**
 * The Formulario's own SQL (./formulario-export.ts, ./formulario-upload.ts, ./formulario-write.ts): the stamp of
 * the stored workbook, the import's one event and its claim, and the clearing of a simulation's inputs before an
 * import writes them again through each entity's repository.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendEvents } from './event-repository';

const GROUP = 'formulario';

/** The simulation's inputs stamp and the stored workbook's key and stamp. */
export function formularioStamp(db: Kysely<Database>, simulationId: string) {
  return db
    .selectFrom('simulation')
    .select(['inputs_version', 'formulario_key', 'formulario_version'])
    .where('id', '=', simulationId)
    .executeTakeFirstOrThrow();
}

/** Remembers the workbook built for that stamp — only if no input changed meanwhile. */
export async function rememberFormulario(
  db: Kysely<Database>,
  simulationId: string,
  key: string,
  inputsVersion: string,
): Promise<void> {
  await db
    .updateTable('simulation')
    .set({ formulario_key: key, formulario_version: inputsVersion })
    .where('id', '=', simulationId)
    .where('inputs_version', '=', inputsVersion)
    .execute();
}

/** The one event of the import: the previous one of the group goes. Inside the caller's transaction. */
export async function replaceFormularioEvent(
  db: Kysely<Database>,
  simulationId: string,
  event: { title: string; description: string; type_info: 'Info' | 'Error'; upload_key: string | null },
): Promise<void> {
  await db
    .deleteFrom('simulation_event')
    .where('simulation_id', '=', simulationId)
    .where('group', '=', GROUP)
    .where('run_id', 'is', null)
    .execute();
  await appendEvents(db, simulationId, null, [{ ...event, group: GROUP }]);
}

/** Takes the pending import of that workbook (clears its key); of two callers only one gets true. */
export async function claimFormularioEvent(db: Kysely<Database>, key: string, pendingTitle: string): Promise<boolean> {
  const r = await db
    .updateTable('simulation_event')
    .set({ upload_key: null })
    .where('upload_key', '=', key)
    .where('group', '=', GROUP)
    .where('run_id', 'is', null)
    .where('title', '=', pendingTitle)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The import's last event, if any. */
export function lastFormularioEvent(db: Kysely<Database>, simulationId: string) {
  return db
    .selectFrom('simulation_event')
    .select(['title', 'description', 'type_info', 'upload_key'])
    .where('simulation_id', '=', simulationId)
    .where('group', '=', GROUP)
    .where('run_id', 'is', null)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}

/** The simulation an uploaded workbook is for: its status and workspace. */
export function importTarget(db: Kysely<Database>, simulationId: string) {
  return db
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select(['s.id', 's.status', 'p.workspace_id'])
    .where('s.id', '=', simulationId)
    .executeTakeFirst();
}

/** The simulation's status, its row locked until the caller's transaction ends. */
export async function lockedStatus(db: Kysely<Database>, simulationId: string): Promise<string | undefined> {
  return (await db.selectFrom('simulation').select('status').where('id', '=', simulationId).forUpdate().executeTakeFirst())
    ?.status;
}

/** Tables of a simulation's inputs, those pointing at centers and positions first. */
const INPUT_TABLES = [
  'fixed_work_shift',
  'variable_work',
  'subrogate',
  'simulation_material_cost',
  'category_position',
  'position',
  'center',
] as const;

/** Deletes every input of the simulation and sets its basic data (the first step of an import). */
export async function clearInputs(
  db: Kysely<Database>,
  simulationId: string,
  basic: Record<string, unknown>,
  now: Date,
): Promise<void> {
  for (const table of INPUT_TABLES) await db.deleteFrom(table).where('simulation_id', '=', simulationId).execute();
  await db
    .updateTable('simulation')
    .set({ ...basic, updated_at: now })
    .where('id', '=', simulationId)
    .execute();
}
