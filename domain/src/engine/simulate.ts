/**
 * The calculation end to end: document → calendar → demand → roster per group → validation → costs.
 * Events are emitted through a callback as the run goes; the run is cancellable with an AbortSignal.
 * Time comes in through `clock` (milliseconds since the epoch); nothing here reads the system clock.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { WEEKDAYS, type TenderDocumentT } from './codecs.js';
import { decodeTender } from './decode-document.js';
import { nameNewHires } from './new-hire-names.js';
import { buildCalendar, buildDemand, groupLabel, groupOfCenter, type DemandSummaryRow } from './demand.js';
import { buildModel, validationInput, canFill } from './model.js';
import { solveRoster, type SurrogateInput } from './solver/index.js';
import { validateRoster } from './validator.js';
import { explainStaffing } from './explain.js';
import { aggregateResults } from './aggregate-results.js';
import { premisesOf, withPremises } from './premises/index.js';
import { agreementPremises } from './premises/agreement.js';
import { costHints, costWorkers, type CostInput } from './costs.js';
import { contractMinutesOf } from './surrogate-contract.js';
import { conventionalBase } from './conventional.js';
import { costParamsOf, lowerBoundCost } from './recost.js';
import { withSocialSecurity } from './social-security-items.js';
import {
  checkAbort,
  emitter,
  InvalidDocumentError,
  type EngineOptions,
  type GroupPositionBound,
  type RosterAssignmentOut,
  type SimulationOutput,
} from './simulation-output.js';
import { minutesToTime } from './calendar.js';
import {
  calendarText,
  costsText,
  finishedText,
  groupText,
  hoursText,
  loadedText,
  qualityText,
  staffText,
  workloadText,
  PROGRESS_TITLES,
  ROSTER_VALID,
} from './progress-words.js';
import type { EngineEvent } from './types.js';
import { surrogateWeekProblem } from '../simulation-inputs/surrogates.js';

const DAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

export async function simulate(input: unknown, opts: EngineOptions): Promise<SimulationOutput> {
  const events: EngineEvent[] = [];
  const emit = emitter(opts, events);
  const t0 = opts.clock();
  const decoded = decodeTender(input);
  if (isLeft(decoded)) {
    for (const e of decoded.left) emit('Error', PROGRESS_TITLES.data, e, 'data');
    throw new InvalidDocumentError(decoded.left);
  }
  return simulateDecoded(decoded.right, opts, events, emit, t0);
}

type Emit = ReturnType<typeof emitter>;
type Model = ReturnType<typeof buildModel>;
type Demand = ReturnType<typeof buildDemand>;
type Roster = Awaited<ReturnType<typeof solveRoster>>;
type Center = TenderDocumentT['centers'][number];
type Job = Demand['jobs'][number];

async function simulateDecoded(
  doc: TenderDocumentT,
  opts: EngineOptions,
  events: EngineEvent[],
  emit: Emit,
  t0: number,
): Promise<SimulationOutput> {
  emitLoaded(doc, emit);
  checkAbort(opts.signal);

  const cal = calendarStep(doc, emit);
  checkAbort(opts.signal);

  const { demand, totalMin } = demandStep(doc, cal, emit);
  checkAbort(opts.signal);

  // ---- workers
  const model = buildModel(doc);
  const centers = new Map(doc.centers.map((c) => [c.id, c]));
  const surrogateInputs = placeSurrogates(doc, model, demand, centers, emit);
  const costInput = costInputOf(doc, model, demand, surrogateInputs);
  const hints = costHints(costInput, doc.material_costs ?? []);

  const roster = await rosterStep(doc, model, { jobs: demand.jobs, surrogateInputs, hints, centers }, opts, emit);
  const jobByKey = costInput.jobs;
  const positions = new Map<string, string>();
  for (const c of doc.category_positions.categories) for (const p of c.positions) positions.set(p.id, p.name);
  reportUncovered(roster, jobByKey, centers, positions, emit);
  checkAbort(opts.signal);

  // ---- independent validation
  const violations = validateRoster(validationInput(model, demand.jobs), roster);
  if (violations.length) for (const v of violations.slice(0, 50)) emit('Error', PROGRESS_TITLES.validation, v, 'validation');
  else emit('Debug', PROGRESS_TITLES.validation, ROSTER_VALID, 'validation');
  opts.onPhase?.('explanations', 'start');
  const explanations = explainStaffing({
    model,
    jobs: demand.jobs,
    workers: roster.workers,
    assignments: roster.assignments,
    positionName: (id) => positions.get(id) ?? id,
    centerName: (id) => centers.get(id)?.name ?? id,
    jobByKey,
  });
  opts.onPhase?.('explanations', 'end');

  const { employees, params, convBase, results, materials } = costStep(doc, costInput, roster, totalMin, emit);

  // ---- report
  const { rosterOut, idleOut } = rosterReport(roster, jobByKey, emit);
  const lowerBound = lowerBoundReport(model, roster, jobByKey, { employees, results, params }, emit);

  const solvedNothing = demand.jobs.length > 0 && roster.uncovered.length === demand.jobs.length;
  emit(solvedNothing ? 'Error' : 'Info', PROGRESS_TITLES.end, finishedText(!solvedNothing, (opts.clock() - t0) / 1000), 'data');
  return {
    status: solvedNothing ? 'Error' : 'Solved',
    results,
    employees,
    roster: rosterOut,
    demand: demandRows(doc, demand, positions),
    idle_surrogate_hours: idleOut,
    lower_bound: lowerBound,
    material_items: materials,
    parameters: params,
    validation: violations,
    explanations,
    conventional_base: convBase,
    events,
  };
}

/** What the document holds, in one event. */
function emitLoaded(doc: TenderDocumentT, emit: Emit) {
  emit(
    'Info',
    PROGRESS_TITLES.loaded,
    loadedText({
      centers: doc.centers.length,
      shifts: (doc.fixed_work_shifts ?? []).length,
      tasks: (doc.variable_works ?? []).length,
      surrogates: (doc.subrogates ?? []).length,
      otherCosts: (doc.material_costs ?? []).length,
    }),
    'data',
  );
}

