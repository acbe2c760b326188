/** Positions, category-positions, fixed shifts and hourly tasks of a simulation: reads in the contract's shapes. */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { categoriesOfAgreements } from './agreements';
import { ANY_POSITION_NAME, foldName, type FixedShift, type HourlyTask } from '../../../domain/src/simulation-inputs/index.js';
import { lockOwner } from './lock';

const parse = <T>(v: unknown, fallback: T): T => (v === null || v === undefined ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export async function positionByName(db: Kysely<Database>, simulationId: string, name: string): Promise<string> {
  const folded = foldName(name);
  const hit = await db.selectFrom('position').select('id').where('simulation_id', '=', simulationId).where('folded_name', '=', folded).executeTakeFirst();
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
  return (await db.selectFrom('position').select('id').where('simulation_id', '=', simulationId).where('id', 'in', ids).execute()).length;
}

/** The agreements of the simulation's centers. */
export async function simulationAgreementIds(db: Kysely<Database>, simulationId: string): Promise<string[]> {
  const rows = await db.selectFrom('center').select('agreement_id').distinct().where('simulation_id', '=', simulationId).execute();
  return rows.map((r) => r.agreement_id);
}

export async function readCategoryPositions(db: Kysely<Database>, simulationId: string) {
  const sim = await db.selectFrom('simulation').select('category_positions_disabled').where('id', '=', simulationId).executeTakeFirstOrThrow();
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
    rows = byCategory.flatMap((c) => c.positions.map((p, ordinal) => ({ simulation_id: simulationId, category_id: c.id, position_id: p, ordinal })));
  }
  if (rows.length) await db.insertInto('category_position').values(rows).execute();
}

const withIds = <T extends object>(list: ReadonlyArray<T & { id?: string | null }>) => list.map((r) => ({ ...r, id: r.id ? String(r.id) : randomUUID() }));
export const storeRanges = (list: ReadonlyArray<{ id?: string | null; date_init: string; date_end: string }>) =>
  JSON.stringify(withIds(list).map((r) => ({ id: r.id, date_init: r.date_init, date_end: r.date_end })));
export const storeTimes = (list: ReadonlyArray<{ id?: string | null; time_init: string; time_end: string }>) =>
  JSON.stringify(withIds(list).map((r) => ({ id: r.id, time_init: r.time_init, time_end: r.time_end })));

/** Ids of time and date ranges a payload may carry (kept on save). */
type GivenIds = { shift_times?: { id?: string | null }[]; periods_without_work?: { id?: string | null }[]; periods_with_work?: { id?: string | null }[] } | null | undefined;

/** The stored columns of a checked fixed shift. */
export function shiftColumns(s: FixedShift, given?: GivenIds) {
  return {
    center_id: s.center_id,
    position_id: s.position_id,
    number_of_workers: s.number_of_workers,
    shift_type: s.shift_type,
    shift_times: storeTimes(s.shift_times.map((t, i) => ({ ...t, id: given?.shift_times?.[i]?.id }))),
    weekdays_working: JSON.stringify(s.weekdays_working),
    work_in_holidays: s.work_in_holidays,
    weekday_work_in_holidays: s.weekday_work_in_holidays,
    periods_without_work: storeRanges(s.periods_without_work.map((r, i) => ({ ...r, id: given?.periods_without_work?.[i]?.id }))),
  };
}

/** The stored columns of a checked hourly task. */
export function taskColumns(t: HourlyTask, given?: GivenIds) {
  return {
    center_id: t.center_id,
    position_id: t.position_id,
    name: t.name,
    work_in_holidays: t.work_in_holidays,
    weekday_work_in_holidays: t.weekday_work_in_holidays,
    number_of_workers: t.number_of_workers,
    weekdays: JSON.stringify(t.weekdays),
    work_hours: t.work_time.hours,
    work_minutes: t.work_time.minutes,
    period_type: t.frequency.period_type,
    period: t.frequency.period,
    amount: t.frequency.amount,
    periods_without_work: storeRanges(t.periods_without_work.map((r, i) => ({ ...r, id: given?.periods_without_work?.[i]?.id }))),
    periods_with_work: storeRanges(t.periods_with_work.map((r, i) => ({ ...r, id: given?.periods_with_work?.[i]?.id }))),
    recommended_time_slot: t.recommended_time_slot ? JSON.stringify(t.recommended_time_slot) : null,
    fill_complete_time_slot: t.fill_complete_time_slot,
  };
}

