/** Random small tenders for property tests (fast-check), shared by the domain and server engine tests. */
import fc from 'fast-check';
import { agreement, category, shift, surrogate, task, tender, type Doc } from './helpers.js';

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const arbWeekdays = fc.subarray(DAYS, { minLength: 1 });
export const arbShift = fc
  .record({
    start: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
    len: fc.integer({ min: 4, max: 44 }).map((q) => q * 15), // 1 h … 11 h (some longer than the 9 h day)
    split: fc.boolean(),
    gap: fc.integer({ min: 1, max: 16 }).map((q) => q * 30),
    len2: fc.integer({ min: 4, max: 16 }).map((q) => q * 15),
    weekdays: arbWeekdays,
    workers: fc.integer({ min: 1, max: 3 }),
    holidays: fc.constantFrom('none', 'F', 'AF'),
    center: fc.integer({ min: 0, max: 2 }),
    pos: fc.integer({ min: 0, max: 1 }),
  })
  .map((s) => ({
    times: s.split
      ? [
          { time_init: hhmm(s.start), time_end: hhmm(s.start + s.len) },
          { time_init: hhmm(s.start + s.len + s.gap), time_end: hhmm(s.start + s.len + s.gap + s.len2) },
        ]
      : [{ time_init: hhmm(s.start), time_end: hhmm(s.start + s.len) }],
    ...s,
  }))
  .filter((s) => !s.split || s.len + s.gap + s.len2 < 1440);

const arbTask = fc.record({
  minutes: fc.integer({ min: 1, max: 16 }).map((q) => q * 15),
  kind: fc.constantFrom(
    { period_type: 'fixed_period', period: 'day', amount: 1 },
    { period_type: 'fixed_period', period: 'week', amount: 1 },
    { period_type: 'repeated_x_times_over_period', period: 'week', amount: 3 },
    { period_type: 'fixed_period', period: 'month', amount: 1 },
    { period_type: 'repeated_over_x_period', period: 'week', amount: 2 },
  ),
  slot: fc.option(fc.integer({ min: 6, max: 18 }), { nil: null }),
  weekdays: arbWeekdays,
  center: fc.integer({ min: 0, max: 2 }),
  pos: fc.integer({ min: 0, max: 1 }),
});

const arbSurrogate = fc.record({
  hours: fc.integer({ min: 5, max: 40 }),
  cat: fc.integer({ min: 0, max: 1 }),
  center: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  since: fc.integer({ min: 1990, max: 2026 }),
});

export const arbTender = fc.record({
  shifts: fc.array(arbShift, { minLength: 1, maxLength: 5 }),
  tasks: fc.array(arbTask, { maxLength: 2 }),
  subs: fc.array(arbSurrogate, { maxLength: 3 }),
  grouped: fc.boolean(),
  night: fc.boolean(),
  absenteeism: fc.integer({ min: 0, max: 10 }),
  benefit: fc.integer({ min: 0, max: 15 }),
  coverage: fc.constantFrom(0, 50, 100),
  sections: fc.integer({ min: 1, max: 3 }),
});

export type T = typeof arbTender extends fc.Arbitrary<infer X> ? X : never;

export function build(t: T, samePluses = false): Doc {
  const pluses = {
    pluses_by_schedule: t.night ? [{ time_init: '22:00', time_end: '06:00', price_hour: 1.5 }] : [],
    pluses_by_weekday: [
      { day: 'sunday', price_hour: 2 },
      { day: 'holiday', price_day: 15 },
    ],
  };
  const cats = [
    category(pluses),
    category({
      id: 'cat-esp',
      professional_category: 'Especialista',
      salary_year: 21000,
      base_salary_year: 17000,
      ...(samePluses ? pluses : {}),
    }),
  ];
  return tender({
    simulation: { absenteeism_rate: t.absenteeism },
    parameters: { benefit: t.benefit },
    agreements: [
      agreement({
        categories: cats,
        max_sections_planned_day: t.sections,
        seniority_bonus: [{ period_bonus: 3, percent_over_salary: 4, max_percent: 40 }],
      }),
    ],
    localities: [{ id: 'loc-1', name: 'Madrid', region: 'ES-MD', local_holidays: ['2027-05-15'] }],
    centers: [0, 1, 2].map((i) => ({
      id: `cen-${i}`,
      name: `Centro ${i}`,
      municipality_id: 'loc-1',
      agreement_id: 'agr-1',
      center_group: t.grouped && i < 2 ? 1 : null,
      vacation_coverage: t.coverage,
    })),
    category_positions: {
      disabled: false,
      categories: [
        { id: 'cat-limp', name: 'Limpiador/a', positions: [{ id: 'pos-0', name: 'Limpieza' }] },
        {
          id: 'cat-esp',
          name: 'Especialista',
          positions: [
            { id: 'pos-1', name: 'Cristalero' },
            { id: 'pos-0', name: 'Limpieza' },
          ],
        },
      ],
    },
    fixed_work_shifts: t.shifts.map((s, i) =>
      shift({
        id: `s${i}`,
        center_id: `cen-${s.center}`,
        position_id: `pos-${s.pos}`,
        number_of_workers: s.workers,
        shift_times: s.times,
        weekdays_working: s.weekdays,
        work_in_holidays: s.holidays === 'F',
        weekday_work_in_holidays: s.holidays === 'AF',
      }),
    ),
    variable_works: t.tasks.map((k, i) =>
      task({
        id: `t${i}`,
        name: `Tarea ${i}`,
        center_id: `cen-${k.center}`,
        position_id: `pos-${k.pos}`,
        work_time: { hours: Math.floor(k.minutes / 60), minutes: k.minutes % 60 },
        frequency: k.kind,
        weekdays: k.weekdays,
        recommended_time_slot: k.slot === null ? null : { time_init: hhmm(k.slot * 60), time_end: hhmm(k.slot * 60 + 240) },
      }),
    ),
    subrogates: t.subs.map((s, i) =>
      surrogate({
        id: `sub-${i}`,
        name: `Sub ${i}`,
        category_id: s.cat ? 'cat-esp' : 'cat-limp',
        working_day_fixed: s.hours,
        center_id: s.center === null ? null : `cen-${s.center}`,
        beginning_year: `${s.since}-03-01`,
      }),
    ),
    material_costs: [
      { id: 'm1', name: 'Productos', cost_type: 'SALARY_PERCENT', amount: 3, center_id: null },
      { id: 'm2', name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 40, center_id: null },
    ],
  });
}
