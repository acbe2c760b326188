/**
 * Demo data of a run for the in-memory fake (tests, Storybook): the workers of a small solved simulation, its
 * parameters and progress events. Its totals are the domain engine's (`aggregateResults`, as the server's re-costing
 * does): the fake only says which workers and parameters it holds, never how they add up.
 */
import {
  aggregateResults,
  bidParametersOf,
  scoreParametersOf,
  WEEKDAY_NAMES,
  type CostParams,
  type Results,
  type RosterShift,
  type WeeklyRosterWorker,
  type SimulationEvent,
  type SolutionEmployee,
  type SolutionParameters,
  type StaffingExplanationRead,
  type WorkerCost,
  PROGRESS_TITLES,
  ROSTER_VALID,
  RUN_MESSAGES,
} from '@licita/domain';

/** A demo cost the demo run's parameters and the workspace's catalogue (agreements' fake) both hold. */
export const CLEANING_PRODUCTS = 'Productos de limpieza';

export const DEMO_MONTHS = 12;
export const DEMO_SERVICE_START = '2026-01-01';
/** Social security over wages, of the demo's stored workers. */
const SS_RATE = 0.34;
/** The demo agreements' full week (fte = weekly hours / it). */
const FULL_WEEK_HOURS = 40;
const WEEKS_PER_MONTH = 365.25 / 12 / 7;

const worker = (
  n: number,
  name: string,
  kind: SolutionEmployee['kind'],
  category: string,
  centers: string[],
  weekly_hours: number,
  seniority_date: string | null,
  salary: number,
  pluses: number,
): SolutionEmployee => {
  const social_security = Math.round(salary * SS_RATE * 100) / 100;
  return {
    id: `w-${n}`,
    name,
    kind,
    category,
    centers,
    weekly_hours,
    fte: weekly_hours / FULL_WEEK_HOURS,
    seniority_date,
    salary,
    pluses,
    social_security,
    social_security_activate: false,
    total_cost: salary + social_security,
  };
};

const COLEGIO = 'Colegio Santa Teresa';
const POLIDEPORTIVO = 'Polideportivo Norte';
const CLEANER = 'Limpiador/a';
/** The new hires' seniority date (the service's start). */
const HIRED = '2025-01-01';

/** Surrogates first, then new hires (named as the engine names them) and vacation substitutes (as the server answers them). */
export function demoWorkers(): SolutionEmployee[] {
  return [
    worker(1, 'María López', 'surrogate', CLEANER, [COLEGIO], 30, '2010-03-01', 15200.4, 820.1),
    worker(2, 'José García', 'surrogate', CLEANER, [POLIDEPORTIVO], 20, '1988-09-15', 10450, 410),
    worker(3, 'Limpiador/a (nueva contratación 1)', 'new', CLEANER, [COLEGIO], 40, HIRED, 18250, 1250),
    worker(4, 'Limpiador/a (nueva contratación 2)', 'new', CLEANER, [COLEGIO, POLIDEPORTIVO], 25, HIRED, 11406.25, 781.25),
    worker(5, 'Cristalero/a (nueva contratación 3)', 'new', 'Cristalero/a', [POLIDEPORTIVO], 8, HIRED, 3900, 120),
    worker(6, 'Sustitución Limpiador/a 1', 'substitute', CLEANER, [COLEGIO], 6.2, null, 2830, 0),
  ];
}

const CENTER_IDS: Record<string, string> = {
  [COLEGIO]: 'c-1',
  [POLIDEPORTIVO]: 'c-2',
  'Biblioteca Municipal': 'c-3',
  'Centro Cívico Sur': 'c-4',
};
const POSITION_IDS: Record<string, string> = { Limpieza: 'p-1', Cristalería: 'p-2' };

/** A range of the roster; `hours` from the times (an end ≤ start ends the next day). */
function range(center: string, position: string, time_init: string, time_end: string): RosterShift {
  const min = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));
  const span = (min(time_end) - min(time_init) + 24 * 60) % (24 * 60) || 24 * 60;
  return {
    center_id: CENTER_IDS[center] ?? center,
    center,
    position_id: POSITION_IDS[position] ?? position,
    position,
    time_init,
    time_end,
    hours: span / 60,
  };
}

