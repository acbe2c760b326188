/**
 * Deterministic generator of realistic cleaning tenders for the engine benchmark (docs/performance.md).
 * Same size and seed → same document, byte for byte.
 *
 * Shape: centers in localities of several autonomous communities, most of them in groups of 4–6 centers;
 * one agreement with three categories (Limpiador/a, Especialista, Peón) and the usual pluses; per center a
 * mix of morning, afternoon, part-time, split and night shifts and daily, weekly and monthly tasks; surrogates
 * with part- and full-time contracts at most centers.
 */
export type BenchSize = 'S' | 'M' | 'L' | 'XL';

export const BENCH_SIZES: Record<BenchSize, { centers: number; surrogates: number; items: number }> = {
  S: { centers: 1, surrogates: 2, items: 2 },
  M: { centers: 20, surrogates: 60, items: 150 },
  L: { centers: 200, surrogates: 800, items: 2000 },
  XL: { centers: 1000, surrogates: 4000, items: 10000 },
};

/** A small seeded random number generator: the same seed gives the same stream of numbers in [0, 1). */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REGIONS = ['ES-MD', 'ES-CT', 'ES-AN', 'ES-VC', 'ES-GA', 'ES-CL', 'ES-PV', 'ES-AR'];
const MON_FRI = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const MON_SAT = [...MON_FRI, 'saturday'];
const WEEKEND = ['saturday', 'sunday'];
const ALL = [...MON_SAT, 'sunday'];

interface ShiftTemplate {
  type: string;
  times: Array<[string, string]>;
  days: string[];
  pos: string;
  holidays?: 'F' | 'AF';
}

const SHIFTS: ShiftTemplate[] = [
  { type: 'morning', times: [['06:00', '14:00']], days: MON_FRI, pos: 'pos-limp' },
  { type: 'morning', times: [['07:00', '11:00']], days: MON_SAT, pos: 'pos-limp' },
  { type: 'afternoon', times: [['14:00', '22:00']], days: MON_FRI, pos: 'pos-limp' },
  { type: 'afternoon', times: [['17:00', '21:00']], days: MON_FRI, pos: 'pos-limp', holidays: 'AF' },
  {
    type: 'split',
    times: [
      ['06:00', '09:00'],
      ['18:00', '21:00'],
    ],
    days: MON_FRI,
    pos: 'pos-limp',
  },
  { type: 'morning', times: [['08:00', '14:00']], days: WEEKEND, pos: 'pos-limp', holidays: 'F' },
  { type: 'night', times: [['22:00', '06:00']], days: MON_FRI, pos: 'pos-limp' },
  { type: 'morning', times: [['08:00', '13:00']], days: ['monday', 'wednesday', 'friday'], pos: 'pos-crist' },
  { type: 'morning', times: [['06:00', '12:00']], days: ALL, pos: 'pos-peon', holidays: 'F' },
  { type: 'afternoon', times: [['15:00', '20:00']], days: MON_FRI, pos: 'pos-peon' },
];

/** The random stream of one tender, with the two draws the generator makes of it. */
interface BenchRandom {
  rnd: () => number;
  pick: <T>(xs: readonly T[]) => T;
  int: (a: number, b: number) => number;
}

function benchRandom(seed: number): BenchRandom {
  const rnd = mulberry32(seed);
  return {
    rnd,
    pick: (xs) => xs[Math.floor(rnd() * xs.length)],
    int: (a, b) => a + Math.floor(rnd() * (b - a + 1)),
  };
}

type DayPrice = { price_hour: number } | { price_day: number };

/**
 * A category of the bench agreement: 2.5 a day worked plus `perMonth` a month, a night plus (22:00–06:00) when
 * `night` is given, its Sunday and holiday prices, no free days, no seniority rule of its own.
 */
function benchCategory(
  id: string,
  name: string,
  [salaryYear, baseSalaryYear]: [number, number],
  perMonth: number,
  night: number | null,
  sunday: DayPrice,
  holiday: DayPrice,
) {
  return {
    id,
    professional_category: name,
    salary_year: salaryYear,
    base_salary_year: baseSalaryYear,
    fixed_pluses: { price_day_worked: 2.5, price_month_worked: perMonth, price_year_worked: 0 },
    pluses_by_schedule: night === null ? [] : [{ time_init: '22:00', time_end: '06:00', price_hour: night }],
    pluses_by_weekday: [
      { day: 'sunday', ...sunday },
      { day: 'holiday', ...holiday },
    ],
    free_days: 0,
    seniority_bonus: null,
  };
}

