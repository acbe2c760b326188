/**
 * The results of a costed roster: per category heads, FTE, hours, wages and social security; absenteeism,
 * materials, benefit, overheads, the month-by-month budget, the bid and the annual-hours comparison. Used after
 * the costs of a run (costs.ts) and again to re-cost a stored result (recost.ts).
 */
import type { MaterialCostT } from './codecs.js';
import { bidOf, bidParametersOf, budgetOf, monthlyCosts, overheadsCost } from './budget.js';
import { competitorsOf, scoreBid } from './price-score.js';
import { conventionalOf, type ConventionalBase } from './conventional.js';
import { socialSecurityItemsOf } from './social-security-items.js';
import type { CategoryResult, CostParams, MaterialItemCost, SimulationResults, SmiTopup, WorkerCost } from './costs.js';

/**
 * The people an amount per worker (AMOUNT_BY_WORKER) is charged for: the roster's surrogates and new hires, of the
 * item's center when it has one. The vacation and holiday substitutions' lines are not people of the roster and do
 * not count (the headcount of the results does count them, as the heads that cover their FTE).
 */
export function perWorkerHeads(
  centerId: string | null | undefined,
  workers: ReadonlyArray<Pick<WorkerCost, 'headcount' | 'center_id'>>,
): number {
  return workers.filter((w) => w.headcount && (centerId == null || w.center_id === centerId)).length;
}

export function materialCost(m: MaterialCostT, workers: WorkerCost[], months: number): number {
  const inCenter = (cid: string) => m.center_id == null || m.center_id === cid;
  switch (m.cost_type) {
    case 'SALARY_PERCENT': {
      let wage = 0;
      for (const w of workers) for (const [cid, v] of Object.entries(w.center_wages)) if (inCenter(cid)) wage += v;
      return (m.amount / 100) * wage;
    }
    case 'MONTHLY_AMOUNT':
      return m.amount * (m.months_to_apply ?? months);
    case 'AMOUNT_BY_WORKER':
      return m.amount * perWorkerHeads(m.center_id, workers);
    case 'MONTHLY_UNIT_COST':
      return m.amount * (m.number_of_units ?? 1) * (m.months_to_apply ?? months);
  }
}

/** The minimum-wage complement by category and calendar year, in order of category then year. */
export function smiTopupsOf(
  workers: ReadonlyArray<Pick<WorkerCost, 'category' | 'smi_topups'>>,
): Array<SmiTopup & { category: string }> {
  const byKey = new Map<string, SmiTopup & { category: string }>();
  for (const w of workers)
    for (const t of w.smi_topups ?? []) {
      const key = `${w.category}\u0000${t.year}`;
      const entry = byKey.get(key);
      if (entry) entry.complement += t.complement;
      else byKey.set(key, { category: w.category, ...t });
    }
  return [...byKey.values()].sort((a, b) => a.category.localeCompare(b.category, 'es') || a.year - b.year);
}

