/**
 * Costs, month by month over the service period, per worker.
 *
 * Choices written down (where the contract is silent):
 * - annual increments multiply every agreement amount (salary tables, base salary, pluses, fixed seniority
 *   bonuses) of each calendar year after the agreement's salary_year; a surrogate's own agreed
 *   `salary_year` and `annual_bonuses` are taken as they are (no table, no increment, no part-time scaling), the
 *   bonuses counted among the worker's pluses;
 * - seniority amounts, and fixed pluses per month and per year, scale with the part-time coefficient;
 *   pluses per day worked do not;
 * - a holiday pays the category's holiday plus when it has one, otherwise its weekday plus (not both);
 *   a range that passes midnight is paid on the day it starts;
 * - pluses and hours are the work done: the worker does (1 − vacation share) of it, vacation substitutes do
 *   vacation share × coverage of it; a worker's salary is paid for the whole period;
 * - vacation substitutes cover the hours the worker works (not a surrogate's idle hours); they appear as one
 *   cost line per category and center;
 * - `hours` in the results is the hours worked over the whole service period.
 *
 * Holidays worked (docs/budget.md section 1), by the agreement's `holiday_work_compensation`:
 * - `plus` (default): as above;
 * - `surcharge`: every hour of the demand on a holiday adds 175 % of the ordinary hourly wage to the pluses of
 *   the worker who holds the block (the whole demand, whatever the vacation share); the holiday plus is not
 *   paid and the day pays the plus of its weekday, if any;
 * - `rest`: the same hours are paid at the ordinary hourly wage to substitutes of the category, one cost line
 *   per category and center ("Sustituciones de festivos"), whose FTE is their hours per year of service /
 *   `max_hours_per_year`; the holiday plus is not paid (the weekday plus is);
 * - ordinary hourly wage = category `salary_year` × cumulative increment of the calendar year /
 *   `max_hours_per_year` (without one: the effective hours of its week, vacation and the 14 holidays off);
 *
 * Pluses outside the social security base (`non_contributory` on a plus, or on the fixed pluses): social security
 * is the rate × (wage − those pluses), for workers and substitutes alike (docs/engine.md).
 * - the roster's cost hints (`costHints`) keep pricing holidays with the plus: every mode pays for the same
 *   holiday demand whoever works it, so the choice does not move blocks between workers.
 */
import { disabilityDiscount } from './disability-discount.js';
import { formatNumberForDisplay } from '../spanish-number.js';
import type { AgreementT, CategoryT, MaterialCostT } from './codecs.js';
import { addMonthsIso, serviceMonthStarts } from './calendar.js';
import type { Job, Segment, Assignment, RosterWorker, EngineEvent } from './types.js';
import { vacationFraction } from './model.js';
import type { Bid, Budget } from './budget.js';
import type { BidScore } from './price-score.js';
import type { BidInputsT, LooseBid } from './bid-shape.js';
import {
  annualHours,
  completedYears,
  dayPlus,
  hasNonContributoryPluses,
  incrementFactor,
  jobPlusTotal,
  nightPlus,
  nonContributoryView,
  occurrenceSegments,
  seniorityAnnual,
} from './wage-rules.js';
import type { ConventionalResults } from './conventional.js';
import type { Premise } from './premises/types.js';
import { smiComplement, smiOfYear, type SmiBasis, type SmiForecast, type SmiOfYear } from './minimum-wage.js';
import type { ContractKind } from './social-security-rates.js';
import type { SocialSecurityItems, SocialSecurityMode } from './social-security-items.js';

export interface CategoryResult {
  count_new: number;
  count_sub: number;
  /** of count_new: the people hired for substitutions (no fixed roster) */
  count_substitutes: number;
  fte_new: number;
  fte_sub: number;
  /** of fte_new: the substitutions' FTE */
  fte_substitutes: number;
  hours: number;
  wage_costs: number;
  ss_costs: number;
}