/** The one agreement of every bench tender: three categories and the usual pluses. */
function benchAgreement() {
  return {
    id: 'agr-1',
    name: 'Convenio de limpieza de edificios y locales',
    start_year: 2025,
    end_year: 2028,
    salary_year: 2026,
    max_hours_per_day: 9,
    max_hours_per_week: 39,
    max_hours_per_month: null,
    max_hours_per_year: 1764,
    max_sections_planned_day: 2,
    rest_hours_between_shifts: 12,
    consecutive_rest_days: 1.5,
    free_day_available: 2,
    holiday_days: 31,
    holiday_days_types: 'naturales',
    seniority_bonus: [{ fixed_annual: null, period_bonus: 3, max_seniority: null, max_percent: 30, percent_over_salary: 3 }],
    annual_increment: [
      { year: 2027, increment: 2.5 },
      { year: 2028, increment: 2 },
    ],
    categories: [
      benchCategory('cat-limp', 'Limpiador/a', [17800, 15200], 0, 1.6, { price_hour: 2.2 }, { price_hour: 3 }),
      benchCategory('cat-esp', 'Especialista', [19400, 16500], 20, 1.8, { price_hour: 2.5 }, { price_hour: 3.2 }),
      benchCategory('cat-peon', 'Peón', [17200, 14800], 0, null, { price_day: 18 }, { price_day: 25 }),
    ],
  };
}

/** Which positions each category may fill (a new object per tender: callers may change theirs). */
const categoryPositions = () => ({
  disabled: false,
  categories: [
    { id: 'cat-limp', name: 'Limpiador/a', positions: [{ id: 'pos-limp', name: 'Limpieza' }] },
    {
      id: 'cat-esp',
      name: 'Especialista',
      positions: [
        { id: 'pos-crist', name: 'Cristalero' },
        { id: 'pos-limp', name: 'Limpieza' },
      ],
    },
    { id: 'cat-peon', name: 'Peón', positions: [{ id: 'pos-peon', name: 'Peón' }] },
  ],
});

/** One locality per five centers, in turns over the regions, each with two local holidays. */
function benchLocalities(centers: number) {
  return Array.from({ length: Math.max(1, Math.ceil(centers / 5)) }, (_, i) => ({
    id: `loc-${i}`,
    name: `Localidad ${i}`,
    region: REGIONS[i % REGIONS.length],
    local_holidays: [
      `2027-0${1 + (i % 9)}-${String(10 + (i % 18)).padStart(2, '0')}`,
      `2027-09-${String(1 + (i % 28)).padStart(2, '0')}`,
    ],
  }));
}

/** The centers, in groups of 4–6; every fifth center stands alone. */
function benchCenters(count: number, { pick, int }: BenchRandom): Array<Record<string, unknown>> {
  const centers: Array<Record<string, unknown>> = [];
  let group = 1;
  let left = 0;
  for (let i = 0; i < count; i++) {
    let g: number | null = null;
    if (count > 1 && i % 5 !== 4) {
      if (left === 0) {
        group++;
        left = int(4, 6);
      }
      g = group;
      left--;
    }
    centers.push({
      id: `cen-${i}`,
      name: `Centro ${i}`,
      municipality_id: `loc-${Math.floor(i / 5)}`,
      agreement_id: 'agr-1',
      center_group: g,
      vacation_coverage: pick([0, 50, 100, 100]),
    });
  }
  return centers;
}

/** The `k`-th item as a fixed shift of template `t`. */
function benchShift(k: number, center: string, t: ShiftTemplate, small: boolean, { rnd, pick }: BenchRandom) {
  return {
    id: `shift-${k}`,
    center_id: center,
    position_id: t.pos,
    number_of_workers: small ? 1 : pick([1, 1, 1, 2, 2, 3]),
    shift_type: t.type,
    shift_times: t.times.map(([a, b]) => ({ time_init: a, time_end: b })),
    weekdays_working: t.days,
    work_in_holidays: t.holidays === 'F',
    weekday_work_in_holidays: t.holidays === 'AF',
    exists_period_without_work: false,
    periods_without_work: rnd() < 0.1 ? [{ date_init: '2027-08-01', date_end: '2027-08-31' }] : [],
  };
}

const TASK_FREQUENCIES = [
  { period_type: 'fixed_period', period: 'day', amount: 1 },
  { period_type: 'fixed_period', period: 'day', amount: 1 },
  { period_type: 'repeated_x_times_over_period', period: 'day', amount: 2 },
  { period_type: 'fixed_period', period: 'week', amount: 1 },
  { period_type: 'repeated_x_times_over_period', period: 'week', amount: 2 },
  { period_type: 'fixed_period', period: 'month', amount: 1 },
  { period_type: 'repeated_over_x_period', period: 'week', amount: 2 },
];

