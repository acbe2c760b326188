/**
 * Social security of the annual-hours method in itemised mode (docs/social-security.md, "The annual-hours
 * method"): the method's cost lines contribute as the roster's do, on bounded bases by calendar year and contract.
 *
 * The bases do not depend on the parameters, so the solve stores them with the method's base and a re-cost only
 * prices them with the rates and AT/EP of the moment. Choices written down:
 * - a surrogate's base of a month is its contributory wage of the month (the roster's, less its share of the
 *   holiday surcharge the method does not pay), bounded as the roster bounds it, by its own contract;
 * - a category's new FTE are one open-ended line of c = its new FTE (as a substitutions' line of the roster): the
 *   month's wage is the FTE × the category's yearly salary of that year / 12, bounded by the minimum × c and the
 *   maximum × max(1, c);
 * - a base stored before the bases existed (a solution of a release without them) is its contributory wages spread
 *   evenly over the service months, open-ended and unbounded.
 */
import {
  contractKindOf,
  contributionBase,
  contributoryMonths,
  monthContributions,
  serviceMonthYears,
  sumLines,
  type ItemisedWorker,
} from './social-security-items.js';
import { socialSecurityRatesOf } from './social-security-rates.js';

/** The contribution bases of one calendar year, by the contract they contribute by. */
export interface ContributionBasesOfYear {
  year: number;
  indefinido: number;
  temporal: number;
}

/** Bases by calendar year (`basesList` gives them in order). */
export type BasesByYear = Map<number, ContributionBasesOfYear>;

function basesAt(into: BasesByYear, year: number): ContributionBasesOfYear {
  let row = into.get(year);
  if (!row) into.set(year, (row = { year, indefinido: 0, temporal: 0 }));
  return row;
}

/** What a surrogate's cost line gives the method (a subset of the engine's WorkerCost). */
export type SurrogateLine = Pick<
  ItemisedWorker,
  'fte' | 'salary' | 'monthly_salary' | 'non_contributory' | 'monthly_non_contributory' | 'contract_type'
> & { holiday_surcharge?: number };

/** A surrogate's bases month by month, added by calendar year to `into`. */
export function addSurrogateBases(into: BasesByYear, line: SurrogateLine, years: readonly number[]): void {
  const months = years.length;
  const contributory = contributoryMonths(line, months);
  const surchargeShare = line.salary > 0 ? (line.holiday_surcharge ?? 0) / line.salary : 0;
  const wage = line.monthly_salary?.length === months ? line.monthly_salary : null;
  const kind = contractKindOf({ kind: 'surrogate', contract_type: line.contract_type });
  contributory.forEach((v, m) => {
    const paid = v - (wage ? wage[m]! : line.salary / months) * surchargeShare;
    basesAt(into, years[m]!)[kind] += contributionBase(paid, line.fte, years[m]!);
  });
}

/** The bases of `fte` new open-ended FTE paid `monthlyWage(year)` each, full time, month by month. */
export function addNewFteBases(
  into: BasesByYear,
  fte: number,
  monthlyWage: (year: number) => number,
  years: readonly number[],
): void {
  if (fte <= 0) return;
  for (const y of years) basesAt(into, y).indefinido += contributionBase(fte * monthlyWage(y), fte, y);
}

/** `from`'s bases added to `into`'s. */
export function addBases(into: BasesByYear, from: Iterable<ContributionBasesOfYear>): void {
  for (const b of from) {
    const row = basesAt(into, b.year);
    row.indefinido += b.indefinido;
    row.temporal += b.temporal;
  }
}

/** The stored form: a list sorted by year. */
export function basesList(bases: BasesByYear): ContributionBasesOfYear[] {
  return [...bases.values()].sort((a, b) => a.year - b.year);
}

/** Contributory wages of a base stored before the bases existed, spread evenly over the service months. */
export function evenBases(contributory: number, serviceStart: string, months: number): ContributionBasesOfYear[] {
  const into: BasesByYear = new Map();
  if (months <= 0) return [];
  for (const y of serviceMonthYears(serviceStart, months)) basesAt(into, y).indefinido += contributory / months;
  return basesList(into);
}

/** The employer's contributions on bases by year and contract, with the rates of each year and the AT/EP given. */
export function itemisedContributions(bases: readonly ContributionBasesOfYear[], atEpPercent: number): number {
  let total = 0;
  for (const b of bases) {
    const rates = socialSecurityRatesOf(b.year);
    total += sumLines(monthContributions(b.indefinido, rates, 'indefinido', atEpPercent));
    total += sumLines(monthContributions(b.temporal, rates, 'temporal', atEpPercent));
  }
  return total;
}