type Week = WeeklyRosterWorker['week'];
/** A week from day letters (L M X J V S D) to ranges. */
function weekOf(days: Partial<Record<'L' | 'M' | 'X' | 'J' | 'V' | 'S' | 'D', RosterShift[]>>): Week {
  const letters = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;
  return Object.fromEntries(WEEKDAY_NAMES.map((d, i) => [d, days[letters[i]!] ?? []])) as Week;
}

/** The same range from Monday to Friday. */
const mondayToFriday = (shift: RosterShift): Week => weekOf({ L: [shift], M: [shift], X: [shift], J: [shift], V: [shift] });

function rosterWorker(w: SolutionEmployee, week: Week): WeeklyRosterWorker {
  const shifts = WEEKDAY_NAMES.flatMap((d) => week[d]);
  const byCenter = new Map<string, number>();
  for (const s of shifts) byCenter.set(s.center, (byCenter.get(s.center) ?? 0) + s.hours);
  return {
    id: w.id,
    name: w.name,
    kind: w.kind === 'surrogate' ? 'surrogate' : 'new',
    category: w.category,
    centers: [...byCenter].sort((a, b) => b[1] - a[1]).map(([c]) => c),
    weekly_hours: w.weekly_hours,
    assigned_hours: shifts.reduce((a, s) => a + s.hours, 0),
    week,
  };
}

/** The weekly roster of the demo workers (the vacation substitute has none): each adds up to its weekly hours. */
export function demoRoster(workers: readonly SolutionEmployee[] = demoWorkers()): WeeklyRosterWorker[] {
  const col = (a: string, b: string) => range(COLEGIO, 'Limpieza', a, b);
  const poli = (a: string, b: string, position = 'Limpieza') => range(POLIDEPORTIVO, position, a, b);
  const weeks: Record<string, Week> = {
    'w-1': mondayToFriday(col('07:00', '13:00')),
    'w-2': mondayToFriday(poli('16:00', '20:00')),
    'w-3': mondayToFriday(col('07:00', '15:00')),
    'w-4': weekOf({
      L: [col('15:00', '20:00')],
      M: [poli('08:00', '13:00')],
      X: [col('15:00', '20:00')],
      J: [poli('08:00', '13:00')],
      V: [col('15:00', '20:00')],
    }),
    'w-5': weekOf({ S: [poli('08:00', '12:00', 'Cristalería')], D: [poli('22:00', '02:00', 'Cristalería')] }),
  };
  return workers.filter((w) => weeks[w.id]).map((w) => rosterWorker(w, weeks[w.id]!));
}

/** A long roster (the many-workers story): `n` workers over four centers and two categories, mornings and nights. */
export function manyRosterWorkers(n: number): WeeklyRosterWorker[] {
  const centers = Object.keys(CENTER_IDS);
  const slots: [string, string][] = [
    ['06:00', '14:00'],
    ['14:00', '22:00'],
    ['22:00', '06:00'],
    ['08:00', '12:00'],
  ];
  return Array.from({ length: n }, (_, i) => {
    const glass = i % 5 === 4;
    const center = centers[i % centers.length]!;
    const [a, b] = slots[i % slots.length]!;
    const other = centers[(i + 1) % centers.length]!;
    const r = (c: string) => range(c, glass ? 'Cristalería' : 'Limpieza', a, b);
    const days =
      i % 3 === 0
        ? { L: [r(center)], M: [r(center)], X: [r(center)], J: [r(other)], V: [r(other)] }
        : { M: [r(center)], X: [r(center)], J: [r(center)], V: [r(center)], S: [r(center)] };
    const hours = 5 * r(center).hours;
    const category = glass ? 'Cristalero/a' : CLEANER;
    const surrogate = i < n / 4;
    const name = surrogate ? `Subrogado/a ${i + 1}` : `${category} (nueva contratación ${i + 1})`;
    const w = worker(100 + i, name, surrogate ? 'surrogate' : 'new', category, [center], hours, null, hours * 450, 0);
    return rosterWorker(w, weekOf(days));
  });
}

type MaterialCost = SolutionParameters['material_costs'][number];
/** An other cost of the demo run, at a center or at all (`center` null). */
const cost = (
  n: number,
  center: string | null,
  name: string,
  type: MaterialCost['type'],
  amount: number,
  number_of_units: number | null,
  months_to_apply: number | null,
): MaterialCost => ({
  id: `oc-${n}`,
  center_id: center === null ? null : CENTER_IDS[center]!,
  center_name: center,
  name,
  type,
  amount,
  number_of_units,
  months_to_apply,
});

