/** Surrogates (subrogados): their form, validation, weekly hours and the possible-retirement flag. */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { addMonths, dateProblem, isBlank, isIsoDay, toNumber, type NumberLike } from './values';
import { err, toEither } from './internal';
import type { SurrogateRead } from './codecs';
import { textCharacterErrors } from '../text-characters';

export const RETIREMENT_SENIORITY_YEARS = 35;

export type WorkingDayUnit = SurrogateRead['value_metric_working_day'];

/**
 * The surrogate as it is sent (create / update): what is read back, without what the server computes or joins
 * (id, the category's and agreement's names, weekly hours, the contract type's description, the retirement flag).
 */
export type Surrogate = Omit<
  SurrogateRead,
  'id' | 'category' | 'agreement' | 'working_day_fixed' | 'contract_type' | 'possible_retirement'
>;

/**
 * The surrogate as a form holds it before the rules run: every field optional, numbers as typed (text or number),
 * every other field possibly empty. Derived from `Surrogate`, so a new field is written once.
 */
export type SurrogateForm = { [K in keyof Surrogate]?: Surrogate[K] extends number | null ? NumberLike : Surrogate[K] | null };

export function validateSurrogate(s: SurrogateForm): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(s.category_id)) out.push(err('category_id', M.categoryRequired));
  if (isBlank(s.working_day)) out.push(err('working_day', M.valueRequired));
  else {
    const w = toNumber(s.working_day);
    const max = (s.value_metric_working_day ?? 'FIXED') === 'PERCENT' ? 100 : 168;
    if (w === null || w < 0 || w > max) out.push(err('working_day', M.valueWrong));
  }
  for (const f of ['salary_year', 'annual_bonuses'] as const) {
    if (isBlank(s[f])) continue;
    const n = toNumber(s[f]);
    if (n === null || n < 0) out.push(err(f, M.valueWrong));
  }
  if (!isBlank(s.center_group)) {
    const g = toNumber(s.center_group);
    if (g === null || !Number.isInteger(g) || g < 1) out.push(err('center_group', M.valueWrong));
  }
  if (!isBlank(s.beginning_year)) {
    const d = dateProblem(s.beginning_year);
    if (d) out.push(err('beginning_year', d));
  }
  out.push(...textCharacterErrors(s));
  return out;
}

const textOrNull = (v: string | null | undefined) => (isBlank(v) ? null : String(v).trim());
const numOrNull = (v: NumberLike) => (isBlank(v) ? null : toNumber(v));

export function checkSurrogate(s: SurrogateForm): E.Either<FieldError[], Surrogate> {
  return toEither(validateSurrogate(s), () => ({
    name: textOrNull(s.name),
    organization_unit: textOrNull(s.organization_unit),
    center_id: textOrNull(s.center_id),
    center_group: numOrNull(s.center_group),
    category_id: String(s.category_id),
    working_day: toNumber(s.working_day)!,
    value_metric_working_day: s.value_metric_working_day ?? 'FIXED',
    contract_type_id: textOrNull(s.contract_type_id),
    salary_year: numOrNull(s.salary_year),
    annual_bonuses: numOrNull(s.annual_bonuses),
    beginning_year: textOrNull(s.beginning_year),
    contract_code: textOrNull(s.contract_code),
    // absent unless chosen: open-ended (docs/social-security.md)
    ...(s.contract_kind ? { contract_kind: s.contract_kind } : {}),
  }));
}

/** A surrogate of a category and weekly hours with every other field empty, or as `more` says (imports of fakes, fixtures). */
export function blankSurrogate(
  required: Pick<Surrogate, 'category_id' | 'working_day'>,
  more: Partial<Surrogate> = {},
): Surrogate {
  const checked = checkSurrogate({ ...required, ...more });
  if (E.isLeft(checked)) throw new Error(checked.left.map((e) => `${e.field}: ${e.message}`).join('; '));
  return checked.right;
}

/** Contracted hours per week: working_day itself (FIXED) or that percent of the agreement's full week. */
export function workingDayFixed(
  s: { working_day: number; value_metric_working_day?: WorkingDayUnit | null },
  agreementWeekHours: number,
): number {
  return (s.value_metric_working_day ?? 'FIXED') === 'PERCENT' ? (s.working_day / 100) * agreementWeekHours : s.working_day;
}

/** The full week assumed for a surrogate whose category's agreement is not found (the import still names the row). */
export const UNKNOWN_AGREEMENT_WEEK_HOURS = 40;

/**
 * The surrogate's weekly hours within the agreement's full week: the message when they exceed it, else null. One
 * rule for the dialog, both spreadsheet imports, the fakes and the engine (which warns and caps instead of refusing).
 */
export function surrogateWeekProblem(weeklyHours: number, agreementWeekHours: number): string | null {
  return weeklyHours > agreementWeekHours + 1e-9 ? M.surrogateOverAgreementWeek : null;
}

/** 'Total de horas semanales': the sum of working_day_fixed. */
export function totalWeeklyHours(list: ReadonlyArray<{ working_day_fixed: number | null | undefined }>): number {
  return list.reduce((a, s) => a + (s.working_day_fixed ?? 0), 0);
}

/** 'Posible jubilación': the seniority date is more than 35 years before the end of the service. */
export function possibleRetirement(
  beginning_year: string | null | undefined,
  service_date_init: string | null | undefined,
  service_duration: NumberLike,
): boolean {
  const months = toNumber(service_duration);
  if (!beginning_year || !isIsoDay(beginning_year) || !service_date_init || !isIsoDay(service_date_init) || months === null)
    return false;
  const end = addMonths(service_date_init, Math.round(months));
  return beginning_year < addMonths(end, -12 * RETIREMENT_SENIORITY_YEARS);
}

/** 'Continuar añadiendo' keeps the agreement and the category and clears the rest. */
export function nextSurrogateForm<F extends SurrogateForm & { agreement_id?: string | null }>(
  previous: F,
): SurrogateForm & { agreement_id?: string | null } {
  return {
    agreement_id: previous.agreement_id ?? null,
    category_id: previous.category_id ?? null,
    value_metric_working_day: 'FIXED',
  };
}
