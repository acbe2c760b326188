/**
 * Cost parameters of a run, and re-costing a stored result with new rates, offer and materials without solving
 * again; both the run and the re-cost price the gap to the lower bounds the same way (`lowerBoundCost`).
 */
import type { MaterialCostT, ParametersT } from './codecs.js';
import { aggregateResults } from './aggregate-results.js';
import { keptPremises, premisesOf, withPremises } from './premises/index.js';
import { bidParametersOf } from './budget.js';
import type { CostParams, SimulationResults, WorkerCost } from './costs.js';
import { scoreParametersOf } from './price-score.js';
import type { BidInputsT, LooseBid } from './bid-shape.js';
import type { SimulationOutput } from './simulation-output.js';
import { withSocialSecurity, type SocialSecurityMode } from './social-security-items.js';

export function costParamsOf(doc: {
  months: number;
  service_date_init: string;
  social_security: number;
  social_security_mode?: SocialSecurityMode | null;
  at_ep_percent?: number | null;
  absenteeism_rate: number;
  substitution_percentage?: number | null;
  material_costs?: MaterialCostT[] | null;
  parameters?: ParametersT | null;
}): CostParams {
  const p = doc.parameters ?? {};
  return {
    months: doc.months,
    social_security: doc.social_security,
    ...modeParams(doc.social_security_mode, doc.at_ep_percent),
    absenteeism_rate: doc.absenteeism_rate,
    substitution_percentage: doc.substitution_percentage ?? 100,
    benefit: p.benefit ?? 0,
    material_costs: doc.material_costs ?? [],
    service_date_init: doc.service_date_init,
    ...bidParametersOf(p),
    ...scoreParametersOf(p),
  };
}

/** The mode's keys of the parameters: none in flat mode (the default), so flat outputs stay as they were. */
function modeParams(mode: SocialSecurityMode | null | undefined, atEp: number | null | undefined): Partial<CostParams> {
  return mode === 'itemised' ? { social_security_mode: 'itemised', at_ep_percent: atEp ?? null } : {};
}

/** Lower-bound cost: the new hires' wages and social security scaled to the lower-bound hours. */
export function lowerBoundCost(
  employees: WorkerCost[],
  results: SimulationResults,
  p: CostParams,
  newMin: number,
  lbMin: number,
): { lb_cost: number; gap: number } {
  const total = results.total_cost;
  if (newMin <= 0) return { lb_cost: total, gap: 0 };
  const newCost = employees.filter((e) => e.kind === 'new').reduce((a, e) => a + e.salary + e.social_security, 0);
  const excess =
    newCost *
    (1 - Math.min(1, lbMin / newMin)) *
    (1 + (p.absenteeism_rate / 100) * (p.substitution_percentage / 100)) *
    (1 + (p.benefit + (p.overheads ?? 0)) / 100);
  const lb = total - excess;
  return { lb_cost: lb, gap: lb > 0 ? (total - lb) / lb : 0 };
}

/**
 * A re-cost's change: absent keeps, null clears the tender budget, the offer (the total cost again), the price score
 * (and with it `bid.score`) and the lists.
 */
export interface RecostParameters
  extends
    Partial<Pick<BidInputsT, 'benefit' | 'overheads' | 'vat'>>,
    LooseBid<'tender_budget' | 'offer_price' | 'other_offers' | 'price_score' | 'technical_points' | 'competitors'> {
  absenteeism_rate?: number;
  /** how social security is priced; absent keeps it (a change re-prices every worker's social security) */
  social_security_mode?: SocialSecurityMode;
  at_ep_percent?: number | null;
  /** the workspace's yearly disability discount, to take it off the new gross (absent: 4,500 €) */
  disability_discount_year?: number;
  /** for solutions stored before the budget existed (their parameters lack the start date) */
  service_date_init?: string;
  /** replaces the list; items may carry only the changed fields when an `id` matches a stored item */
  material_costs?: Array<Partial<MaterialCostT> & { id: string }>;
}

/**
 * Re-costs a stored result with new absenteeism, benefit, overheads, VAT, offer and materials, without solving again
 * (the annual-hours method too, from its stored base).
 */
