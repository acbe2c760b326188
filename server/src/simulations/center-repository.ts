/**
 * The centers of a simulation: their SQL — read with their names, the replace-all save shared by the form and the
 * import, the Formulario's insert and the copy — every field through the center's descriptor (./columns/center.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { categoriesOfAgreements, visibleAgreements } from './agreement-repository';
import { writeCategoryPositions } from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { readValues, storedValues } from './columns/column';
import { CENTER, type CenterValues, type StoredCenter } from './columns/center';
import { copiedColumns } from './copy-rows';
import { lockOwner } from './owner-repository';
import { pageOfRows, searched, type ListPage } from '../db/list-page';
import { INPUT_MESSAGES, type CenterRow, AGREEMENT_MESSAGES } from '@licita/domain';

/** The simulation's centers in list order, with their locality's region and their agreement's name. */
export function listCenterRows(db: Kysely<Database>, simulationId: string): Promise<StoredCenter[]> {
  return centerQuery(db, simulationId).execute();
}

function centerQuery(db: Kysely<Database>, simulationId: string) {
  return db
    .selectFrom('center as c')
    .innerJoin('locality as l', 'l.id', 'c.municipality_id')
    .leftJoin('agreement as a', 'a.id', 'c.agreement_id')
    .selectAll('c')
    .select(['l.name as municipality_name', 'l.region', 'a.name as agreement_name'])
    .where('c.simulation_id', '=', simulationId)
    .orderBy('c.seq');
}

/** The simulation's centers as the contract answers them. */
export async function listCenters(db: Kysely<Database>, simulationId: string) {
  return (await listCenterRows(db, simulationId)).map((c) => readValues(CENTER, c));
}

/** A page of the simulation's centers as the contract answers them (`q` searches their names and localities), and the total found. */
export async function centerPage(db: Kysely<Database>, simulationId: string, page: ListPage) {
  const { rows, total } = await pageOfRows(searched(centerQuery(db, simulationId), page.q, ['c.name', 'l.name']), page);
  return { items: rows.map((c) => readValues(CENTER, c)), total };
}

const valuesOf = (c: CenterRow) => storedValues<typeof CENTER, CenterRow, CenterValues>(CENTER, c);

/** Stores the centers of an imported workbook (their ids made by the import, their localities found). */
export async function insertCenters(
  db: Kysely<Database>,
  simulationId: string,
  list: readonly (CenterRow & { id: string })[],
): Promise<void> {
  for (const c of list)
    await db
      .insertInto('center')
      .values({ ...valuesOf(c), id: c.id, simulation_id: simulationId })
      .execute();
}

/** Copies the centers of one simulation into another; the new id of each center. */
export async function copyCenters(db: Kysely<Database>, fromId: string, toId: string): Promise<Map<string, string>> {
  const centers = new Map<string, string>();
  for (const c of await db.selectFrom('center').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    const id = randomUUID();
    centers.set(c.id, id);
    await db
      .insertInto('center')
      .values({ ...copiedColumns(c), id, simulation_id: toId })
      .execute();
  }
  return centers;
}

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
  return !!(await db
    .selectFrom('center')
    .select('id')
    .where('id', '=', centerId)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst());
}

/** Of the ids given, those of the simulation's centers. */
export async function centersOf(db: Kysely<Database>, simulationId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('center')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('simulation_id', '=', simulationId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The agreement of the simulation's center, or undefined when the simulation has no such center. */
export async function centerAgreement(db: Kysely<Database>, simulationId: string, centerId: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('center')
      .select('agreement_id')
      .where('id', '=', centerId)
      .where('simulation_id', '=', simulationId)
      .executeTakeFirst()
  )?.agreement_id;
}

/**
 * Replaces the centers: rows with center_id update, rows without create, stored centers left out are deleted —
 * refused (409, with the reason) when one of them has shifts or tasks. Runs inside the caller's transaction,
 * holding the simulation's row lock (lockOwner, ./owner-repository.ts).
 */
export async function replaceCenters(
  db: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  rows: readonly CenterRow[],
): Promise<void> {
  await lockOwner(db, { id: simulationId });
  const stored = await db.selectFrom('center').select('id').where('simulation_id', '=', simulationId).execute();
  const storedIds = new Set(stored.map((c) => c.id));
  rows.forEach((r, i) => {
    if (r.center_id && !storedIds.has(r.center_id)) throw notFound(`El centro de la fila ${i + 1} no existe en la simulación`);
  });
  const localityIds = [...new Set(rows.map((r) => r.municipality_id))];
  if (localityIds.length) {
    const found = await db
      .selectFrom('locality')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', localityIds)
      .execute();
    const ok = new Set(found.map((l) => l.id));
    const i = rows.findIndex((r) => !ok.has(r.municipality_id));
    if (i >= 0) throw Object.assign(notFound(INPUT_MESSAGES.localityNotFound), {});
  }
  const agreements = await visibleAgreements(
    db,
    workspaceId,
    rows.map((r) => r.agreement_id),
  );
  if (rows.some((r) => !agreements.has(r.agreement_id))) throw notFound(AGREEMENT_MESSAGES.notFound);

  const kept = new Set(rows.map((r) => r.center_id).filter(Boolean) as string[]);
  const removed = [...storedIds].filter((id) => !kept.has(id));
  if (removed.length) {
    if ((await shiftRows.centersHaveAny(db, removed)) || (await taskRows.centersHaveAny(db, removed)))
      throw conflict(INPUT_MESSAGES.centerInUse);
    await db.deleteFrom('center').where('id', 'in', removed).execute();
  }
  for (const r of rows) {
    const values = valuesOf(r);
    if (r.center_id) await db.updateTable('center').set(values).where('id', '=', r.center_id).execute();
    else
      await db
        .insertInto('center')
        .values({ ...values, simulation_id: simulationId })
        .execute();
  }
  // Category-positions of agreements no center uses any more go: they are no longer shown nor used.
  const current = await categoriesOfAgreements(db, [...new Set(rows.map((r) => r.agreement_id))]);
  let stale = db.deleteFrom('category_position').where('simulation_id', '=', simulationId);
  if (current.length)
    stale = stale.where(
      'category_id',
      'not in',
      current.map((c) => c.id),
    );
  await stale.execute();
  // With 'Cualquier categoría puede realizar cualquier puesto' the categories of a new agreement get 'cualquiera' too.
  const sim = await db
    .selectFrom('simulation')
    .select('category_positions_disabled')
    .where('id', '=', simulationId)
    .executeTakeFirstOrThrow();
  if (sim.category_positions_disabled) await writeCategoryPositions(db, simulationId, true, []);
}