export function aggregateResults(
  workers: WorkerCost[],
  p: CostParams,
  extraSubstituteFte: Map<string, number> = new Map(),
  conventionalBase?: ConventionalBase,
): { results: SimulationResults; materials: MaterialItemCost[] } {
  const { categories, wages, ss } = categoryResults(workers, extraSubstituteFte);
  const absenteeism = (p.absenteeism_rate / 100) * (wages + ss) * (p.substitution_percentage / 100);
  const materials = p.material_costs.map((m) => ({
    id: m.id,
    name: m.name,
    cost_type: m.cost_type,
    center_id: m.center_id ?? null,
    cost: materialCost(m, workers, p.months),
  }));
  const costedItems = p.material_costs.map((item, i) => ({ item, cost: materials[i].cost }));
  const mat = materials.reduce((a, m) => a + m.cost, 0);
  const c = wages + ss + absenteeism + mat;
  const benefit = (p.benefit / 100) * c;
  const { overheads, vat } = bidParametersOf(p);
  const overheads_cost = overheadsCost(c, overheads);
  // unchanged order of the sum when overheads are 0 (x + 0 is x): stored totals stay to the last digit
  const total_cost = c + overheads_cost + benefit;
  const hours = p.service_hours ?? Object.values(categories).reduce((a, r) => a + r.hours, 0);
  // the competitors' prices (or the other offers) are the others of the abnormal check
  const others = p.competitors?.length ? competitorsOf(p).map((o) => o.price) : p.other_offers;
  const rates = {
    overheads,
    benefit: p.benefit,
    vat,
    tender_budget: p.tender_budget,
    offer_price: p.offer_price,
    other_offers: others,
  };
  const budget = budgetOf({ total_cost, hours }, monthlyCosts(workers, costedItems, p), {
    ...rates,
    service_date_init: p.service_date_init ?? '',
    months: p.months,
  });
  const plain = bidOf(total_cost, c, overheads_cost, rates);
  const bid = plain && scoreBid(plain, c, overheads_cost, p);
  const conventional = conventionalBase
    ? conventionalOf(conventionalBase, {
        social_security: p.social_security,
        social_security_mode: p.social_security_mode,
        at_ep_percent: p.at_ep_percent,
        service_date_init: p.service_date_init,
        months: p.months,
        absenteeism_rate: p.absenteeism_rate,
        substitution_percentage: p.substitution_percentage,
        benefit: p.benefit,
        overheads,
        vat,
        roster: { wages, total_cost, materials: costedItems },
      })
    : undefined;
  const smiTopups = smiTopupsOf(workers);
  const covers =
    bid && conventional
      ? { covers: { roster: bid.tender_budget >= total_cost, conventional: bid.tender_budget >= conventional.total_cost } }
      : {};
  return {
    results: {
      categories,
      hiring_costs: wages,
      absenteeism_cost: absenteeism,
      material_costs: mat,
      social_security: ss,
      benefit,
      total_cost,
      overheads_cost,
      budget,
      ...(bid ? { bid: { ...bid, ...covers } } : {}),
      ...(conventional ? { conventional } : {}),
      ...(smiTopups.length ? { smi_topups: smiTopups } : {}),
      ...itemisedResults(workers, p),
    },
    materials,
  };
}

/** The employer's contributions line by line of itemised results (nothing in flat mode). */
function itemisedResults(workers: WorkerCost[], p: CostParams): Pick<SimulationResults, 'social_security_items'> {
  if (p.social_security_mode !== 'itemised') return {};
  const terms = { service_date_init: p.service_date_init ?? '', months: p.months, at_ep_percent: p.at_ep_percent ?? 0 };
  return { social_security_items: socialSecurityItemsOf(workers, terms) };
}

/**
 * Heads, FTE, hours, wages and social security per category, with the roster's wages and social security. The
 * substitutions' lines (and `extraSubstituteFte`) count as new hires' FTE and as the heads that cover it.
 */
function categoryResults(
  workers: WorkerCost[],
  extraSubstituteFte: Map<string, number>,
): { categories: Record<string, CategoryResult>; wages: number; ss: number } {
  const categories: Record<string, CategoryResult> = {};
  const subFte = new Map<string, number>();
  let wages = 0;
  let ss = 0;
  for (const w of workers) {
    let r = categories[w.category];
    if (!r)
      categories[w.category] = r = {
        count_new: 0,
        count_sub: 0,
        count_substitutes: 0,
        fte_new: 0,
        fte_sub: 0,
        fte_substitutes: 0,
        hours: 0,
        wage_costs: 0,
        ss_costs: 0,
      };
    if (w.kind === 'surrogate') {
      r.count_sub++;
      r.fte_sub += w.fte;
    } else if (w.kind === 'new') {
      r.count_new++;
      r.fte_new += w.fte;
    } else {
      r.fte_new += w.fte;
      subFte.set(w.category, (subFte.get(w.category) ?? 0) + w.fte);
    }
    r.hours += w.hours;
    r.wage_costs += w.salary;
    r.ss_costs += w.social_security;
    wages += w.salary;
    ss += w.social_security;
  }
  for (const [cat, f] of extraSubstituteFte) {
    const r = categories[cat];
    if (!r) continue;
    r.fte_new += f;
    subFte.set(cat, (subFte.get(cat) ?? 0) + f);
  }
  // substitutes are people too: the headcount that covers their FTE
  for (const [cat, f] of subFte) {
    const heads = Math.ceil(f - 1e-9);
    categories[cat].count_new += heads;
    categories[cat].count_substitutes = heads;
    categories[cat].fte_substitutes = f;
  }
  return { categories, wages, ss };
}