export interface SimulationResults {
  categories: Record<string, CategoryResult>;
  hiring_costs: number;
  absenteeism_cost: number;
  material_costs: number;
  social_security: number;
  benefit: number;
  total_cost: number;
  /** gastos generales: overheads % × (wages + social security + absenteeism + materials) */
  overheads_cost: number;
  budget: Budget;
  /** only with a tender budget; `covers` beside the annual-hours method, `score` with a price score too (docs/budget.md section 5) */
  bid?: Bid & { covers?: BudgetCovers; score?: BidScore };
  /** the annual-hours method beside the roster (absent in outputs stored before it) */
  conventional?: ConventionalResults;
  /** the minimum-wage complement by category and calendar year (absent when none) */
  smi_topups?: Array<SmiTopup & { category: string }>;
  /** the premises a committee checks (premises/index.ts; absent when none applies) */
  premises?: Premise[];
  /** the employer's contributions line by line (social-security-items.ts; only in itemised mode) */
  social_security_items?: SocialSecurityItems;
}

/** Whether the tender budget pays each method's total cost. */
export interface BudgetCovers {
  roster: boolean;
  conventional: boolean;
}

export interface WorkerCost {
  id: string;
  name: string;
  kind: 'surrogate' | 'new' | 'substitute';
  category_id: string;
  category: string;
  center_id: string;
  group: string;
  weekly_hours: number;
  fte: number;
  hours: number;
  base_salary: number;
  seniority: number;
  pluses: number;
  /** wage cost (salary + seniority + pluses) */
  salary: number;
  social_security: number;
  social_security_activate: boolean;
  social_security_discount: number;
  /** wage cost per center, for materials by center */
  center_wages: Record<string, number>;
  /** counts in the headcount (surrogates and new hires) */
  headcount: boolean;
  /** wage cost per service month (for the budget by contract year) */
  monthly_salary?: number[];
  /** € of the wage outside the social security base (absent: none), and by service month */
  non_contributory?: number;
  monthly_non_contributory?: number[];
  /** a surrogate's own contract type (absent: new hires and surrogates open-ended, substitutes fixed-term) */
  contract_type?: ContractKind;
  /** social security per service month, after the discount (itemised mode only; otherwise it follows the wage) */
  monthly_social_security?: number[];
  /** € of the 175 % surcharge on holidays worked (absent: none) */
  holiday_surcharge?: number;
  /** € of "Complemento hasta el SMI" in `salary` (absent: none), and by calendar year (minimum-wage.ts) */
  smi_complement?: number;
  smi_topups?: SmiTopup[];
}

/** The minimum-wage complement of one calendar year (a worker's, or a category's in the results). */
export interface SmiTopup {
  year: number;
  /** the category's salario total anual of the year, full time, increments included */
  table_salary: number;
  /** the SMI of the year, full time */
  smi: number;
  smi_source: string;
  smi_basis: SmiBasis;
  /** € added over the months of the year in the service */
  complement: number;
}

/** The bid inputs a run is costed with (the contract's, derived in bid-shape.ts): overheads 0 % and VAT 21 % by default. */
type CostBid = Partial<Pick<BidInputsT, 'overheads' | 'vat'>> &
  LooseBid<'tender_budget' | 'offer_price' | 'other_offers' | 'price_score' | 'technical_points' | 'competitors'>;

export interface CostParams extends CostBid {
  months: number;
  social_security: number;
  absenteeism_rate: number;
  substitution_percentage: number;
  benefit: number;
  material_costs: MaterialCostT[];
  /** first day of the service (contract years); absent in solutions stored before the budget */
  service_date_init?: string;
  /**
   * The demand's hours over the service period, the divisor of the price per hour. Absent in solutions stored
   * before it and in previous studies: the categories' paid hours (which also count vacation and rest cover).
   */
  service_hours?: number;
  /** how social security is priced (absent: flat, the `social_security` rate); AT/EP % in itemised mode */
  social_security_mode?: SocialSecurityMode;
  at_ep_percent?: number | null;
}

export interface MaterialItemCost {
  id: string;
  name: string;
  cost_type: MaterialCostT['cost_type'];
  center_id: string | null;
  cost: number;
}

type Ev = Omit<EngineEvent, 'created'>;

/** The sum of a monthly series, in month order. */
const sum = (series: readonly number[]) => series.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------- per worker

/**
 * The event of an agreement whose tables the run raises by a stated percent, or keeps, after end_year (null with
 * repeat_last, the default, whose event is the repeated increment's).
 */
function afterValidityEvent(a: AgreementT, maxYear: number): string | null {
  const mode = a.after_validity?.mode ?? 'repeat_last';
  if (mode === 'repeat_last' || a.end_year == null || maxYear <= a.end_year) return null;
  const years = maxYear === a.end_year + 1 ? `${maxYear}` : `${a.end_year + 1} a ${maxYear}`;
  return mode === 'percent'
    ? `${a.name}: después de ${a.end_year}, subida supuesta del ${formatNumberForDisplay(a.after_validity?.percent ?? 0)} % cada año (${years})`
    : `${a.name}: después de ${a.end_year}, se mantienen las tablas de ${a.end_year} (${years})`;
}

