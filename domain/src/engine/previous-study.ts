/**
 * The previous study: the current staff costed as it is, with no workload to roster.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import type { PreviousStudyDocumentT } from './codecs.js';
import { decodePreviousStudy } from './decode-document.js';
import { vacationFraction } from './model.js';
import { contractMinutesOf } from './surrogate-contract.js';
import { aggregateResults } from './aggregate-results.js';
import { premisesOf, withPremises } from './premises/index.js';
import { agreementPremises } from './premises/agreement.js';
import {
  costWorkers,
  type CostInput,
  type CostParams,
  type MaterialItemCost,
  type SimulationResults,
  type WorkerCost,
} from './costs.js';
import { conventionalBase, type ConventionalBase } from './conventional.js';
import { costParamsOf } from './recost.js';
import { withSocialSecurity } from './social-security-items.js';
import { checkAbort, emitter, InvalidDocumentError, type EngineOptions } from './simulation-output.js';
import { countOf, eurosText, PROGRESS_TITLES } from './progress-words.js';
import type { Assignment, EngineEvent, Job, RosterWorker } from './types.js';

export interface PreviousStudyOutput {
  status: 'Solved';
  results: SimulationResults;
  employees: WorkerCost[];
  material_items: MaterialItemCost[];
  parameters: CostParams;
  /** the annual-hours method's hours, FTE and wages per category */
  conventional_base: ConventionalBase;
  events: EngineEvent[];
}

/**
 * Previous study: surrogates kept at their contract, no workload. Vacation substitutes (coverage from
 * `previous_study.vacation_coverage`, 100 by default) and absence substitutes
 * (absenteeism × substitution %, as FTE) are the only `count_new`.
 */
export function previousStudy(input: unknown, opts: Pick<EngineOptions, 'clock' | 'onEvent' | 'signal'>): PreviousStudyOutput {
  const events: EngineEvent[] = [];
  const emit = emitter(opts as EngineOptions, events);
  const decoded = decodePreviousStudy(input);
  if (isLeft(decoded)) {
    for (const e of decoded.left) emit('Error', PROGRESS_TITLES.data, e, 'data');
    throw new InvalidDocumentError(decoded.left);
  }
  const doc: PreviousStudyDocumentT = decoded.right;
  const ps = doc.previous_study;
  const subs = doc.subrogates ?? [];
  emit(
    'Info',
    PROGRESS_TITLES.loaded,
    `${countOf(subs.length, 'subrogado/a', 'subrogados/as')}, ${countOf((doc.material_costs ?? []).length, 'otro coste', 'otros costes')}`,
    'data',
  );
  checkAbort(opts.signal);
  const costInput = studyCostInput(doc);
  const workers = contractWorkers(doc, costInput.categories);
  const assignments = contractAssignments(workers, costInput.jobs);
  const costEvents: Array<Omit<EngineEvent, 'created'>> = [];
  const employees = studySocialSecurity(ps, costWorkers(costInput, workers, assignments, costEvents));
  for (const e of costEvents) emit(e.type_info, e.title, e.description, e.group);
  setContractHours(doc, workers, employees);
  const params = costParamsOf({
    months: ps.service_duration,
    service_date_init: ps.service_date_init,
    social_security: ps.social_security,
    social_security_mode: ps.social_security_mode,
    at_ep_percent: ps.at_ep_percent,
    absenteeism_rate: ps.absenteeism_rate,
    substitution_percentage: ps.substitution_percentage ?? doc.parameters?.substitution_percentage,
    material_costs: doc.material_costs,
    parameters: doc.parameters,
  });
  const convBase = conventionalBase({ ...costInput, hoursFromSurrogates: true }, workers, assignments, employees);
  const costed = aggregateResults(employees, params, absenceFteOf(employees, params), convBase);
  const materials = costed.materials;
  // the validity of the surrogates' agreements, as a simulation's run says it (a study has no centers: no scope)
  const agreementsSaid = agreementPremises({ simulation: ps, agreements: doc.agreements, subrogates: subs });
  const results = withPremises(costed.results, premisesOf(agreementsSaid, costed.results));
  emit('Info', 'Costes', `Salarial ${eurosText(results.hiring_costs)}, coste total ${eurosText(results.total_cost)}`, 'costs');
  return {
    status: 'Solved',
    results,
    employees,
    material_items: materials,
    parameters: params,
    conventional_base: convBase,
    events,
  };
}

/**
 * The cost lines priced in the study's mode: flat keeps the costs' single percentage (every earlier study's
 * figures); itemised prices each line by contract type and calendar year, as a simulation's run does. A study has
 * no disability marks, so no discount.
 */
