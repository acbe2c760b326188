/**
 * Surrogates of a simulation or of a previous study (./owner.ts): the checks shared by the dialog and the import
 * (their SQL is ./surrogate-repository.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { categoriesById, visibleAgreements, weekHoursOf } from './agreement-repository';
import { centersOf } from './center-repository';
import { existingContractTypes } from './surrogate-repository';
import {
  INPUT_MESSAGES,
  surrogateWeekProblem,
  UNKNOWN_AGREEMENT_WEEK_HOURS,
  workingDayFixed,
  type Surrogate,
} from '@licita/domain';

/** What a surrogate's references are checked against, loaded once for every surrogate of an import. */
export interface SurrogateRefs {
  /** the categories asked for that exist, with their agreement */
  categories: ReadonlyMap<string, { agreement_id: string }>;
  /** of their agreements, those the workspace sees */
  visible: ReadonlyMap<string, unknown>;
  /** the owner's centers among those asked for */
  centers: ReadonlySet<string>;
  /** the contract types asked for that exist */
  contractTypes: ReadonlySet<string>;
  /** the weekly hours of each agreement */
  weeks: ReadonlyMap<string, number>;
}

/** The references of the categories, centers and contract types given, in five queries whatever their number. */
export async function surrogateRefs(
  db: Kysely<Database>,
  ownerId: string,
  workspaceId: string,
  ids: { categories: readonly string[]; centers: readonly string[]; contractTypes: readonly string[] },
): Promise<SurrogateRefs> {
  const categories = await categoriesById(db, ids.categories);
  const agreements = [...new Set([...categories.values()].map((c) => c.agreement_id))];
  return {
    categories,
    visible: await visibleAgreements(db, workspaceId, agreements),
    centers: await centersOf(db, ownerId, ids.centers),
    contractTypes: await existingContractTypes(db, ids.contractTypes),
    weeks: await weekHoursOf(db, agreements),
  };
}

/** Checks the references and the agreement's weekly limit against `refs`; returns a message and field, or null. */
export function surrogateRefProblem(refs: SurrogateRefs, s: Surrogate): { field: string; message: string } | null {
  const cat = refs.categories.get(s.category_id);
  if (!cat || !refs.visible.has(cat.agreement_id)) return { field: 'category_id', message: INPUT_MESSAGES.categoryRequired };
  if (s.center_id && !refs.centers.has(s.center_id)) return { field: 'center_id', message: INPUT_MESSAGES.selectCenter };
  if (s.contract_type_id && !refs.contractTypes.has(s.contract_type_id))
    return { field: 'contract_type_id', message: INPUT_MESSAGES.valueWrong };
  const week = refs.weeks.get(cat.agreement_id) ?? UNKNOWN_AGREEMENT_WEEK_HOURS;
  const tooMany = surrogateWeekProblem(workingDayFixed(s, week), week);
  return tooMany ? { field: 'working_day', message: tooMany } : null;
}

/** Checks one surrogate's references and the agreement's weekly limit; returns a message and field, or null. */
export async function surrogateProblem(
  db: Kysely<Database>,
  simulationId: string,
  workspaceId: string,
  s: Surrogate,
): Promise<{ field: string; message: string } | null> {
  const refs = await surrogateRefs(db, simulationId, workspaceId, {
    categories: [s.category_id],
    centers: s.center_id ? [s.center_id] : [],
    contractTypes: s.contract_type_id ? [s.contract_type_id] : [],
  });
  return surrogateRefProblem(refs, s);
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