export interface CostInput {
  serviceStart: string;
  months: number;
  agreements: Map<string, AgreementT>;
  categories: Map<string, { category: CategoryT; agreement: AgreementT; name: string }>;
  centerCoverage: Map<string, number>;
  centerGroup: Map<string, string>;
  jobs: Map<string, Job>;
  socialSecurity: number;
  discountIds: Set<string>;
  disabilityDiscountYear: number;
  /** surrogate data by worker id */
  surrogates: Map<
    string,
    {
      salary_year?: number | null;
      annual_bonuses?: number | null;
      beginning_year?: string | null;
      contract_type?: ContractKind | null;
    }
  >;
  /** the workspace's SMI forecasts for years without a published one (minimum-wage.ts) */
  smi?: readonly SmiForecast[];
}

export function costWorkers(input: CostInput, workers: RosterWorker[], assignments: Assignment[], events: Ev[]): WorkerCost[] {
  const monthStarts = serviceMonthStarts(input.serviceStart, input.months);
  const years = monthStarts.slice(0, input.months).map((m) => Number(m.slice(0, 4)));
  incrementEvents(input, years, events);
  const byWorker = new Map<string, Assignment[]>();
  for (const a of assignments) (byWorker.get(a.workerId) ?? byWorker.set(a.workerId, []).get(a.workerId)!).push(a);
  const out: WorkerCost[] = [];
  const subs = new Map<string, WorkerCost>();
  const yearsCache = new Map<string, number[]>();
  const smiCache = new Map<number, SmiOfYear | null>();
  const smiAt = (year: number): SmiOfYear | null => {
    if (!smiCache.has(year)) smiCache.set(year, smiOfYear(year, input.smi ?? []));
    return smiCache.get(year)!;
  };
  const scratch = workScratch(input.months);

  for (const w of workers) {
    const catE = input.categories.get(w.categoryId)!;
    const agr = catE.agreement;
    const maxWeek = agr.max_hours_per_week * 60;
    const v = vacationFraction(agr);
    const cov = (input.centerCoverage.get(w.centerId) ?? 100) / 100;
    const sur = w.kind === 'surrogate' ? input.surrogates.get(w.id) : undefined;
    const since = sur?.beginning_year ?? input.serviceStart;
    const mode = agr.holiday_work_compensation ?? 'plus';
    const work = monthlyWork(input, catE.category, mode, byWorker.get(w.id) ?? [], scratch);
    // completed years at each month start, computed once per start date
    let yearsAt = yearsCache.get(since);
    if (!yearsAt) yearsCache.set(since, (yearsAt = monthStarts.slice(0, input.months).map((ms) => completedYears(since, ms))));
    const m = monthlyWages(input, { w, catE, sur, v, cov, mode, years, yearsAt, smiAt }, work);
    const wage = m.base + m.seniority + m.pluses + m.smiTotal;
    const line = workerLine(input, w, catE.name, m, wage);
    out.push(line);
    const worker = { centerId: w.centerId, wage, centerWages: line.center_wages };
    const { assignedWeek } = work;
    if (v > 0 && cov > 0 && assignedWeek > 0)
      addSubstitution(substituteLine(subs, input, w, catE.name, 'vac'), worker, input.socialSecurity, {
        wageM: m.subWageM,
        wage: m.subWage,
        nonContributory: sum(m.subNcM),
        nonContributoryM: m.subNcM,
        fte: (assignedWeek / maxWeek) * v * cov,
        weeklyHours: (assignedWeek / 60) * v * cov,
        hours: m.subHours,
        topups: m.subTopups,
      });
    if (m.restHours > 0) {
      const perYear = m.restHours / (input.months / 12);
      addSubstitution(substituteLine(subs, input, w, catE.name, 'fest'), worker, input.socialSecurity, {
        wageM: m.restWageM,
        wage: m.restWageM.reduce((a, b) => a + b, 0),
        nonContributory: 0,
        nonContributoryM: null,
        fte: perYear / annualHours(agr),
        weeklyHours: perYear / (365.25 / 7),
        hours: m.restHours,
        topups: m.restTopups,
      });
    }
  }
  return out.concat([...subs.values()]);
}