/** The service's calendar, with its events and a summary of its days. */
function calendarStep(doc: TenderDocumentT, emit: Emit) {
  const s = doc.simulation;
  const cal = buildCalendar(doc);
  for (const e of cal.events) emit(e.type_info, e.title, e.description, e.group);
  emit('Info', PROGRESS_TITLES.calendar, calendarText(cal.days.length, s.service_date_init, s.service_duration), 'calendar');
  return cal;
}

/** The week's jobs, with their events and the workload of the week and of the whole service (`totalMin`). */
function demandStep(doc: TenderDocumentT, cal: ReturnType<typeof buildCalendar>, emit: Emit) {
  const demand = buildDemand(doc, cal);
  for (const e of demand.events) emit(e.type_info, e.title, e.description, e.group);
  const weekMin = demand.jobs.reduce((a, j) => a + j.minutes, 0);
  const totalMin = demand.summary.reduce((a, r) => a + r.totalMinutes, 0);
  emit('Info', PROGRESS_TITLES.workload, workloadText(weekMin / 60, totalMin / 60), 'demand');
  return { demand, totalMin };
}

/** The minutes of the week's jobs each category may do, per center (computed once per category). */
function categoryNeed(model: Model, demand: Demand) {
  const needByCat = new Map<string, Map<string, number>>();
  return (categoryId: string) => {
    let m = needByCat.get(categoryId);
    if (m) return m;
    m = new Map();
    const agr = model.categories.get(categoryId)!.agreement;
    for (const j of demand.jobs) {
      if (!canFill(model, categoryId, j.centerId, j.positionId)) continue;
      if (j.minutes > agr.max_hours_per_day * 60 || j.segments.length > agr.max_sections_planned_day) continue;
      m.set(j.centerId, (m.get(j.centerId) ?? 0) + j.minutes);
    }
    needByCat.set(categoryId, m);
    return m;
  };
}