export function demoParameters(): SolutionParameters {
  return {
    absenteeism_rate: 3,
    benefit: 5,
    ...bidParametersOf({}),
    ...scoreParametersOf({}),
    material_costs: [
      cost(1, null, 'Maquinaria', 'SALARY_PERCENT', 3, null, null),
      cost(2, COLEGIO, 'Fregonas', 'MONTHLY_UNIT_COST', 2.5, 10, 12),
      cost(3, POLIDEPORTIVO, 'Uniformes', 'AMOUNT_BY_WORKER', 60, null, null),
      cost(4, null, CLEANING_PRODUCTS, 'MONTHLY_AMOUNT', 300, null, 12),
    ],
  };
}

/**
 * The workers as the engine's cost lines (what the server stores): each center's share of the wage, the hours of the
 * service, the discount already taken off the social security (`gross` by worker id, as the fake keeps it).
 */
export function engineWorkers(
  workers: readonly SolutionEmployee[],
  months = DEMO_MONTHS,
  gross: Record<string, number> = {},
): WorkerCost[] {
  return workers.map((w) => {
    const centers = w.centers.length ? w.centers.map((c) => CENTER_IDS[c] ?? c) : [''];
    return {
      id: w.id,
      name: w.name,
      kind: w.kind,
      category_id: w.category,
      category: w.category,
      center_id: centers[0]!,
      group: centers[0]!,
      weekly_hours: w.weekly_hours,
      fte: w.fte,
      hours: w.weekly_hours * WEEKS_PER_MONTH * months,
      base_salary: w.salary - w.pluses,
      seniority: 0,
      pluses: w.pluses,
      salary: w.salary,
      social_security: w.social_security,
      social_security_activate: w.social_security_activate,
      social_security_discount: Math.max(0, (gross[w.id] ?? w.social_security) - w.social_security),
      center_wages: Object.fromEntries(centers.map((c) => [c, w.salary / centers.length])),
      headcount: w.kind !== 'substitute',
    };
  });
}

/** The engine's cost parameters of a solution's parameters (absenteeism covers every absence: substitution 100 %). */
export function engineParameters(p: SolutionParameters, months = DEMO_MONTHS): CostParams {
  return {
    months,
    social_security: SS_RATE * 100,
    absenteeism_rate: p.absenteeism_rate,
    substitution_percentage: 100,
    benefit: p.benefit,
    material_costs: p.material_costs.map((m) => ({
      id: m.id,
      name: m.name,
      cost_type: m.type,
      amount: m.amount,
      center_id: m.center_id,
      number_of_units: m.number_of_units,
      months_to_apply: m.months_to_apply,
    })),
    service_date_init: DEMO_SERVICE_START,
    ...bidParametersOf(p),
    ...scoreParametersOf(p),
  };
}

/** The results of the workers under the parameters: the domain engine's, in the contract's shape (as the server answers them). */
export function costResults(workers: readonly SolutionEmployee[], p: SolutionParameters, months = DEMO_MONTHS): Results {
  const { results } = aggregateResults(engineWorkers(workers, months), engineParameters(p, months));
  // the demo answers the roster's totals only: no conventional method, minimum-wage complements or premises
  const { bid, conventional, smi_topups, premises, ...costs } = results;
  return {
    ...costs,
    ...(bid ? { bid } : {}),
    uncovered_hours: 0,
    explanations: demoExplanations(),
  };
}

