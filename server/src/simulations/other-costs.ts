/** The other costs (Otros Costes) of a simulation or of a previous study (./owner.ts), as the contract shows them. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, SimulationMaterialCostTable } from '../db/schema';
import { ownerColumn, type InputOwner } from './owner';

/** Stores a new other cost; its id. */
export async function insertCost(db: Kysely<Database>, values: Insertable<SimulationMaterialCostTable>): Promise<string> {
  return (await db.insertInto('simulation_material_cost').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The owner's other costs (or the one of that id), oldest first, in the contract's shape. */
export async function listCosts(db: Kysely<Database>, owner: Pick<InputOwner, 'kind' | 'id'>, id?: string) {
  let q = db
    .selectFrom('simulation_material_cost as m')
    .leftJoin('center as c', 'c.id', 'm.center_id')
    .selectAll('m')
    .select('c.name as center_name')
    .where(`m.${ownerColumn(owner)}`, '=', owner.id);
  if (id) q = q.where('m.id', '=', id);
  const rows = await q.orderBy('m.seq').execute();
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    cost_type: m.cost_type,
    amount: Number(m.amount),
    months_to_apply: m.months_to_apply,
    number_of_units: m.number_of_units,
    center_id: m.center_id,
    center_name: m.center_name ?? null,
  }));
}