/** Each surrogate as the solver takes it: its center and group (where most needed when it has no center) and its week. */
function placeSurrogates(
  doc: TenderDocumentT,
  model: Model,
  demand: Demand,
  centers: Map<string, Center>,
  emit: Emit,
): SurrogateInput[] {
  const surrogateInputs: SurrogateInput[] = [];
  // demand each category may do, per center (for surrogates with no center: placed where most needed)
  const needOf = categoryNeed(model, demand);
  for (const su of doc.subrogates ?? []) {
    const catE = model.categories.get(su.category_id)!;
    const agr = catE.agreement;
    const maxWeek = agr.max_hours_per_week * 60;
    const contract = contractMinutesOf(su, maxWeek);
    let group: string;
    let centerId: string;
    if (su.center_id) {
      centerId = su.center_id;
      group = groupOfCenter(centers.get(su.center_id)!);
    } else {
      // where the category is most needed (in the given group, or anywhere)
      const need = [...needOf(su.category_id).entries()].filter(
        ([cid]) => su.center_group == null || model.centerGroup.get(cid) === `G${String(su.center_group)}`,
      );
      const best = need.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
      const fallback =
        doc.centers.find((c) =>
          su.center_group != null ? groupOfCenter(c) === `G${String(su.center_group)}` : c.agreement_id === agr.id,
        ) ?? doc.centers[0];
      centerId = best ? best[0] : fallback.id;
      group = su.center_group != null ? `G${String(su.center_group)}` : groupOfCenter(centers.get(centerId)!);
      if (su.center_group == null)
        emit(
          'Info',
          'Subrogados',
          `${su.name ?? su.id} (${catE.name}) no tiene centro ni agrupación: se asigna a ${centers.get(centerId)?.name ?? centerId}, donde su categoría es más necesaria`,
          'workers',
        );
    }
    // the inputs refuse such a week (surrogateWeekProblem); a document written elsewhere may still carry one, and the
    // engine stays total: it warns, and the solver never gives a worker more than the agreement's week
    if (surrogateWeekProblem(contract / 60, agr.max_hours_per_week))
      emit(
        'Warning',
        'Subrogados',
        `${su.name ?? su.id}: jornada de ${contract / 60} h semanales supera las ${agr.max_hours_per_week} h del convenio ${agr.name}; se usan como máximo ${agr.max_hours_per_week} h`,
        'workers',
      );
    surrogateInputs.push({
      surrogate: su,
      workerId: `sub:${su.id}`,
      categoryId: su.category_id,
      agreementId: agr.id,
      centerId,
      group,
      contractMinutes: Math.round(contract),
    });
  }
  return surrogateInputs;
}

/** What the costs read besides the roster. */
function costInputOf(doc: TenderDocumentT, model: Model, demand: Demand, surrogateInputs: SurrogateInput[]): CostInput {
  const s = doc.simulation;
  return {
    serviceStart: s.service_date_init,
    months: s.service_duration,
    agreements: model.agreements,
    categories: model.categories,
    centerCoverage: new Map(doc.centers.map((c) => [c.id, c.vacation_coverage ?? 100])),
    centerGroup: model.centerGroup,
    jobs: new Map(demand.jobs.map((j) => [j.key, j])),
    socialSecurity: s.social_security,
    discountIds: new Set(doc.parameters?.social_security_discount_ids ?? []),
    disabilityDiscountYear: doc.parameters?.disability_discount_year ?? 4500,
    surrogates: new Map(surrogateInputs.map((x) => [x.workerId, x.surrogate])),
    smi: s.smi ?? [],
  };
}

/** The roster of every group, its progress under Progreso, and the new hires named. */
async function rosterStep(
  doc: TenderDocumentT,
  model: Model,
  {
    jobs,
    surrogateInputs,
    hints,
    centers,
  }: { jobs: Job[]; surrogateInputs: SurrogateInput[]; hints: ReturnType<typeof costHints>; centers: Map<string, Center> },
  opts: EngineOptions,
  emit: Emit,
): Promise<Roster> {
  const roster = await solveRoster(model, jobs, surrogateInputs, hints, {
    solver: opts.solver,
    signal: opts.signal,
    exactMaxJobs: opts.exactMaxJobs,
    milpTimeLimitSeconds: opts.milpTimeLimitSeconds,
    milpBudgetSeconds: opts.milpBudgetSeconds,
    localSearchMs: opts.localSearchMs,
    now: opts.clock,
    onGroup: (g) => {
      // under the 'Plantilla' entry of Progreso (group 'roster'), named as the user knows the group
      emit('Debug', `Cuadrante de ${groupLabel(g.group, centers)}`, groupText(g), 'roster');
    },
  });
  nameNewHires(
    roster.workers,
    (id) => model.categories.get(id)?.name ?? id,
    (id) => centers.get(id)?.name ?? id,
    doc.centers.length,
  );
  return roster;
}

