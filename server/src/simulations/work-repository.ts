/**
 * The work rows of a simulation, fixed shifts (table fixed_work_shift) and hourly tasks (table variable_work): one
 * SQL for both, every field through the entity's descriptor (./columns/shift.ts, ./columns/task.ts). The two tables
 * share their id, order, owner, center and position; the rest of their columns are the descriptor's.
 */
import type { Generated, Kysely } from 'kysely';
import type { CreatedAt, Database } from '../db/schema';
import { readValues, storedValues, type Column, type GivenIds, type ReadBy } from './columns/column';
import { SHIFT } from './columns/shift';
import { TASK } from './columns/task';
import { copiedColumns } from './copy-rows';
import { pageOfRows, searched, type ListPage } from '../db/list-page';
import type { FixedShift, HourlyTask } from '@licita/domain';

/** The columns every work table has; the descriptor fills the others. */
interface WorkColumns {
  id: Generated<string>;
  seq: Generated<string>;
  simulation_id: string;
  center_id: string;
  position_id: string;
  created_at: CreatedAt;
}
type WorkTable = 'fixed_work_shift' | 'variable_work';
/** The database as this module sees it: both work tables by their shared columns. */
type WorkDatabase = Pick<Database, 'center' | 'position'> & Record<WorkTable, WorkColumns>;

type WorkDescriptor<Checked> = Record<string, Column<Checked, object, never, never>>;

// Kysely is invariant in its database type: this module's narrower view of the two tables cannot be assigned
const as = (db: Kysely<Database>) => db as unknown as Kysely<WorkDatabase>;

/** The SQL of one work entity's rows: `Checked` is the entity as its domain check gives it. */
function workRepository<Checked, D extends WorkDescriptor<Checked>>(table: WorkTable, d: D) {
  return { ...workReads(table, d), ...workWrites<Checked, D>(table, d), copy: workCopy(table) };
}

/** Reading the rows: as the contract answers them, or whether some centers have any. */
function workReads<D extends WorkDescriptor<never>>(table: WorkTable, d: D) {
  const query = (db: Kysely<Database>, simulationId: string) =>
    as(db)
      .selectFrom(`${table} as w`)
      .innerJoin('center as c', 'c.id', 'w.center_id')
      .innerJoin('position as p', 'p.id', 'w.position_id')
      .selectAll('w')
      .select(['c.name as center_name', 'p.name as position_name'])
      .where('w.simulation_id', '=', simulationId)
      .orderBy('w.seq');
  return {
    /** The simulation's rows (or the one of that id) in list order, as the contract answers them. */
    async list(db: Kysely<Database>, simulationId: string, id?: string): Promise<ReadBy<D>[]> {
      const q = query(db, simulationId);
      return (await (id ? q.where('w.id', '=', id) : q).execute()).map((r) => readValues(d, r));
    },

    /** A page of the simulation's rows as the contract answers them (`q` searches their centers and positions), and the total found. */
    async page(db: Kysely<Database>, simulationId: string, page: ListPage): Promise<{ items: ReadBy<D>[]; total: number }> {
      const { rows, total } = await pageOfRows(searched(query(db, simulationId), page.q, ['c.name', 'p.name']), page);
      return { items: rows.map((r) => readValues(d, r)), total };
    },

    /** Whether any of those centers has a row. */
    async centersHaveAny(db: Kysely<Database>, centerIds: readonly string[]): Promise<boolean> {
      return !!(await as(db).selectFrom(table).select('id').where('center_id', 'in', centerIds).limit(1).executeTakeFirst());
    },
  };
}

/** Writing checked rows: insert, import, update and delete. */
function workWrites<Checked, D extends WorkDescriptor<Checked>>(table: WorkTable, d: D) {
  /** The stored columns of a checked row (its center and position among them); the ids of its ranges kept from the payload. */
  const valuesOf = (checked: Checked, given?: GivenIds) =>
    storedValues<D, Checked, Pick<WorkColumns, 'center_id' | 'position_id'>>(d, checked, given);
  return {
    /** Stores a new row; its id. */
    async insert(db: Kysely<Database>, simulationId: string, checked: Checked, given?: GivenIds): Promise<string> {
      return (
        await as(db)
          .insertInto(table)
          .values({ ...valuesOf(checked, given), simulation_id: simulationId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },

    /** Stores the rows of an imported workbook, in order. */
    async insertAll(db: Kysely<Database>, simulationId: string, list: readonly Checked[]): Promise<void> {
      for (const checked of list)
        await as(db)
          .insertInto(table)
          .values({ ...valuesOf(checked), simulation_id: simulationId })
          .execute();
    },

    /** Changes the simulation's row of that id; false when it has none. */
    async update(db: Kysely<Database>, simulationId: string, id: string, checked: Checked, given?: GivenIds): Promise<boolean> {
      const r = await as(db)
        .updateTable(table)
        .set(valuesOf(checked, given))
        .where('id', '=', id)
        .where('simulation_id', '=', simulationId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Deletes the simulation's row of that id; false when it has none. */
    async remove(db: Kysely<Database>, simulationId: string, id: string): Promise<boolean> {
      const r = await as(db).deleteFrom(table).where('id', '=', id).where('simulation_id', '=', simulationId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

/** Copies the rows of one simulation into another, pointing at the copies of their centers and positions. */
function workCopy(table: WorkTable) {
  return async (
    db: Kysely<Database>,
    fromId: string,
    toId: string,
    centers: ReadonlyMap<string, string>,
    positions: ReadonlyMap<string, string>,
  ): Promise<void> => {
    const rows = await as(db).selectFrom(table).selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute();
    for (const row of rows)
      await as(db)
        .insertInto(table)
        .values({
          ...copiedColumns(row),
          simulation_id: toId,
          center_id: centers.get(row.center_id)!,
          position_id: positions.get(row.position_id)!,
        })
        .execute();
  };
}

/** The fixed shifts of a simulation. */
export const shiftRows = workRepository<FixedShift, typeof SHIFT>('fixed_work_shift', SHIFT);
/** The hourly tasks of a simulation. */
export const taskRows = workRepository<HourlyTask, typeof TASK>('variable_work', TASK);
