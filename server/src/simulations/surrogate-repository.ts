/**
 * The surrogates of a simulation or of a previous study (./owner.ts): their SQL, the stored columns through the
 * surrogate's descriptor (./columns/surrogate.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { categoriesById, weekHoursOf } from './agreement-repository';
import { storedValues } from './columns/column';
import { SURROGATE, type SurrogateValues } from './columns/surrogate';
import { copiedColumns } from './copy-rows';
import { NO_CATEGORY_ID, ownerValues, type InputOwner } from './owner';
import { lockOwner, ownerColumn } from './owner-repository';
import {
  possibleRetirement,
  totalWeeklyHours,
  UNKNOWN_AGREEMENT_WEEK_HOURS,
  workingDayFixed,
  type Surrogate,
} from '@licita/domain';
import { pageOfRows, searched, type ListPage } from '../db/list-page';
import { insertRows } from '../db/batch';

/** The stored columns of a checked surrogate. */
export const surrogateValues = (s: Surrogate) => storedValues<typeof SURROGATE, Surrogate, SurrogateValues>(SURROGATE, s);

/** Stores a new surrogate of the owner; its id. */
export async function insertSurrogate(
  db: Kysely<Database>,
  owner: Pick<InputOwner, 'kind' | 'id'>,
  s: Surrogate,
): Promise<string> {
  return (
    await db
      .insertInto('subrogate')
      .values({ ...surrogateValues(s), ...ownerValues(owner) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Replaces the owner's surrogates (an import), holding the owner's row lock; inside the caller's transaction. */
export async function replaceSurrogates(
  db: Kysely<Database>,
  owner: Pick<InputOwner, 'kind' | 'id'>,
  list: readonly Surrogate[],
): Promise<void> {
  await lockOwner(db, owner);
  await db.deleteFrom('subrogate').where(ownerColumn(owner), '=', owner.id).execute();
  // in chunks as large as the parameter limit allows, in the list's order (the surrogates' order is their seq)
  await insertRows(
    db,
    'subrogate',
    list.map((s) => ({ ...surrogateValues(s), ...ownerValues(owner) })),
  );
}

/** Copies the surrogates of one simulation into another, pointing at the copies of their centers. */
export async function copySurrogates(
  db: Kysely<Database>,
  fromId: string,
  toId: string,
  centers: ReadonlyMap<string, string>,
): Promise<void> {
  for (const su of await db.selectFrom('subrogate').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    await db
      .insertInto('subrogate')
      .values({ ...copiedColumns(su), simulation_id: toId, center_id: su.center_id ? centers.get(su.center_id)! : null })
      .execute();
  }
}

/** The contract types (key and id), for the sheets that name them by key. */
export function contractTypeKeys(db: Kysely<Database>) {
  return db.selectFrom('contract_type').select(['id', 'contract_key']).execute();
}

/** The contract types in their order, for the template's reference sheet. */
export function contractTypesInOrder(db: Kysely<Database>) {
  return db.selectFrom('contract_type').select(['contract_key', 'description']).orderBy('sort').execute();
}

/** Of the ids given, those of existing contract types. */
export async function existingContractTypes(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('contract_type')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The owner's surrogates, oldest first, with their contract type (a query the list, a row and a page share). */
function surrogateQuery(db: Kysely<Database>, owner: InputOwner) {
  return db
    .selectFrom('subrogate as s')
    .leftJoin('contract_type as t', 't.id', 's.contract_type_id')
    .selectAll('s')
    .select(['t.contract_key', 't.description as contract_description'])
    .where(`s.${ownerColumn(owner)}`, '=', owner.id)
    .orderBy('s.seq');
}

type SurrogateRow = Awaited<ReturnType<ReturnType<typeof surrogateQuery>['execute']>>[number];

/** The owner's surrogates (or the one of that id), oldest first. A lost category shows as NO_CATEGORY_ID, unnamed. */
export async function listSurrogates(db: Kysely<Database>, owner: InputOwner, id?: string) {
  const q = surrogateQuery(db, owner);
  return readSurrogates(db, owner, await (id ? q.where('s.id', '=', id) : q).execute());
}

/**
 * A page of the owner's surrogates (`q` searches their names), the total the search finds and their weekly hours
 * summed over every row found (the list's 'Total de horas semanales', not only the page's).
 */
export async function surrogatePage(db: Kysely<Database>, owner: InputOwner, page: ListPage) {
  const found = searched(surrogateQuery(db, owner), page.q, ['s.name']);
  const { rows, total } = await pageOfRows(found, page);
  const items = await readSurrogates(db, owner, rows);
  const whole = total === items.length;
  const all = whole ? items : await readSurrogates(db, owner, await found.execute());
  return { items, total, weeklyHours: totalWeeklyHours(all) };
}

/** The surrogates as the contract answers them, their categories, agreements and weekly hours looked up. */
async function readSurrogates(db: Kysely<Database>, owner: InputOwner, rows: SurrogateRow[]) {
  const cats = await categoriesById(
    db,
    rows.flatMap((r) => (r.category_id ? [r.category_id] : [])),
  );
  const weeks = await weekHoursOf(
    db,
    [...cats.values()].map((c) => c.agreement_id),
  );
  return rows.map((r) => {
    const category_id = r.category_id ?? NO_CATEGORY_ID;
    const cat = cats.get(category_id);
    const week = (cat && weeks.get(cat.agreement_id)) ?? UNKNOWN_AGREEMENT_WEEK_HOURS;
    const unit = r.value_metric_working_day as 'FIXED' | 'PERCENT';
    // The stored columns go out as they are, but for the owner, the order and the joined contract type; the
    // numeric columns come back from PostgreSQL as text.
    const {
      seq: _seq,
      created_at: _created,
      simulation_id: _simulation,
      previous_study_id: _study,
      contract_key,
      contract_description,
      ...stored
    } = r;
    return {
      ...stored,
      category_id,
      category: { id: category_id, name: cat?.name ?? '' },
      agreement: { id: cat?.agreement_id ?? category_id, name: cat?.agreement_name ?? '' },
      working_day: Number(r.working_day),
      value_metric_working_day: unit,
      working_day_fixed: workingDayFixed({ working_day: Number(r.working_day), value_metric_working_day: unit }, week),
      contract_type: r.contract_type_id
        ? { id: r.contract_type_id, contract_key: contract_key!, description: contract_description! }
        : null,
      salary_year: r.salary_year === null ? null : Number(r.salary_year),
      annual_bonuses: r.annual_bonuses === null ? null : Number(r.annual_bonuses),
      possible_retirement: possibleRetirement(r.beginning_year, owner.service_date_init, owner.service_duration),
    };
  });
}
