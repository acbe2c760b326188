/**
 * Stores a Formulario plan (./formulario-read.ts) in a simulation, replacing all of its inputs: basic data,
 * centers (their localities found or created by name), positions, category-positions, fixed shifts, hourly
 * tasks, surrogates and other costs. Run it inside one transaction: a failure leaves the simulation as it was.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localityByName } from './localities';
import { surrogateValues } from './surrogates';
import { shiftColumns, taskColumns, writeCategoryPositions } from './work';
import type { FormularioPlan } from './formulario-read';
import { foldName } from '../../../domain/src/simulation-inputs/index.js';

/** Tables of a simulation's inputs, those pointing at centers and positions first. */
const INPUT_TABLES = ['fixed_work_shift', 'variable_work', 'subrogate', 'simulation_material_cost', 'category_position', 'position', 'center'] as const;

export async function writeFormulario(trx: Kysely<Database>, simulationId: string, workspaceId: string, plan: FormularioPlan, now: Date): Promise<void> {
  for (const table of INPUT_TABLES) await trx.deleteFrom(table).where('simulation_id', '=', simulationId).execute();
  await trx.updateTable('simulation').set({ ...plan.basic, updated_at: now }).where('id', '=', simulationId).execute();
  for (const c of plan.centers) {
    const municipality_id = await localityByName(trx, workspaceId, c.locality, c.region);
    await trx
      .insertInto('center')
      .values({ id: c.id, simulation_id: simulationId, name: c.name, municipality_id, agreement_id: c.agreement_id, center_group: c.center_group, vacation_coverage: c.vacation_coverage })
      .execute();
  }
  if (plan.positions.length)
    await trx
      .insertInto('position')
      .values(plan.positions.map((p) => ({ id: p.id, simulation_id: simulationId, name: p.name, folded_name: foldName(p.name) })))
      .execute();
  await writeCategoryPositions(trx, simulationId, plan.category_positions_disabled, plan.categoryPositions);
  for (const s of plan.shifts) await trx.insertInto('fixed_work_shift').values({ ...shiftColumns(s), simulation_id: simulationId }).execute();
  for (const t of plan.tasks) await trx.insertInto('variable_work').values({ ...taskColumns(t), simulation_id: simulationId }).execute();
  for (const s of plan.surrogates) await trx.insertInto('subrogate').values({ ...surrogateValues(s), simulation_id: simulationId }).execute();
  for (const m of plan.costs) await trx.insertInto('simulation_material_cost').values({ ...m, simulation_id: simulationId }).execute();
}
