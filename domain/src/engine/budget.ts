/**
 * From cost to bid (docs/budget.md sections 2 and 3): overheads, VAT, the budget split into contract years,
 * and the offer against the tender budget with the abnormally-low check of RGLCAP art. 85.
 *
 * Pure arithmetic on unrounded euros: money is rounded to cents only when shown or exported.
 *
 * Choices written down (where budget.md is silent):
 * - a worker line without a monthly breakdown (a solution stored before this module) spreads its wage evenly
 *   over the service months; its social security follows its wage month by month;
 * - MONTHLY_AMOUNT and MONTHLY_UNIT_COST items fall, in equal parts, on the first `months_to_apply` months
 *   (all of them when it exceeds the service), so the years add up to the item's cost; SALARY_PERCENT follows
 *   the wages of its centers month by month; AMOUNT_BY_WORKER falls in the first year;
 * - `price_per_hour` is 0 when no hour is worked;
 * - `offers_considered` counts the admitted offers, ours and the others (it selects the branch of the rule); an
 *   offer above the tender budget is excluded and left out of the check (docs/offer.md section 1);
 * - below cost, above the tender budget (excluded) and abnormally low compare prices rounded to the cent, as typed
 *   and as shown: an offer typed equal to the cost to the cent is not below it.
 */
import { addDaysIso, addMonthsIso } from './calendar.js';
import { roundCents } from './cents.js';
import type { MaterialCostT } from './codecs.js';
import type { BidInputsT, LooseBid } from './bid-shape.js';

export interface ContractYearCost {
  from: string;
  to: string;
  wages: number;
  social_security: number;
  absenteeism: number;
  materials: number;
  overheads: number;
  benefit: number;
  total_without_vat: number;
  vat_amount: number;
  total_with_vat: number;
}

export interface Budget {
  total_without_vat: number;
  vat_rate: number;
  vat_amount: number;
  total_with_vat: number;
  price_per_hour: number;
  years: ContractYearCost[];
}

export interface AbnormalCheck {
  offers_considered: number;
  mean_discount_percent: number;
  threshold_discount_percent: number;
  threshold_price: number;
  ours_abnormal: boolean;
  /** the other offers below the threshold, as given */
  abnormal_offers: number[];
}

export interface Bid {
  tender_budget: number;
  offer_without_vat: number;
  offer_with_vat: number;
  discount_percent: number;
  below_cost: boolean;
  /** above the tender budget: excluded (RGLCAP art. 84) */
  excluded: boolean;
  margin: number;
  abnormal: AbnormalCheck;
}

/** Rates and the offer's inputs (percentages as 13 for 13 %). */
export type BidParameters = Pick<BidInputsT, 'overheads' | 'benefit' | 'vat'> &
  LooseBid<'tender_budget' | 'offer_price' | 'other_offers'>;

/** Overheads, VAT and the offer's inputs where they may be missing (a solution stored before them, a fake's parameters). */
export type BidInputs = LooseBid<'overheads' | 'vat' | 'tender_budget' | 'offer_price' | 'other_offers'>;

/** The same with their defaults: no overheads, 21 % VAT, no tender budget, offer or other offers. */
export function bidParametersOf(
  p: BidInputs,
): Pick<BidInputsT, 'overheads' | 'vat' | 'tender_budget' | 'offer_price' | 'other_offers'> {
  return {
    overheads: p.overheads ?? 0,
    vat: p.vat ?? 21,
    tender_budget: p.tender_budget ?? null,
    offer_price: p.offer_price ?? null,
    other_offers: p.other_offers ?? [],
  };
}

// ---------------------------------------------------------------- contract years

/** 12-month slices from the service start, the last one shorter: month indexes and ISO bounds. */
export function contractYears(
  start: string,
  months: number,
): Array<{ from: string; to: string; firstMonth: number; lastMonth: number }> {
  const out: Array<{ from: string; to: string; firstMonth: number; lastMonth: number }> = [];
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(start); // a solution stored without its start date keeps empty bounds
  for (let m = 0; m < months; m += 12) {
    const end = Math.min(months, m + 12);
    out.push({
      from: dated ? addMonthsIso(start, m) : '',
      to: dated ? addDaysIso(addMonthsIso(start, end), -1) : '',
      firstMonth: m,
      lastMonth: end - 1,
    });
  }
  return out;
}

/** The cost components of one slice before overheads and benefit (C = the four of them). */
export interface MonthlyCosts {
  wages: number[];
  social_security: number[];
  absenteeism: number[];
  materials: number[];
}

/** A worker line as the budget needs it (a subset of WorkerCost). */
export interface BudgetWorker {
  salary: number;
  social_security: number;
  center_wages: Record<string, number>;
  headcount: boolean;
  center_id: string;
  /** wage cost per service month (absent in solutions stored before it existed) */
  monthly_salary?: number[];
  /** social security per service month when it does not follow the wage (itemised mode) */
  monthly_social_security?: number[];
}