/** The events on each agreement's increments over the service: none known, the last one repeated, after its validity. */
function incrementEvents(input: CostInput, years: number[], events: Ev[]) {
  for (const a of input.agreements.values()) {
    const list = a.annual_increment ?? [];
    const maxYear = Math.max(...years);
    if (maxYear > a.salary_year) {
      const last = list.reduce((m, i) => Math.max(m, i.year), -Infinity);
      // after end_year, a stated percent or the last tables replace the repeated increment (docs/premises.md)
      const after = afterValidityEvent(a, maxYear);
      const repeatUntil = after ? a.end_year! : maxYear;
      if (!list.length) {
        if (repeatUntil > a.salary_year)
          events.push({
            title: 'Costes',
            description: `${a.name}: sin incrementos anuales conocidos; las tablas de ${a.salary_year} se mantienen`,
            type_info: 'Debug',
            group: 'costs',
          });
      } else if (repeatUntil > last)
        events.push({
          title: 'Costes',
          description: `${a.name}: incremento de ${last} (${formatNumberForDisplay(list.find((i) => i.year === last)!.increment)} %) repetido hasta ${repeatUntil}`,
          type_info: 'Info',
          group: 'costs',
        });
      if (after) events.push({ title: 'Costes', description: after, type_info: 'Info', group: 'costs' });
    }
  }
}

type HolidayMode = NonNullable<AgreementT['holiday_work_compensation']>;

/** The scratch arrays of the per-assignment loop, shared by every worker. */
function workScratch(months: number) {
  return {
    dayPlusOf: new Float64Array(14),
    ncDayPlusOf: new Float64Array(14),
    perDay: new Int32Array(months * 7),
    touched: [] as number[],
  };
}

/** A worker's work per service month: pluses (before increments), days, minutes and holiday minutes; minutes per center. */
function monthlyWork(
  input: CostInput,
  cat: CategoryT,
  mode: HolidayMode,
  asg: Assignment[],
  { dayPlusOf, ncDayPlusOf, perDay, touched }: ReturnType<typeof workScratch>,
) {
  const plusM = new Array(input.months).fill(0);
  // the part of plusM outside the social security base
  const ncCat = hasNonContributoryPluses(cat) ? nonContributoryView(cat) : null;
  const ncPlusM = new Array(input.months).fill(0);
  const minM = new Array(input.months).fill(0);
  const holidayMinM = new Array(input.months).fill(0);
  // (month*7+weekday) → the most occurrences of one block on that day (days worked); typed arrays, as this runs
  // for every occurrence of every assignment
  const dayCount = new Int32Array(input.months * 7);
  const centerMin = new Map<string, number>();
  let assignedWeek = 0;
  for (const a of asg) {
    const job = input.jobs.get(a.jobKey)!;
    assignedWeek += job.minutes;
    centerMin.set(job.centerId, (centerMin.get(job.centerId) ?? 0) + job.minutes);
    const os = occurrenceSegments(job, a.segments);
    const night = nightPlus(os, cat);
    const ncNight = ncCat ? nightPlus(os, ncCat) : 0;
    // the day plus of this block by (weekday, holiday), computed at first use
    dayPlusOf.fill(NaN);
    ncDayPlusOf.fill(NaN);
    for (const e of job.occurrences) {
      const slot = e.weekday * 2 + (e.holiday ? 1 : 0);
      let dp = dayPlusOf[slot];
      if (Number.isNaN(dp)) dp = dayPlusOf[slot] = dayPlus(job.occurrenceMinutes, e.weekday, e.holiday, cat, mode === 'plus');
      plusM[e.month] += e.count * (night + dp);
      if (ncCat) {
        let ncDp = ncDayPlusOf[slot];
        if (Number.isNaN(ncDp))
          ncDp = ncDayPlusOf[slot] = dayPlus(job.occurrenceMinutes, e.weekday, e.holiday, ncCat, mode === 'plus');
        ncPlusM[e.month] += e.count * (ncNight + ncDp);
      }
      minM[e.month] += e.count * job.occurrenceMinutes;
      if (e.holiday) holidayMinM[e.month] += e.count * job.occurrenceMinutes;
      const k = e.month * 7 + e.weekday;
      if (perDay[k] === 0) touched.push(k);
      perDay[k] += e.count;
    }
    for (const k of touched) {
      if (perDay[k] > dayCount[k]) dayCount[k] = perDay[k];
      perDay[k] = 0;
    }
    touched.length = 0;
  }
  const daysM = new Array(input.months).fill(0);
  for (let k = 0; k < dayCount.length; k++) if (dayCount[k]) daysM[Math.floor(k / 7)] += dayCount[k];
  return { plusM, ncPlusM, minM, holidayMinM, daysM, centerMin, assignedWeek };
}

