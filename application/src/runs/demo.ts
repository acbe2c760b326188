/**
 * The recorded answers of a small solved run (`demo-answers.json`, decoded with the contract's codecs). Its totals are
 * the domain engine's (`aggregateResults`): the fake says which workers and parameters it holds, never how they add up.
 */
import * as t from 'io-ts';
import { aggregateResults, costParamsOf, withSocialSecurity } from '@licita/domain';
import { SimulationEventCodec, SolutionEmployeeCodec, SolutionParametersCodec } from '@licita/domain';
import { StaffingExplanationCodec, WeeklyRosterWorkerCodec } from '@licita/domain';
import type { Results, SolutionEmployee, SolutionParameters, WorkerCost } from '@licita/domain';
import { recorded } from '../core/memory';
import answers from './demo-answers.json';

const events = t.array(SimulationEventCodec);
const Recording = t.type({
  workers: t.array(SolutionEmployeeCodec),
  roster: t.array(WeeklyRosterWorkerCodec),
  parameters: SolutionParametersCodec,
  explanations: t.array(StaffingExplanationCodec),
  events: t.type({ running: events, solved: events, error: events }),
});
const DEMO = recorded(Recording, answers, 'demo-answers.json');

export const DEMO_MONTHS = 12;
const DEMO_START = '2026-01-01';
/** Social security over wages, of the demo's stored workers. */
const SS_RATE = 0.34;
const WEEKS_PER_MONTH = 365.25 / 12 / 7;

// copies of the recording: the workers (surrogates, new hires, vacation substitutes), their weekly roster, the
// parameters, why the staffing is what it is, and the events of a run so far ('running' stops after the demand)
export const demoWorkers = (): SolutionEmployee[] => structuredClone(DEMO.workers);
export const demoRoster = () => structuredClone(DEMO.roster);
export const demoParameters = (): SolutionParameters => structuredClone(DEMO.parameters);
export const demoExplanations = () => structuredClone(DEMO.explanations);
export const demoEvents = (kind: 'running' | 'solved' | 'error') =>
  structuredClone(kind === 'running' ? DEMO.events.running : [...DEMO.events.running, ...DEMO.events[kind]]);

/** The workers as the engine's cost lines: each center's share of the wage (by the ids the costs name), the service's hours. */
function engineWorkers(workers: readonly SolutionEmployee[], p: SolutionParameters) {
  const ids = new Map(p.material_costs.map((m) => [m.center_name, m.center_id]));
  return workers.map((w): WorkerCost => {
    const centers = w.centers.length ? w.centers.map((c) => ids.get(c) ?? c) : [''];
    const center_wages = Object.fromEntries(centers.map((c) => [c, w.salary / centers.length]));
    const line = { category_id: w.category, center_id: centers[0]!, group: centers[0]!, base_salary: w.salary - w.pluses };
    const hours = w.weekly_hours * WEEKS_PER_MONTH * DEMO_MONTHS;
    return { ...w, ...line, hours, seniority: 0, center_wages, headcount: w.kind !== 'substitute', social_security_discount: 0 };
  });
}

/** The results of the workers under the parameters: the domain engine's, in the contract's shape (as the server answers them). */
export function costResults(workers: readonly SolutionEmployee[], p: SolutionParameters): Results {
  // the engine's parameters (absenteeism covers every absence: substitution 100 %); itemised, the lines priced again
  const material_costs = p.material_costs.map(({ type, ...m }) => ({ ...m, cost_type: type }));
  const doc = { ...p, months: DEMO_MONTHS, service_date_init: DEMO_START, social_security: SS_RATE * 100, material_costs };
  const params = costParamsOf({ ...doc, parameters: p });
  const lines = engineWorkers(workers, p);
  const itemised = params.social_security_mode === 'itemised' && { ...params, mode: params.social_security_mode };
  const priced = itemised ? withSocialSecurity(lines, { ...itemised, service_date_init: DEMO_START }) : lines;
  const { results } = aggregateResults(priced, params);
  // the demo answers the roster's totals only: no conventional method, minimum-wage complements or premises
  const { bid, conventional, smi_topups, premises, ...costs } = results;
  return { ...costs, ...(bid ? { bid } : {}), uncovered_hours: 0, explanations: demoExplanations() };
}