function monthlyOf(w: BudgetWorker, months: number): number[] {
  if (w.monthly_salary && w.monthly_salary.length === months) return w.monthly_salary;
  return new Array(months).fill(w.salary / months);
}

/** Spreads the cost components over the service months (sections 2 of budget.md). */
export function monthlyCosts(
  workers: BudgetWorker[],
  materials: Array<{ item: MaterialCostT; cost: number }>,
  p: { months: number; absenteeism_rate: number; substitution_percentage: number },
): MonthlyCosts {
  const n = p.months;
  const wages = new Array(n).fill(0);
  const ss = new Array(n).fill(0);
  const centerWages = new Map<string, number[]>();
  for (const w of workers) {
    const mw = monthlyOf(w, n);
    const ms = w.monthly_social_security?.length === n ? w.monthly_social_security : null;
    for (let m = 0; m < n; m++) {
      wages[m] += mw[m];
      ss[m] += ms ? ms[m] : w.salary > 0 ? (w.social_security * mw[m]) / w.salary : w.social_security / n;
      for (const [cid, v] of Object.entries(w.center_wages)) {
        const arr = centerWages.get(cid) ?? centerWages.set(cid, new Array(n).fill(0)).get(cid)!;
        arr[m] += w.salary > 0 ? (v * mw[m]) / w.salary : 0;
      }
    }
  }
  const absenteeism = wages.map((wg, m) => (p.absenteeism_rate / 100) * (wg + ss[m]) * (p.substitution_percentage / 100));
  const mats = new Array(n).fill(0);
  for (const { item, cost } of materials) {
    if (item.cost_type === 'AMOUNT_BY_WORKER') {
      if (n > 0) mats[0] += cost;
    } else if (item.cost_type === 'SALARY_PERCENT') {
      for (const [cid, arr] of centerWages)
        if (item.center_id == null || item.center_id === cid) for (let m = 0; m < n; m++) mats[m] += (item.amount / 100) * arr[m];
    } else {
      const k = Math.min(n, Math.ceil(item.months_to_apply ?? n));
      for (let m = 0; m < k; m++) mats[m] += cost / k;
    }
  }
  return { wages, social_security: ss, absenteeism, materials: mats };
}

// ---------------------------------------------------------------- budget

export function overheadsCost(c: number, overheads: number): number {
  return (overheads / 100) * c;
}

export function budgetOf(
  totals: { total_cost: number; hours: number },
  monthly: MonthlyCosts,
  p: BidParameters & { service_date_init: string; months: number },
): Budget {
  const sum = (a: number[], i: number, j: number) => {
    let s = 0;
    for (let m = i; m <= j; m++) s += a[m];
    return s;
  };
  const years = contractYears(p.service_date_init, p.months).map((y) => {
    const wages = sum(monthly.wages, y.firstMonth, y.lastMonth);
    const social_security = sum(monthly.social_security, y.firstMonth, y.lastMonth);
    const absenteeism = sum(monthly.absenteeism, y.firstMonth, y.lastMonth);
    const materials = sum(monthly.materials, y.firstMonth, y.lastMonth);
    const c = wages + social_security + absenteeism + materials;
    const overheads = overheadsCost(c, p.overheads);
    const benefit = (p.benefit / 100) * c;
    const total = c + overheads + benefit;
    const vat = (p.vat / 100) * total;
    return {
      from: y.from,
      to: y.to,
      wages,
      social_security,
      absenteeism,
      materials,
      overheads,
      benefit,
      total_without_vat: total,
      vat_amount: vat,
      total_with_vat: total + vat,
    };
  });
  const vat_amount = (p.vat / 100) * totals.total_cost;
  return {
    total_without_vat: totals.total_cost,
    vat_rate: p.vat,
    vat_amount,
    total_with_vat: totals.total_cost + vat_amount,
    price_per_hour: totals.hours > 0 ? totals.total_cost / totals.hours : 0,
    years,
  };
}

// ---------------------------------------------------------------- the offer

/** Discount (baja) of a price over the tender budget, in percentage points. */
export function discountPercent(tenderBudget: number, price: number): number {
  return ((tenderBudget - price) / tenderBudget) * 100;
}

const EPS = 1e-9;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * RGLCAP art. 85 in discount points over the tender budget. `ours` is our price; `others` the competitors'.
 * Returns the mean the rule uses and the discount above which an offer is abnormal.
 */
