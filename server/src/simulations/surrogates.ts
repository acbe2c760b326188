/**
 * Surrogates of a simulation or of a previous study (./owner.ts): the checks shared by the dialog and the import
 * (their SQL is ./surrogate-repository.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { categoriesById, visibleAgreements, weekHoursOf } from './agreement-repository';
import { isCenterOf } from './center-repository';
import { contractTypeExists } from './surrogate-repository';
import {
  INPUT_MESSAGES,
  surrogateWeekProblem,
  UNKNOWN_AGREEMENT_WEEK_HOURS,
  workingDayFixed,
  type Surrogate,
} from '@licita/domain';

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
    if (!(await isCenterOf(db, simulationId, s.center_id))) return { field: 'center_id', message: INPUT_MESSAGES.selectCenter };
  }
  if (s.contract_type_id) {
    if (!(await contractTypeExists(db, s.contract_type_id)))
      return { field: 'contract_type_id', message: INPUT_MESSAGES.valueWrong };
  }
  const week = (await weekHoursOf(db, [cat.agreement_id])).get(cat.agreement_id) ?? UNKNOWN_AGREEMENT_WEEK_HOURS;
  const tooMany = surrogateWeekProblem(workingDayFixed(s, week), week);
  return tooMany ? { field: 'working_day', message: tooMany } : null;
}

export async function assertSurrogate(
  db: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  s: Surrogate,
): Promise<void> {
  const p = await surrogateProblem(db, simulationId, workspaceId, s);
  if (p) throw badRequest(p.message, p.field);
}
