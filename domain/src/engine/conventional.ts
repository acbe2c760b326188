/**
 * The contracting authority's method beside the roster (docs/engine.md, "Annual-hours method"): each full-time
 * worker gives E effective hours a year, the headcount is the service hours / E, the surrogates are costed as the
 * roster costs them and the rest are new full-time equivalents at the category's yearly salary.
 *
 * Two steps, so that re-costing needs no roster: `conventionalBase` (hours, FTE and wages per category, fixed by
 * the solve) is stored with the output; `conventionalOf` adds social security, absenteeism, materials, overheads,
 * benefit and VAT with the parameters of the moment.
 *
 * Choices written down (where the method leaves room):
 * - a category's hours are the demand its workers hold over the service period, every occurrence counted in full
 *   (holidays included where the work runs, the vacation share and coverage left aside: E already takes each
 *   worker's vacation and holidays off); demand nobody can hold is not costed, as in the roster;
 * - a new FTE's salary is the category's table of each year, raised to the SMI where below it (the roster's floor);
 * - a surrogate's wage is the roster's (salary, seniority, pluses, increments) less the 175 % holiday surcharge:
 *   with E every worker has the 14 holidays off, so holiday work needs no compensation; vacation and
 *   holiday-rest substitutes are not counted (E already leaves those hours to the FTE);
 * - the social security base is the wages less the pluses outside it; no disability discount (no named hire); in
 *   itemised mode the method's lines contribute as the roster's do, on bases by year and contract
 *   (conventional-social-security.ts);
 * - materials are the roster's, except a salary percentage, which follows the wages (scaled by the ratio of the
 *   two methods' wages);
 * - in a previous study (no demand) a category's hours are what its surrogates give: fte_surrogates × E;
 * - categories of two agreements with the same name are added up under it; E is then their hours / FTE.
 */
import type { AgreementT, CategoryT, MaterialCostT } from './codecs.js';
import { annualHours, incrementFactor } from './wage-rules.js';
import { smiOfYear, type SmiForecast } from './minimum-wage.js';
import type { Assignment, Job, RosterWorker } from './types.js';
import { serviceMonthYears, type SocialSecurityMode } from './social-security-items.js';
import {
  addBases,
  addNewFteBases,
  addSurrogateBases,
  basesList,
  evenBases,
  itemisedContributions,
  type BasesByYear,
  type ContributionBasesOfYear,
  type SurrogateLine,
} from './conventional-social-security.js';

export interface ConventionalCategory {
  hours: number;
  effective_hours_per_fte: number;
  fte: number;
  fte_surrogates: number;
  fte_new: number;
  wages: number;
}

/** What the solve fixes, per category name; stored with the output (`conventional_base`). */
export interface ConventionalCategoryBase extends ConventionalCategory {
  /** the wages that pay social security (wages less the pluses outside its base) */
  contributory_wages: number;
  /** the surrogates' part of `wages`, and of it the pluses outside the social security base (the workbook's sheet) */
  surrogate_wages?: number;
  surrogate_non_contributory?: number;
  /** the yearly salary of a new FTE averaged over the period, increments included: new wages = fte_new × it × months / 12 */
  salary_per_fte_year?: number;
  /** the contribution bases of the category's lines by calendar year and contract (absent: stored before them) */
  contribution_bases?: ContributionBasesOfYear[];
}

export interface ConventionalBase {
  categories: Record<string, ConventionalCategoryBase>;
}

export interface ConventionalResults {
  categories: Record<string, ConventionalCategory>;
  wages: number;
  social_security: number;
  absenteeism: number;
  materials: number;
  overheads_cost: number;
  benefit: number;
  total_cost: number;
  total_with_vat: number;
  /** conventional.total_cost − the roster's total_cost */
  difference_to_roster: number;
}

/** A worker's costs as the method reads them (a subset of WorkerCost): salary, pluses outside social security and the 175 % holiday surcharge, with their months. */
export interface ConventionalWorkerCost extends SurrogateLine {
  id: string;
}