export function abnormalThreshold(discounts: number[]): { mean: number; threshold: number } {
  const n = discounts.length;
  if (n === 1) return { mean: discounts[0], threshold: 25 };
  if (n === 2) {
    // only the cheaper offer can exceed the other's discount by more than 20 points
    return { mean: mean(discounts), threshold: Math.min(...discounts) + 20 };
  }
  if (n === 3) {
    const m = mean(discounts);
    const lowest = Math.min(...discounts); // the highest-priced offer
    const kept = lowest < m - 10 - EPS ? discounts.filter((d, i) => i !== discounts.indexOf(lowest)) : discounts;
    const m2 = mean(kept);
    return { mean: m2, threshold: Math.min(m2 + 10, 25) };
  }
  const m = mean(discounts);
  let kept = discounts.filter((d) => !(d < m - 10 - EPS));
  if (kept.length < 3)
    kept = discounts
      .slice()
      .sort((a, b) => b - a)
      .slice(0, 3); // the three lowest prices
  const m2 = mean(kept);
  return { mean: m2, threshold: m2 + 10 };
}

/**
 * Whether the tender admits an offer: above 0 and not above the tender budget, compared to the cent. An offer above
 * it is excluded (RGLCAP art. 84): no points, no rank, and out of the art. 85 mean. The one rule the score, the
 * abnormal check and the justification's working share.
 */
export function isAdmittedOffer(tenderBudget: number, price: number): boolean {
  return price > 0 && roundCents(price) <= roundCents(tenderBudget);
}

/** RGLCAP art. 85 over the admitted offers (ours and the others); an excluded offer is never abnormal. */
export function abnormalCheck(tenderBudget: number, ours: number, others: number[]): AbnormalCheck {
  const prices = [ours, ...others];
  const admitted = prices.map((p) => isAdmittedOffer(tenderBudget, p));
  const discounts = prices.filter((_, i) => admitted[i]).map((p) => discountPercent(tenderBudget, p));
  if (!discounts.length) {
    // nothing admitted, nothing to judge: the fixed limit of art. 85.1 is shown, as for a single offer
    return {
      offers_considered: 0,
      mean_discount_percent: 0,
      threshold_discount_percent: 25,
      threshold_price: tenderBudget * 0.75,
      ours_abnormal: false,
      abnormal_offers: [],
    };
  }
  const { mean: m, threshold } = abnormalThreshold(discounts);
  const thresholdPrice = tenderBudget * (1 - threshold / 100);
  // a discount above the threshold is a price below the threshold price, compared to the cent
  const isAbnormal = (i: number) => admitted[i] && roundCents(prices[i]) < roundCents(thresholdPrice);
  return {
    offers_considered: discounts.length,
    mean_discount_percent: m,
    threshold_discount_percent: threshold,
    threshold_price: thresholdPrice,
    ours_abnormal: isAbnormal(0),
    abnormal_offers: others.filter((_, i) => isAbnormal(i + 1)),
  };
}

/** The offer against the tender budget; undefined without a tender budget. `c` is the cost before overheads and benefit. */
export function bidOf(totalCost: number, c: number, overheads: number, p: BidParameters): Bid | undefined {
  if (p.tender_budget == null || !(p.tender_budget > 0)) return undefined;
  const offer = p.offer_price ?? totalCost;
  return {
    tender_budget: p.tender_budget,
    offer_without_vat: offer,
    offer_with_vat: offer * (1 + p.vat / 100),
    discount_percent: discountPercent(p.tender_budget, offer),
    below_cost: roundCents(offer) < roundCents(c),
    excluded: !isAdmittedOffer(p.tender_budget, offer),
    margin: offer - c - overheads,
    abnormal: abnormalCheck(p.tender_budget, offer, p.other_offers ?? []),
  };
}

/**
 * Overheads, budget and bid from totals alone, the components spread evenly over the months: for the in-memory
 * fakes and stories, which have no monthly breakdown. The engine itself uses `budgetOf` with real months.
 */
export function budgetFromTotals(
  r: { hiring_costs: number; social_security: number; absenteeism_cost: number; material_costs: number },
  p: BidParameters & { service_date_init: string; months: number; hours: number },
): { overheads_cost: number; benefit: number; total_cost: number; budget: Budget; bid?: Bid } {
  const c = r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;
  const overheads_cost = overheadsCost(c, p.overheads);
  const benefit = (p.benefit / 100) * c;
  const total_cost = c + overheads_cost + benefit;
  const even = (v: number) => new Array(p.months).fill(v / p.months);
  const monthly: MonthlyCosts = {
    wages: even(r.hiring_costs),
    social_security: even(r.social_security),
    absenteeism: even(r.absenteeism_cost),
    materials: even(r.material_costs),
  };
  const budget = budgetOf({ total_cost, hours: p.hours }, monthly, p);
  const bid = bidOf(total_cost, c, overheads_cost, p);
  return { overheads_cost, benefit, total_cost, budget, ...(bid ? { bid } : {}) };
}
