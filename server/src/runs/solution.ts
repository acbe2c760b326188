/**
 * The stored solution of a simulation: the engine's output (without its events, which are rows of their own)
 * plus what the API and the workbook need to show it (names of centers, seniority dates). Parameter and social
 * security changes re-cost it in place with the engine's `recost`, without solving again.
 */
import { createHash } from 'node:crypto';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  buildCalendar,
  decodeTender,
  DEFAULT_DISABILITY_DISCOUNT_YEAR,
  markDisability,
  recost,
  type MaterialCostT,
  type RecostParameters,
  type SimulationOutput,
  type TenderDocumentT,
  type WorkerCost,
  bidParametersOf,
  PARAMETER_MESSAGES,
  repeatedCostIndexes,
  scoreParametersOf,
} from '@licita/domain';

export interface SolutionMeta {
  simulation_name: string;
  service_date_init: string;
  months: number;
  social_security: number;
  disability_discount_year: number;
  centers: Record<string, string>;
  /** surrogate worker id → beginning_year */
  seniority: Record<string, string | null>;
  /** the service calendar: months with their first and last day, holidays by center name */
  calendar?: { months: Array<{ month: number; from: string; to: string; days: number }>; holidays: Record<string, string[]> };
}

function calendarOf(doc: unknown): SolutionMeta['calendar'] {
  const decoded = decodeTender(doc);
  if (isLeft(decoded)) return undefined;
  const cal = buildCalendar(decoded.right);
  const months: NonNullable<SolutionMeta['calendar']>['months'] = [];
  for (const d of cal.days) {
    const m = months[d.month] ?? (months[d.month] = { month: d.month + 1, from: d.iso, to: d.iso, days: 0 });
    m.to = d.iso;
    m.days++;
  }
  const names = new Map(decoded.right.centers.map((c) => [c.id, c.name]));
  const holidays: Record<string, string[]> = {};
  for (const [id, c] of cal.byCenter) holidays[names.get(id) ?? id] = [...c.holidays].sort();
  return { months: months.filter(Boolean), holidays };
}

export type StoredOutput = Omit<SimulationOutput, 'events'> & { meta: SolutionMeta };

/**
 * The parts of an engine input document the solution's meta reads (a previous study's basics stand in for the
 * simulation). Read with defaults, as a document the engine refused gets a meta too.
 */
export interface DocumentNames {
  simulation?: {
    name?: string;
    service_date_init?: string | null;
    service_duration?: number | null;
    social_security?: number | null;
  } | null;
  parameters?: object | null;
  centers?: readonly Pick<TenderDocumentT['centers'][number], 'id' | 'name'>[] | null;
  subrogates?: readonly { id: string; beginning_year?: string | null }[] | null;
}

/** What the stored solution keeps of the input document (names, dates) beside the engine's output. */
export function metaOf(doc: DocumentNames, name: string, output: Pick<SimulationOutput, 'parameters'>): SolutionMeta {
  return {
    simulation_name: name,
    service_date_init: String(doc.simulation?.service_date_init ?? ''),
    months: Number(doc.simulation?.service_duration ?? output.parameters.months),
    social_security: Number(doc.simulation?.social_security ?? 0),
    disability_discount_year: Number(
      (doc.parameters && 'disability_discount_year' in doc.parameters ? doc.parameters.disability_discount_year : null) ??
        DEFAULT_DISABILITY_DISCOUNT_YEAR,
    ),
    centers: Object.fromEntries((doc.centers ?? []).map((c) => [c.id, c.name])),
    seniority: Object.fromEntries((doc.subrogates ?? []).map((s) => [`sub:${s.id}`, s.beginning_year ?? null])),
    calendar: calendarOf(doc),
  };
}

