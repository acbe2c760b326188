/**
 * The employer's social security contributions of the Régimen General by calendar year (docs/social-security.md
 * names the source of every figure): the rates of each line, the unemployment rate by contract type, and the
 * monthly contribution base limits.
 *
 * A year before the table's first uses the first (a service never starts in the past); a year after its last uses
 * the last: the MEI reaches its final rate in 2029, and the bases of a year not yet published are 2026's.
 */

/** The contract a worker contributes by: open-ended (new hires, surrogates by default) or fixed-term (substitutes). */
export type ContractKind = 'indefinido' | 'temporal';

/** The employer's rates of one calendar year, in % of the contribution base (AT/EP is the simulation's). */
export interface SocialSecurityYearRates {
  year: number;
  /** contingencias comunes */
  common: number;
  /** desempleo, by contract type */
  unemployment: Record<ContractKind, number>;
  /** Fondo de Garantía Salarial */
  fogasa: number;
  /** formación profesional */
  fp: number;
  /** mecanismo de equidad intergeneracional, the employer's part */
  mei: number;
}

/** The monthly contribution base limits of a year: the minimum of the cleaning staff's group (full time) and the maximum. */
export interface ContributionBases {
  year: number;
  minimum: number;
  maximum: number;
}

const FIXED = { common: 23.6, unemployment: { indefinido: 5.5, temporal: 6.7 }, fogasa: 0.2, fp: 0.6 } as const;

/** The rates by calendar year; only the MEI changes (RDL 2/2023). */
export const SOCIAL_SECURITY_RATES: readonly SocialSecurityYearRates[] = [
  { year: 2026, ...FIXED, mei: 0.75 },
  { year: 2027, ...FIXED, mei: 0.83 },
  { year: 2028, ...FIXED, mei: 0.92 },
  { year: 2029, ...FIXED, mei: 1.0 },
];

/**
 * The monthly base limits by calendar year: groups 4 to 11 (the cleaning staff: limpiador/a, peón) share the
 * minimum, the SMI of the year × 7/6 (2026: 1,221 € × 7/6 = 1,424.50 €).
 */
export const CONTRIBUTION_BASES: readonly ContributionBases[] = [{ year: 2026, minimum: 1424.5, maximum: 5101.2 }];

function ofYear<T extends { year: number }>(table: readonly T[], year: number): T {
  let found = table[0]!;
  for (const row of table) if (row.year <= year) found = row;
  return found;
}

/** The rates a calendar year contributes by. */
export function socialSecurityRatesOf(year: number): SocialSecurityYearRates {
  return ofYear(SOCIAL_SECURITY_RATES, year);
}

/** The monthly base limits of a calendar year. */
export function contributionBasesOf(year: number): ContributionBases {
  return ofYear(CONTRIBUTION_BASES, year);
}
