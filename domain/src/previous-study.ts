/**
 * Previous studies (estudios previos, spec 02 §2.2 and §5, spec 01 §4 and §8, engine.md §6): the entity as the
 * config host answers it, the rules of its basic data, and why a launch would be refused. Shared by the ui and
 * the server, so both say the same thing in the same words.
 */
import * as t from 'io-ts';
import * as E from 'fp-ts/lib/Either.js';
import { Status } from './simulation';
import { INPUT_MESSAGES, type FieldError } from './simulation-inputs/messages';
import { dateProblem, isBlank, toNumber, type NumberLike } from './simulation-inputs/values';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from './simulation-inputs/rules';

export const PREVIOUS_STUDY_DEFAULTS = { social_security: 34, absenteeism_rate: 0, substitution_percentage: 100 } as const;

/** The study is polled once a second, up to 300 times, after a launch (spec 02 §6). */
export const PREVIOUS_STUDY_POLL_INTERVAL_MS = 1000;
export const PREVIOUS_STUDY_POLL_MAX_ATTEMPTS = 300;
/** The Convenio column of the surrogates table cuts the agreement name at 20 characters. */
export const PREVIOUS_STUDY_AGREEMENT_MAX = 20;

export const PREVIOUS_STUDY_MESSAGES = {
  durationRequired: 'Duración es requerido',
  socialSecurityRequired: 'Seguridad social es requerido',
  absenteeismRequired: 'Porcentaje de absentismo es requerido',
  substitutionRequired: 'Porcentaje de sustitución',
  calculating: 'Calculando costes del estudio previo',
  // launch refusals (spec 01 §8), in the order the server checks them
  noStartDate: 'No existe fecha inicial en el Estudio Previo',
  alreadyProcessed: 'Ya se ha procesado el Estudio Previo',
  noDuration: 'No existe duración del servicio en el Estudio Previo',
  noSocialSecurity: 'No existe seguridad social en el Estudio Previo',
  noAbsenteeism: 'No existe porcentaje de absentismo en el Estudio Previo',
  surrogateWithoutCategory: 'Existe subrogado sin categoría',
  notFound: 'El estudio previo no existe',
  processingFailed: 'Error al procesar el estudio previo',
  parametersBadValues: 'Error al procesar los datos introducidos',
  parametersUnknown: 'Ha ocurrido un error desconocido en el servidor',
  creationFailed: 'Error desconocido en el servidor',
} as const;

const nullableString = t.union([t.string, t.null]);
const nullableNumber = t.union([t.number, t.null]);

export const PreviousStudySubStatus = t.union([t.keyof({ Stopped: null, PENDING: null, FINISHED: null, ERROR: null }), t.null]);
export type PreviousStudySubStatus = t.TypeOf<typeof PreviousStudySubStatus>;

/** `GET /previous_study/{id}` (results and events are checked where they are shown). */
export const PreviousStudyCodec = t.type({
  id: t.string,
  uid: t.string,
  name: t.string,
  project_id: t.string,
  status: Status,
  sub_status: PreviousStudySubStatus,
  started: nullableString,
  finished: nullableString,
  createdAt: t.string,
  updatedAt: t.string,
  service_date_init: nullableString,
  service_duration: nullableNumber,
  social_security: nullableNumber,
  absenteeism_rate: nullableNumber,
  substitution_percentage: nullableNumber,
  data_url: nullableString,
  result_url: nullableString,
  results: t.unknown,
  events: t.array(t.unknown),
  can_modify_parameters: t.boolean,
});
export type PreviousStudy = t.TypeOf<typeof PreviousStudyCodec>;

export const PreviousStudyStateCodec = t.type({ id: t.string, status: Status, sub_status: PreviousStudySubStatus });
export type PreviousStudyState = t.TypeOf<typeof PreviousStudyStateCodec>;

// ------------------------------------------------------------------ basic data

export interface PreviousStudyBasicDataForm {
  service_date_init?: string | null;
  service_duration?: NumberLike;
  social_security?: NumberLike;
  absenteeism_rate?: NumberLike;
  substitution_percentage?: NumberLike;
}

export interface PreviousStudyBasicData {
  service_date_init: string;
  service_duration: number;
  social_security: number;
  absenteeism_rate: number;
  substitution_percentage: number;
}

const err = (field: string, message: string): FieldError => ({ field, message });

/** A percent field: blank gives its own required message, out of 0–100 'Valor incorrecto'. */
function percentProblem(v: NumberLike, required: string): string | null {
  if (isBlank(v)) return required;
  const n = toNumber(v);
  return n === null || n < 0 || n > 100 ? INPUT_MESSAGES.valueWrong : null;
}