export function recost<S extends Pick<SimulationOutput, 'employees' | 'parameters' | 'lower_bound'> & Partial<SimulationOutput>>(
  stored: S,
  p: RecostParameters,
): S & Pick<SimulationOutput, 'results' | 'material_items' | 'parameters' | 'lower_bound'> {
  const old = stored.parameters;
  const byId = new Map(old.material_costs.map((m) => [m.id, m]));
  const materials: MaterialCostT[] = p.material_costs
    ? p.material_costs.map((m) => {
        const prev = byId.get(m.id);
        return {
          ...(prev ?? { name: m.name ?? m.id, cost_type: m.cost_type ?? 'MONTHLY_AMOUNT', amount: 0 }),
          ...m,
        } as MaterialCostT;
      })
    : old.material_costs;
  const mode = p.social_security_mode ?? old.social_security_mode ?? 'flat';
  const atEp = p.at_ep_percent !== undefined ? p.at_ep_percent : old.social_security_mode ? old.at_ep_percent : null;
  const { social_security_mode: _mode, at_ep_percent: _atEp, ...kept } = old;
  const params: CostParams = {
    ...kept,
    ...modeParams(mode, atEp),
    absenteeism_rate: p.absenteeism_rate ?? old.absenteeism_rate,
    benefit: p.benefit ?? old.benefit,
    material_costs: materials,
    service_date_init: old.service_date_init ?? p.service_date_init,
    overheads: p.overheads ?? old.overheads ?? 0,
    vat: p.vat ?? old.vat ?? 21,
    tender_budget: p.tender_budget !== undefined ? p.tender_budget : (old.tender_budget ?? null),
    offer_price: p.offer_price !== undefined ? p.offer_price : (old.offer_price ?? null),
    other_offers: p.other_offers !== undefined ? (p.other_offers ?? []) : (old.other_offers ?? []),
    price_score: p.price_score !== undefined ? p.price_score : (old.price_score ?? null),
    technical_points: p.technical_points !== undefined ? (p.technical_points ?? 0) : (old.technical_points ?? 0),
    competitors: p.competitors !== undefined ? (p.competitors ?? []) : (old.competitors ?? []),
  };
  // solutions stored before the service hours were kept: their demand's hours
  if (params.service_hours === undefined && stored.demand?.length)
    params.service_hours = stored.demand.reduce((a, d) => a + d.total_hours, 0);
  const changed = mode !== (old.social_security_mode ?? 'flat') || (mode === 'itemised' && atEp !== old.at_ep_percent);
  const employees = changed
    ? withSocialSecurity(stored.employees, {
        mode,
        social_security: params.social_security,
        at_ep_percent: atEp,
        service_date_init: params.service_date_init ?? '',
        months: params.months,
        disability_discount_year: p.disability_discount_year,
      })
    : stored.employees;
  const costed = aggregateResults(employees, params, new Map(), stored.conventional_base);
  const items = costed.materials;
  // the agreement's premises are kept as the run found them; the minimum wage's, the offer's and the budget's follow
  // the new costs
  const results = withPremises(costed.results, premisesOf(keptPremises(stored.results?.premises), costed.results));
  const newMin = (stored.lower_bound.groups ?? []).reduce((a, g) => a + g.newHireMinutes, 0);
  const lbMin = (stored.lower_bound.groups ?? []).reduce((a, g) => a + g.lowerBoundNewMinutes, 0);
  const { lb_cost, gap } = lowerBoundCost(employees, results, params, newMin, lbMin);
  // results stored before the block bound existed fall back to the hours bound
  const blockLbMin = (stored.lower_bound.groups ?? []).reduce(
    (a, g) => a + (g.blockLowerBoundNewMinutes ?? g.lowerBoundNewMinutes),
    0,
  );
  const block = lowerBoundCost(employees, results, params, newMin, blockLbMin);
  return {
    ...stored,
    employees,
    results,
    material_items: items,
    parameters: params,
    lower_bound: {
      ...stored.lower_bound,
      total_cost: results.total_cost,
      lb_cost,
      cost_gap: gap,
      block_lb_cost: block.lb_cost,
      block_cost_gap: block.gap,
    },
  };
}
