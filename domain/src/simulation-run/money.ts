/** Money and percentages as the run's cards print them, and C, the cost before overheads and benefit. */
import { formatNumber } from '../number-format';
import { roundCents } from '../engine/cents';
import type { Results } from './codecs';

export { roundCents };

/** "1.234,56 €" */
export const moneyText = (n: number) => `${formatNumber(roundCents(n), 2)} €`;
/** "18,60 %" */
export const percentText = (n: number) => `${formatNumber(n, 2)} %`;

/** The cost before overheads and benefit (C of budget.md). */
export const costBeforeMargins = (r: Pick<Results, 'hiring_costs' | 'social_security' | 'absenteeism_cost' | 'material_costs'>) =>
  r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;