/** Datos Básicos of a study (spec 02 §5): every failing field with its message, empty when valid. */
export function validatePreviousStudyBasicData(form: PreviousStudyBasicDataForm): FieldError[] {
  const M = PREVIOUS_STUDY_MESSAGES;
  const out: FieldError[] = [];
  const date = dateProblem(form.service_date_init);
  if (date) out.push(err('service_date_init', date));
  if (isBlank(form.service_duration)) out.push(err('service_duration', M.durationRequired));
  else {
    const d = toNumber(form.service_duration);
    if (d === null || !Number.isInteger(d) || d < SERVICE_DURATION_MIN || d > SERVICE_DURATION_MAX)
      out.push(err('service_duration', INPUT_MESSAGES.valueWrong));
  }
  const fields: Array<[keyof PreviousStudyBasicDataForm, string]> = [
    ['social_security', M.socialSecurityRequired],
    ['absenteeism_rate', M.absenteeismRequired],
    ['substitution_percentage', M.substitutionRequired],
  ];
  for (const [field, required] of fields) {
    const p = percentProblem(form[field], required);
    if (p) out.push(err(field, p));
  }
  return out;
}

export function checkPreviousStudyBasicData(form: PreviousStudyBasicDataForm): E.Either<FieldError[], PreviousStudyBasicData> {
  const errors = validatePreviousStudyBasicData(form);
  if (errors.length) return E.left(errors);
  return E.right({
    service_date_init: String(form.service_date_init).trim(),
    service_duration: toNumber(form.service_duration)!,
    social_security: toNumber(form.social_security)!,
    absenteeism_rate: toNumber(form.absenteeism_rate)!,
    substitution_percentage: toNumber(form.substitution_percentage)!,
  });
}

// ------------------------------------------------------------------ launch

export interface PreviousStudyLaunchInput {
  status: t.TypeOf<typeof Status>;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  surrogates: ReadonlyArray<{ category_id: string | null | undefined }>;
}

/** Why `launch_async` refuses a study (spec 01 §8), or null when it can run. The first problem found wins. */
export function previousStudyLaunchProblem(s: PreviousStudyLaunchInput): string | null {
  const M = PREVIOUS_STUDY_MESSAGES;
  if (s.status !== 'Stopped') return M.alreadyProcessed;
  if (isBlank(s.service_date_init)) return M.noStartDate;
  if (s.service_duration === null || s.service_duration === undefined) return M.noDuration;
  if (s.social_security === null || s.social_security === undefined) return M.noSocialSecurity;
  if (s.absenteeism_rate === null || s.absenteeism_rate === undefined) return M.noAbsenteeism;
  if (s.surrogates.some((x) => isBlank(x.category_id))) return M.surrogateWithoutCategory;
  return null;
}

/** Where a study's polling after a launch ends: still running, solved, or failed (sub_status Stopped or Error). */
export function launchOutcome(s: Pick<PreviousStudy, 'status' | 'sub_status'>): 'running' | 'solved' | 'failed' {
  if (s.status === 'Solved') return 'solved';
  if (s.status === 'Error' || s.sub_status === 'Stopped' || s.sub_status === 'ERROR') return 'failed';
  return 'running';
}

/** Where polling after a parameter change ends (spec 01 §4): FINISHED reloads, ERROR shows the error. */
export function parametersOutcome(s: Pick<PreviousStudy, 'sub_status'>): 'pending' | 'finished' | 'error' {
  if (s.sub_status === 'FINISHED') return 'finished';
  if (s.sub_status === 'ERROR') return 'error';
  return 'pending';
}

/** Editing controls need update permission and the study Stopped (spec 02 §6). */
export function previousStudyEditable(canUpdate: boolean, status: t.TypeOf<typeof Status>): boolean {
  return canUpdate && status === 'Stopped';
}

// ------------------------------------------------------------------ parameters ('Modificar' on the solution screen)

const CostType = t.keyof({ AMOUNT_BY_WORKER: null, SALARY_PERCENT: null, MONTHLY_AMOUNT: null, MONTHLY_UNIT_COST: null });

/** `GET /previous_study/{id}/parameters`: what the solution is costed with. */
export const PreviousStudyParametersCodec = t.type({
  absenteeism_rate: t.number,
  benefit: t.number,
  material_costs: t.array(
    t.intersection([
      t.type({ id: t.string, name: t.string, type: CostType, amount: t.number, number_of_units: nullableNumber, months_to_apply: nullableNumber }),
      t.partial({ center_id: nullableString, center_name: nullableString }),
    ]),
  ),
});
export type PreviousStudyParameters = t.TypeOf<typeof PreviousStudyParametersCodec>;

export interface PreviousStudyParametersForm {
  absenteeism_rate: NumberLike;
  benefit: NumberLike;
  material_costs: ReadonlyArray<{ id: string; type: t.TypeOf<typeof CostType>; amount: NumberLike; number_of_units?: NumberLike; months_to_apply?: NumberLike }>;
}

