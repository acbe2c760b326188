/**
 * The SQL of the spreadsheet imports' state (./imports.ts): one row per simulation and kind in `simulation_import`,
 * one per previous study in `previous_study_import` (its only kind is surrogates).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnerKind } from './owner-repository';

type Db = Kysely<Database> | Transaction<Database>;

export type ImportKind = 'centers' | 'subrogates';
export type ImportState = 'PENDING' | 'ERROR' | 'FINISHED';
type OwnerRef = { kind?: OwnerKind; id: string };

/** The state of an import; PENDING keeps the key of the file it waits for, any other state clears it. */
export async function writeImportStatus(
  db: Db,
  owner: OwnerRef,
  kind: ImportKind,
  status: ImportState,
  info: string | null,
  uploadKey: string | null,
  now: Date,
): Promise<void> {
  const values = { status, info_message: info, updated_at: now, upload_key: uploadKey };
  if (owner.kind === 'previous_study') {
    await db
      .insertInto('previous_study_import')
      .values({ previous_study_id: owner.id, ...values })
      .onConflict((oc) => oc.column('previous_study_id').doUpdateSet(values))
      .execute();
    return;
  }
  await db
    .insertInto('simulation_import')
    .values({ simulation_id: owner.id, kind, ...values })
    .onConflict((oc) => oc.columns(['simulation_id', 'kind']).doUpdateSet(values))
    .execute();
}

/**
 * Takes the PENDING import waiting for that file: clears its key in one conditional update, so of two callers
 * only one gets true. `now` becomes the moment of the claim: an import claimed by a process that died is found by
 * its age.
 */
export async function claimImport(db: Db, key: string, now: Date): Promise<boolean> {
  const claimed = { upload_key: null, updated_at: now };
  const sim = await db
    .updateTable('simulation_import')
    .set(claimed)
    .where('upload_key', '=', key)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(sim.numUpdatedRows) > 0) return true;
  const study = await db
    .updateTable('previous_study_import')
    .set(claimed)
    .where('upload_key', '=', key)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(study.numUpdatedRows) > 0;
}

/** The import's stored state, undefined when none was ever asked for. */
export async function readImportStatus(db: Db, owner: OwnerRef, kind: ImportKind) {
  return owner.kind === 'previous_study'
    ? await db
        .selectFrom('previous_study_import')
        .select(['status', 'info_message', 'upload_key', 'updated_at'])
        .where('previous_study_id', '=', owner.id)
        .executeTakeFirst()
    : await db
        .selectFrom('simulation_import')
        .select(['status', 'info_message', 'upload_key', 'updated_at'])
        .where('simulation_id', '=', owner.id)
        .where('kind', '=', kind)
        .executeTakeFirst();
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The simulation or previous study of that id (an import key names it), with its workspace and status; null when neither is. */
export async function importOwner(db: Db, id: string) {
  const columns = [
    's.id',
    's.project_id',
    's.name',
    's.status',
    's.service_date_init',
    's.service_duration',
    's.social_security',
    's.absenteeism_rate',
    'p.workspace_id',
  ] as const;
  const simulation = await db
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select(columns)
    .where('s.id', '=', id)
    .executeTakeFirst();
  const study = simulation
    ? undefined
    : await db
        .selectFrom('previous_study as s')
        .innerJoin('project as p', 'p.id', 's.project_id')
        .select(columns)
        .where('s.id', '=', id)
        .executeTakeFirst();
  const row = simulation ?? study;
  if (!row) return null;
  return {
    ...row,
    kind: simulation ? ('simulation' as const) : ('previous_study' as const),
    service_duration: num(row.service_duration),
    social_security: num(row.social_security),
    absenteeism_rate: num(row.absenteeism_rate),
  };
}
