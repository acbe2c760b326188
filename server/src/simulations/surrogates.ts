/**
 * Surrogates of a simulation or of a previous study (./owner.ts): checks shared by the dialog and the import,
 * and reads in the contract's shape.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, SurrogateTable } from '../db/schema';
import { badRequest } from '../http/errors';
import { categoriesById, visibleAgreements, weekHoursOf } from './agreements';
import { INPUT_MESSAGES, possibleRetirement, surrogateWeekProblem, workingDayFixed, type Surrogate } from '../../../domain/src/simulation-inputs/index.js';
import { NO_CATEGORY_ID, ownerColumn, type InputOwner } from './owner';

/** Checks the references and the agreement's weekly limit; returns a message and field, or null. */
export async function surrogateProblem(
  db: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  s: Surrogate,
): Promise<{ field: string; message: string } | null> {
  const cats = await categoriesById(db, [s.category_id]);
  const cat = cats.get(s.category_id);
  if (!cat || !(await visibleAgreements(db, workspaceId, [cat.agreement_id])).has(cat.agreement_id))
    return { field: 'category_id', message: INPUT_MESSAGES.categoryRequired };
  if (s.center_id) {
    const c = await db.selectFrom('center').select('id').where('id', '=', s.center_id).where('simulation_id', '=', simulationId).executeTakeFirst();
    if (!c) return { field: 'center_id', message: INPUT_MESSAGES.selectCenter };
  }
  if (s.contract_type_id) {
    const t = await db.selectFrom('contract_type').select('id').where('id', '=', s.contract_type_id).executeTakeFirst();
    if (!t) return { field: 'contract_type_id', message: INPUT_MESSAGES.valueWrong };
  }
  const week = (await weekHoursOf(db, [cat.agreement_id])).get(cat.agreement_id) ?? 40;
  const tooMany = surrogateWeekProblem(workingDayFixed(s, week), week);
  return tooMany ? { field: 'working_day', message: tooMany } : null;
}

export async function assertSurrogate(db: Kysely<Database>, simulationId: string, workspaceId: string, s: Surrogate): Promise<void> {
  const p = await surrogateProblem(db, simulationId, workspaceId, s);
  if (p) throw badRequest(p.message, p.field);
}

/** The columns of a surrogate's row that its payload fills (the rest are the row's id, order and owner). */
type SurrogateColumns = Omit<Insertable<SurrogateTable>, 'id' | 'seq' | 'created_at' | 'simulation_id' | 'previous_study_id'>;
// A column the payload does not fill, or a payload field with no column, fails here.
const payloadFillsEveryColumn: [keyof SurrogateColumns] extends [keyof Surrogate] ? ([keyof Surrogate] extends [keyof SurrogateColumns] ? true : false) : false = true;
void payloadFillsEveryColumn;

/** The row of a checked payload: the payload itself (`checkSurrogate` builds it with exactly its fields). */
export const surrogateValues = (s: Surrogate): SurrogateColumns => s;

/** Stores a new surrogate; its id. */
export async function insertSurrogate(db: Kysely<Database>, values: Insertable<SurrogateTable>): Promise<string> {
  return (await db.insertInto('subrogate').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The owner's surrogates (or the one of that id), oldest first. A lost category shows as NO_CATEGORY_ID, unnamed. */
export async function listSurrogates(db: Kysely<Database>, owner: InputOwner, id?: string) {
  let q = db
    .selectFrom('subrogate as s')
    .leftJoin('contract_type as t', 't.id', 's.contract_type_id')
    .selectAll('s')
    .select(['t.contract_key', 't.description as contract_description'])
    .where(`s.${ownerColumn(owner)}`, '=', owner.id);
  if (id) q = q.where('s.id', '=', id);
  const rows = await q.orderBy('s.seq').execute();
  const cats = await categoriesById(db, rows.flatMap((r) => (r.category_id ? [r.category_id] : [])));
  const weeks = await weekHoursOf(db, [...cats.values()].map((c) => c.agreement_id));
  return rows.map((r) => {
    const category_id = r.category_id ?? NO_CATEGORY_ID;
    const cat = cats.get(category_id);
    const week = cat ? (weeks.get(cat.agreement_id) ?? 40) : 40;
    const unit = r.value_metric_working_day as 'FIXED' | 'PERCENT';
    // The stored columns go out as they are, but for the owner, the order and the joined contract type; the
    // numeric columns come back from PostgreSQL as text.
    const { seq: _seq, created_at: _created, simulation_id: _simulation, previous_study_id: _study, contract_key, contract_description, ...stored } = r;
    return {
      ...stored,
      category_id,
      category: { id: category_id, name: cat?.name ?? '' },
      agreement: { id: cat?.agreement_id ?? category_id, name: cat?.agreement_name ?? '' },
      working_day: Number(r.working_day),
      value_metric_working_day: unit,
      working_day_fixed: workingDayFixed({ working_day: Number(r.working_day), value_metric_working_day: unit }, week),
      contract_type: r.contract_type_id ? { id: r.contract_type_id, contract_key: contract_key!, description: contract_description! } : null,
      salary_year: r.salary_year === null ? null : Number(r.salary_year),
      annual_bonuses: r.annual_bonuses === null ? null : Number(r.annual_bonuses),
      possible_retirement: possibleRetirement(r.beginning_year, owner.service_date_init, owner.service_duration),
    };
  });
}
