/**
 * The other costs (Otros Costes) of a simulation or of a previous study (./owner.ts): their SQL, every field through
 * the cost's descriptor (./columns/other-cost.ts).
 */
import type { Kysely } from 'kysely';
import { pageOfRows, searched, type ListPage } from '../db/list-page';
import type { Database } from '../db/schema';
import { readValues, storedValues } from './columns/column';
import { OTHER_COST, type CostRow, type CostValues } from './columns/other-cost';
import { copiedColumns } from './copy-rows';
import { ownerValues, type InputOwner } from './owner';
import { ownerColumn } from './owner-repository';
import type { MaterialCostValue } from '@licita/domain';

/** The stored columns of a checked cost. */
export const costValues = (m: MaterialCostValue) => storedValues<typeof OTHER_COST, MaterialCostValue, CostValues>(OTHER_COST, m);

/** Stores a new other cost of the owner (with the payload's id when it gives one); its id. */
export async function insertCost(
  db: Kysely<Database>,
  owner: Pick<InputOwner, 'kind' | 'id'>,
  m: MaterialCostValue,
  id?: string,
): Promise<string> {
  const values = { ...(id ? { id } : {}), ...costValues(m), ...ownerValues(owner) };
  return (await db.insertInto('simulation_material_cost').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Stores the costs of an imported workbook, in order. */
export async function insertCosts(db: Kysely<Database>, simulationId: string, list: readonly MaterialCostValue[]): Promise<void> {
  for (const m of list)
    await db
      .insertInto('simulation_material_cost')
      .values({ ...costValues(m), simulation_id: simulationId })
      .execute();
}

/** The owner's stored costs (or the one of that id), oldest first, with their center's name. */
export async function listCostRows(
  db: Kysely<Database>,
  owner: Pick<InputOwner, 'kind' | 'id'>,
  id?: string,
): Promise<CostRow[]> {
  const q = costQuery(db, owner);
  return (id ? q.where('m.id', '=', id) : q).execute();
}

function costQuery(db: Kysely<Database>, owner: Pick<InputOwner, 'kind' | 'id'>) {
  return db
    .selectFrom('simulation_material_cost as m')
    .leftJoin('center as c', 'c.id', 'm.center_id')
    .selectAll('m')
    .select('c.name as center_name')
    .where(`m.${ownerColumn(owner)}`, '=', owner.id)
    .orderBy('m.seq');
}

/** A page of the owner's other costs in the contract's shape (`q` searches their names and centers'), and the total found. */
export async function costPage(db: Kysely<Database>, owner: Pick<InputOwner, 'kind' | 'id'>, page: ListPage) {
  const { rows, total } = await pageOfRows(searched(costQuery(db, owner), page.q, ['m.name', 'c.name']), page);
  return { items: rows.map((m) => readValues(OTHER_COST, m)), total };
}

/** The owner's other costs (or the one of that id), oldest first, in the contract's shape. */
export async function listCosts(db: Kysely<Database>, owner: Pick<InputOwner, 'kind' | 'id'>, id?: string) {
  return (await listCostRows(db, owner, id)).map((m) => readValues(OTHER_COST, m));
}

/** Copies the costs of one simulation into another, pointing at the copies of their centers. */
export async function copyCosts(
  db: Kysely<Database>,
  fromId: string,
  toId: string,
  centers: ReadonlyMap<string, string>,
): Promise<void> {
  for (const m of await db
    .selectFrom('simulation_material_cost')
    .selectAll()
    .where('simulation_id', '=', fromId)
    .orderBy('seq')
    .execute()) {
    await db
      .insertInto('simulation_material_cost')
      .values({ ...copiedColumns(m), simulation_id: toId, center_id: m.center_id ? centers.get(m.center_id)! : null })
      .execute();
  }
}