/** A simulation's shifts or tasks (or the one of `id`) in list order, with the names of their center and position. */
async function workRowsWithNames<T extends WorkTable>(db: Kysely<Database>, table: T, simulationId: string, id?: string) {
  // Both tables have the columns used here; the query is typed as one of them and its rows as the asked one's.
  let q = db
    .selectFrom(`${table} as w` as 'fixed_work_shift as w')
    .innerJoin('center as c', 'c.id', 'w.center_id')
    .innerJoin('position as p', 'p.id', 'w.position_id')
    .selectAll('w')
    .select(['c.name as center_name', 'p.name as position_name'])
    .where('w.simulation_id', '=', simulationId);
  if (id) q = q.where('w.id', '=', id);
  return (await q.orderBy('w.seq').execute()) as unknown as (Selectable<Database[T]> & { center_name: string; position_name: string })[];
}

/** Where a shift or task is done: its id, center and position with their names. */
function placeOf(w: { id: string; center_id: string; center_name: string; position_id: string; position_name: string }) {
  return {
    id: w.id,
    center_id: w.center_id,
    center: { id: w.center_id, name: w.center_name },
    position_id: w.position_id,
    position: { id: w.position_id, name: w.position_name },
  };
}

export async function listShifts(db: Kysely<Database>, simulationId: string, shiftId?: string) {
  const rows = await workRowsWithNames(db, 'fixed_work_shift', simulationId, shiftId);
  return rows.map((f) => {
    const times = parse<{ id: string; time_init: string; time_end: string }[]>(f.shift_times, []);
    const periods = parse<{ id: string; date_init: string; date_end: string }[]>(f.periods_without_work, []);
    return {
      ...placeOf(f),
      number_of_workers: f.number_of_workers,
      shift_type: f.shift_type,
      shift_times: times,
      shifts: times.length,
      weekdays_working: parse<Schemas['Weekday'][]>(f.weekdays_working, []),
      work_in_holidays: f.work_in_holidays,
      weekday_work_in_holidays: f.weekday_work_in_holidays,
      exists_period_without_work: periods.length > 0,
      periods_without_work: periods,
    };
  });
}

export async function listTasks(db: Kysely<Database>, simulationId: string, workId?: string) {
  const rows = await workRowsWithNames(db, 'variable_work', simulationId, workId);
  return rows.map((v) => {
    const without = parse<{ id: string; date_init: string; date_end: string }[]>(v.periods_without_work, []);
    const withWork = parse<{ id: string; date_init: string; date_end: string }[]>(v.periods_with_work, []);
    const slot = parse<{ time_init: string; time_end: string } | null>(v.recommended_time_slot, null);
    return {
      ...placeOf(v),
      name: v.name,
      work_in_holidays: v.work_in_holidays,
      weekday_work_in_holidays: v.weekday_work_in_holidays,
      number_of_workers: v.number_of_workers,
      weekdays: parse<Schemas['Weekday'][]>(v.weekdays, []),
      work_time: { hours: v.work_hours, minutes: v.work_minutes },
      frequency: { period_type: v.period_type, period: v.period, amount: v.amount },
      periods_without_work: without,
      periods_with_work: withWork,
      recommended_time_slot: slot,
      fill_complete_time_slot: v.fill_complete_time_slot,
      exists_recommended_time_slot: slot !== null,
      exists_period_with_or_wo_work: without.length > 0 || withWork.length > 0,
    };
  });
}

/** The tables of a simulation's work rows: fixed shifts and hourly tasks. */
type WorkTable = 'fixed_work_shift' | 'variable_work';

/** Stores a new shift or task; its id. */
export async function insertWorkRow<T extends WorkTable>(db: Kysely<Database>, table: T, values: Insertable<Database[T]>): Promise<string> {
  return (await db.insertInto(table as WorkTable).values(values as Insertable<Database[WorkTable]>).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes the simulation's shift or task of that id; false when it has none. */
export async function updateWorkRow<T extends WorkTable>(db: Kysely<Database>, table: T, simulationId: string, id: string, set: Updateable<Database[T]>): Promise<boolean> {
  const r = await db.updateTable(table as WorkTable).set(set as Updateable<Database[WorkTable]>).where('id', '=', id).where('simulation_id', '=', simulationId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the simulation's shift or task of that id; false when it has none. */
export async function deleteWorkRow(db: Kysely<Database>, table: WorkTable, simulationId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom(table).where('id', '=', id).where('simulation_id', '=', simulationId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
