/** A simulation's own rules: its name within the tender, the contract's shape of it, its copy and its deletion. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../http/errors';
import { cardOf } from '../projects/service';
import { rejectFieldErrors } from './access';
import { bidAnswer } from './bid';
import { deleteSimulation, loadSimulationRow, nameTaken, type StoredSimulation } from './repository';
import { duplicateSimulationInputs } from './duplicate';
import { boundTotals, INPUT_MESSAGES, validateSimulationName } from '@licita/domain';
import type { Schemas } from '../contract';

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** `name` when no simulation of the tender has it (unless `copy`), else 'name (copia)', 'name (copia 2)'… */
export async function freeSimulationName(db: Kysely<Database>, projectId: string, name: string, copy = false): Promise<string> {
  if (!copy && !(await nameTaken(db, projectId, name))) return name;
  let free = `${name} (copia)`;
  for (let n = 2; await nameTaken(db, projectId, free); n++) free = `${name} (copia ${n})`;
  return free;
}

/** The trimmed name, valid and not taken by another simulation of the tender (400 / 409 otherwise). */
export async function checkName(db: Kysely<Database>, projectId: string, name: string, exceptId?: string): Promise<string> {
  rejectFieldErrors(validateSimulationName(name));
  if (await nameTaken(db, projectId, name, exceptId)) throw conflict(INPUT_MESSAGES.nameTaken, 'name');
  return name.trim();
}

export async function loadSimulation(db: Kysely<Database>, id: string) {
  return simulationAnswer(await loadSimulationRow(db, id));
}

/**
 * The results without the parts sized by the tender (the demand per center and position, the idle hours per
 * surrogate, the bounds per center group and position, the explanations): what `GET /simulation/{id}` answers, the
 * figures of the cards at the top of the page. The whole results are `GET /simulation/{id}/results`.
 */
export function resultsSummary(results: Schemas['Results']): Schemas['Results'] {
  const { demand, idle_surrogate_hours, bounds, explanations, ...summary } = results;
  // the quality card's sums, a few numbers whatever the tender's size (its table reads GET …/bounds when opened)
  const totals = boundTotals(bounds);
  return totals ? { ...summary, bound_totals: totals } : summary;
}

/** The stored results, when there are any (an object; null otherwise). */
export const storedResults = (r: Pick<StoredSimulation, 'results'>) =>
  r.results && typeof r.results === 'object' ? r.results : null;

/** The contract's Simulation of a stored row, without its links; its results the summary (`resultsSummary`). */
export function simulationAnswer(r: StoredSimulation) {
  const results = storedResults(r);
  return {
    ...cardOf(r),
    service_date_init: r.service_date_init,
    service_duration: numOrNull(r.service_duration),
    social_security: numOrNull(r.social_security),
    absenteeism_rate: numOrNull(r.absenteeism_rate),
    social_security_mode: r.social_security_mode,
    at_ep_percent: numOrNull(r.at_ep_percent),
    bid: bidAnswer(r.bid),
    data_url: null,
    result_url: null,
    results: results && resultsSummary(results),
  };
}

/** Copies the simulation and its inputs as `toId`, named as it (or its first free copy name), in one transaction. */
export async function duplicateSimulation(
  db: Kysely<Database>,
  from: { id: string; project_id: string; name: string },
  toId: string,
  now: Date,
): Promise<void> {
  const name = await freeSimulationName(db, from.project_id, from.name, true);
  await db.transaction().execute((trx) => duplicateSimulationInputs(trx, { fromId: from.id, toId, name, now }));
}

/** Deletes the simulation and its inputs in one transaction. */
export async function removeSimulation(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteSimulation(trx, id));
}