/** One Error event per uncovered source and weekday (with how many person-blocks), at most 200. */
function reportUncovered(
  roster: Roster,
  jobByKey: Map<string, Job>,
  centers: Map<string, Center>,
  positions: Map<string, string>,
  emit: Emit,
) {
  const uncoveredBySource = new Map<string, string[]>();
  for (const k of roster.uncovered) {
    const j = jobByKey.get(k)!;
    const tk = `${j.sourceId}@${j.day}@${j.segments.map((x) => x.start).join(',')}`;
    (uncoveredBySource.get(tk) ?? uncoveredBySource.set(tk, []).get(tk)!).push(k);
  }
  let uncoveredEvents = 0;
  for (const keys of uncoveredBySource.values()) {
    if (++uncoveredEvents > 200) break;
    const j = jobByKey.get(keys[0])!;
    const center = centers.get(j.centerId)!;
    const times = j.segments.map((x) => `${minutesToTime(x.start)}-${minutesToTime(x.end)}`).join(' y ');
    const people = keys.length > 1 ? `, ${keys.length} personas` : '';
    emit(
      'Error',
      PROGRESS_TITLES.uncovered,
      `${j.label}: centro ${center.name}, puesto ${positions.get(j.positionId) ?? j.positionId}, ${DAY_NAMES[j.day]} ${times} (${j.minutes / 60} h${people}): ningún trabajador válido puede hacerlo (límites del convenio o puesto sin categoría)`,
      j.group,
    );
  }
  if (uncoveredEvents > 200)
    emit('Error', PROGRESS_TITLES.uncovered, `${roster.uncovered.length} bloques sin cubrir en total`, 'roster');
}

/** The roster's costs: each worker's, the service's results with their premises, and the staff and cost events. */
function costStep(doc: TenderDocumentT, costInput: CostInput, roster: Roster, totalMin: number, emit: Emit) {
  const s = doc.simulation;
  const costEvents: Array<Omit<EngineEvent, 'created'>> = [];
  const flat = costWorkers(costInput, roster.workers, roster.assignments, costEvents);
  for (const e of costEvents) emit(e.type_info, e.title, e.description, e.group);
  const employees =
    s.social_security_mode === 'itemised'
      ? withSocialSecurity(flat, {
          mode: 'itemised',
          social_security: s.social_security,
          at_ep_percent: s.at_ep_percent,
          service_date_init: s.service_date_init,
          months: s.service_duration,
          disability_discount_year: costInput.disabilityDiscountYear,
        })
      : flat;
  const params = costParamsOf({
    months: s.service_duration,
    service_date_init: s.service_date_init,
    social_security: s.social_security,
    social_security_mode: s.social_security_mode,
    at_ep_percent: s.at_ep_percent,
    absenteeism_rate: s.absenteeism_rate,
    substitution_percentage: doc.parameters?.substitution_percentage,
    material_costs: doc.material_costs,
    parameters: doc.parameters,
  });
  const convBase = conventionalBase(costInput, roster.workers, roster.assignments, employees);
  params.service_hours = totalMin / 60;
  const costed = aggregateResults(employees, params, new Map(), convBase);
  const materials = costed.materials;
  // the agreement's premises (premises/agreement.ts) go first; then the minimum wage's, the offer's and the budget's
  const results = withPremises(costed.results, premisesOf(agreementPremises(doc), costed.results));
  // after the costs, which count the people the substitutions need: the same split as the results' cards
  const substitutes = Object.values(results.categories).reduce((a, c) => a + c.count_substitutes, 0);
  const people = {
    surrogates: roster.workers.filter((w) => w.kind === 'surrogate').length,
    newHires: roster.workers.filter((w) => w.kind === 'new').length,
    substitutes,
  };
  emit('Info', PROGRESS_TITLES.staff, staffText(roster.groups, people), 'roster');
  emit('Info', PROGRESS_TITLES.costs, costsText(results.hiring_costs, results.social_security, results.total_cost), 'costs');
  return { employees, params, convBase, results, materials };
}