export interface ConventionalInput {
  serviceStart: string;
  months: number;
  categories: Map<string, { category: CategoryT; agreement: AgreementT; name: string }>;
  jobs: Map<string, Job>;
  /** previous study: no demand, a category's hours are what its surrogates give */
  hoursFromSurrogates?: boolean;
  /** the workspace's SMI forecasts (minimum-wage.ts): a new FTE is paid at least the SMI of each year */
  smi?: readonly SmiForecast[];
}

/** Per category id: the demand hours its workers do, its surrogates' FTE, wages and contributory wages. */
interface CategoryRow {
  hours: number;
  fteSur: number;
  surWages: number;
  surContributory: number;
  surBases: BasesByYear;
}

function categoryRows(
  input: ConventionalInput,
  workers: RosterWorker[],
  assignments: Assignment[],
  costs: ConventionalWorkerCost[],
  years: readonly number[],
): Map<string, CategoryRow> {
  const workerCategory = new Map(workers.map((w) => [w.id, w.categoryId]));
  const costById = new Map(costs.map((c) => [c.id, c]));
  const perId = new Map<string, CategoryRow>();
  const at = (categoryId: string) =>
    perId.get(categoryId) ??
    perId.set(categoryId, { hours: 0, fteSur: 0, surWages: 0, surContributory: 0, surBases: new Map() }).get(categoryId)!;
  for (const a of assignments) {
    const categoryId = workerCategory.get(a.workerId);
    const job = input.jobs.get(a.jobKey);
    if (categoryId === undefined || !job) continue;
    let minutes = 0;
    for (const e of job.occurrences) minutes += e.count * job.occurrenceMinutes;
    at(categoryId).hours += minutes / 60;
  }
  for (const w of workers) {
    if (w.kind !== 'surrogate') continue;
    const e = input.categories.get(w.categoryId);
    if (!e) continue;
    const row = at(w.categoryId);
    row.fteSur += w.contractMinutes / (e.agreement.max_hours_per_week * 60);
    const cost = costById.get(w.id);
    if (!cost) continue;
    const wage = cost.salary - (cost.holiday_surcharge ?? 0);
    row.surWages += wage;
    row.surContributory += wage - (cost.non_contributory ?? 0);
    addSurrogateBases(row.surBases, cost, years);
  }
  return perId;
}

/** Hours, effective hours per FTE, FTE and wages per category (the part of the method the parameters do not move). */
export function conventionalBase(
  input: ConventionalInput,
  workers: RosterWorker[],
  assignments: Assignment[],
  costs: ConventionalWorkerCost[],
): ConventionalBase {
  const years = serviceMonthYears(input.serviceStart, input.months);
  const span = input.months / 12;
  const perId = categoryRows(input, workers, assignments, costs, years);
  const out: Record<string, ConventionalCategoryBase> = {};
  for (const [categoryId, row] of perId) {
    const e = input.categories.get(categoryId);
    if (!e) continue;
    const E = annualHours(e.agreement);
    const hours = input.hoursFromSurrogates ? row.fteSur * E * span : row.hours;
    const fte = E > 0 && span > 0 ? hours / (E * span) : 0;
    const fteNew = Math.max(0, fte - row.fteSur);
    const monthlySalary = (y: number) =>
      Math.max(e.category.salary_year * incrementFactor(e.agreement, y), smiOfYear(y, input.smi ?? [])?.annual ?? 0) / 12;
    let salaryOverPeriod = 0;
    for (const y of years) salaryOverPeriod += monthlySalary(y);
    const newWages = fteNew * salaryOverPeriod;
    const bases: BasesByYear = new Map();
    addBases(bases, row.surBases.values());
    addNewFteBases(bases, fteNew, monthlySalary, years);
    const prev = out[e.name];
    if (!prev) {
      out[e.name] = {
        hours,
        effective_hours_per_fte: E,
        fte,
        fte_surrogates: row.fteSur,
        fte_new: fteNew,
        wages: row.surWages + newWages,
        contributory_wages: row.surContributory + newWages,
        surrogate_wages: row.surWages,
        surrogate_non_contributory: row.surWages - row.surContributory,
        salary_per_fte_year: span > 0 ? salaryOverPeriod / span : 0,
        contribution_bases: basesList(bases),
      };
      continue;
    }
    // two agreements' categories of one name: the new FTE's yearly salary is their mean weighted by new FTE
    const prevNew = prev.fte_new;
    if (prevNew + fteNew > 0 && span > 0)
      prev.salary_per_fte_year =
        ((prev.salary_per_fte_year ?? 0) * prevNew + (salaryOverPeriod / span) * fteNew) / (prevNew + fteNew);
    prev.surrogate_wages = (prev.surrogate_wages ?? 0) + row.surWages;
    prev.surrogate_non_contributory = (prev.surrogate_non_contributory ?? 0) + row.surWages - row.surContributory;
    prev.hours += hours;
    prev.fte += fte;
    prev.fte_surrogates += row.fteSur;
    prev.fte_new += fteNew;
    prev.wages += row.surWages + newWages;
    prev.contributory_wages += row.surContributory + newWages;
    const merged: BasesByYear = new Map();
    addBases(merged, prev.contribution_bases ?? []);
    addBases(merged, bases.values());
    prev.contribution_bases = basesList(merged);
    if (prev.fte > 0 && span > 0) prev.effective_hours_per_fte = prev.hours / (prev.fte * span);
  }
  return { categories: out };
}

