/**
 * The minimum wage (salario mínimo interprofesional, SMI) by calendar year, full time, per year of 14 payments
 * (12 monthly + 2 extra), as published in the Boletín Oficial del Estado (docs/premises.md, "The minimum wage floor").
 *
 * Choices written down:
 * - a year with a published SMI uses it, whatever a forecast says (the law is the law);
 * - a year without one uses the workspace's forecast ("SMI previsto") for that year when there is one;
 * - otherwise it carries the figure of the nearest earlier year that has one (published or forecast): the SMI has
 *   never gone down, and "the last one" is what a preparer assumes;
 * - a year before the first one of the table has no floor.
 */

export interface SmiYear {
  year: number;
  /** € a year, full time, 14 payments */
  annual: number;
  /** the Real Decreto that fixed it */
  source: string;
}

/** Published figures (BOE). Monthly × 14: 2023 1,080 €; 2024 1,134 €; 2025 1,184 €; 2026 1,221 €. */
export const PUBLISHED_SMI: readonly SmiYear[] = [
  { year: 2023, annual: 15120, source: 'RD 99/2023' },
  { year: 2024, annual: 15876, source: 'RD 145/2024' },
  { year: 2025, annual: 16576, source: 'RD 87/2025' },
  { year: 2026, annual: 17094, source: 'RD 126/2026' },
];

/** A workspace's expected SMI for a year without a published one (the engine document's `simulation.smi`). */
export interface SmiForecast {
  year: number;
  annual: number;
  source?: string | null;
}

/** 'published': the year's own Real Decreto; 'forecast': the workspace's SMI previsto; 'carried': an earlier year's. */
export type SmiBasis = 'published' | 'forecast' | 'carried';

export interface SmiOfYear {
  year: number;
  annual: number;
  source: string;
  basis: SmiBasis;
  /** the year the figure comes from (the year itself unless carried) */
  from_year: number;
}

export const SMI_FORECAST_SOURCE = 'SMI previsto';

/** The SMI that applies in a calendar year; null before the first year of the table. */
export function smiOfYear(year: number, forecasts: readonly SmiForecast[] = []): SmiOfYear | null {
  const known = new Map<number, { annual: number; source: string; basis: 'published' | 'forecast' }>();
  for (const f of forecasts)
    if (Number.isFinite(f.annual) && f.annual > 0)
      known.set(f.year, { annual: f.annual, source: f.source?.trim() || SMI_FORECAST_SOURCE, basis: 'forecast' });
  for (const p of PUBLISHED_SMI) known.set(p.year, { annual: p.annual, source: p.source, basis: 'published' });
  const own = known.get(year);
  if (own) return { year, annual: own.annual, source: own.source, basis: own.basis, from_year: year };
  const earlier = [...known.keys()].filter((y) => y < year).sort((a, b) => b - a)[0];
  if (earlier === undefined) return null;
  const e = known.get(earlier)!;
  return { year, annual: e.annual, source: e.source, basis: 'carried', from_year: earlier };
}

/** What the floor adds to a year's salary: the SMI × c less the salary (never negative). */
export function smiComplement(salary: number, smiAnnual: number, c: number): number {
  const gap = smiAnnual * c - salary;
  // a salary equal to the SMI (to the rounding of c) is not below it
  return gap > 1e-9 ? gap : 0;
}
