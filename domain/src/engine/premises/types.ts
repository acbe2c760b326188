/**
 * A premise a committee checks (docs/premises.md): the shape of the contract's `Premise` (openapi/config/simulations.yaml).
 * `message` and `detail` are Spanish, to show as they are.
 */
export type PremiseCode =
  | 'AGREEMENT_ENDED'
  | 'AGREEMENT_OUT_OF_SCOPE'
  | 'SMI_TOPUP'
  | 'OFFER_BELOW_DIRECT_COST'
  | 'OFFER_BELOW_OVERHEADS'
  | 'OFFER_BELOW_BENEFIT'
  | 'BUDGET_BELOW_LABOUR_COST';

export type PremiseSeverity = 'error' | 'warning' | 'info';

export interface Premise {
  code: PremiseCode;
  severity: PremiseSeverity;
  message: string;
  detail: string;
}