/** The roster as the output writes it (each worker with its hours and assignments), and the surrogates' idle hours. */
function rosterReport(roster: Roster, jobByKey: Map<string, Job>, emit: Emit) {
  const { assignedByWorker, assignedMin } = assignmentsByWorker(roster, jobByKey);
  const idle = idleSurrogates(roster, assignedMin);
  const idleTotal = idle.reduce((a, x) => a + x.idle_hours, 0);
  if (idle.length) emit('Info', 'Subrogados', `Horas de subrogados sin asignar: ${hoursText(idleTotal)} semanales`, 'roster');
  const rosterOut = {
    workers: roster.workers.map((w) => ({
      ...w,
      weekly_hours: w.contractMinutes / 60,
      assigned_hours: (assignedMin.get(w.id) ?? 0) / 60,
      assignments: assignedByWorker.get(w.id) ?? [],
    })),
    uncovered: roster.uncovered,
  };
  return { rosterOut, idleOut: { total_weekly_hours: idleTotal, surrogates: idle } };
}

/** The new hires against the lower bounds (by hours and by blocks), in FTE and in cost, with the quality event. */
function lowerBoundReport(
  model: Model,
  roster: Roster,
  jobByKey: Map<string, Job>,
  { employees, results, params }: Pick<ReturnType<typeof costStep>, 'employees' | 'results' | 'params'>,
  emit: Emit,
) {
  const groupsOut = groupBounds(model, roster, jobByKey);
  const newFte = groupsOut.reduce((a, g) => a + g.new_fte, 0);
  const lbFte = groupsOut.reduce((a, g) => a + g.lb_fte, 0);
  const newMin = roster.groups.reduce((a, g) => a + g.newHireMinutes, 0);
  const lbMin = roster.groups.reduce((a, g) => a + g.lowerBoundNewMinutes, 0);
  const { lb_cost, gap } = lowerBoundCost(employees, results, params, newMin, lbMin);
  const ratio = lbFte > 1e-9 ? newFte / lbFte : newFte > 1e-9 ? null : 1;
  const blockLbFte = groupsOut.reduce((a, g) => a + g.block_lb_fte, 0);
  const blockLbMin = roster.groups.reduce((a, g) => a + g.blockLowerBoundNewMinutes, 0);
  const block = lowerBoundCost(employees, results, params, newMin, blockLbMin);
  const blockRatio = blockLbFte > 1e-9 ? newFte / blockLbFte : newFte > 1e-9 ? null : 1;
  emit('Info', 'Calidad', qualityText(newFte, blockLbFte, blockRatio, block.gap), 'roster');
  return {
    new_fte: newFte,
    lb_fte: lbFte,
    ratio,
    total_cost: results.total_cost,
    lb_cost,
    cost_gap: gap,
    block_lb_fte: blockLbFte,
    block_ratio: blockRatio,
    block_lb_cost: block.lb_cost,
    block_cost_gap: block.gap,
    groups: groupsOut,
  };
}

/** Each worker's assignments as the output writes them, and its assigned minutes. */
function assignmentsByWorker(roster: Roster, jobByKey: Map<string, Job>) {
  const assignedByWorker = new Map<string, RosterAssignmentOut[]>();
  const assignedMin = new Map<string, number>();
  for (const a of roster.assignments) {
    const j = jobByKey.get(a.jobKey)!;
    const list = assignedByWorker.get(a.workerId) ?? [];
    list.push({
      job: a.jobKey,
      center_id: j.centerId,
      position_id: j.positionId,
      day: WEEKDAYS[a.day],
      time_ranges: a.segments.map((x) => ({ time_init: minutesToTime(x.start), time_end: minutesToTime(x.end) })),
      minutes: j.minutes,
    });
    assignedByWorker.set(a.workerId, list);
    assignedMin.set(a.workerId, (assignedMin.get(a.workerId) ?? 0) + j.minutes);
  }
  return { assignedByWorker, assignedMin };
}