export interface PreviousStudyParametersUpdate {
  absenteeism_rate: number;
  benefit: number;
  material_costs: Array<{ id: string; amount: number; number_of_units: number | null; months_to_apply: number | null }>;
}

/**
 * The parameters form of a previous study (spec 02 §5): percentages required and at least 0 (at most 100);
 * a material amount at least 0 for percent types and unbounded otherwise (a discount may be negative); units and
 * months, where the type uses them, required and at least 0.
 */
export function validatePreviousStudyParameters(form: PreviousStudyParametersForm): FieldError[] {
  const out: FieldError[] = [];
  const percent = (field: string, v: NumberLike) => {
    if (isBlank(v)) return out.push(err(field, INPUT_MESSAGES.valueRequired));
    const n = toNumber(v);
    if (n === null || n < 0 || n > 100) out.push(err(field, INPUT_MESSAGES.valueWrong));
  };
  percent('absenteeism_rate', form.absenteeism_rate);
  percent('benefit', form.benefit);
  form.material_costs.forEach((c, i) => {
    const at = `material_costs[${i}]`;
    if (c.type === 'SALARY_PERCENT') percent(`${at}.amount`, c.amount);
    else if (isBlank(c.amount)) out.push(err(`${at}.amount`, INPUT_MESSAGES.valueRequired));
    else if (toNumber(c.amount) === null) out.push(err(`${at}.amount`, INPUT_MESSAGES.valueWrong));
    const count = (field: 'number_of_units' | 'months_to_apply') => {
      const v = c[field];
      if (isBlank(v)) return out.push(err(`${at}.${field}`, INPUT_MESSAGES.valueRequired));
      const n = toNumber(v);
      if (n === null || n < 0 || !Number.isInteger(n)) out.push(err(`${at}.${field}`, INPUT_MESSAGES.valueWrong));
    };
    if (c.type === 'MONTHLY_UNIT_COST') count('number_of_units');
    if (c.type === 'MONTHLY_AMOUNT' || c.type === 'MONTHLY_UNIT_COST') count('months_to_apply');
  });
  return out;
}

export function checkPreviousStudyParameters(form: PreviousStudyParametersForm): E.Either<FieldError[], PreviousStudyParametersUpdate> {
  const errors = validatePreviousStudyParameters(form);
  if (errors.length) return E.left(errors);
  const uses = (type: string, field: 'number_of_units' | 'months_to_apply') =>
    field === 'number_of_units' ? type === 'MONTHLY_UNIT_COST' : type === 'MONTHLY_AMOUNT' || type === 'MONTHLY_UNIT_COST';
  return E.right({
    absenteeism_rate: toNumber(form.absenteeism_rate)!,
    benefit: toNumber(form.benefit)!,
    material_costs: form.material_costs.map((c) => ({
      id: c.id,
      amount: toNumber(c.amount)!,
      number_of_units: uses(c.type, 'number_of_units') ? toNumber(c.number_of_units)! : null,
      months_to_apply: uses(c.type, 'months_to_apply') ? toNumber(c.months_to_apply)! : null,
    })),
  });
}

// ------------------------------------------------------------------ results as the solution screen shows them

const CategoryResultCodec = t.type({
  count_new: t.number,
  count_sub: t.number,
  fte_new: t.number,
  fte_sub: t.number,
  hours: t.number,
  wage_costs: t.number,
  ss_costs: t.number,
});

/** The results of a solved study: the same shape as a simulation's (engine.md §5). */
export const StudyResultsCodec = t.type({
  categories: t.record(t.string, CategoryResultCodec),
  hiring_costs: t.number,
  absenteeism_cost: t.number,
  material_costs: t.number,
  social_security: t.number,
  benefit: t.number,
  total_cost: t.number,
});
export type StudyResults = t.TypeOf<typeof StudyResultsCodec>;

export interface StudyEmployeeSummary {
  /** Surrogates (A subrogar). */
  surrogates: number;
  /** Vacation and absence substitutes (A contratar). */
  newHires: number;
  total: number;
  fte: number;
}

/** Employee card figures: people by kind and FTE, summed over the categories. */
export function studyEmployeeSummary(r: StudyResults): StudyEmployeeSummary {
  let surrogates = 0;
  let newHires = 0;
  let fte = 0;
  for (const c of Object.values(r.categories)) {
    surrogates += c.count_sub;
    newHires += c.count_new;
    fte += c.fte_sub + c.fte_new;
  }
  return { surrogates, newHires, total: surrogates + newHires, fte };
}

/** The results of a study, or null when they cannot be read (the screen then says so). */
export function readStudyResults(results: unknown): StudyResults | null {
  const r = StudyResultsCodec.decode(results);
  return r._tag === 'Right' ? r.right : null;
}
