import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { recost, previousStudy } from '../../src/engine/index.js';
import {
  agreement,
  center,
  category,
  run,
  shift,
  splitShift,
  studyPeriod,
  surrogate,
  tender,
  task,
  FIXED_CLOCK,
  EVERY_DAY,
  WEEKDAYS_2027,
  WEEKDAY_HOLIDAYS_2027,
} from './helpers.js';

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each named cost of a run's results, rounded to cents, is the amount given. */
type AmountKey<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R];
function expectCosts<R extends object>(results: R, expected: Partial<Record<AmountKey<R>, number>>): void {
  for (const [key, amount] of Object.entries(expected) as [AmountKey<R>, number][])
    expect(cents(results[key] as number), String(key)).toBe(amount);
}

/** A split shift 06–09 + 18–21, Monday–Friday. */
const earlyAndEvening = () => splitShift('split', ['06:00', '09:00'], ['18:00', '21:00']);

/** Mornings 08–14 on Saturday and Sunday, holidays included. */
const weekendMornings = (over: Record<string, unknown> = {}) =>
  shift({
    id: 'weekend',
    shift_times: [{ time_init: '08:00', time_end: '14:00' }],
    weekdays_working: ['saturday', 'sunday'],
    work_in_holidays: true,
    ...over,
  });