/** What a worker's monthly wages read besides its work. */
interface WageTerms {
  w: RosterWorker;
  catE: { category: CategoryT; agreement: AgreementT; name: string };
  sur: ReturnType<CostInput['surrogates']['get']>;
  /** the vacation fraction and the center's vacation coverage */
  v: number;
  cov: number;
  mode: HolidayMode;
  years: number[];
  /** completed years at each month start */
  yearsAt: number[];
  smiAt: (year: number) => SmiOfYear | null;
}

/** A worker's wage month by month (base, seniority, pluses, SMI complement), and its substitutes' (vacations, holidays). */
function monthlyWages(input: CostInput, terms: WageTerms, work: ReturnType<typeof monthlyWork>) {
  const { w, catE, sur, v, cov, mode, years, yearsAt, smiAt } = terms;
  const { plusM, ncPlusM, minM, holidayMinM, daysM, assignedWeek } = work;
  const cat = catE.category;
  const agr = catE.agreement;
  const maxWeek = agr.max_hours_per_week * 60;
  const c = w.contractMinutes / maxWeek;
  /** the category's salario total anual of month m's year, full time, before and after the SMI floor */
  const tableAt = (m: number) => cat.salary_year * incrementFactor(agr, years[m]);
  const flooredAt = (m: number) => Math.max(tableAt(m), smiAt(years[m])?.annual ?? 0);
  // the ordinary hourly wage (holidays worked) is the floored salary's: nobody's hour is paid below the SMI's
  const hourlyWage = (m: number) => flooredAt(m) / annualHours(agr);
  const r = {
    base: 0,
    seniority: 0,
    pluses: 0,
    hours: 0,
    subWage: 0,
    subHours: 0,
    wageM: new Array(input.months).fill(0),
    subWageM: new Array(input.months).fill(0),
    restWageM: new Array(input.months).fill(0),
    restHours: 0,
    ncM: new Array(input.months).fill(0),
    subNcM: new Array(input.months).fill(0),
    surchargeTotal: 0,
    smiTotal: 0,
    topups: [] as SmiTopup[],
    subTopups: [] as SmiTopup[],
    restTopups: [] as SmiTopup[],
    c,
    centerMin: work.centerMin,
  };
  const fp = cat.fixed_pluses ?? {};
  const fixedOutside = fp.non_contributory === true;
  for (let m = 0; m < input.months; m++) {
    const f = incrementFactor(agr, years[m]);
    const annualSalary = sur?.salary_year != null ? sur.salary_year : cat.salary_year * c * f;
    const baseM = annualSalary / 12;
    // a surrogate's own annual bonuses are pluses (the Plantilla's "Pluses" shows them), not salary
    const ownPlusesM = (sur?.annual_bonuses ?? 0) / 12;
    // the minimum wage floor: the year's salary (bonuses, seniority and pluses on top) against the SMI × c
    const smi = smiAt(years[m]);
    const topupM = smi ? smiComplement(annualSalary, smi.annual, c) / 12 : 0;
    if (topupM > 0) addTopup(r.topups, smi!, tableAt(m), topupM);
    r.smiTotal += topupM;
    const seniorityM = (seniorityAnnual(agr, cat, yearsAt[m]) * c * f) / 12;
    const fixedMonthYear = ((fp.price_month_worked ?? 0) + (fp.price_year_worked ?? 0) / 12) * c * f;
    const workM = (plusM[m] + (fp.price_day_worked ?? 0) * daysM[m]) * f;
    const holidayHours = holidayMinM[m] / 60;
    const surcharge = mode === 'surcharge' && holidayHours > 0 ? 1.75 * hourlyWage(m) * holidayHours : 0;
    const plusesM = fixedMonthYear + workM * (1 - v) + surcharge + ownPlusesM;
    const ncWork = (ncPlusM[m] + (fixedOutside ? (fp.price_day_worked ?? 0) * daysM[m] : 0)) * f;
    r.ncM[m] = (fixedOutside ? fixedMonthYear : 0) + ncWork * (1 - v);
    r.subNcM[m] = ncWork * v * cov;
    r.surchargeTotal += surcharge;
    r.base += baseM;
    r.seniority += seniorityM;
    r.pluses += plusesM;
    r.wageM[m] = baseM + seniorityM + plusesM + topupM;
    r.hours += (minM[m] / 60) * (1 - v);
    // vacation substitute for this month
    const cSub = (assignedWeek / maxWeek) * v * cov;
    const subTopupM = smi ? smiComplement(cat.salary_year * cSub * f, smi.annual, cSub) / 12 : 0;
    if (subTopupM > 0) addTopup(r.subTopups, smi!, tableAt(m), subTopupM);
    r.subWageM[m] = (cat.salary_year * cSub * f) / 12 + workM * v * cov + subTopupM;
    r.subWage += r.subWageM[m];
    r.subHours += (minM[m] / 60) * v * cov;
    // rest mode: substitutes work the holiday hours given back as rest
    if (mode === 'rest' && holidayHours > 0) {
      r.restWageM[m] = hourlyWage(m) * holidayHours;
      r.restHours += holidayHours;
      const restTopup = ((flooredAt(m) - tableAt(m)) / annualHours(agr)) * holidayHours;
      if (restTopup > 0) addTopup(r.restTopups, smi!, tableAt(m), restTopup);
    }
  }
  return r;
}

