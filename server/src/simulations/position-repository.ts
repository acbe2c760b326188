/** Positions and category-positions of a simulation: their SQL. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { categoriesOfAgreements } from './agreement-repository';
import { ANY_POSITION_NAME, foldName } from '@licita/domain';
import { lockOwner } from './owner-repository';

export async function positionByName(db: Kysely<Database>, simulationId: string, name: string): Promise<string> {
  const folded = foldName(name);
  const hit = await db
    .selectFrom('position')
    .select('id')
    .where('simulation_id', '=', simulationId)
    .where('folded_name', '=', folded)
    .executeTakeFirst();
  if (hit) return hit.id;
  const row = await db
    .insertInto('position')
    .values({ simulation_id: simulationId, name: name.trim().replace(/\s+/g, ' '), folded_name: folded })
    .onConflict((oc) => oc.columns(['simulation_id', 'folded_name']).doUpdateSet({ folded_name: folded }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The simulation's positions by name. */
export function listPositions(db: Kysely<Database>, simulationId: string) {
  return db.selectFrom('position').select(['id', 'name']).where('simulation_id', '=', simulationId).orderBy('name').execute();
}

/** The simulation's positions assigned to any of the categories, by name. */
export function positionsOfCategories(db: Kysely<Database>, simulationId: string, categoryIds: string[]) {
  return db
    .selectFrom('position as p')
    .innerJoin('category_position as cp', 'cp.position_id', 'p.id')
    .select(['p.id', 'p.name'])
    .distinct()
    .where('p.simulation_id', '=', simulationId)
    .where('cp.category_id', 'in', categoryIds)
    .orderBy('p.name')
    .execute();
}

/** How many of the (distinct) position ids are the simulation's own. */
export async function countPositions(db: Kysely<Database>, simulationId: string, ids: string[]): Promise<number> {
  return (await db.selectFrom('position').select('id').where('simulation_id', '=', simulationId).where('id', 'in', ids).execute())
    .length;
}

/** The agreements of the simulation's centers. */
export async function simulationAgreementIds(db: Kysely<Database>, simulationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('center')
    .select('agreement_id')
    .distinct()
    .where('simulation_id', '=', simulationId)
    .execute();
  return rows.map((r) => r.agreement_id);
}

export async function readCategoryPositions(db: Kysely<Database>, simulationId: string) {
  const sim = await db
    .selectFrom('simulation')
    .select('category_positions_disabled')
    .where('id', '=', simulationId)
    .executeTakeFirstOrThrow();
  const categories = await categoriesOfAgreements(db, await simulationAgreementIds(db, simulationId));
  const assigned = await db
    .selectFrom('category_position as cp')
    .innerJoin('position as p', 'p.id', 'cp.position_id')
    .select(['cp.category_id', 'p.id', 'p.name', 'cp.ordinal'])
    .where('cp.simulation_id', '=', simulationId)
    .orderBy('cp.ordinal')
    .execute();
  return {
    disabled: sim.category_positions_disabled,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      positions: assigned.filter((a) => a.category_id === c.id).map((a) => ({ id: a.id, name: a.name })),
    })),
  };
}

/** Replaces the assignment (after validation). With `disabled` every category gets the one position 'cualquiera'. */
export async function writeCategoryPositions(
  db: Kysely<Database>,
  simulationId: string,
  disabled: boolean,
  byCategory: ReadonlyArray<{ id: string; positions: readonly string[] }>,
): Promise<void> {
  await lockOwner(db, { id: simulationId });
  await db.updateTable('simulation').set({ category_positions_disabled: disabled }).where('id', '=', simulationId).execute();
  await db.deleteFrom('category_position').where('simulation_id', '=', simulationId).execute();
  let rows: { simulation_id: string; category_id: string; position_id: string; ordinal: number }[];
  if (disabled) {
    const any = await positionByName(db, simulationId, ANY_POSITION_NAME);
    const categories = await categoriesOfAgreements(db, await simulationAgreementIds(db, simulationId));
    rows = categories.map((c) => ({ simulation_id: simulationId, category_id: c.id, position_id: any, ordinal: 0 }));
  } else {
    rows = byCategory.flatMap((c) =>
      c.positions.map((p, ordinal) => ({ simulation_id: simulationId, category_id: c.id, position_id: p, ordinal })),
    );
  }
  if (rows.length) await db.insertInto('category_position').values(rows).execute();
}

/** Stores the positions of an imported workbook (their ids made by the import). */
export async function insertPositions(
  db: Kysely<Database>,
  simulationId: string,
  list: readonly { id: string; name: string }[],
): Promise<void> {
  if (list.length)
    await db
      .insertInto('position')
      .values(list.map((p) => ({ id: p.id, simulation_id: simulationId, name: p.name, folded_name: foldName(p.name) })))
      .execute();
}

/** Copies the positions and category-positions of one simulation into another; the new id of each position. */
export async function copyPositions(db: Kysely<Database>, fromId: string, toId: string): Promise<Map<string, string>> {
  const positionMap = new Map<string, string>();
  for (const p of await db
    .selectFrom('position')
    .selectAll()
    .where('simulation_id', '=', fromId)
    .orderBy('created_at')
    .execute()) {
    const id = randomUUID();
    positionMap.set(p.id, id);
    await db.insertInto('position').values({ id, simulation_id: toId, name: p.name, folded_name: p.folded_name }).execute();
  }
  for (const cp of await db.selectFrom('category_position').selectAll().where('simulation_id', '=', fromId).execute()) {
    await db
      .insertInto('category_position')
      .values({
        simulation_id: toId,
        category_id: cp.category_id,
        position_id: positionMap.get(cp.position_id)!,
        ordinal: cp.ordinal,
      })
      .execute();
  }
  return positionMap;
}
