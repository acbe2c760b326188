/**
 * Simulations and their inputs written in batches: many simulations per statement, the inputs of one stored
 * simulation copied into many (as `duplicate.ts` copies them into one). `npm run bench:scale` seeds its
 * hundred thousand simulations through these.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, SimulationTable } from '../db/schema';
import { insertRows } from '../db/batch';

type Db = Kysely<Database>;

const j = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** Inserts the simulations as given (ids included). */
export function insertSimulations(db: Db, rows: readonly Insertable<SimulationTable>[]): Promise<void> {
  return insertRows(db, 'simulation', rows);
}

/** The inputs of one simulation, read once to be copied into many. */
export async function inputsOf(db: Db, simulationId: string) {
  const id = simulationId;
  return {
    centers: await db.selectFrom('center').selectAll().where('simulation_id', '=', id).orderBy('seq').execute(),
    positions: await db.selectFrom('position').selectAll().where('simulation_id', '=', id).execute(),
    categoryPositions: await db.selectFrom('category_position').selectAll().where('simulation_id', '=', id).execute(),
    shifts: await db.selectFrom('fixed_work_shift').selectAll().where('simulation_id', '=', id).orderBy('seq').execute(),
    tasks: await db.selectFrom('variable_work').selectAll().where('simulation_id', '=', id).orderBy('seq').execute(),
    surrogates: await db.selectFrom('subrogate').selectAll().where('simulation_id', '=', id).orderBy('seq').execute(),
    costs: await db.selectFrom('simulation_material_cost').selectAll().where('simulation_id', '=', id).orderBy('seq').execute(),
  };
}

export type SimulationInputs = Awaited<ReturnType<typeof inputsOf>>;

/** Copies the inputs read by `inputsOf` into each of the (existing) simulations `toIds`, in a few statements per table. */
export async function copyInputs(db: Db, from: SimulationInputs, toIds: readonly string[]): Promise<void> {
  const centers: Insertable<Database['center']>[] = [];
  const positions: Insertable<Database['position']>[] = [];
  const categoryPositions: Insertable<Database['category_position']>[] = [];
  const shifts: Insertable<Database['fixed_work_shift']>[] = [];
  const tasks: Insertable<Database['variable_work']>[] = [];
  const surrogates: Insertable<Database['subrogate']>[] = [];
  const costs: Insertable<Database['simulation_material_cost']>[] = [];
  for (const to of toIds) {
    const center = new Map(from.centers.map((c) => [c.id, randomUUID()]));
    const position = new Map(from.positions.map((p) => [p.id, randomUUID()]));
    for (const c of from.centers)
      centers.push({
        id: center.get(c.id)!,
        simulation_id: to,
        name: c.name,
        municipality_id: c.municipality_id,
        agreement_id: c.agreement_id,
        center_group: c.center_group,
        vacation_coverage: c.vacation_coverage,
      });
    for (const p of from.positions)
      positions.push({ id: position.get(p.id)!, simulation_id: to, name: p.name, folded_name: p.folded_name });
    for (const cp of from.categoryPositions)
      categoryPositions.push({
        simulation_id: to,
        category_id: cp.category_id,
        position_id: position.get(cp.position_id)!,
        ordinal: cp.ordinal,
      });
    for (const f of from.shifts) {
      const { id: _id, seq: _seq, created_at: _c, simulation_id: _s, ...rest } = f;
      shifts.push({
        ...rest,
        simulation_id: to,
        center_id: center.get(f.center_id)!,
        position_id: position.get(f.position_id)!,
        shift_times: j(f.shift_times)!,
        weekdays_working: j(f.weekdays_working)!,
        periods_without_work: j(f.periods_without_work)!,
      });
    }
    for (const v of from.tasks) {
      const { id: _id, seq: _seq, created_at: _c, simulation_id: _s, ...rest } = v;
      tasks.push({
        ...rest,
        simulation_id: to,
        center_id: center.get(v.center_id)!,
        position_id: position.get(v.position_id)!,
        weekdays: j(v.weekdays)!,
        periods_without_work: j(v.periods_without_work)!,
        periods_with_work: j(v.periods_with_work)!,
        recommended_time_slot: j(v.recommended_time_slot),
      });
    }
    for (const s of from.surrogates) {
      const { id: _id, seq: _seq, created_at: _c, simulation_id: _s, center_id, ...rest } = s;
      surrogates.push({ ...rest, simulation_id: to, center_id: center_id ? center.get(center_id)! : null });
    }
    for (const m of from.costs) {
      const { id: _id, seq: _seq, created_at: _c, simulation_id: _s, center_id, ...rest } = m;
      costs.push({ ...rest, simulation_id: to, center_id: center_id ? center.get(center_id)! : null });
    }
  }
  // centers and positions first: the other rows point at them
  await insertRows(db, 'center', centers);
  await insertRows(db, 'position', positions);
  await insertRows(db, 'category_position', categoryPositions);
  await insertRows(db, 'fixed_work_shift', shifts);
  await insertRows(db, 'variable_work', tasks);
  await insertRows(db, 'subrogate', surrogates);
  await insertRows(db, 'simulation_material_cost', costs);
}