describe('worked examples, arithmetic in the test', () => {
  it('the example tender of the design folder: 2 new hires of Limpiador/a at 40 h, total 47,880.00', async () => {
    const doc = JSON.parse(readFileSync(new URL('../../../docs/examples/example-tender.json', import.meta.url), 'utf8'));
    const out = await run(doc);
    expect(out.results.categories['Limpiador/a']).toMatchObject({ count_new: 2, fte_new: 2 });
    // 2 × 18,000 × (40/40) = 36,000; social security 33 % = 11,880
    expectCosts(out.results, { hiring_costs: 36000, social_security: 11880, total_cost: 47880 });
    expect([out.results.absenteeism_cost, out.results.material_costs, out.results.benefit]).toEqual([0, 0, 0]);
    expect(out.validation).toEqual([]);
  });

  it('one full-time shift Monday–Friday: one new hire at 40 h', async () => {
    const out = await run(tender());
    const w = out.roster.workers;
    expect(w).toHaveLength(1);
    expect(w[0].weekly_hours).toBe(40); // 5 days × 8 h
    // salary 18,000 × 40/40; SS 33 % → 5,940; total 23,940
    expectCosts(out.results, { hiring_costs: 18000, social_security: 5940, total_cost: 23940 });
    // demand: 261 weekdays in 2027 − 7 national holidays on weekdays = 254 running days × 8 h = 2,032 h
    expect(out.demand[0].weekly_hours).toBe(40);
    expect(out.demand[0].total_hours).toBe((WEEKDAYS_2027 - WEEKDAY_HOLIDAYS_2027) * 8);
    // hours worked: 2,032 h less the 30/365 vacation share, no coverage (0 %)
    expect(out.results.categories['Limpiador/a'].hours).toBeCloseTo(2032 * (1 - 30 / 365), 6);
    expect(out.lower_bound.ratio).toBe(1);
  });

  it('a surrogate at 20 h beside 40 h of demand: the surrogate is used first, a new hire takes the other 20 h', async () => {
    const doc = tender({
      fixed_work_shifts: [
        shift({ id: 'm1', shift_times: [{ time_init: '08:00', time_end: '12:00' }] }),
        shift({ id: 'm2', shift_times: [{ time_init: '12:00', time_end: '16:00' }] }),
      ],
      subrogates: [surrogate({ working_day_fixed: 20 })],
    });
    const out = await run(doc);
    const sub = out.roster.workers.find((w) => w.kind === 'surrogate')!;
    const nh = out.roster.workers.filter((w) => w.kind === 'new');
    expect(sub.assigned_hours).toBe(20); // 5 blocks of 4 h
    expect(nh).toHaveLength(1);
    expect(nh[0].weekly_hours).toBe(20); // 40 − 20
    expect(out.idle_surrogate_hours.total_weekly_hours).toBe(0);
    expect(out.results.categories['Limpiador/a']).toMatchObject({ fte_sub: 0.5, fte_new: 0.5 });
    // 18,000 × 20/40 = 9,000 each → 18,000; SS 5,940; total 23,940
    expectCosts(out.results, { hiring_costs: 18000, total_cost: 23940 });
    // LB = (40 − 20) / 40 = 0.5 FTE = what was hired
    expect(out.lower_bound.lb_fte).toBe(0.5);
    expect(out.lower_bound.ratio).toBe(1);
  });

  it("a surrogate's week is re-selected: split shifts on two days and both weekend mornings (24 h), not Monday, Wednesday and Friday (18 h)", async () => {
    // 06–09 + 18–21 Monday–Friday and 08–14 at the weekend; 12 h between shifts and 36 h of weekly rest. Taken
    // line by line the surrogate gets the split shift on Monday, Wednesday and Friday (18 h) and then no weekend
    // morning fits (11 h after Friday, or no 36 h rest with Sunday); Monday, Wednesday and the weekend do.
    const doc = tender({
      fixed_work_shifts: [earlyAndEvening(), weekendMornings()],
      subrogates: [surrogate({ working_day_fixed: 39 })],
    });
    const out = await run(doc);
    expect(out.validation).toEqual([]);
    const sub = out.roster.workers.find((w) => w.kind === 'surrogate')!;
    expect(sub.assigned_hours).toBe(24);
    expect(sub.assignments.map((a) => a.day).sort()).toEqual(['monday', 'saturday', 'sunday', 'wednesday']);
    expect(out.roster.workers.filter((w) => w.kind === 'new').reduce((a, w) => a + w.weekly_hours, 0)).toBe(42 - 24);
    // the block bound sees the rests: no valid week of the surrogate's holds more than 24 h
    expect(out.lower_bound.block_ratio).toBeCloseTo(1, 9);
  });

  it('two surrogates competing for one evening line: the exact search proves 30 h of new hires is the least (the flow said 22 h)', async () => {
    // Evenings 14–22 and split shifts 06–09 + 18–21 Monday–Friday, two people 08–14 at the weekend; two 37 h
    // surrogates. The flow bound lets both count on the same five evenings; listing every valid week of each and
    // choosing the best pair shows they cover 64 h at most, so 94 − 64 = 30 h go to new hires.
    const doc = tender({
      fixed_work_shifts: [
        shift({ id: 'evening', shift_times: [{ time_init: '14:00', time_end: '22:00' }] }),
        earlyAndEvening(),
        weekendMornings({ number_of_workers: 2 }),
      ],
      subrogates: [
        surrogate({ id: 'sub-1', name: 'Ana', working_day_fixed: 37 }),
        surrogate({ id: 'sub-2', name: 'Luis', working_day_fixed: 37 }),
      ],
    });
    const out = await run(doc);
    expect(out.validation).toEqual([]);
    expect(out.roster.workers.filter((w) => w.kind === 'surrogate').reduce((a, w) => a + w.assigned_hours, 0)).toBe(64);
    expect(out.roster.workers.filter((w) => w.kind === 'new').reduce((a, w) => a + w.weekly_hours, 0)).toBe(30);
    const [group] = out.lower_bound.groups;
    expect(group.blockLowerBoundNewMinutes).toBe(30 * 60);
    expect(out.lower_bound.block_ratio).toBeCloseTo(1, 9);
  });

  it('the exact search of a small group finds the weeks the improvement steps miss: 8.5 h of new hires, not 10 h', async () => {
    // An early split 02:15–06:15 + 09:15–11:00 (Monday, Wednesday, Friday, Saturday) and a night split 22:15–01:30 +
    // 03:30–04:30 every day; surrogates of 21 h and 29 h. Line by line the 29 h one takes six nights (25.5 h) and the
    // 21 h one three early shifts (17.25 h); the best pair of weeks mixes both lines: 20 h and 24.25 h.
    const doc = tender({
      fixed_work_shifts: [
        splitShift('early', ['02:15', '06:15'], ['09:15', '11:00'], {
          weekdays_working: ['monday', 'wednesday', 'friday', 'saturday'],
          work_in_holidays: true,
        }),
        splitShift('night', ['22:15', '01:30'], ['03:30', '04:30'], {
          weekdays_working: EVERY_DAY,
          work_in_holidays: true,
        }),
      ],
      subrogates: [
        surrogate({ id: 'sub-1', name: 'Ana', working_day_fixed: 21 }),
        surrogate({ id: 'sub-2', name: 'Luis', working_day_fixed: 29 }),
      ],
    });
    const out = await run(doc);
    expect(out.validation).toEqual([]);
    const hours = (name: string) => out.roster.workers.find((w) => w.name === name)!.assigned_hours;
    expect([hours('Ana'), hours('Luis')]).toEqual([20, 24.25]);
    expect(out.roster.workers.filter((w) => w.kind === 'new').reduce((a, w) => a + w.weekly_hours, 0)).toBe(8.5);
    // and no roster does better: the search's optimum is the group's bound
    expect(out.lower_bound.groups[0].blockLowerBoundNewMinutes).toBe(8.5 * 60);
  });

  it('a night shift 22:00–06:00 with a night plus of 2 €/h', async () => {
    const doc = tender({
      // no vacation and no yearly cap (2,000 h / 52.18 weeks would cap the week at 38.3 h)
      agreements: [
        agreement({
          holiday_days: 0,
          max_hours_per_year: null,
          categories: [category({ pluses_by_schedule: [{ time_init: '22:00', time_end: '06:00', price_hour: 2 }] })],
        }),
      ],
      fixed_work_shifts: [shift({ shift_type: 'night', shift_times: [{ time_init: '22:00', time_end: '06:00' }] })],
    });
    const out = await run(doc);
    const e = out.employees.find((x) => x.kind === 'new')!;
    // 254 running nights × 8 night hours × 2 € = 4,064
    expect(cents(e.pluses)).toBe(254 * 8 * 2);
    // wage 18,000 + 4,064 = 22,064; SS 33 % = 7,281.12; total 29,345.12
    expectCosts(out.results, { hiring_costs: 22064, social_security: 7281.12, total_cost: 29345.12 });
    expect(out.roster.workers[0].assignments[0].time_ranges[0]).toEqual({ time_init: '22:00', time_end: '06:00' });
  });

  it('Sunday and holiday work with their pluses (holiday plus replaces the Sunday plus)', async () => {
    const doc = tender({
      agreements: [
        agreement({
          holiday_days: 0,
          categories: [
            category({
              pluses_by_weekday: [
                { day: 'sunday', price_hour: 3 },
                { day: 'holiday', price_day: 20 },
              ],
            }),
          ],
        }),
      ],
      fixed_work_shifts: [
        shift({ shift_times: [{ time_init: '08:00', time_end: '14:00' }], weekdays_working: ['sunday'], work_in_holidays: true }),
      ],
    });
    const out = await run(doc);
    // 2027: 52 Sundays, one of them a holiday (15 Aug) → 51 ordinary Sundays × 6 h × 3 € = 918
    // 10 national holidays (F: all of them are worked) × 20 € = 200
    const e = out.employees.find((x) => x.kind === 'new')!;
    expect(cents(e.pluses)).toBe(918 + 200);
    // contract 6 h / 40 h = 0.15 → 18,000 × 0.15 = 2,700
    expect(e.weekly_hours).toBe(6);
    expect(cents(e.base_salary)).toBe(2700);
    expect(cents(e.salary)).toBe(2700 + 1118);
    // hours worked: (51 + 10) days × 6 h = 366
    expect(e.hours).toBe(366);
  });

  it('seniority crossing a three-year period inside the service (5 % of base per 3 years)', async () => {
    const doc = tender({
      agreements: [
        agreement({ holiday_days: 0, seniority_bonus: [{ period_bonus: 3, percent_over_salary: 5, max_percent: 50 }] }),
      ],
      fixed_work_shifts: [],
      subrogates: [surrogate({ beginning_year: '2024-07-01' })],
    });
    const out = await run(doc);
    const e = out.employees[0];
    // Jan–Jun 2027: 2 completed years → 0; Jul–Dec: 3 years → 5 % × 15,000 base = 750 a year → 6/12 × 750 = 375
    expect(cents(e.seniority)).toBe(375);
    expect(cents(e.salary)).toBe(18375);
    // a surrogate is kept and paid even with no work: 40 h idle
    expect(out.idle_surrogate_hours.total_weekly_hours).toBe(40);
  });

  it('seniority with a category fixed bonus (600 € every 3 years)', async () => {
    const doc = tender({
      agreements: [agreement({ holiday_days: 0, categories: [category({ seniority_bonus: { amount: 600, period_bonus: 3 } })] })],
      fixed_work_shifts: [],
      subrogates: [surrogate({ beginning_year: '2021-03-15' })],
    });
    const out = await run(doc);
    // Jan–Mar 2027 (month starts before 15 Mar): 5 completed years → 1 period → 600/yr × 3/12 = 150
    // Apr–Dec: 6 years → 2 periods → 1,200/yr × 9/12 = 900
    expect(cents(out.employees[0].seniority)).toBe(1050);
  });

  it('an annual increment at the new year (2 % from 2028), and the last increment repeated', async () => {
    const doc = tender({
      simulation: { service_date_init: '2027-07-01', service_duration: 12 },
      agreements: [agreement({ holiday_days: 0, max_hours_per_year: null, annual_increment: [{ year: 2028, increment: 2 }] })],
    });
    const out = await run(doc);
    // Jul–Dec 2027: 6 × 1,500 = 9,000; Jan–Jun 2028: 6 × 1,500 × 1.02 = 9,180 → 18,180
    expect(cents(out.results.hiring_costs)).toBe(18180);

    const long = await run(
      tender({
        simulation: { service_duration: 36 },
        agreements: [agreement({ holiday_days: 0, annual_increment: [{ year: 2028, increment: 2 }] })],
      }),
    );
    // 2027: 18,000; 2028: 18,360; 2029 repeats 2 %: 18,727.20 → 55,087.20
    expect(cents(long.results.hiring_costs)).toBe(55087.2);
    expect(long.events.some((e) => e.title === 'Costes' && e.description.includes('repetido'))).toBe(true);
  });

  it("the progress log writes the repeated increment the Spanish way ('2,8 %', not '2.8 %')", async () => {
    const out = await run(
      tender({
        simulation: { service_duration: 36 },
        agreements: [agreement({ holiday_days: 0, annual_increment: [{ year: 2028, increment: 2.8 }] })],
      }),
    );
    const repeated = out.events.filter((e) => e.title === 'Costes' && e.description.includes('repetido'));
    expect(repeated.map((e) => e.description.replace(/^.*: /, ''))).toEqual(['incremento de 2028 (2,8 %) repetido hasta 2029']);
  });

  it('vacation coverage at 100 % and at 0 %', async () => {
    const withCover = await run(
      tender({
        centers: [center({ name: 'Oficinas', vacation_coverage: 100 })],
      }),
    );
    // 30 natural days → 30/365 of the year; a substitute at 40 h × 30/365 × 100 %
    const share = 30 / 365;
    const c = withCover.results.categories['Limpiador/a'];
    expect(c.fte_new).toBeCloseTo(1 + share, 10);
    expect(c.count_new).toBe(2); // the worker and one substitute
    expect(withCover.results.hiring_costs).toBeCloseTo(18000 + 18000 * share, 6); // 19,479.45
    expect(cents(withCover.results.hiring_costs)).toBe(19479.45);
    // covered hours: all 2,032 h are worked (by the worker or the substitute)
    expect(c.hours).toBeCloseTo(2032, 6);

    const noCover = await run(tender());
    expect(noCover.results.categories['Limpiador/a'].fte_new).toBe(1);
    expect(cents(noCover.results.hiring_costs)).toBe(18000);
  });

  it('each material cost type', async () => {
    const out = await run(
      tender({
        material_costs: [
          {
            id: 'm1',
            name: 'Gestión',
            cost_type: 'SALARY_PERCENT',
            amount: 10,
            months_to_apply: null,
            number_of_units: null,
            center_id: null,
          },
          {
            id: 'm2',
            name: 'Productos',
            cost_type: 'MONTHLY_AMOUNT',
            amount: 100,
            months_to_apply: 12,
            number_of_units: null,
            center_id: 'cen-1',
          },
          {
            id: 'm3',
            name: 'Uniformes',
            cost_type: 'AMOUNT_BY_WORKER',
            amount: 50,
            months_to_apply: null,
            number_of_units: null,
            center_id: null,
          },
          {
            id: 'm4',
            name: 'Máquinas',
            cost_type: 'MONTHLY_UNIT_COST',
            amount: 5,
            months_to_apply: 12,
            number_of_units: 3,
            center_id: null,
          },
        ],
      }),
    );
    const by = Object.fromEntries(out.material_items.map((m) => [m.id, cents(m.cost)]));
    expect(by).toEqual({
      m1: 1800, // 10 % × 18,000 wages
      m2: 1200, // 100 × 12 months
      m3: 50, // 50 × 1 worker
      m4: 180, // 5 × 3 units × 12 months
    });
    expect(cents(out.results.material_costs)).toBe(3230);
    // total = 18,000 + 5,940 + 3,230 = 27,170
    expect(cents(out.results.total_cost)).toBe(27170);
  });

  it('benefit and absenteeism, then re-costing without solving again', async () => {
    const out = await run(tender({ simulation: { absenteeism_rate: 5 }, parameters: { benefit: 10 } }));
    // absenteeism 5 % × (18,000 + 5,940) × 100 % = 1,197
    expect(cents(out.results.absenteeism_cost)).toBe(1197);
    // benefit 10 % × (18,000 + 5,940 + 1,197 + 0) = 2,513.70
    expect(cents(out.results.benefit)).toBe(2513.7);
    // total 18,000 + 5,940 + 1,197 + 2,513.70 = 27,650.70
    expect(cents(out.results.total_cost)).toBe(27650.7);

    const half = await run(
      tender({ simulation: { absenteeism_rate: 5 }, parameters: { benefit: 10, substitution_percentage: 50 } }),
    );
    expect(cents(half.results.absenteeism_cost)).toBe(598.5); // × 50 %

    const re = recost(out, {
      absenteeism_rate: 0,
      benefit: 0,
      material_costs: [{ id: 'x', name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 10, months_to_apply: 12 }],
    });
    // 18,000 + 5,940 + 120 materials = 24,060; the roster is the same object data
    expect(cents(re.results.total_cost)).toBe(24060);
    expect(re.roster).toBe(out.roster);
  });

  it('social security discount of a new hire with a disability contract: 4,500 € a year × c, never more than its own SS', async () => {
    const full = await run(tender({ parameters: { social_security_discount_ids: ['new:C:cen-1:1'] } }));
    const e = full.employees.find((x) => x.id === 'new:C:cen-1:1')!;
    expect(e.social_security_activate).toBe(true);
    // SS 33 % × 18,000 = 5,940, less 4,500 × 1 = 1,440
    expect(cents(e.social_security)).toBe(1440);
    expect(cents(full.results.social_security)).toBe(1440);
    const low = await run(
      tender({ simulation: { social_security: 20 }, parameters: { social_security_discount_ids: ['new:C:cen-1:1'] } }),
    );
    // SS 20 % × 18,000 = 3,600 < 4,500: the discount stops at 3,600
    expect(low.results.social_security).toBe(0);
  });

  it("a surrogate's own agreed salary is taken as is, plus its annual bonuses; a PERCENT working day is a share of the full week", async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [],
        agreements: [agreement({ holiday_days: 0 })],
        subrogates: [
          surrogate({ working_day_fixed: 20, salary_year: 21000, annual_bonuses: 600 }),
          surrogate({ id: 'sub-2', value_metric_working_day: 'PERCENT', working_day: 50, working_day_fixed: null }),
        ],
      }),
    );
    const [a, b] = out.employees;
    expect(cents(a.salary)).toBe(21600); // 21,000 (not × 20/40) + 600
    expect(cents(a.pluses)).toBe(600); // the bonuses are its pluses, as the Plantilla sheet shows them
    expect(b.weekly_hours).toBe(20); // 50 % of 40 h
    expect(cents(b.salary)).toBe(9000); // 18,000 × 0.5
  });

  it('previous study: surrogates kept at their contract, vacation and absence substitutes counted', () => {
    const out = previousStudy(
      {
        previous_study: studyPeriod({ name: 'EP', absenteeism_rate: 10, substitution_percentage: 100 }),
        parameters: { benefit: 0 },
        agreements: [agreement()],
        subrogates: [surrogate({ working_day_fixed: 40 }), surrogate({ id: 'sub-2', working_day_fixed: 20 })],
        material_costs: [],
      },
      { clock: FIXED_CLOCK },
    );
    const c = out.results.categories['Limpiador/a'];
    expect(c.count_sub).toBe(2);
    expect(c.fte_sub).toBe(1.5);
    // vacation substitutes: 1.5 × 30/365 = 0.1233 FTE; absence substitutes: 1.5 × 10 % × 100 % = 0.15 FTE
    expect(c.fte_new).toBeCloseTo(1.5 * (30 / 365) + 0.15, 10);
    expect(c.count_new).toBe(1);
    // wages: 18,000 + 9,000 + vacation substitutes 18,000 × 0.1233 = 2,219.18 → 29,219.18
    expect(cents(out.results.hiring_costs)).toBe(cents(27000 + 18000 * 1.5 * (30 / 365)));
    const w = out.results.hiring_costs;
    const ss = 0.33 * w;
    expect(out.results.absenteeism_cost).toBeCloseTo(0.1 * (w + ss), 6);
    expect(out.results.total_cost).toBeCloseTo(w + ss + 0.1 * (w + ss), 6);
  });

  it('demand no valid roster can cover is reported in an Error event and the rest is solved', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [
          shift(),
          shift({ id: 'long', shift_times: [{ time_init: '07:00', time_end: '17:00' }], weekdays_working: ['saturday'] }),
        ],
      }),
    );
    const err = out.events.filter((e) => e.type_info === 'Error');
    expect(err).toHaveLength(1);
    expect(err[0].description).toContain('Oficinas centrales');
    expect(err[0].description).toContain('Limpieza');
    expect(err[0].description).toContain('sábado 07:00-17:00');
    expect(out.roster.uncovered).toEqual(['long#0@5']);
    expect(out.status).toBe('Solved');
    expect(out.roster.workers.filter((w) => w.kind === 'new')).toHaveLength(1);
  });

  it('a split shift: both ranges go to the same person and count as two sections', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [splitShift('shift-1', ['07:00', '10:00'], ['18:00', '21:00'], { number_of_workers: 2 })],
      }),
    );
    // 2 workers × 5 days × 6 h = 60 h → 1.5 FTE at least; each block keeps its two ranges
    for (const w of out.roster.workers) for (const a of w.assignments) expect(a.time_ranges).toHaveLength(2);
    expect(out.roster.workers.reduce((s, w) => s + w.weekly_hours, 0)).toBe(60);
    expect(out.validation).toEqual([]);
  });

  it('hourly tasks: a daily task in its time slot and a weekly flexible task', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [],
        variable_works: [
          task({ recommended_time_slot: { time_init: '15:00', time_end: '18:00' } }),
          task({
            id: 'task-2',
            name: 'Almacén',
            work_time: { hours: 3, minutes: 30 },
            frequency: { period_type: 'fixed_period', period: 'week', amount: 1 },
            weekdays: ['wednesday'],
          }),
        ],
      }),
    );
    // 5 × 2 h + 3.5 h = 13.5 h a week
    expect(out.demand.reduce((s, d) => s + d.weekly_hours, 0)).toBe(13.5);
    const all = out.roster.workers.flatMap((w) => w.assignments);
    expect(all.find((a) => a.job.startsWith('task-1'))!.time_ranges[0]).toEqual({ time_init: '15:00', time_end: '17:00' });
    const weekly = all.find((a) => a.job.startsWith('task-2'))!;
    expect(weekly.day).toBe('wednesday');
    expect(out.validation).toEqual([]);
  });
});