/** Each surrogate's contracted, assigned and idle hours a week. */
function idleSurrogates(roster: Roster, assignedMin: Map<string, number>) {
  return roster.workers
    .filter((w) => w.kind === 'surrogate')
    .map((w) => ({
      id: w.id,
      name: w.name,
      contracted_hours: w.contractMinutes / 60,
      assigned_hours: (assignedMin.get(w.id) ?? 0) / 60,
      idle_hours: Math.max(0, w.contractMinutes - (assignedMin.get(w.id) ?? 0)) / 60,
    }));
}

/** New hires' FTE per group and position: their contract is the hours they get, block by block. */
function newHireFteByPosition(model: Model, roster: Roster, jobByKey: Map<string, Job>) {
  const newFteByPosition = new Map<string, number>();
  const newHires = new Map(roster.workers.filter((w) => w.kind === 'new').map((w) => [w.id, w]));
  for (const a of roster.assignments) {
    const w = newHires.get(a.workerId);
    if (!w) continue;
    const j = jobByKey.get(a.jobKey)!;
    const k = `${w.group}|${j.positionId}`;
    newFteByPosition.set(
      k,
      (newFteByPosition.get(k) ?? 0) + j.minutes / (model.agreements.get(w.agreementId)!.max_hours_per_week * 60),
    );
  }
  return newFteByPosition;
}

/** Each group's new hires' FTE against its lower bounds (by hours and by blocks), in total and per position. */
function groupBounds(model: Model, roster: Roster, jobByKey: Map<string, Job>) {
  const fullWeekOf = (centerId: string) => model.agreements.get(model.centerAgreement.get(centerId)!)!.max_hours_per_week * 60;
  const newFteByPosition = newHireFteByPosition(model, roster, jobByKey);
  return roster.groups.map((g) => {
    const lb = roster.lowerBound.get(g.group)!;
    let lbFte = 0;
    for (const [node, m] of lb.hours.perNode) lbFte += m / fullWeekOf(node.split('|')[0]);
    let blockLbFte = 0;
    for (const [node, m] of lb.blocks.perNode) blockLbFte += m / fullWeekOf(node.split('|')[0]);
    let newFte = 0;
    for (const w of roster.workers)
      if (w.group === g.group && w.kind === 'new')
        newFte += w.contractMinutes / (model.agreements.get(w.agreementId)!.max_hours_per_week * 60);
    const byPosition = new Map<string, GroupPositionBound>();
    const at = (node: string) => {
      const positionId = node.split('|')[1];
      let p = byPosition.get(positionId);
      if (!p)
        byPosition.set(
          positionId,
          (p = {
            position_id: positionId,
            new_fte: newFteByPosition.get(`${g.group}|${positionId}`) ?? 0,
            lb_fte: 0,
            block_lb_fte: 0,
          }),
        );
      return p;
    };
    for (const [node, m] of lb.hours.perNode) at(node).lb_fte += m / fullWeekOf(node.split('|')[0]);
    for (const [node, m] of lb.blocks.perNode) at(node).block_lb_fte += m / fullWeekOf(node.split('|')[0]);
    const positionsOut = [...byPosition.values()].sort((a, b) =>
      a.position_id < b.position_id ? -1 : a.position_id > b.position_id ? 1 : 0,
    );
    return { ...g, new_fte: newFte, lb_fte: lbFte, block_lb_fte: blockLbFte, positions: positionsOut };
  });
}

/** The demand's summary rows with the names of their centers and positions. */
function demandRows(doc: TenderDocumentT, demand: Demand, positions: Map<string, string>) {
  const centerNames = new Map(doc.centers.map((c) => [c.id, c.name]));
  return demand.summary.map((r: DemandSummaryRow) => ({
    center_id: r.centerId,
    center: centerNames.get(r.centerId) ?? r.centerId,
    position_id: r.positionId,
    position: positions.get(r.positionId) ?? r.positionId,
    weekly_hours: r.weeklyMinutes / 60,
    total_hours: r.totalMinutes / 60,
  }));
}