/** The `k`-th item as an hourly task. */
function benchTask(k: number, center: string, { rnd, pick, int }: BenchRandom) {
  const kind = pick(TASK_FREQUENCIES);
  const slotStart = pick([null, 7, 9, 15]);
  return {
    id: `task-${k}`,
    center_id: center,
    position_id: pick(['pos-limp', 'pos-crist', 'pos-peon']),
    name: pick(['Cristales', 'Abrillantado', 'Vaciado de papeleras', 'Limpieza de aseos', 'Garaje']),
    work_in_holidays: false,
    weekday_work_in_holidays: false,
    number_of_workers: rnd() < 0.2 ? 2 : null,
    weekdays: pick([MON_FRI, MON_SAT, ['monday', 'thursday'], ['tuesday']]),
    work_time: { hours: int(0, 3), minutes: pick([0, 15, 30, 45]) || 30 },
    frequency: kind,
    periods_without_work: [],
    periods_with_work: [],
    recommended_time_slot:
      slotStart === null
        ? null
        : { time_init: `${String(slotStart).padStart(2, '0')}:00`, time_end: `${String(slotStart + 4).padStart(2, '0')}:00` },
    fill_complete_time_slot: false,
  };
}

/** Shifts and tasks, spread over the centers (items per center ≈ items / centers); size S has two fixed shifts. */
function benchWork(spec: { centers: number; items: number }, small: boolean, random: BenchRandom) {
  const shifts: Array<Record<string, unknown>> = [];
  const tasks: Array<Record<string, unknown>> = [];
  for (let k = 0; k < spec.items; k++) {
    const center = `cen-${k % spec.centers}`;
    const isTask = spec.items > 2 && random.rnd() < 0.3;
    if (isTask) tasks.push(benchTask(k, center, random));
    else shifts.push(benchShift(k, center, small ? SHIFTS[k === 0 ? 0 : 3] : random.pick(SHIFTS), small, random));
  }
  return { shifts, tasks };
}

/** Surrogates at most centers (every 23rd at none), with part- and full-time contracts. */
function benchSurrogates(spec: { centers: number; surrogates: number }, small: boolean, { rnd, pick, int }: BenchRandom) {
  return Array.from({ length: spec.surrogates }, (_, i) => ({
    id: `sub-${i}`,
    name: `Subrogado/a ${i}`,
    center_id: i % 23 === 22 ? null : `cen-${i % spec.centers}`,
    category_id: small ? 'cat-limp' : pick(['cat-limp', 'cat-limp', 'cat-limp', 'cat-esp', 'cat-peon']),
    value_metric_working_day: 'FIXED',
    working_day_fixed: small ? [20, 15][i % 2] : pick([15, 20, 20, 25, 30, 39, 39]),
    salary_year: rnd() < 0.1 ? 21000 : null,
    annual_bonuses: rnd() < 0.2 ? 300 : 0,
    beginning_year: `${int(1995, 2026)}-${String(int(1, 12)).padStart(2, '0')}-01`,
  }));
}

/** The other costs: a percentage of salaries, a per-worker amount, machines (one per ten centers) and supervision. */
function benchMaterialCosts(centers: number) {
  const cost = (id: string, name: string, cost_type: string, amount: number, months: number | null, units: number | null) => ({
    id,
    name,
    cost_type,
    amount,
    months_to_apply: months,
    number_of_units: units,
    center_id: null,
  });
  return [
    cost('mat-1', 'Productos y útiles de limpieza', 'SALARY_PERCENT', 2.5, null, null),
    cost('mat-2', 'Uniformes y EPIs', 'AMOUNT_BY_WORKER', 120, null, null),
    cost('mat-3', 'Fregadoras', 'MONTHLY_UNIT_COST', 85, 24, Math.max(1, Math.round(centers / 10))),
    cost('mat-4', 'Supervisión', 'MONTHLY_AMOUNT', 450, 24, null),
  ];
}

/** `size`: one of the benchmark's sizes, or a spread of its own (bench:documents' 300 centers). */
/** A bench tender's name: "Banco de pruebas M", "Banco de pruebas 400 centros". */
export const benchName = (what: string) => `Banco de pruebas ${what}`;

export function generateTender(size: BenchSize | (typeof BENCH_SIZES)[BenchSize], seed = 20270101): Record<string, unknown> {
  const spec = typeof size === 'string' ? BENCH_SIZES[size] : size;
  const small = size === 'S';
  const random = benchRandom(seed + spec.centers * 7919);
  // drawn in this order from one stream: the centers, then the work, then the surrogates
  const centers = benchCenters(spec.centers, random);
  const { shifts, tasks } = benchWork(spec, small, random);
  const surrogates = benchSurrogates(spec, small, random);
  return {
    simulation: {
      name: benchName(typeof size === 'string' ? size : `${spec.centers} centros`),
      service_date_init: '2027-01-01',
      service_duration: 24,
      social_security: 33.4,
      absenteeism_rate: 4,
    },
    parameters: { benefit: 6, substitution_percentage: 100 },
    agreements: [benchAgreement()],
    localities: benchLocalities(spec.centers),
    centers,
    category_positions: categoryPositions(),
    fixed_work_shifts: shifts,
    variable_works: tasks,
    subrogates: surrogates,
    material_costs: benchMaterialCosts(spec.centers),
  };
}