function studySocialSecurity(ps: PreviousStudyDocumentT['previous_study'], flat: WorkerCost[]): WorkerCost[] {
  if (ps.social_security_mode !== 'itemised') return flat;
  return withSocialSecurity(flat, {
    mode: 'itemised',
    social_security: ps.social_security,
    at_ep_percent: ps.at_ep_percent,
    service_date_init: ps.service_date_init,
    months: ps.service_duration,
  });
}

/** The one center of a previous study: its staff belongs to no center of a tender. */
const CENTER = 'estudio';

/** The costs' input of a previous study: one center, its vacation coverage, no jobs yet (contractAssignments adds them). */
function studyCostInput(doc: PreviousStudyDocumentT): CostInput {
  const ps = doc.previous_study;
  const categories: CostInput['categories'] = new Map();
  for (const a of doc.agreements)
    for (const c of a.categories) categories.set(c.id, { category: c, agreement: a, name: c.professional_category });
  return {
    serviceStart: ps.service_date_init,
    months: ps.service_duration,
    agreements: new Map(doc.agreements.map((a) => [a.id, a])),
    categories,
    centerCoverage: new Map([[CENTER, ps.vacation_coverage ?? 100]]),
    centerGroup: new Map([[CENTER, CENTER]]),
    jobs: new Map(),
    socialSecurity: ps.social_security,
    discountIds: new Set(),
    disabilityDiscountYear: 0,
    surrogates: new Map((doc.subrogates ?? []).map((su) => [`sub:${su.id}`, su])),
    smi: ps.smi ?? [],
  };
}

/** The surrogates as roster workers at their contract's minutes (their own agreement when they have one). */
function contractWorkers(doc: PreviousStudyDocumentT, categories: CostInput['categories']): RosterWorker[] {
  return (doc.subrogates ?? []).map((su) => {
    const e = categories.get(su.category_id)!;
    const agr = su.agreement_id ? (doc.agreements.find((a) => a.id === su.agreement_id) ?? e.agreement) : e.agreement;
    const maxWeek = agr.max_hours_per_week * 60;
    const contract = contractMinutesOf(su, maxWeek);
    return {
      id: `sub:${su.id}`,
      kind: 'surrogate',
      surrogateId: su.id,
      name: su.name ?? su.id,
      categoryId: su.category_id,
      agreementId: agr.id,
      centerId: CENTER,
      group: CENTER,
      contractMinutes: contract,
    };
  });
}

/**
 * No roster: every surrogate "works" its contract for the vacation substitutes. One pseudo-job per worker (added
 * to `jobs`) and its assignment.
 */
function contractAssignments(workers: RosterWorker[], jobs: Map<string, Job>): Assignment[] {
  const assignments: Assignment[] = [];
  for (const w of workers) {
    const key = `contract:${w.id}`;
    jobs.set(key, {
      index: jobs.size,
      key,
      group: CENTER,
      centerId: CENTER,
      positionId: '',
      sourceId: key,
      sourceKind: 'shift',
      label: 'Jornada',
      line: 0,
      day: 0,
      segments: [{ start: 0, end: w.contractMinutes }],
      minutes: w.contractMinutes,
      occurrences: [],
      occurrenceMinutes: w.contractMinutes,
    });
    assignments.push({ jobKey: key, workerId: w.id, day: 0, segments: [{ start: 0, end: w.contractMinutes }] });
  }
  return assignments;
}

/** Hours worked in a previous study: the contract over the period, less vacation. */
function setContractHours(doc: PreviousStudyDocumentT, workers: RosterWorker[], employees: WorkerCost[]): void {
  const months = doc.previous_study.service_duration;
  for (const e of employees) {
    const w = workers.find((x) => x.id === e.id);
    if (!w) continue;
    const agr = doc.agreements.find((a) => a.id === w.agreementId)!;
    e.hours = (w.contractMinutes / 60) * (365.25 / 7) * (months / 12) * (1 - vacationFraction(agr));
  }
}

/** The absence substitutes' FTE per category: the surrogates' FTE × absenteeism × substitution %. */
function absenceFteOf(employees: WorkerCost[], params: CostParams): Map<string, number> {
  const absenceFte = new Map<string, number>();
  for (const e of employees)
    if (e.kind === 'surrogate')
      absenceFte.set(
        e.category,
        (absenceFte.get(e.category) ?? 0) + e.fte * (params.absenteeism_rate / 100) * (params.substitution_percentage / 100),
      );
  return absenceFte;
}
