/**
 * The SQL of an input owner (./owner.ts): a simulation or a previous study, and the rows of `subrogate` and
 * `simulation_material_cost` it owns (migration 0005).
 */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, SurrogateTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type OwnerKind = 'simulation' | 'previous_study';

/** An owner by kind (absent: a simulation) and id. */
interface OwnerRef {
  kind?: OwnerKind;
  id: string;
}

/** The column of `subrogate` and `simulation_material_cost` that names the owner. */
export function ownerColumn(owner: { kind?: OwnerKind }): 'simulation_id' | 'previous_study_id' {
  return owner.kind === 'previous_study' ? 'previous_study_id' : 'simulation_id';
}

/**
 * Serialises the operations that replace a whole list of a simulation (or a previous study): each takes the
 * owner's row lock first, in its own transaction, so two concurrent replacements run one after the other and
 * the list ends as exactly one of those sent (without it both read the old list and both insert: a list nobody
 * sent). A row lock, not an advisory lock: it works the same on PGlite and PostgreSQL and is released with the
 * transaction. Single-row edits (a shift, a task, a surrogate) are one UPDATE each: last writer wins.
 */
export async function lockOwner(trx: Db, owner: OwnerRef): Promise<void> {
  const table = owner.kind === 'previous_study' ? 'previous_study' : 'simulation';
  await trx.selectFrom(table).select('id').where('id', '=', owner.id).forUpdate().execute();
}

/** A change to the owner's rows: its `updated_at` moves. */
export async function touchOwnerRow(db: Db, owner: OwnerRef, now: Date): Promise<void> {
  await db
    .updateTable(owner.kind ?? 'simulation')
    .set({ updated_at: now })
    .where('id', '=', owner.id)
    .execute();
}

/** The owner's stored bid inputs (a JSON column), undefined when the owner is gone. */
export async function ownerBid(db: Db, owner: OwnerRef): Promise<{ bid: unknown } | undefined> {
  return db
    .selectFrom(owner.kind ?? 'simulation')
    .select('bid')
    .where('id', '=', owner.id)
    .executeTakeFirst();
}

/** Writes the owner's bid inputs. */
export async function setOwnerBid(db: Db, owner: OwnerRef, bid: unknown): Promise<void> {
  await db
    .updateTable(owner.kind ?? 'simulation')
    .set({ bid: JSON.stringify(bid) })
    .where('id', '=', owner.id)
    .execute();
}

/** The tables of rows a simulation or a previous study owns. */
export type OwnedTable = 'subrogate' | 'simulation_material_cost';

/** Changes the owner's row of that id; false when the owner has none. */
export async function updateOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  owner: OwnerRef,
  id: string,
  set: Updateable<Database[T]>,
): Promise<boolean> {
  const r = await db
    .updateTable(table as OwnedTable)
    .set(set as Updateable<Database[OwnedTable]>)
    .where('id', '=', id)
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the owner's row of that id; false when the owner has none. */
export async function deleteOwnedRow(db: Db, table: OwnedTable, owner: OwnerRef, id: string): Promise<boolean> {
  const r = await db.deleteFrom(table).where('id', '=', id).where(ownerColumn(owner), '=', owner.id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Replaces the owner's surrogates by `rows` (each naming the owner), under the owner's lock. */
export async function replaceOwnerSurrogates(
  trx: Transaction<Database>,
  owner: OwnerRef,
  rows: readonly Insertable<SurrogateTable>[],
): Promise<void> {
  await lockOwner(trx, owner);
  await trx.deleteFrom('subrogate').where(ownerColumn(owner), '=', owner.id).execute();
  for (const row of rows) await trx.insertInto('subrogate').values(row).execute();
}

/** The workspace of the other cost with that id (owned by a simulation or a previous study), undefined when none has it. */
export async function costWorkspace(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await sql<{ workspace_id: string }>`
      select p.workspace_id from simulation_material_cost c
        left join simulation s on s.id = c.simulation_id
        left join previous_study ps on ps.id = c.previous_study_id
        join project p on p.id = coalesce(s.project_id, ps.project_id)
      where c.id = ${id}`.execute(db);
  return rows[0]?.workspace_id;
}