/** A stable uuid for an engine worker id (`sub:…`, `new:…`, `vac:…`). */
export function workerUuid(workerId: string): string {
  const h = createHash('sha1').update(`licita-worker:${workerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** The id the contract gives an engine worker: a surrogate's own id, a stable uuid otherwise. */
export function contractWorkerId(workerId: string, kind: string): string {
  return kind === 'surrogate' && workerId.startsWith('sub:') ? workerId.slice(4) : workerUuid(workerId);
}

const WEEKS_PER_MONTH = 365.25 / 12 / 7;

/**
 * `results.bounds`: both lower bounds and the new hires per center group and position (results stored before
 * the per-position figures existed give none). The group is named by its number, a lone center by its name.
 */
function contractBounds(out: Omit<SimulationOutput, 'events'>) {
  const positionNames = new Map(out.demand.map((d) => [d.position_id, d.position]));
  const centerNames: Record<string, string> =
    (out as Partial<StoredOutput>).meta?.centers ?? Object.fromEntries(out.demand.map((d) => [d.center_id, d.center]));
  const label = (group: string) =>
    group.startsWith('G') ? group.slice(1) : (centerNames[group.replace(/^C:/, '')] ?? group.replace(/^C:/, ''));
  return (out.lower_bound.groups ?? []).flatMap((g) =>
    (g.positions ?? []).map((p) => ({
      center_group: label(g.group),
      position_id: p.position_id,
      position: positionNames.get(p.position_id) ?? p.position_id,
      lb_fte: p.lb_fte,
      fte_new: p.new_fte,
      ratio: p.lb_fte > 1e-9 ? p.new_fte / p.lb_fte : null,
      block_lb_fte: p.block_lb_fte,
      block_ratio: p.block_lb_fte > 1e-9 ? p.new_fte / p.block_lb_fte : null,
    })),
  );
}

/** The `results` object of the contract (Results schema) from a stored output. */
export function contractResults(out: Omit<SimulationOutput, 'events'>): Record<string, unknown> {
  const r = out.results;
  const weeks = out.parameters.months * WEEKS_PER_MONTH;
  return {
    categories: r.categories,
    hiring_costs: r.hiring_costs,
    absenteeism_cost: r.absenteeism_cost,
    material_costs: r.material_costs,
    social_security: r.social_security,
    benefit: r.benefit,
    total_cost: r.total_cost,
    // budget and bid (docs/budget.md); a solution stored before them has none until it is re-costed
    ...(r.budget ? { overheads_cost: r.overheads_cost ?? 0, budget: r.budget } : {}),
    ...(r.bid ? { bid: r.bid } : {}),
    // the annual-hours method beside the roster (docs/engine.md); absent in solutions stored before it
    ...(r.conventional ? { conventional: r.conventional } : {}),
    // the minimum-wage floor and the premises (docs/premises.md); absent where none applies
    ...(r.smi_topups ? { smi_topups: r.smi_topups } : {}),
    ...(r.premises ? { premises: r.premises } : {}),
    // the employer's contributions line by line (docs/social-security.md); only in itemised mode
    ...(r.social_security_items ? { social_security_items: r.social_security_items } : {}),
    demand: out.demand,
    idle_surrogate_hours: {
      total: out.idle_surrogate_hours.total_weekly_hours * weeks,
      by_surrogate: out.idle_surrogate_hours.surrogates.map((s) => ({
        id: contractWorkerId(s.id, 'surrogate'),
        name: s.name ?? null,
        hours: s.idle_hours * weeks,
      })),
    },
    lower_bound_cost: out.lower_bound.lb_cost,
    cost_gap: out.lower_bound.cost_gap,
    // the block bound (docs/engine-model.md); results stored before it have neither figure
    block_lower_bound_cost: out.lower_bound.block_lb_cost ?? null,
    block_cost_gap: out.lower_bound.block_cost_gap ?? null,
    bounds: contractBounds(out),
    // weekly demand hours no worker was given (the blocks are named in Error events)
    uncovered_hours: Math.max(
      0,
      out.demand.reduce((a, d) => a + d.weekly_hours, 0) - out.roster.workers.reduce((a, w) => a + w.assigned_hours, 0),
    ),
    // why the staffing is what it is (a solution stored before them has none)
    ...(out.explanations
      ? {
          explanations: out.explanations.map((e) => ({
            center_group: e.center_group,
            position_id: e.position_id,
            position: e.position,
            items: e.items.map((i) => ({
              code: i.code,
              rules: i.rules,
              message: i.message,
              numbers: i.numbers,
              worker: i.worker,
            })),
          })),
        }
      : {}),
  };
}

/** Rows of `GET /solution/{id}/parameters/employees`: surrogates first, then new hires and substitutes. */
export function solutionEmployees(out: Pick<StoredOutput, 'employees' | 'meta'>) {
  const order = { surrogate: 0, new: 1, substitute: 2 } as const;
  const centersOf = (w: WorkerCost) => (Object.keys(w.center_wages).length ? Object.keys(w.center_wages) : [w.center_id]);
  return [...out.employees]
    .sort((a, b) => order[a.kind] - order[b.kind])
    .map((w) => ({
      id: contractWorkerId(w.id, w.kind),
      worker_id: w.id,
      name: w.name,
      kind: w.kind,
      category: w.category,
      centers: centersOf(w).map((c) => out.meta.centers[c] ?? c),
      weekly_hours: w.weekly_hours,
      fte: w.fte,
      seniority_date:
        w.kind === 'surrogate' ? (out.meta.seniority[w.id] ?? null) : w.kind === 'new' ? out.meta.service_date_init : null,
      salary: w.salary,
      pluses: w.pluses,
      social_security: w.social_security,
      social_security_activate: w.social_security_activate,
      total_cost: w.salary + w.social_security,
    }));
}

/** Re-costs with new absenteeism, benefit, materials and social security mode (the roster and wages stay). */
export function recostParameters(out: StoredOutput, p: RecostParameters): StoredOutput {
  const next = recost(out, {
    service_date_init: out.meta.service_date_init || undefined,
    disability_discount_year: out.meta.disability_discount_year,
    ...p,
  });
  return { ...next, meta: out.meta };
}

/** Marks or unmarks new hires for the disability discount (the domain's `markDisability`); then the totals follow. */
export function recostSocialSecurity(out: StoredOutput, marks: Map<string, boolean>): StoredOutput {
  const employees = out.employees.map((w) => {
    const activate = w.kind === 'new' ? marks.get(workerUuid(w.id)) : undefined;
    return activate === undefined ? w : markDisability(w, activate, out.parameters.months, out.meta.disability_discount_year);
  });
  const next = recost({ ...out, employees }, {});
  return { ...next, meta: out.meta };
}

/** The parameters a solution is costed with, as `GET …/parameters` answers them. */
export function solutionParameters(out: Pick<StoredOutput, 'parameters' | 'meta'>) {
  const p = out.parameters;
  const costs = p.material_costs.map((m) => ({
    id: m.id,
    center_id: m.center_id ?? null,
    center_name: m.center_id ? (out.meta.centers[m.center_id] ?? null) : null,
    name: m.name,
    type: m.cost_type,
    amount: m.amount,
    number_of_units: m.number_of_units ?? null,
    months_to_apply: m.months_to_apply ?? null,
  }));
  // 'Todos los centros' first
  costs.sort((a, b) => (a.center_id === null ? 0 : 1) - (b.center_id === null ? 0 : 1));
  return {
    absenteeism_rate: p.absenteeism_rate,
    benefit: p.benefit,
    ...bidParametersOf(p),
    ...scoreParametersOf(p),
    social_security_mode: p.social_security_mode ?? 'flat',
    at_ep_percent: p.social_security_mode === 'itemised' ? (p.at_ep_percent ?? null) : null,
    material_costs: costs,
  };
}

/** An other cost changed by 'Modificar parámetros' (matched by id). */
export interface MaterialUpdate {
  id: string;
  amount: number;
  number_of_units?: number | null;
  months_to_apply?: number | null;
}

/** The first bad material change ('Valor incorrecto', 'Valor requerido', a cost sent twice or of another owner), or null. */
export function materialUpdateProblem(
  stored: readonly MaterialCostT[],
  updates: readonly MaterialUpdate[],
  ownerName: string,
): { message: string; field: string } | null {
  const byId = new Map(stored.map((m) => [m.id, m]));
  const repeated = new Set(repeatedCostIndexes(updates));
  for (const [i, m] of updates.entries()) {
    const prev = byId.get(m.id);
    const missing = (v: unknown) => v === null || v === undefined;
    if (!prev)
      return {
        message: `Error al procesar los datos introducidos: el coste no pertenece a ${ownerName}`,
        field: `material_costs[${i}].id`,
      };
    if (repeated.has(i))
      return { message: `${PARAMETER_MESSAGES.repeatedCost} (fila ${i + 1})`, field: `material_costs[${i}].id` };
    if (prev.cost_type === 'SALARY_PERCENT' && (m.amount < 0 || m.amount > 100))
      return { message: 'Valor incorrecto', field: `material_costs[${i}].amount` };
    if (prev.cost_type === 'MONTHLY_UNIT_COST' && missing(m.number_of_units))
      return { message: 'Valor requerido', field: `material_costs[${i}].number_of_units` };
    if ((prev.cost_type === 'MONTHLY_UNIT_COST' || prev.cost_type === 'MONTHLY_AMOUNT') && missing(m.months_to_apply))
      return { message: 'Valor requerido', field: `material_costs[${i}].months_to_apply` };
  }
  return null;
}

/** Every stored cost stays; those sent change amount, and units and months where their type uses them. */
export function applyMaterialUpdates(stored: readonly MaterialCostT[], updates: readonly MaterialUpdate[]): MaterialCostT[] {
  const byId = new Map(updates.map((m) => [m.id, m]));
  return stored.map((m) => {
    const u = byId.get(m.id);
    if (!u) return m;
    const uses = (t: string) => m.cost_type === t;
    return {
      ...m,
      amount: u.amount,
      number_of_units: uses('MONTHLY_UNIT_COST') ? (u.number_of_units ?? null) : null,
      months_to_apply: uses('MONTHLY_UNIT_COST') || uses('MONTHLY_AMOUNT') ? (u.months_to_apply ?? null) : null,
    };
  });
}
