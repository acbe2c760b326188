/**
 * Stores a Formulario plan (./formulario-read.ts) in a simulation, replacing all of its inputs: basic data,
 * centers (their localities found or created by name), positions, category-positions, fixed shifts, hourly
 * tasks, surrogates and other costs, each through its repository. Run it inside one transaction: a failure leaves
 * the simulation as it was.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localityByName } from './localities';
import { clearInputs } from './formulario-repository';
import { insertCenters } from './center-repository';
import { insertPositions, writeCategoryPositions } from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { replaceSurrogates } from './surrogate-repository';
import { insertCosts } from './other-cost-repository';
import type { FormularioPlan } from './formulario-read';

export async function writeFormulario(
  trx: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  plan: FormularioPlan,
  now: Date,
): Promise<void> {
  await clearInputs(trx, simulationId, plan.basic, now);
  const centers = [];
  for (const c of plan.centers)
    centers.push({ ...c, center_id: null, municipality_id: await localityByName(trx, workspaceId, c.locality, c.region) });
  await insertCenters(trx, simulationId, centers);
  await insertPositions(trx, simulationId, plan.positions);
  await writeCategoryPositions(trx, simulationId, plan.category_positions_disabled, plan.categoryPositions);
  await shiftRows.insertAll(trx, simulationId, plan.shifts);
  await taskRows.insertAll(trx, simulationId, plan.tasks);
  await replaceSurrogates(trx, { kind: 'simulation', id: simulationId }, plan.surrogates);
  await insertCosts(trx, simulationId, plan.costs);
}
