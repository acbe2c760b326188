/**
 * An agreement's validity (vigencia) today and over a service's period. An agreement is in force up to the last day
 * of its `end_year`. After it, an agreement known to keep applying while a new one is negotiated — a reference
 * agreement (docs/reference-agreements.md: the product ships the latest one of its territory) or a workspace's copy
 * of one — is in ultraactividad; any other is caducado, as the agreement list's 'Este convenio ha perdido su
 * vigencia' says, since nothing tells the product it still applies.
 */
import { formatDate } from '../format';
import { addDays, addMonths, type ServicePeriod } from '../simulation-inputs/values';

export type ValidityState = 'in_force' | 'after_end' | 'expired';

export const VALIDITY_LABELS: Record<ValidityState, string> = {
  in_force: 'Vigente',
  after_end: 'En ultraactividad',
  expired: 'Caducado',
};

/** How the time after the end is named in a sentence ("30 meses en ultraactividad"). */
const AFTER_END_WORDS: Record<Exclude<ValidityState, 'in_force'>, string> = {
  after_end: 'en ultraactividad',
  expired: 'con el convenio caducado',
};

/** Whether an agreement applies after its end: a reference agreement or a workspace's copy of one. */
export function keepsApplying(a: { reference?: unknown; base_version?: number | null }): boolean {
  return !!a.reference || (a.base_version !== null && a.base_version !== undefined);
}

/** The state of an agreement whose end the server judged against today (`expired`, `isAgreementExpired`). */
export function validityState(expired: boolean, applies: boolean): ValidityState {
  if (!expired) return 'in_force';
  return applies ? 'after_end' : 'expired';
}

/** Whole months and the days left over from `from` to `until` (exclusive); zero when `until` is not later. */
function monthsAndDays(from: string, until: string): { months: number; days: number } {
  if (until <= from) return { months: 0, days: 0 };
  let months = 0;
  while (addMonths(from, months + 1) <= until) months++;
  const rest = addMonths(from, months);
  const days = Math.round((Date.parse(until) - Date.parse(rest)) / 86_400_000);
  return { months, days };
}

/** "30 meses", "1 mes y 14 días", "3 días". */
export function durationText({ months, days }: { months: number; days: number }): string {
  const parts = [
    months ? `${months} ${months === 1 ? 'mes' : 'meses'}` : '',
    days ? `${days} ${days === 1 ? 'día' : 'días'}` : '',
  ].filter(Boolean);
  return parts.join(' y ') || '0 días';
}

export interface ServiceValidity {
  /** The state at the service's last day. */
  state: ValidityState;
  /** The agreement's last day in force (YYYY-MM-DD). */
  valid_until: string;
  /** The part of the service after that day. */
  after: { months: number; days: number };
  /** The sentence the page shows. */
  text: string;
}

/**
 * The agreement's validity over the service's period: in force through it, or how long the service runs after the
 * agreement's end, in ultraactividad or caducado (`applies`, see `keepsApplying`).
 * "Vigente hasta 31/12/2025; el servicio termina el 30/06/2028: 30 meses en ultraactividad".
 */
export function validityOverService(endYear: number, applies: boolean, period: ServicePeriod): ServiceValidity {
  const validUntil = `${endYear}-12-31`;
  const head = `Vigente hasta ${formatDate(validUntil)}`;
  const dayAfterService = addDays(period.date_end, 1);
  if (period.date_end <= validUntil) {
    return {
      state: 'in_force',
      valid_until: validUntil,
      after: { months: 0, days: 0 },
      text: `${head}; el servicio termina el ${formatDate(period.date_end)}: vigente durante todo el servicio`,
    };
  }
  const state = applies ? 'after_end' : 'expired';
  const words = AFTER_END_WORDS[state];
  if (period.date_init > validUntil) {
    const after = monthsAndDays(period.date_init, dayAfterService);
    return {
      state,
      valid_until: validUntil,
      after,
      text: `${head}; el servicio empieza el ${formatDate(period.date_init)}: todo el servicio (${durationText(after)}) ${words}`,
    };
  }
  const after = monthsAndDays(addDays(validUntil, 1), dayAfterService);
  return {
    state,
    valid_until: validUntil,
    after,
    text: `${head}; el servicio termina el ${formatDate(period.date_end)}: ${durationText(after)} ${words}`,
  };
}