/** The rates and the roster's figures the method's totals follow. */
export interface ConventionalTotalsInput {
  social_security: number;
  /** itemised: the lines' bases priced with the rates of each year and `at_ep_percent` (absent: flat) */
  social_security_mode?: SocialSecurityMode;
  at_ep_percent?: number | null;
  /** the service, to spread a base stored before its contribution bases */
  service_date_init?: string;
  months: number;
  absenteeism_rate: number;
  substitution_percentage: number;
  benefit: number;
  overheads: number;
  vat: number;
  /** the roster's wages, materials by item, and total cost */
  roster: { wages: number; total_cost: number; materials: Array<{ item: MaterialCostT; cost: number }> };
}

/** The method's totals with the parameters of the moment (also after re-costing). */
export function conventionalOf(base: ConventionalBase, p: ConventionalTotalsInput): ConventionalResults {
  const categories: Record<string, ConventionalCategory> = {};
  let wages = 0;
  let contributory = 0;
  for (const [name, c] of Object.entries(base.categories)) {
    categories[name] = {
      hours: c.hours,
      effective_hours_per_fte: c.effective_hours_per_fte,
      fte: c.fte,
      fte_surrogates: c.fte_surrogates,
      fte_new: c.fte_new,
      wages: c.wages,
    };
    wages += c.wages;
    contributory += c.contributory_wages;
  }
  const social_security =
    p.social_security_mode === 'itemised'
      ? itemisedContributions(
          Object.values(base.categories).flatMap(
            (c) => c.contribution_bases ?? evenBases(c.contributory_wages, p.service_date_init ?? '', p.months),
          ),
          p.at_ep_percent ?? 0,
        )
      : (p.social_security / 100) * contributory;
  const absenteeism = (p.absenteeism_rate / 100) * (wages + social_security) * (p.substitution_percentage / 100);
  let materials = 0;
  for (const { item, cost } of p.roster.materials) {
    if (item.cost_type !== 'SALARY_PERCENT') materials += cost;
    else
      materials +=
        p.roster.wages > 0 ? (cost * wages) / p.roster.wages : item.center_id == null ? (item.amount / 100) * wages : 0;
  }
  const c = wages + social_security + absenteeism + materials;
  const overheads_cost = (p.overheads / 100) * c;
  const benefit = (p.benefit / 100) * c;
  const total_cost = c + overheads_cost + benefit;
  return {
    categories,
    wages,
    social_security,
    absenteeism,
    materials,
    overheads_cost,
    benefit,
    total_cost,
    total_with_vat: total_cost * (1 + p.vat / 100),
    difference_to_roster: total_cost - p.roster.total_cost,
  };
}
