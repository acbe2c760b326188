import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { simulate, validateRoster } from '../../src/engine/index.js';
import { agreement, category, shift, surrogate, task, tender, FIXED_CLOCK, type Doc } from './helpers.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const arbWeekdays = fc.subarray(DAYS, { minLength: 1 });
const arbShift = fc
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

const arbTender = fc.record({
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

type T = typeof arbTender extends fc.Arbitrary<infer X> ? X : never;

function build(t: T, samePluses = false): Doc {
  const pluses = {
    pluses_by_schedule: t.night ? [{ time_init: '22:00', time_end: '06:00', price_hour: 1.5 }] : [],
    pluses_by_weekday: [{ day: 'sunday', price_hour: 2 }, { day: 'holiday', price_day: 15 }],
  };
  const cats = [category(pluses), category({ id: 'cat-esp', professional_category: 'Especialista', salary_year: 21000, base_salary_year: 17000, ...(samePluses ? pluses : {}) })];
  return tender({
    simulation: { absenteeism_rate: t.absenteeism },
    parameters: { benefit: t.benefit },
    agreements: [agreement({ categories: cats, max_sections_planned_day: t.sections, seniority_bonus: [{ period_bonus: 3, percent_over_salary: 4, max_percent: 40 }] })],
    localities: [{ id: 'loc-1', name: 'Madrid', region: 'ES-MD', local_holidays: ['2027-05-15'] }],
    centers: [0, 1, 2].map((i) => ({ id: `cen-${i}`, name: `Centro ${i}`, municipality_id: 'loc-1', agreement_id: 'agr-1', center_group: t.grouped && i < 2 ? 1 : null, vacation_coverage: t.coverage })),
    category_positions: {
      disabled: false,
      categories: [
        { id: 'cat-limp', name: 'Limpiador/a', positions: [{ id: 'pos-0', name: 'Limpieza' }] },
        { id: 'cat-esp', name: 'Especialista', positions: [{ id: 'pos-1', name: 'Cristalero' }, { id: 'pos-0', name: 'Limpieza' }] },
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
      surrogate({ id: `sub-${i}`, name: `Sub ${i}`, category_id: s.cat ? 'cat-esp' : 'cat-limp', working_day_fixed: s.hours, center_id: s.center === null ? null : `cen-${s.center}`, beginning_year: `${s.since}-03-01` }),
    ),
    material_costs: [
      { id: 'm1', name: 'Productos', cost_type: 'SALARY_PERCENT', amount: 3, center_id: null },
      { id: 'm2', name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 40, center_id: null },
    ],
  });
}

const sim = (doc: Doc) => simulate(doc, { clock: FIXED_CLOCK, localSearchMs: 20 });

describe('properties over random tenders (fast-check)', () => {
  it('every roster passes the independent validator; every block is covered once or reported in an Error event', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const out = await sim(build(t));
        expect(out.validation).toEqual([]);
        const errors = out.events.filter((e) => e.type_info === 'Error' && e.title === 'Demanda sin cubrir');
        for (const key of out.roster.uncovered) {
          const src = key.split('#')[0];
          const label = src.startsWith('s') ? `Turno ${src}` : `Tarea Tarea ${src.slice(1)}`;
          expect(errors.some((e) => e.description.startsWith(label))).toBe(true);
        }
        const assigned = out.roster.workers.flatMap((w) => w.assignments.map((a) => a.job));
        expect(new Set(assigned).size).toBe(assigned.length);
        expect(assigned.filter((k) => out.roster.uncovered.includes(k))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('total = wages + social security + absenteeism + materials + benefit', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const r = (await sim(build(t))).results;
        expect(r.total_cost).toBeCloseTo(r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs + r.benefit, 6);
        const catWages = Object.values(r.categories).reduce((a, c) => a + c.wage_costs, 0);
        expect(catWages).toBeCloseTo(r.hiring_costs, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('every surrogate is kept and paid (at least its contract share of the category salary)', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const out = await sim(build(t));
        for (let i = 0; i < t.subs.length; i++) {
          const e = out.employees.find((x) => x.id === `sub:sub-${i}`);
          expect(e).toBeDefined();
          const salary = t.subs[i].cat ? 21000 : 18000;
          expect(e!.salary).toBeGreaterThanOrEqual((salary * t.subs[i].hours) / 40 - 1e-6);
          expect(e!.weekly_hours).toBe(t.subs[i].hours);
        }
        expect(out.results.categories && Object.values(out.results.categories).reduce((a, c) => a + c.count_sub, 0)).toBe(t.subs.length);
      }),
      { numRuns: 100 },
    );
  });

  it('more demand never costs less (one more shift added to a tender)', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, arbShift, async (t0, extra) => {
        // surrogates placed by need would move with the demand: give them their center here
        const t = { ...t0, subs: t0.subs.map((s) => ({ ...s, center: s.center ?? 0 })) };
        const a = await sim(build(t));
        const b = await sim(build({ ...t, shifts: [...t.shifts, extra] }));
        expect(b.results.total_cost).toBeGreaterThanOrEqual(a.results.total_cost - 1e-6);
      }),
      { numRuns: 100 },
    );
  });

  it('the same tender always gives the same roster and costs', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const a = await sim(build(t));
        const b = await sim(build(t));
        expect(b.roster).toEqual(a.roster);
        expect(b.results).toEqual(a.results);
      }),
      { numRuns: 30 },
    );
  });

  it('the validator catches broken rosters (it is not a rubber stamp)', async () => {
    const doc = build({ shifts: [], tasks: [], subs: [], grouped: false, night: false, absenteeism: 0, benefit: 0, coverage: 0, sections: 2 } as unknown as T);
    doc.fixed_work_shifts = [shift({ id: 'a', center_id: 'cen-0', position_id: 'pos-0', shift_times: [{ time_init: '14:00', time_end: '22:00' }], weekdays_working: DAYS })];
    const out = await sim(doc);
    expect(out.validation).toEqual([]);
    const { validationInput, buildModel, buildCalendar, buildDemand, decodeTender } = await import('../../src/engine/index.js');
    const d = decodeTender(doc);
    if (d._tag !== 'Right') throw new Error('bad doc');
    const jobs = buildDemand(d.right, buildCalendar(d.right)).jobs;
    const input = validationInput(buildModel(d.right), jobs);
    const w = { id: 'x', kind: 'new' as const, name: 'x', categoryId: 'cat-limp', agreementId: 'agr-1', centerId: 'cen-0', group: 'C:cen-0', contractMinutes: 7 * 480 };
    const all = jobs.map((j) => ({ jobKey: j.key, workerId: 'x', day: j.day, segments: j.segments }));
    const errs = validateRoster(input, { workers: [w], assignments: all, uncovered: [] });
    expect(errs.some((e) => e.includes('máximo semanal'))).toBe(true); // 56 h > 40 h
    expect(errs.some((e) => e.includes('descanso semanal continuo'))).toBe(true); // 7 days: no 36 h off
    expect(errs.some((e) => e.includes('contrato'))).toBe(true);
    const dup = validateRoster(input, { workers: [w], assignments: [...all, all[0]], uncovered: [] });
    expect(dup.some((e) => e.includes('asignado 2 veces'))).toBe(true);
    const missing = validateRoster(input, { workers: [w], assignments: all.slice(1), uncovered: [] });
    expect(missing.some((e) => e.includes('sin cubrir'))).toBe(true);
    const restBad = validateRoster(input, {
      workers: [{ ...w, contractMinutes: 2400 }],
      assignments: [
        { jobKey: jobs[0].key, workerId: 'x', day: 0, segments: jobs[0].segments },
        { jobKey: jobs[1].key, workerId: 'x', day: 1, segments: [{ start: 360, end: 840 }] },
      ],
      uncovered: jobs.slice(2).map((j) => j.key),
    });
    expect(restBad.some((e) => e.includes('horario cambiado'))).toBe(true);
    expect(restBad.some((e) => e.includes('descanso de 8 h'))).toBe(true); // Mon 22:00 → Tue 06:00
    const twoPlaces = validateRoster(input, {
      workers: [{ ...w, contractMinutes: 2400 }],
      assignments: [
        { jobKey: jobs[6].key, workerId: 'x', day: 6, segments: jobs[6].segments },
        { jobKey: jobs[0].key, workerId: 'x', day: 6, segments: [{ start: 840, end: 1320 }] },
      ],
      uncovered: jobs.slice(1, 6).map((j) => j.key),
    });
    expect(twoPlaces.some((e) => e.includes('dos sitios a la vez el domingo'))).toBe(true);
    expect(twoPlaces.some((e) => e.includes('día cambiado'))).toBe(true);
  });
});
