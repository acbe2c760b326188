/**
 * The SQL of the launch conditions (./checks.ts): what a simulation's inputs hold that a launch refuses or warns
 * about, read as plain values. Every statement names the simulation, so its indexes serve it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The simulation's service start and duration (what codes 8 and 9 look at). */
export function serviceBasics(db: Executor, simulationId: string) {
  return db
    .selectFrom('simulation')
    .select(['service_date_init', 'service_duration'])
    .where('id', '=', simulationId)
    .executeTakeFirstOrThrow();
}

/** The simulation's centers with their agreement and group. */
export function centersOf(db: Executor, simulationId: string) {
  return db
    .selectFrom('center')
    .select(['id', 'agreement_id', 'center_group'])
    .where('simulation_id', '=', simulationId)
    .execute();
}

/** The surrogates without a center: their group and their category's agreement (null without category). */
export function surrogatesWithoutCenter(db: Executor, simulationId: string) {
  return db
    .selectFrom('subrogate as s')
    .leftJoin('agreement_category as ac', 'ac.id', 's.category_id')
    .select(['s.center_group', 'ac.agreement_id'])
    .where('s.simulation_id', '=', simulationId)
    .where('s.center_id', 'is', null)
    .execute();
}

/** How many fixed shifts and tasks name a center or a position that is not of this simulation. */
export async function orphanWork(db: Executor, simulationId: string): Promise<{ shifts: number; tasks: number }> {
  const shifts = await db
    .selectFrom('fixed_work_shift as f')
    .leftJoin('center as c', (j) => j.onRef('c.id', '=', 'f.center_id').onRef('c.simulation_id', '=', 'f.simulation_id'))
    .leftJoin('position as p', (j) => j.onRef('p.id', '=', 'f.position_id').onRef('p.simulation_id', '=', 'f.simulation_id'))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('f.simulation_id', '=', simulationId)
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('p.id', 'is', null)]))
    .executeTakeFirst();
  const tasks = await db
    .selectFrom('variable_work as v')
    .leftJoin('center as c', (j) => j.onRef('c.id', '=', 'v.center_id').onRef('c.simulation_id', '=', 'v.simulation_id'))
    .leftJoin('position as p', (j) => j.onRef('p.id', '=', 'v.position_id').onRef('p.simulation_id', '=', 'v.simulation_id'))
    .select((eb) => eb.fn.countAll().as('n'))
    .where('v.simulation_id', '=', simulationId)
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('p.id', 'is', null)]))
    .executeTakeFirst();
  return { shifts: Number(shifts?.n ?? 0), tasks: Number(tasks?.n ?? 0) };
}

/** How many fixed shifts and tasks the simulation has. */
export async function workCounts(db: Executor, simulationId: string): Promise<{ shifts: number; tasks: number }> {
  const shifts = await db
    .selectFrom('fixed_work_shift')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  const tasks = await db
    .selectFrom('variable_work')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst();
  return { shifts: Number(shifts?.n ?? 0), tasks: Number(tasks?.n ?? 0) };
}

/** Those of the agreements that have at least one category. */
export async function agreementsWithCategories(db: Executor, agreementIds: readonly string[]): Promise<Set<string>> {
  if (!agreementIds.length) return new Set();
  const rows = await db
    .selectFrom('agreement_category')
    .select('agreement_id')
    .where('agreement_id', 'in', agreementIds)
    .groupBy('agreement_id')
    .execute();
  return new Set(rows.map((r) => r.agreement_id));
}

/** Whether the simulation staffs every position with any category (Categorías-Puestos switched off). */
export async function categoryPositionsDisabled(db: Executor, simulationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('simulation')
    .select(sql<boolean>`category_positions_disabled`.as('d'))
    .where('id', '=', simulationId)
    .executeTakeFirst()
    .catch(() => undefined);
  return !!row?.d;
}

/** The names of the positions some shift or task uses and no category is assigned to in Categorías-Puestos. */
export async function uncoveredPositionNames(db: Executor, simulationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('position as p')
    .select('p.name')
    .where('p.simulation_id', '=', simulationId)
    // each subquery also names the simulation, so its simulation index serves it: by position alone (no index)
    // it read every shift and task of every simulation (1.8 s with 10,000 simulations; docs/performance.md)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('category_position as cp')
            .select('cp.position_id')
            .where('cp.simulation_id', '=', simulationId)
            .whereRef('cp.position_id', '=', 'p.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('fixed_work_shift as f')
            .select('f.id')
            .where('f.simulation_id', '=', simulationId)
            .whereRef('f.position_id', '=', 'p.id'),
        ),
        eb.exists(
          eb
            .selectFrom('variable_work as v')
            .select('v.id')
            .where('v.simulation_id', '=', simulationId)
            .whereRef('v.position_id', '=', 'p.id'),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.name);
}

/** Each (position, center's agreement) a shift or a task of the simulation uses, once. */
export function usedPositions(db: Executor, simulationId: string) {
  return db
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
}

/** The categories of those agreements with their yearly salary. */
export function agreementCategories(db: Executor, agreementIds: readonly string[]) {
  return db
    .selectFrom('agreement_category')
    .select(['id', 'agreement_id', 'professional_category', 'salary_year'])
    .where('agreement_id', 'in', agreementIds)
    .execute();
}

/** The simulation's Categorías-Puestos as `category id|position id` pairs. */
export async function assignedCategoryPositions(db: Executor, simulationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('category_position')
    .select(['category_id', 'position_id'])
    .where('simulation_id', '=', simulationId)
    .execute();
  return new Set(rows.map((r) => `${r.category_id}|${r.position_id}`));
}
