/**
 * The premises of a run (premises.md §1) as the results page lists them: errors first, then warnings, then what the
 * run assumed, each group under its heading. Results stored before premises existed have none: nothing is shown.
 */
import type { PremiseRead, PremiseSeverity, Results } from './codecs';

export const PREMISE_SEVERITY_ORDER: readonly PremiseSeverity[] = ['error', 'warning', 'info'];

export const PREMISE_MESSAGES = {
  title: 'Premisas que revisará la mesa',
  groups: {
    error: 'La oferta no se puede defender así',
    warning: 'La mesa lo preguntará',
    info: 'Supuestos del cálculo',
  } satisfies Record<PremiseSeverity, string>,
} as const;

export interface PremiseGroup {
  severity: PremiseSeverity;
  title: string;
  premises: PremiseRead[];
}

/** The non-empty groups in severity order, each keeping the order the run gave; [] without premises. */
export function premiseGroups(r: Pick<Results, 'premises'>): PremiseGroup[] {
  const list = r.premises ?? [];
  return PREMISE_SEVERITY_ORDER.map((severity) => ({
    severity,
    title: PREMISE_MESSAGES.groups[severity],
    premises: list.filter((p) => p.severity === severity),
  })).filter((g) => g.premises.length > 0);
}