/** Why the demo staffing is what it is, as the engine words it (docs/engine.md, explanations). */
export function demoExplanations(): StaffingExplanationRead[] {
  return [
    {
      center_group: '1',
      position_id: 'p-1',
      position: 'Limpieza',
      items: [
        {
          code: 'idle_surrogate',
          rules: ['daily_max', 'no_demand'],
          message:
            'María López queda 6 h semanales sin trabajo: el convenio limita la jornada a 9 h diarias y no hay más demanda de Limpieza en su agrupación.',
          numbers: { idle_hours: 6, contracted_hours: 30, assigned_hours: 24, blocks_tested: 5, max_day_hours: 9 },
          worker: 'María López',
        },
        {
          code: 'part_time_hire',
          rules: ['rest_between_days'],
          message:
            'Las 65 h semanales de Limpieza que no cubren los subrogados se reparten en 2 contrataciones (40 h y 25 h): el convenio exige 12 h de descanso entre jornadas.',
          numbers: { hires: 2, hours: 65, hires_by_hours: 2, smallest_hire_hours: 25, full_week_hours: 40, rest_hours: 12 },
          worker: null,
        },
      ],
    },
    {
      center_group: 'Polideportivo Norte',
      position_id: 'p-2',
      position: 'Cristalería',
      items: [
        {
          code: 'part_time_hire',
          rules: ['hours_left'],
          message:
            'Cristalero/a (nueva contratación 3) se contrata a tiempo parcial (8 h de 40 h semanales): la demanda de Cristalería no llega a una jornada completa.',
          numbers: { hours: 8, full_week_hours: 40 },
          worker: 'Cristalero/a (nueva contratación 3)',
        },
      ],
    },
  ];
}

const at = (start: number, s: number) => new Date(start + s * 1000).toISOString();

/** The events of a run so far: 'running' stops after the demand, 'solved' goes to 'Fin', 'error' fails with uncovered demand. */
export function demoEvents(kind: 'running' | 'solved' | 'error', start: number): SimulationEvent[] {
  let n = 0;
  const e = (
    s: number,
    type_info: SimulationEvent['type_info'],
    title: string,
    description: string,
    group: string | null,
  ): SimulationEvent => ({
    id: `ev-${++n}`,
    created: at(start, s),
    title,
    description,
    type_info,
    group,
  });
  const first = [
    e(0, 'Info', RUN_MESSAGES.launched, 'La simulación está en cola; empezará en cuanto haya un proceso libre', 'data'),
    e(1, 'Info', PROGRESS_TITLES.loaded, '2 centros, 1 turno, 1 tarea, 2 subrogados/as, 4 otros costes', 'data'),
    e(1, 'Debug', PROGRESS_TITLES.data, 'Documento de entrada validado (versión 1)', 'data'),
    e(2, 'Info', PROGRESS_TITLES.calendar, '365 días de servicio desde el 01/01/2025 (12 meses)', 'calendar'),
    e(2, 'Debug', PROGRESS_TITLES.calendar, 'Colegio Santa Teresa (Ávila): 14 festivos', 'calendar'),
    e(3, 'Info', PROGRESS_TITLES.workload, '83,50 h semanales, 4.356,00 h en todo el servicio', 'demand'),
    e(3, 'Debug', 'Demanda', 'Limpieza de cristales (Polideportivo Norte): 3,5 h cada sábado', 'demand'),
  ];
  if (kind === 'running') return first;
  // the one center group's roster, solved or not
  const roster = (description: string) => e(4, 'Debug', 'Cuadrante de agrupación 1', description, 'roster');
  if (kind === 'error')
    return [
      ...first,
      roster('0 trabajadores/as: nadie puede cubrir la demanda; calculado en 0,21 s'),
      e(
        5,
        'Error',
        PROGRESS_TITLES.uncovered,
        'Turno: centro Colegio Santa Teresa, puesto Limpieza, lunes 06:00-16:00 (10 h): ningún trabajador válido puede hacerlo (límites del convenio o puesto sin categoría)',
        'G1',
      ),
      e(6, 'Error', PROGRESS_TITLES.end, 'Simulación con error: no se pudo cubrir ninguna demanda en 6,02 s', 'data'),
    ];
  return [
    ...first,
    roster(
      '5 trabajadores/as; plantilla óptima demostrada; nuevas contrataciones 73,00 h semanales (mínimo posible 73,00 h); calculado en 0,41 s',
    ),
    e(
      5,
      'Info',
      PROGRESS_TITLES.staff,
      'Plantilla óptima demostrada: 2 subrogados/as, 3 nuevas contrataciones con turno fijo y 1 persona para sustituciones',
      'roster',
    ),
    e(5, 'Debug', PROGRESS_TITLES.validation, ROSTER_VALID, 'validation'),
    e(6, 'Info', PROGRESS_TITLES.costs, 'Costes calculados para 12 meses', 'costs'),
    e(7, 'Info', PROGRESS_TITLES.end, 'Simulación resuelta en 7,31 s', 'data'),
  ];
}
