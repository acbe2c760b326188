/**
 * Previous studies (estudios previos): the entity as the
 * config host answers it, the rules of its basic data, and why a launch would be refused. Shared by the ui and
 * the server, so both say the same thing in the same words.
 */
import * as t from 'io-ts';
import * as Config from './generated/config';
import * as E from 'fp-ts/lib/Either.js';
import { RUN_RECORD_FIELDS, Status } from './simulation';
import type { FieldError } from './simulation-inputs/messages';
import { isBlank, toNumber, type NumberLike } from './simulation-inputs/values';
import {
  percentProblem,
  servicePeriodErrors,
  socialSecurityModeProblem,
  type BasicDataForm,
} from './simulation-inputs/basic-data';
import { COMMON_MESSAGES } from './messages';
import { UNKNOWN_ERROR } from './errors';

export const PREVIOUS_STUDY_DEFAULTS = { social_security: 34, absenteeism_rate: 0, substitution_percentage: 100 } as const;

/** The study is polled once a second, up to 300 times, after a launch. */
export const PREVIOUS_STUDY_POLL_INTERVAL_MS = 1000;
export const PREVIOUS_STUDY_POLL_MAX_ATTEMPTS = 300;
/** The Convenio column of the surrogates table cuts the agreement name at 20 characters. */
export const PREVIOUS_STUDY_AGREEMENT_MAX = 20;

const SUBSTITUTION = 'Porcentaje de sustitución';

export const PREVIOUS_STUDY_MESSAGES = {
  durationRequired: COMMON_MESSAGES.durationRequired,
  socialSecurityRequired: 'Seguridad social es requerido',
  absenteeismRequired: 'Porcentaje de absentismo es requerido',
  substitution: SUBSTITUTION,
  // the form names the empty field, as the study's first screens did
  substitutionRequired: SUBSTITUTION,
  calculating: 'Calculando costes del estudio previo',
  updating: 'Actualizando estudio previo',
  // launch refusals, in the order the server checks them
  noStartDate: 'No existe fecha inicial en el Estudio Previo',
  alreadyProcessed: 'Ya se ha procesado el Estudio Previo',
  noDuration: 'No existe duración del servicio en el Estudio Previo',
  noSocialSecurity: 'No existe seguridad social en el Estudio Previo',
  noAbsenteeism: 'No existe porcentaje de absentismo en el Estudio Previo',
  surrogateWithoutCategory: 'Existe subrogado sin categoría',
  notFound: 'El estudio previo no existe',
  processingFailed: 'Error al procesar el estudio previo',
  parametersBadValues: COMMON_MESSAGES.badValues,
  parametersUnknown: COMMON_MESSAGES.unknownOccurred,
  creationFailed: UNKNOWN_ERROR,
  // the config host's refusals (tests and stories record them on the in-memory fakes with `refuseNext`)
  notStopped: (status: string) =>
    `Solo se puede modificar un estudio previo detenido; este estudio previo está en estado ${status}`,
  notSolved: 'El estudio previo no está resuelto: no hay parámetros que modificar',
  noSolution: 'El estudio previo no tiene solución todavía',
} as const;

const nullableString = t.union([t.string, t.null]);
const nullableNumber = t.union([t.number, t.null]);

export const PreviousStudySubStatus = t.union([t.keyof({ Stopped: null, PENDING: null, FINISHED: null, ERROR: null }), t.null]);
export type PreviousStudySubStatus = t.TypeOf<typeof PreviousStudySubStatus>;

/**
 * `GET /previous_study/{id}`. Looser than the contract's codec on purpose: results and events are checked where they
 * are shown (`parseResults`), so that unreadable results leave the rest of the study usable.
 */
export const PreviousStudyCodec = t.intersection([
  t.type({
    ...RUN_RECORD_FIELDS,
    sub_status: PreviousStudySubStatus,
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
  }),
  // the bid inputs the next launch prices with, and how it prices social security (absent from an older server)
  t.partial({ bid: Config.BidInputs, social_security_mode: Config.SocialSecurityMode, at_ep_percent: nullableNumber }),
]);
export type PreviousStudy = t.TypeOf<typeof PreviousStudyCodec>;

export const PreviousStudyStateCodec = Config.PreviousStudyState;
export type PreviousStudyState = t.TypeOf<typeof PreviousStudyStateCodec>;

// ------------------------------------------------------------------ basic data

export interface PreviousStudyBasicDataForm {
  service_date_init?: string | null;
  service_duration?: NumberLike;
  social_security?: NumberLike;
  absenteeism_rate?: NumberLike;
  substitution_percentage?: NumberLike;
  /** flat (the default) or itemised; itemised needs the AT/EP rate (docs/social-security.md) */
  social_security_mode?: BasicDataForm['social_security_mode'];
  at_ep_percent?: NumberLike;
}

export interface PreviousStudyBasicData {
  service_date_init: string;
  service_duration: number;
  social_security: number;
  absenteeism_rate: number;
  substitution_percentage: number;
  social_security_mode?: 'flat' | 'itemised';
  at_ep_percent?: number | null;
}

/** Datos Básicos of a study: every failing field with its message, empty when valid. */
export function validatePreviousStudyBasicData(form: PreviousStudyBasicDataForm): FieldError[] {
  const M = PREVIOUS_STUDY_MESSAGES;
  const out = servicePeriodErrors(form);
  const fields: Array<[keyof PreviousStudyBasicDataForm, string]> = [
    ['social_security', M.socialSecurityRequired],
    ['absenteeism_rate', M.absenteeismRequired],
    ['substitution_percentage', M.substitutionRequired],
  ];
  for (const [field, required] of fields) {
    const p = percentProblem(form[field], required);
    if (p) out.push({ field, message: p });
  }
  const atEp = socialSecurityModeProblem(form);
  if (atEp) out.push({ field: 'at_ep_percent', message: atEp });
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
    ...(form.social_security_mode
      ? { social_security_mode: form.social_security_mode, at_ep_percent: toNumber(form.at_ep_percent) }
      : {}),
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

/** Why `launch_async` refuses a study, or null when it can run. The first problem found wins. */
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

/** Where polling after a parameter change ends: FINISHED reloads, ERROR shows the error. */
export function parametersOutcome(s: Pick<PreviousStudy, 'sub_status'>): 'pending' | 'finished' | 'error' {
  if (s.sub_status === 'FINISHED') return 'finished';
  if (s.sub_status === 'ERROR') return 'error';
  return 'pending';
}

/** Editing controls need update permission and the study Stopped. */
export function previousStudyEditable(canUpdate: boolean, status: t.TypeOf<typeof Status>): boolean {
  return canUpdate && status === 'Stopped';
}
