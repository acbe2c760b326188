/** The simulation's name and Datos Básicos (service period, social security, absenteeism). */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { dateProblem, isBlank, toNumber, type NumberLike } from './values';
import { err, toEither } from './internal';
import { textCharacterMessage } from '../text-characters';
import { SERVICE_DURATION_MIN, SERVICE_DURATION_MAX } from './service-duration';

export const SIMULATION_DEFAULTS = { social_security: 34, absenteeism_rate: 0, vacation_coverage: 100 } as const;
export { SERVICE_DURATION_MIN, SERVICE_DURATION_MAX } from './service-duration';
/** The service may start from 2000 to 2100 (the contract's ServiceStartDate): the calendar has no sense far off. */
export const SERVICE_START_MIN_YEAR = 2000;
export const SERVICE_START_MAX_YEAR = 2100;

/** Whether a valid `YYYY-MM-DD` day falls within the years a service may start. */
export function serviceStartInRange(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= SERVICE_START_MIN_YEAR && year <= SERVICE_START_MAX_YEAR;
}
export const SIMULATION_NAME_BREADCRUMB_MAX = 80;

/** 'Nombre requerido'; and unique in the tender (compared trimmed and case-insensitively). */
export function validateSimulationName(
  name: string | null | undefined,
  otherNamesInTender: readonly string[] = [],
): FieldError[] {
  if (isBlank(name)) return [err('name', M.nameRequired)];
  const character = textCharacterMessage(name);
  if (character) return [err('name', character)];
  const key = String(name).trim().toLocaleLowerCase('es');
  if (otherNamesInTender.some((n) => n.trim().toLocaleLowerCase('es') === key)) return [err('name', M.nameTaken)];
  return [];
}

export interface BasicDataForm {
  service_date_init?: string | null;
  service_duration?: NumberLike;
  social_security?: NumberLike;
  absenteeism_rate?: NumberLike;
  /** flat (the default) or itemised; itemised needs the AT/EP rate (docs/social-security.md) */
  social_security_mode?: 'flat' | 'itemised' | null;
  at_ep_percent?: NumberLike;
}

export interface BasicData {
  service_date_init: string;
  service_duration: number;
  social_security: number;
  absenteeism_rate: number;
  /** only when the form says how social security is priced (a form without the choice keeps the stored one) */
  social_security_mode?: 'flat' | 'itemised';
  at_ep_percent?: number | null;
}

/** A percent field: blank gives its own required message, out of 0–100 'Valor incorrecto'. */
export function percentProblem(v: NumberLike, required: string): string | null {
  if (isBlank(v)) return required;
  const n = toNumber(v);
  return n === null || n < 0 || n > 100 ? M.valueWrong : null;
}

/** Fecha de inicio and Duración (whole months, 1–100) of a service: a simulation's or a previous study's Datos Básicos. */
export function servicePeriodErrors(form: Pick<BasicDataForm, 'service_date_init' | 'service_duration'>): FieldError[] {
  const out: FieldError[] = [];
  const date = dateProblem(form.service_date_init);
  if (date) out.push(err('service_date_init', date));
  else if (!serviceStartInRange(String(form.service_date_init).trim())) out.push(err('service_date_init', M.serviceStartRange));
  if (isBlank(form.service_duration)) out.push(err('service_duration', M.durationRequired));
  else {
    const d = toNumber(form.service_duration);
    if (d === null || !Number.isInteger(d) || d < SERVICE_DURATION_MIN || d > SERVICE_DURATION_MAX)
      out.push(err('service_duration', M.durationRange));
  }
  return out;
}

export function validateBasicData(form: BasicDataForm): FieldError[] {
  const out = servicePeriodErrors(form);
  const ss = percentProblem(form.social_security, M.valueRequired);
  if (ss) out.push(err('social_security', ss));
  const ab = percentProblem(form.absenteeism_rate, M.valueRequired);
  if (ab) out.push(err('absenteeism_rate', ab));
  const atEp = socialSecurityModeProblem(form);
  if (atEp) out.push(err('at_ep_percent', atEp));
  return out;
}

/** The AT/EP rate's problem: required in itemised mode, a percent when given. */
export function socialSecurityModeProblem(form: Pick<BasicDataForm, 'social_security_mode' | 'at_ep_percent'>): string | null {
  if (isBlank(form.at_ep_percent)) return form.social_security_mode === 'itemised' ? M.atEpRequired : null;
  return percentProblem(form.at_ep_percent, M.atEpRequired);
}

export function checkBasicData(form: BasicDataForm): E.Either<FieldError[], BasicData> {
  return toEither(validateBasicData(form), () => ({
    service_date_init: String(form.service_date_init).trim(),
    service_duration: toNumber(form.service_duration)!,
    social_security: toNumber(form.social_security)!,
    absenteeism_rate: toNumber(form.absenteeism_rate)!,
    ...(form.social_security_mode
      ? { social_security_mode: form.social_security_mode, at_ep_percent: toNumber(form.at_ep_percent) }
      : {}),
  }));
}

/** Why Guardar of Datos Básicos is disabled (its tooltip), or null when it can save. */
export function basicDataSaveBlocker(form: BasicDataForm, centerCount: number): string | null {
  if (centerCount < 1) return M.saveNeedsCenter;
  return validateBasicData(form).length ? M.saveNeedsBasicData : null;
}

/** The simulation name as breadcrumbs show it (80 characters plus an ellipsis). */
export function breadcrumbName(name: string): string {
  const chars = Array.from(name);
  return chars.length > SIMULATION_NAME_BREADCRUMB_MAX ? `${chars.slice(0, SIMULATION_NAME_BREADCRUMB_MAX).join('')}...` : name;
}
