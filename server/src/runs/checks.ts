/**
 * The launch conditions (a refusal answers 460 with an error_code; docs/runs.md), read from the simulation's inputs. Code 7 (the
 * workspace quota) is not here: it is spent atomically by the launch itself (./launch.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LAUNCH_ERROR_CODES } from '../../../domain/src/errors.js';
import { salarySpreadWarnings, type PositionCandidates } from '../../../domain/src/simulation-inputs/index.js';

export type LaunchCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface LaunchFinding {
  message: string;
  error_code: LaunchCode | null;
  section: 'basic_data' | 'centers' | 'category_positions' | 'fixed_work_shift' | 'variable_work' | 'subrogate' | 'material_cost';
}

export const LAUNCH_MESSAGES = LAUNCH_ERROR_CODES as Record<LaunchCode, string>;

const count = async (q: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);

/** Every finding, codes first in ascending order, then warnings (error_code null). */
export async function launchFindings(db: Kysely<Database>, simulationId: string): Promise<LaunchFinding[]> {
  const s = await db.selectFrom('simulation').select(['service_date_init', 'service_duration']).where('id', '=', simulationId).executeTakeFirstOrThrow();
  const findings: LaunchFinding[] = [];
  const add = (code: LaunchCode | null, section: LaunchFinding['section'], message?: string) =>
    findings.push({ error_code: code, section, message: message ?? LAUNCH_MESSAGES[code as LaunchCode] });

  // 1: surrogates without a center to go to. A surrogate without center is placed by the engine (the
  // center of a surrogate is optional), but only among the centers of its group, or of its category's agreement.
  const centerRows = await db.selectFrom('center').select(['id', 'agreement_id', 'center_group']).where('simulation_id', '=', simulationId).execute();
  const loose = await db
    .selectFrom('subrogate as s')
    .leftJoin('agreement_category as ac', 'ac.id', 's.category_id')
    .select(['s.center_group', 'ac.agreement_id'])
    .where('s.simulation_id', '=', simulationId)
    .where('s.center_id', 'is', null)
    .execute();
  const homeless = loose.filter((s) =>
    s.center_group !== null
      ? !centerRows.some((c) => c.center_group === s.center_group)
      : !centerRows.some((c) => c.agreement_id === s.agreement_id),
  ).length;
  if (homeless) add(1, 'subrogate', `${LAUNCH_MESSAGES[1]} (${homeless})`);

  // 2, 3: work without a center or position of this simulation
  const orphanShifts = await count(
    db
      .selectFrom('fixed_work_shift as f')
      .leftJoin('center as c', (j) => j.onRef('c.id', '=', 'f.center_id').onRef('c.simulation_id', '=', 'f.simulation_id'))
      .leftJoin('position as p', (j) => j.onRef('p.id', '=', 'f.position_id').onRef('p.simulation_id', '=', 'f.simulation_id'))
      .select((eb) => eb.fn.countAll().as('n'))
      .where('f.simulation_id', '=', simulationId)
      .where((eb) => eb.or([eb('c.id', 'is', null), eb('p.id', 'is', null)])),
  );
  if (orphanShifts) add(2, 'fixed_work_shift');
  const orphanTasks = await count(
    db
      .selectFrom('variable_work as v')
      .leftJoin('center as c', (j) => j.onRef('c.id', '=', 'v.center_id').onRef('c.simulation_id', '=', 'v.simulation_id'))
      .leftJoin('position as p', (j) => j.onRef('p.id', '=', 'v.position_id').onRef('p.simulation_id', '=', 'v.simulation_id'))
      .select((eb) => eb.fn.countAll().as('n'))
      .where('v.simulation_id', '=', simulationId)
      .where((eb) => eb.or([eb('c.id', 'is', null), eb('p.id', 'is', null)])),
  );
  if (orphanTasks) add(3, 'variable_work');

  // 4: no center
  const centers = await db.selectFrom('center').select(['id', 'agreement_id']).where('simulation_id', '=', simulationId).execute();
  if (centers.length === 0) add(4, 'centers');

  // 5: no work at all
  const shifts = await count(db.selectFrom('fixed_work_shift').select((eb) => eb.fn.countAll().as('n')).where('simulation_id', '=', simulationId));
  const tasks = await count(db.selectFrom('variable_work').select((eb) => eb.fn.countAll().as('n')).where('simulation_id', '=', simulationId));
  if (shifts + tasks === 0) add(5, 'fixed_work_shift');

  // 6: an agreement of the centers without categories (or gone)
  const agreementIds = [...new Set(centers.map((c) => c.agreement_id))];
  if (agreementIds.length) {
    const withCategories = await db
      .selectFrom('agreement_category')
      .select('agreement_id')
      .where('agreement_id', 'in', agreementIds)
      .groupBy('agreement_id')
      .execute();
    const ok = new Set(withCategories.map((r) => r.agreement_id));
    if (agreementIds.some((id) => !ok.has(id))) add(6, 'centers');
  }

  // 8, 9: basic data
  if (!s.service_date_init) add(8, 'basic_data');
  if (s.service_duration === null || s.service_duration === undefined) add(9, 'basic_data');

  // warnings the launch accepts
  const disabled = await db
    .selectFrom('simulation')
    .select(sql<boolean>`category_positions_disabled`.as('d'))
    .where('id', '=', simulationId)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!disabled?.d) {
    const uncovered = await db
      .selectFrom('position as p')
      .select('p.name')
      .where('p.simulation_id', '=', simulationId)
      // each subquery also names the simulation, so its simulation index serves it: by position alone (no index)
      // it read every shift and task of every simulation (1.8 s with 10,000 simulations; docs/performance.md)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('category_position as cp').select('cp.position_id').where('cp.simulation_id', '=', simulationId).whereRef('cp.position_id', '=', 'p.id')),
        ),
      )
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('fixed_work_shift as f').select('f.id').where('f.simulation_id', '=', simulationId).whereRef('f.position_id', '=', 'p.id')),
          eb.exists(eb.selectFrom('variable_work as v').select('v.id').where('v.simulation_id', '=', simulationId).whereRef('v.position_id', '=', 'p.id')),
        ]),
      )
      .execute();
    for (const p of uncovered)
      add(null, 'category_positions', `El puesto ${p.name} no tiene ninguna categoría asignada: su trabajo quedará sin cubrir`);
  }
  for (const message of salarySpreadWarnings(await positionCandidates(db, simulationId, !!disabled?.d))) add(null, 'category_positions', message);
  return findings.sort((a, b) => (a.error_code ?? 99) - (b.error_code ?? 99));
}

