/** Centers of a simulation: read with their names, and the replace-all save shared by the form and the import. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { categoriesOfAgreements, visibleAgreements } from './agreements';
import { writeCategoryPositions } from './work';
import { lockOwner } from './lock';
import { INPUT_MESSAGES, type CenterRow } from '../../../domain/src/simulation-inputs/index.js';
import { AGREEMENT_MESSAGES } from '../../../domain/src/agreements/constants.js';

export async function listCenters(db: Kysely<Database>, simulationId: string) {
  const rows = await db
    .selectFrom('center as c')
    .innerJoin('locality as l', 'l.id', 'c.municipality_id')
    .select(['c.id', 'c.name', 'c.municipality_id', 'l.name as municipality_name', 'c.agreement_id', 'c.center_group', 'c.vacation_coverage', 'c.created_at'])
    .where('c.simulation_id', '=', simulationId)
    .orderBy('c.seq')
    .execute();
  const agreements = await visibleAgreementsAny(db, rows.map((r) => r.agreement_id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    municipality_id: r.municipality_id,
    municipality_name: r.municipality_name,
    agreement_id: r.agreement_id,
    agreement_name: agreements.get(r.agreement_id) ?? '',
    center_group: r.center_group,
    vacation_coverage: Number(r.vacation_coverage),
  }));
}

async function visibleAgreementsAny(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('agreement').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Replaces the centers: rows with center_id update, rows without create, stored centers left out are deleted —
 * refused (409, with the reason) when one of them has shifts or tasks. Runs inside the caller's transaction,
 * holding the simulation's row lock (./lock.ts).
 */
/** The center with its locality's region and local holidays (its work periods), or undefined. */
export function centerWithLocality(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('center as c')
    .innerJoin('locality as l', 'l.id', 'c.municipality_id')
    .select(['c.id', 'c.simulation_id', 'l.region', 'l.local_holidays'])
    .where('c.id', '=', centerId)
    .executeTakeFirst();
}

/** Whether the center is the simulation's own. */
export async function isCenterOf(db: Kysely<Database>, simulationId: string, centerId: string): Promise<boolean> {
  return !!(await db.selectFrom('center').select('id').where('id', '=', centerId).where('simulation_id', '=', simulationId).executeTakeFirst());
}

/** The agreement of the simulation's center, or undefined when the simulation has no such center. */
export async function centerAgreement(db: Kysely<Database>, simulationId: string, centerId: string): Promise<string | undefined> {
  return (await db.selectFrom('center').select('agreement_id').where('id', '=', centerId).where('simulation_id', '=', simulationId).executeTakeFirst())?.agreement_id;
}

export async function replaceCenters(db: Kysely<Database>, simulationId: string, workspaceId: string, rows: readonly CenterRow[]): Promise<void> {
  await lockOwner(db, { id: simulationId });
  const stored = await db.selectFrom('center').select('id').where('simulation_id', '=', simulationId).execute();
  const storedIds = new Set(stored.map((c) => c.id));
  rows.forEach((r, i) => {
    if (r.center_id && !storedIds.has(r.center_id)) throw notFound(`El centro de la fila ${i + 1} no existe en la simulación`);
  });
  const localityIds = [...new Set(rows.map((r) => r.municipality_id))];
  if (localityIds.length) {
    const found = await db.selectFrom('locality').select('id').where('workspace_id', '=', workspaceId).where('id', 'in', localityIds).execute();
    const ok = new Set(found.map((l) => l.id));
    const i = rows.findIndex((r) => !ok.has(r.municipality_id));
    if (i >= 0) throw Object.assign(notFound(INPUT_MESSAGES.localityNotFound), {});
  }
  const agreements = await visibleAgreements(db, workspaceId, rows.map((r) => r.agreement_id));
  if (rows.some((r) => !agreements.has(r.agreement_id))) throw notFound(AGREEMENT_MESSAGES.notFound);

  const kept = new Set(rows.map((r) => r.center_id).filter(Boolean) as string[]);
  const removed = [...storedIds].filter((id) => !kept.has(id));
  if (removed.length) {
    const shift = await db.selectFrom('fixed_work_shift').select('id').where('center_id', 'in', removed).limit(1).executeTakeFirst();
    const task = await db.selectFrom('variable_work').select('id').where('center_id', 'in', removed).limit(1).executeTakeFirst();
    if (shift || task) throw conflict(INPUT_MESSAGES.centerInUse);
    await db.deleteFrom('center').where('id', 'in', removed).execute();
  }
  for (const r of rows) {
    const values = {
      name: r.name,
      municipality_id: r.municipality_id,
      agreement_id: r.agreement_id,
      center_group: r.center_group,
      vacation_coverage: r.vacation_coverage,
    };
    if (r.center_id) await db.updateTable('center').set(values).where('id', '=', r.center_id).execute();
    else await db.insertInto('center').values({ ...values, simulation_id: simulationId }).execute();
  }
  // Category-positions of agreements no center uses any more go: they are no longer shown nor used.
  const current = await categoriesOfAgreements(db, [...new Set(rows.map((r) => r.agreement_id))]);
  let stale = db.deleteFrom('category_position').where('simulation_id', '=', simulationId);
  if (current.length) stale = stale.where('category_id', 'not in', current.map((c) => c.id));
  await stale.execute();
  // With 'Cualquier categoría puede realizar cualquier puesto' the categories of a new agreement get 'cualquiera' too.
  const sim = await db.selectFrom('simulation').select('category_positions_disabled').where('id', '=', simulationId).executeTakeFirstOrThrow();
  if (sim.category_positions_disabled) await writeCategoryPositions(db, simulationId, true, []);
}
