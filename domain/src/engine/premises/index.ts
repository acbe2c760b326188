/**
 * The premises of a run's results (docs/premises.md), in one list: the agreement's (agreement.ts, given), the
 * minimum-wage top-ups, then the offer's and the budget's. Called after a run and again when a parameter change
 * re-costs it (recost.ts), which keeps the premises of the roster and the agreement and replaces the offer's.
 */
import type { SimulationResults } from '../costs.js';
import { budgetPremises, offerPremises } from './offer.js';
import { smiPremises } from './smi.js';
import type { Premise, PremiseCode } from './types.js';

export type { Premise, PremiseCode, PremiseSeverity } from './types.js';
export { smiPremises, smiSourceText, SMI_TOPUP_LINE } from './smi.js';
export { offerPremises, budgetPremises } from './offer.js';

/** The codes computed from the costs: re-costing replaces them, and keeps the others. */
export const COST_PREMISE_CODES: readonly PremiseCode[] = [
  'SMI_TOPUP',
  'OFFER_BELOW_DIRECT_COST',
  'OFFER_BELOW_OVERHEADS',
  'OFFER_BELOW_BENEFIT',
  'BUDGET_BELOW_LABOUR_COST',
];

export function premisesOf(agreement: readonly Premise[], results: SimulationResults): Premise[] {
  return [...agreement, ...smiPremises(results.smi_topups ?? []), ...offerPremises(results), ...budgetPremises(results)];
}

/**
 * Sets the results' premises: the list when some apply, none at all otherwise (results of cases where nothing
 * applies keep exactly their earlier fields; readers take a missing list as empty).
 */
export function withPremises<R extends { premises?: Premise[] }>(results: R, premises: Premise[]): R {
  const { premises: _old, ...rest } = results;
  return (premises.length ? { ...rest, premises } : rest) as R;
}

/** The premises a re-cost keeps from the stored results (those not computed from the costs). */
export function keptPremises(stored: readonly Premise[] | undefined): Premise[] {
  return (stored ?? []).filter((p) => !COST_PREMISE_CODES.includes(p.code));
}