/**
 * Each position a shift or task uses, with the categories the engine may staff it with: those of the agreements of
 * the centers where it is used, assigned to it in Categorías-Puestos (every one of them with 'cualquier categoría').
 */
async function positionCandidates(db: Kysely<Database>, simulationId: string, anyCategory: boolean): Promise<PositionCandidates[]> {
  const used = await db
    .selectFrom('fixed_work_shift as f')
    .innerJoin('center as c', 'c.id', 'f.center_id')
    .innerJoin('position as p', 'p.id', 'f.position_id')
    .select(['p.id as position_id', 'p.name as position', 'c.agreement_id'])
    .where('f.simulation_id', '=', simulationId)
    .union(
      db
        .selectFrom('variable_work as v')
        .innerJoin('center as c', 'c.id', 'v.center_id')
        .innerJoin('position as p', 'p.id', 'v.position_id')
        .select(['p.id as position_id', 'p.name as position', 'c.agreement_id'])
        .where('v.simulation_id', '=', simulationId),
    )
    .execute();
  if (!used.length) return [];
  const agreements = [...new Set(used.map((u) => u.agreement_id))];
  const categories = await db.selectFrom('agreement_category').select(['id', 'agreement_id', 'professional_category', 'salary_year']).where('agreement_id', 'in', agreements).execute();
  const assigned = anyCategory
    ? null
    : new Set((await db.selectFrom('category_position').select(['category_id', 'position_id']).where('simulation_id', '=', simulationId).execute()).map((r) => `${r.category_id}|${r.position_id}`));
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
