/**
 * The launch conditions (a refusal answers 460 with an error_code; docs/runs.md), read from the simulation's inputs
 * (the SQL is in ./check-repository.ts). Code 7 (the workspace quota) is not here: it is spent atomically by the
 * launch itself (./service.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as repo from './check-repository';
import { LAUNCH_ERROR_CODES, salarySpreadWarnings, type PositionCandidates } from '@licita/domain';

export type LaunchCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface LaunchFinding {
  message: string;
  error_code: LaunchCode | null;
  section: 'basic_data' | 'centers' | 'category_positions' | 'fixed_work_shift' | 'variable_work' | 'subrogate' | 'material_cost';
}

export const LAUNCH_MESSAGES = LAUNCH_ERROR_CODES as Record<LaunchCode, string>;

/** Every finding, codes first in ascending order, then warnings (error_code null). */
export async function launchFindings(db: Kysely<Database>, simulationId: string): Promise<LaunchFinding[]> {
  const s = await repo.serviceBasics(db, simulationId);
  const findings: LaunchFinding[] = [];
  const add = (code: LaunchCode | null, section: LaunchFinding['section'], message?: string) =>
    findings.push({ error_code: code, section, message: message ?? LAUNCH_MESSAGES[code as LaunchCode] });

  // 1: surrogates without a center to go to. A surrogate without center is placed by the engine (the
  // center of a surrogate is optional), but only among the centers of its group, or of its category's agreement.
  const centers = await repo.centersOf(db, simulationId);
  const loose = await repo.surrogatesWithoutCenter(db, simulationId);
  const homeless = loose.filter((s) =>
    s.center_group !== null
      ? !centers.some((c) => c.center_group === s.center_group)
      : !centers.some((c) => c.agreement_id === s.agreement_id),
  ).length;
  if (homeless) add(1, 'subrogate', `${LAUNCH_MESSAGES[1]} (${homeless})`);

  // 2, 3: work without a center or position of this simulation
  const orphans = await repo.orphanWork(db, simulationId);
  if (orphans.shifts) add(2, 'fixed_work_shift');
  if (orphans.tasks) add(3, 'variable_work');

  // 4: no center
  if (centers.length === 0) add(4, 'centers');

  // 5: no work at all
  const work = await repo.workCounts(db, simulationId);
  if (work.shifts + work.tasks === 0) add(5, 'fixed_work_shift');

  // 6: an agreement of the centers without categories (or gone)
  const agreementIds = [...new Set(centers.map((c) => c.agreement_id))];
  const withCategories = await repo.agreementsWithCategories(db, agreementIds);
  if (agreementIds.some((id) => !withCategories.has(id))) add(6, 'centers');

  // 8, 9: basic data
  if (!s.service_date_init) add(8, 'basic_data');
  if (s.service_duration === null || s.service_duration === undefined) add(9, 'basic_data');

  // warnings the launch accepts
  const anyCategory = await repo.categoryPositionsDisabled(db, simulationId);
  if (!anyCategory) {
    for (const name of await repo.uncoveredPositionNames(db, simulationId))
      add(null, 'category_positions', `El puesto ${name} no tiene ninguna categoría asignada: su trabajo quedará sin cubrir`);
  }
  for (const message of salarySpreadWarnings(await positionCandidates(db, simulationId, anyCategory)))
    add(null, 'category_positions', message);
  return findings.sort((a, b) => (a.error_code ?? 99) - (b.error_code ?? 99));
}

/**
 * Each position a shift or task uses, with the categories the engine may staff it with: those of the agreements of
 * the centers where it is used, assigned to it in Categorías-Puestos (every one of them with 'cualquier categoría').
 */
async function positionCandidates(
  db: Kysely<Database>,
  simulationId: string,
  anyCategory: boolean,
): Promise<PositionCandidates[]> {
  const used = await repo.usedPositions(db, simulationId);
  if (!used.length) return [];
  const categories = await repo.agreementCategories(db, [...new Set(used.map((u) => u.agreement_id))]);
  const assigned = anyCategory ? null : await repo.assignedCategoryPositions(db, simulationId);
  const byPosition = new Map<string, { position: string; agreements: Set<string> }>();
  for (const u of used) {
    const entry = byPosition.get(u.position_id) ?? { position: u.position, agreements: new Set<string>() };
    entry.agreements.add(u.agreement_id);
    byPosition.set(u.position_id, entry);
  }
  return [...byPosition].map(([positionId, { position, agreements: at }]) => ({
    position,
    categories: categories
      .filter((c) => at.has(c.agreement_id) && (!assigned || assigned.has(`${c.id}|${positionId}`)))
      .map((c) => ({ name: c.professional_category, salary_year: Number(c.salary_year) })),
  }));
}
