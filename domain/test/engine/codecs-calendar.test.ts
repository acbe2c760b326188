import { describe, it, expect } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import {
  decodeTender,
  simulate,
  InvalidDocumentError,
  holidayCalendar,
  serviceDays,
  buildCalendar,
  buildDemand,
  decodePreviousStudy,
} from '../../src/engine/index.js';
import { shift, task, tender, FIXED_CLOCK } from './helpers.js';

describe('input codecs: every bad field named in Spanish', () => {
  it('accepts the test tender', () => {
    expect(isRight(decodeTender(tender()))).toBe(true);
  });

  it('names every bad field with its path', () => {
    const doc = tender();
    doc.fixed_work_shifts[0].shift_times[0].time_init = '25:00';
    doc.fixed_work_shifts[0].weekdays_working = ['lunes'];
    doc.simulation.service_date_init = '2027-02-30';
    delete doc.simulation.social_security;
    doc.centers[0].vacation_coverage = 150;
    doc.agreements[0].max_sections_planned_day = 1.5;
    doc.material_costs = [{ id: 'm', name: 'x', cost_type: 'OTRO', amount: -1 }];
    const r = decodeTender(doc);
    expect(isLeft(r)).toBe(true);
    const errs = isLeft(r) ? r.left : [];
    expect(errs).toContain('fixed_work_shifts[0].shift_times[0].time_init: hora inválida (HH:mm)');
    expect(errs).toContain(
      'fixed_work_shifts[0].weekdays_working[0]: día de la semana inválido (uno de: monday, tuesday, wednesday, thursday, friday, saturday, sunday)',
    );
    expect(errs).toContain('simulation.service_date_init: fecha inválida (YYYY-MM-DD)');
    expect(errs).toContain('simulation.social_security: campo requerido');
    expect(errs).toContain('centers[0].vacation_coverage: debe ser un porcentaje entre 0 y 100');
    expect(errs).toContain('agreements[0].max_sections_planned_day: debe ser un número entero');
    expect(errs.some((e) => e.startsWith('material_costs[0].cost_type: tipo de coste inválido'))).toBe(true);
    expect(errs).toContain('material_costs[0].amount: debe ser un número mayor o igual que 0');
    expect(errs).toHaveLength(8);
  });

  it('checks references after the shapes', () => {
    const r = decodeTender(tender({ fixed_work_shifts: [shift({ center_id: 'nope', position_id: 'pos-x' })] }));
    expect(isLeft(r) && r.left).toEqual([
      "fixed_work_shifts[0].center_id: centro inexistente 'nope'",
      "fixed_work_shifts[0].position_id: puesto inexistente 'pos-x'",
    ]);
  });

  it('simulate refuses a malformed document with InvalidDocumentError and Error events', async () => {
    const events: string[] = [];
    const doc = tender();
    doc.variable_works = [task({ work_time: { hours: 'dos', minutes: 0 } })];
    await expect(
      simulate(doc, { clock: FIXED_CLOCK, onEvent: (e) => events.push(`${e.type_info}:${e.description}`) }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(events).toEqual(['Error:variable_works[0].work_time.hours: debe ser un número entero']);
  });

  it('previous-study documents have their own codec', () => {
    const r = decodePreviousStudy({
      previous_study: { name: 'x', service_date_init: '2027-01-01', service_duration: 12, social_security: 33 },
      agreements: [],
    });
    expect(isLeft(r) && r.left).toEqual(['previous_study.absenteeism_rate: campo requerido']);
  });
});

describe('calendar', () => {
  it('national + regional holidays from date-holidays, plus local ones', () => {
    const md = holidayCalendar([2027], 'ES-MD', ['2027-05-15']);
    expect(md.holidays.has('2027-05-03')).toBe(true); // Día de la Comunidad de Madrid
    expect(md.holidays.has('2027-10-12')).toBe(true); // national
    expect(md.holidays.get('2027-05-15')).toBe('Festivo local');
    const ct = holidayCalendar([2027], 'ES-CT', []);
    expect(ct.holidays.has('2027-09-11')).toBe(true); // Diada
    expect(ct.holidays.has('2027-06-24')).toBe(true); // Sant Joan
    expect(ct.holidays.has('2027-05-02')).toBe(false);
  });

  it('a year with fewer than 14 known holidays says so in a Debug event', () => {
    const cal = buildCalendar(tender() as never);
    expect(cal.events[0]).toMatchObject({ type_info: 'Debug', title: 'Calendario' });
    expect(cal.events[0].description).toContain('10 festivos conocidos en 2027');
  });

  it('service days and months: 2027-01-31 + 1 month ends on 2027-02-28', () => {
    const d = serviceDays('2027-01-31', 1);
    expect(d[0]).toMatchObject({ iso: '2027-01-31', weekday: 6, month: 0 });
    expect(d[d.length - 1].iso).toBe('2027-02-27');
    expect(d).toHaveLength(28);
  });

  it('holiday rules F and AF, and periods without work', () => {
    const doc = tender({
      fixed_work_shifts: [
        shift({ id: 'none', weekdays_working: ['monday'] }),
        shift({ id: 'F', weekdays_working: ['monday'], work_in_holidays: true }),
        shift({ id: 'AF', weekdays_working: ['monday'], weekday_work_in_holidays: true }),
        shift({
          id: 'pw',
          weekdays_working: ['monday'],
          periods_without_work: [{ date_init: '2027-08-01', date_end: '2027-08-31' }],
        }),
      ],
    }) as never;
    const cal = buildCalendar(doc);
    const dem = buildDemand(doc, cal);
    const days = (id: string) =>
      dem.jobs
        .filter((j) => j.sourceId === id)
        .flatMap((j) => j.occurrences)
        .reduce((a, o) => a + o.count, 0);
    // 2027 has 52 Mondays; Nov 1 and Dec 6 are Monday holidays
    expect(days('none')).toBe(50);
    // F: every holiday too: 52 Mondays + the 8 national holidays that are not Mondays
    expect(days('F')).toBe(60);
    // AF: only holidays on a selected weekday (Mondays): 52
    expect(days('AF')).toBe(52);
    // 4 or 5 Mondays of August off: Aug 2, 9, 16, 23, 30 → 50 − 5 = 45
    expect(days('pw')).toBe(45);
  });

  it('a range ending before it starts ends the next day; equal times mean 24 h', () => {
    const doc = tender({
      fixed_work_shifts: [
        shift({ shift_times: [{ time_init: '22:00', time_end: '06:00' }] }),
        shift({ id: 's24', shift_times: [{ time_init: '00:00', time_end: '00:00' }], weekdays_working: ['sunday'] }),
      ],
    }) as never;
    const dem = buildDemand(doc, buildCalendar(doc));
    expect(dem.jobs[0].segments).toEqual([{ start: 1320, end: 1800 }]);
    expect(dem.jobs.find((j) => j.sourceId === 's24')!.minutes).toBe(1440);
  });
});

describe('demand of hourly tasks', () => {
  const demandOf = (t: Record<string, unknown>) => {
    const doc = tender({ fixed_work_shifts: [], variable_works: [task(t)] }) as never;
    return buildDemand(doc, buildCalendar(doc));
  };
  const occ = (d: ReturnType<typeof demandOf>) => d.jobs.reduce((a, j) => a + j.occurrences.reduce((b, o) => b + o.count, 0), 0);

  it('repeated 3 times a day inside a slot: evenly spaced', () => {
    const d = demandOf({
      work_time: { hours: 0, minutes: 30 },
      frequency: { period_type: 'repeated_x_times_over_period', period: 'day', amount: 3 },
      recommended_time_slot: { time_init: '08:00', time_end: '14:00' },
    });
    const mon = d.jobs.filter((j) => j.day === 0).map((j) => j.segments[0]);
    expect(mon).toEqual([
      { start: 480, end: 510 },
      { start: 645, end: 675 },
      { start: 810, end: 840 },
    ]);
  });

  it('fill_complete_time_slot covers the whole slot', () => {
    const d = demandOf({
      fill_complete_time_slot: true,
      recommended_time_slot: { time_init: '09:00', time_end: '13:00' },
      number_of_workers: 2,
    });
    expect(d.jobs).toHaveLength(10); // 5 days × 2 people
    expect(d.jobs[0].minutes).toBe(240);
  });

  it('twice a week over Monday–Friday: Monday and Wednesday', () => {
    const d = demandOf({ frequency: { period_type: 'repeated_x_times_over_period', period: 'week', amount: 2 } });
    expect(d.jobs.map((j) => j.day).sort()).toEqual([0, 2]);
  });

  it('once a month: 12 occurrences in the year, averaged into the week as flexible minutes', () => {
    const d = demandOf({
      work_time: { hours: 4, minutes: 0 },
      frequency: { period_type: 'fixed_period', period: 'month', amount: 1 },
    });
    expect(occ(d)).toBe(12);
    // 12 × 240 min / (365/7 weeks) = 55.2 → rounded up to 5 min: 60
    expect(d.jobs[0].minutes).toBe(60);
    expect(d.jobs[0].flexible).toBeDefined();
    expect(d.summary[0].totalMinutes).toBe(12 * 240);
  });

  it('every 2 weeks: 26 or 27 occurrences', () => {
    const d = demandOf({ frequency: { period_type: 'repeated_over_x_period', period: 'week', amount: 2 } });
    expect(occ(d)).toBe(27); // 53 service weeks (365 days = 52 weeks + 1 day), one every other
  });
});

describe('lower bound', () => {
  it('is a max-flow of surrogate hours into the demand they may do (not a greedy split)', async () => {
    const { lowerBoundNewMinutes } = await import('../../src/engine/index.js');
    // demand: A 20 h, B 10 h; surrogate 1 (25 h) may do A or B, surrogate 2 (10 h) only A
    // best use: s2 → A 10 h, s1 → A 10 h + B 10 h (25 h cap leaves 5 h idle): nothing left for new hires
    const r = lowerBoundNewMinutes(
      new Map([
        ['A', 1200],
        ['B', 600],
      ]),
      [
        { cap: 1500, nodes: ['A', 'B'] },
        { cap: 600, nodes: ['A'] },
      ],
    );
    expect(r.newMinutes).toBe(0);
    expect(r.usableSurrogate).toBe(1800);
    // with only 20 h of surrogates in all, 10 h are left for new hires
    expect(
      lowerBoundNewMinutes(
        new Map([
          ['A', 1200],
          ['B', 600],
        ]),
        [
          { cap: 600, nodes: ['A', 'B'] },
          { cap: 600, nodes: ['A'] },
        ],
      ).newMinutes,
    ).toBe(600);
  });

  const LIM = {
    maxDayMinutes: 540,
    maxWeekMinutes: 2340,
    maxWeekFromYearMinutes: 2340,
    maxSections: 2,
    restMinutes: 720,
    consecutiveRestMinutes: 2160,
  };
  const H = (h: number) => h * 60;

  it('block bound: whole blocks within the daily limit (the S tender: 28 h, where the hours bound says 25 h)', async () => {
    const { blockLowerBoundNewMinutes } = await import('../../src/engine/index.js');
    // Monday–Friday an 8 h block (06–14) and a 4 h block (15–19); surrogates of 20 h and 15 h
    const blocks = [0, 1, 2, 3, 4].flatMap((day) => [
      { minutes: H(8), day, node: 'A', segments: [[H(6), H(14)]] as const },
      { minutes: H(4), day, node: 'A', segments: [[H(15), H(19)]] as const },
    ]);
    const all = blocks.map((_, i) => i);
    const r = blockLowerBoundNewMinutes(blocks, [
      { cap: H(20), lim: LIM, blocks: all },
      { cap: H(15), lim: LIM, blocks: all },
    ]);
    // 8 + 4 on one day is 12 h > 9 h; the 15 h surrogate reaches 12 h, the 20 h one 20 h: 60 − 32
    expect(r.surrogateReach).toEqual([H(20), H(12)]);
    expect(r.newMinutes).toBe(H(28));
  });

  it('block bound: the rests between days and the weekly rest', async () => {
    const { restReach } = await import('../../src/engine/solver/week-reach.js');
    // a split shift 06–09 + 18–21 Monday–Friday and 08–14 at the weekend: 21:00 → 06:00 leaves 9 h < 12 h, so
    // split shifts only every other day; Fri 21:00 → Sat 08:00 is 11 h; the 36 h weekly rest rules out the rest
    const items = [
      ...[0, 1, 2, 3, 4].map((day) => ({
        minutes: H(6),
        day,
        segments: [
          [H(6), H(9)],
          [H(18), H(21)],
        ] as const,
      })),
      ...[5, 6].map((day) => ({ minutes: H(6), day, segments: [[H(8), H(14)]] as const })),
    ];
    expect(restReach(items, LIM)).toBe(H(24));
    expect(restReach(items, { ...LIM, restMinutes: 0, consecutiveRestMinutes: 0 })).toBe(H(42));
  });
});

describe('agreement limits in minutes', () => {
  it('vacation share and the weekly cap that the yearly maximum implies', async () => {
    const { vacationFraction, agreementLimits } = await import('../../src/engine/index.js');
    const { agreement } = await import('./helpers.js');
    // 30 natural days: 30/365
    expect(vacationFraction(agreement() as never)).toBeCloseTo(30 / 365, 12);
    // 22 working days (Mon–Fri): 22 / (365.25/7 × 5 − 14 holidays) = 22 / 246.89
    expect(vacationFraction(agreement({ holiday_days: 22, holiday_days_types: 'laborables' }) as never)).toBeCloseTo(
      22 / ((365.25 / 7) * 5 - 14),
      12,
    );
    // 1,764 h a year with 31 natural days off: 1,764 × 60 / (52.18 × (1 − 31/365)) = 2,216 min ≈ 36.9 h a week
    const lim = agreementLimits(agreement({ max_hours_per_week: 39, max_hours_per_year: 1764, holiday_days: 31 }) as never);
    expect(lim.maxWeekFromYearMinutes).toBe(Math.floor((1764 * 60) / ((365.25 / 7) * (1 - 31 / 365))));
    expect(lim.maxWeekFromYearMinutes).toBe(2216);
    expect(lim.consecutiveRestMinutes).toBe(36 * 60);
    expect(lim.restMinutes).toBe(12 * 60);
  });
});