/** A worker's cost line: its wage and social security (with the disability discount), its wage spread over centers. */
function workerLine(
  input: CostInput,
  w: RosterWorker,
  category: string,
  m: ReturnType<typeof monthlyWages>,
  wage: number,
): WorkerCost {
  const { c, surchargeTotal, smiTotal } = m;
  const nonContributory = sum(m.ncM);
  const ss = (input.socialSecurity / 100) * (wage - nonContributory);
  const activate = w.kind === 'new' && input.discountIds.has(w.id);
  const contractType = w.kind === 'surrogate' ? input.surrogates.get(w.id)?.contract_type : null;
  const discount = activate ? disabilityDiscount(ss, c, input.months, input.disabilityDiscountYear) : 0;
  const centerWages: Record<string, number> = {};
  const totMin = [...m.centerMin.values()].reduce((a, b) => a + b, 0);
  if (totMin > 0) for (const [cid, mn] of m.centerMin) centerWages[cid] = (wage * mn) / totMin;
  else centerWages[w.centerId] = wage;
  return {
    id: w.id,
    name: w.name,
    kind: w.kind,
    category_id: w.categoryId,
    category,
    center_id: w.centerId,
    group: w.group,
    weekly_hours: w.contractMinutes / 60,
    fte: c,
    hours: m.hours,
    base_salary: m.base,
    seniority: m.seniority,
    pluses: m.pluses,
    salary: wage,
    social_security: ss - discount,
    social_security_activate: activate,
    social_security_discount: discount,
    center_wages: centerWages,
    headcount: true,
    monthly_salary: m.wageM,
    ...(nonContributory > 0 ? { non_contributory: nonContributory, monthly_non_contributory: m.ncM } : {}),
    ...(contractType ? { contract_type: contractType } : {}),
    ...(surchargeTotal > 0 ? { holiday_surcharge: surchargeTotal } : {}),
    ...(smiTotal > 0 ? { smi_complement: smiTotal, smi_topups: m.topups } : {}),
  };
}

/** The cost line of a category and center's substitutes of one kind (vacations, holidays), made at first use. */
function substituteLine(
  subs: Map<string, WorkerCost>,
  input: CostInput,
  w: RosterWorker,
  category: string,
  kind: 'vac' | 'fest',
): WorkerCost {
  const key = `${kind}:${w.categoryId}:${w.centerId}`;
  const existing = subs.get(key);
  if (existing) return existing;
  const line: WorkerCost = {
    id: key,
    name: `${kind === 'vac' ? 'Sustituciones de vacaciones' : 'Sustituciones de festivos'} ${category}`,
    kind: 'substitute',
    category_id: w.categoryId,
    category,
    center_id: w.centerId,
    group: w.group,
    weekly_hours: 0,
    fte: 0,
    hours: 0,
    base_salary: 0,
    seniority: 0,
    pluses: 0,
    salary: 0,
    social_security: 0,
    social_security_activate: false,
    social_security_discount: 0,
    center_wages: {},
    headcount: false,
    monthly_salary: new Array(input.months).fill(0),
    non_contributory: 0,
  };
  subs.set(key, line);
  return line;
}

/**
 * Adds to a substitutes' line (vacations or holidays) the hours they work for one worker: their wage by month,
 * spread over the centers as the worker's own wage is (all to the worker's center when it earns none).
 */
function addSubstitution(
  s: WorkerCost,
  worker: { centerId: string; wage: number; centerWages: Record<string, number> },
  socialSecurityRate: number,
  part: {
    wageM: readonly number[];
    wage: number;
    nonContributory: number;
    /** by month (null: none) */
    nonContributoryM: readonly number[] | null;
    fte: number;
    weeklyHours: number;
    hours: number;
    topups: readonly SmiTopup[];
  },
): void {
  for (let m = 0; m < s.monthly_salary!.length; m++) s.monthly_salary![m] += part.wageM[m]!;
  s.fte += part.fte;
  s.weekly_hours += part.weeklyHours;
  s.hours += part.hours;
  s.salary += part.wage;
  const complement = part.topups.reduce((a, t) => a + t.complement, 0);
  s.base_salary += part.wage - complement;
  if (complement > 0) {
    s.smi_complement = (s.smi_complement ?? 0) + complement;
    const list = (s.smi_topups ??= []);
    for (const t of part.topups) addTopup(list, t, t.table_salary, t.complement);
  }
  s.social_security += (socialSecurityRate / 100) * (part.wage - part.nonContributory);
  s.non_contributory! += part.nonContributory;
  if (part.nonContributoryM && part.nonContributory > 0) {
    const list = (s.monthly_non_contributory ??= new Array(part.nonContributoryM.length).fill(0));
    for (let m = 0; m < list.length; m++) list[m] += part.nonContributoryM[m]!;
  }
  for (const [cid, wg] of Object.entries(worker.centerWages))
    s.center_wages[cid] = (s.center_wages[cid] ?? 0) + (worker.wage > 0 ? (part.wage * wg) / worker.wage : 0);
  if (worker.wage <= 0) s.center_wages[worker.centerId] = (s.center_wages[worker.centerId] ?? 0) + part.wage;
}

/** Adds € of the SMI complement to the year's entry of a list (made at first use). */
function addTopup(
  list: SmiTopup[],
  smi: Pick<SmiOfYear, 'year' | 'annual' | 'source' | 'basis'> | Pick<SmiTopup, 'year' | 'smi' | 'smi_source' | 'smi_basis'>,
  tableSalary: number,
  complement: number,
): void {
  const entry = list.find((t) => t.year === smi.year);
  if (entry) {
    entry.complement += complement;
    return;
  }
  list.push(
    'annual' in smi
      ? { year: smi.year, table_salary: tableSalary, smi: smi.annual, smi_source: smi.source, smi_basis: smi.basis, complement }
      : {
          year: smi.year,
          table_salary: tableSalary,
          smi: smi.smi,
          smi_source: smi.smi_source,
          smi_basis: smi.smi_basis,
          complement,
        },
  );
}

/** Cost hints for the roster objective. */
export function costHints(
  input: CostInput,
  materials: MaterialCostT[],
): {
  marginalPerMinute(c: string): number;
  fixedPerHead(c: string, center: string): number;
  plusCost(job: Job, segs: Segment[], c: string): number;
} {
  const marg = new Map<string, number>();
  return {
    marginalPerMinute(c) {
      let v = marg.get(c);
      if (v === undefined) {
        const e = input.categories.get(c)!;
        const f = incrementFactor(
          e.agreement,
          Number(addMonthsIso(input.serviceStart, Math.floor(input.months / 2)).slice(0, 4)),
        );
        v =
          ((e.category.salary_year * f * (input.months / 12)) / (e.agreement.max_hours_per_week * 60)) *
          (1 + input.socialSecurity / 100);
        marg.set(c, v);
      }
      return v;
    },
    fixedPerHead(_c, center) {
      let eur = 0;
      for (const m of materials)
        if (m.cost_type === 'AMOUNT_BY_WORKER' && (m.center_id == null || m.center_id === center)) eur += m.amount;
      return eur;
    },
    plusCost(job, segs, c) {
      return jobPlusTotal(job, segs, input.categories.get(c)!.category);
    },
  };
}
