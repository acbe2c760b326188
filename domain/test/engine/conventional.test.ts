import { describe, it, expect } from 'vitest';
import { effectiveHoursFromWeek, previousStudy, recost } from '../../src/engine/index.js';
import {
  agreement,
  category,
  nonContributoryPlusAgreement,
  run,
  sevenDayHospital,
  shift,
  studyPeriod,
  surrogate,
  tender,
  EVERY_DAY,
  FIXED_CLOCK,
} from './helpers.js';

const cents = (n: number) => Math.round(n * 100) / 100;

// tender(): a shift 06:00–14:00 Monday to Friday through 2027, not on holidays: 261 weekdays − 7 weekday holidays
// = 254 days × 8 h = 2,032 h; agreement of 40 h a week, 2,000 h a year, 30 natural vacation days; SS 33 %; no
// vacation coverage, so the roster is one new hire at 40 h: 18,000 + SS 5,940 = 23,940.

describe('annual-hours method (docs/engine.md), arithmetic in the comments', () => {
  it('an agreement with annual hours: E is its 2,000 h', async () => {
    const out = await run(tender());
    const c = out.results.conventional!;
    const cat = c.categories['Limpiador/a'];
    expect(cat.hours).toBe(2032);
    expect(cat.effective_hours_per_fte).toBe(2000);
    // 2,032 / 2,000 = 1.016 FTE, none of them surrogates
    expect(cat.fte).toBeCloseTo(1.016, 12);
    expect(cat.fte_surrogates).toBe(0);
    expect(cat.fte_new).toBeCloseTo(1.016, 12);
    // 1.016 × 18,000 = 18,288; SS 33 % = 6,035.04; total 24,323.04; the roster's 23,940 is 383.04 less
    expect(cents(cat.wages)).toBe(18288);
    expect(cents(c.wages)).toBe(18288);
    expect(cents(c.social_security)).toBe(6035.04);
    expect(cents(c.total_cost)).toBe(24323.04);
    expect(cents(c.total_with_vat)).toBe(29430.88); // × 1.21
    expect(cents(c.difference_to_roster)).toBe(383.04);
    expect(out.results.bid).toBeUndefined();
  });

  it('the worked example: 35 h, 30 natural days, no annual hours → 1,577 h; 22 working days → 1,573 h', async () => {
    // 35 × 365 / 7 = 1,825; vacation 30 × 35 / 7 = 150; holidays 14 × 35 / 5 = 98; 1,825 − 150 − 98 = 1,577
    expect(effectiveHoursFromWeek({ max_hours_per_week: 35, holiday_days: 30, holiday_days_types: 'naturales' })).toBe(1577);
    // working days: vacation 22 × 35 / 5 = 154; 1,825 − 154 − 98 = 1,573
    expect(effectiveHoursFromWeek({ max_hours_per_week: 35, holiday_days: 22, holiday_days_types: 'laborables' })).toBe(1573);
    const doc = (days: number, type: string) =>
      tender({
        agreements: [
          agreement({ max_hours_per_week: 35, max_hours_per_year: null, holiday_days: days, holiday_days_types: type }),
        ],
        fixed_work_shifts: [shift({ shift_times: [{ time_init: '06:00', time_end: '13:00' }] })],
      });
    const natural = (await run(doc(30, 'naturales'))).results.conventional!;
    const cat = natural.categories['Limpiador/a'];
    // 254 days × 7 h = 1,778 h; 1,778 / 1,577 = 1.12746 FTE; × 18,000 = 20,294.23
    expect(cat.hours).toBe(1778);
    expect(cat.effective_hours_per_fte).toBe(1577);
    expect(cat.fte).toBeCloseTo(1778 / 1577, 12);
    expect(cents(cat.wages)).toBe(20294.23);
    const working = (await run(doc(22, 'laborables'))).results.conventional!;
    // 1,778 / 1,573 × 18,000 = 20,345.84
    expect(working.categories['Limpiador/a'].effective_hours_per_fte).toBe(1573);
    expect(cents(working.wages)).toBe(20345.84);
  });

  it('a 7-day service: every day of the year is demand, holidays included; the budget covers one method only', async () => {
    // 06:00–14:00 every day of 2027, holidays too: 365 × 8 = 2,920 h; / 2,000 = 1.46 FTE; × 18,000 = 26,280;
    // SS 8,672.40; total 34,952.40.
    // Roster: 56 h a week need two new hires (40 h and 16 h: 18,000 + 7,200 = 25,200) and, with full vacation
    // coverage, substitutes for 30/365 of the 56 h: 25,200 × 30 / 365 = 2,071.23; wages 27,271.23, total × 1.33
    // = 36,270.74. A budget of 35,000 pays the annual-hours method but not the roster.
    const doc = sevenDayHospital({ parameters: { tender_budget: 35000 } });
    const out = await run(doc);
    const c = out.results.conventional!;
    expect(c.categories['Limpiador/a'].hours).toBe(2920);
    expect(c.categories['Limpiador/a'].fte).toBeCloseTo(1.46, 12);
    expect(cents(c.wages)).toBe(26280);
    expect(cents(c.total_cost)).toBe(34952.4);
    expect(cents(out.results.hiring_costs)).toBe(27271.23);
    expect(cents(out.results.total_cost)).toBe(36270.74);
    expect(cents(c.difference_to_roster)).toBe(cents(34952.4 - 36270.74));
    expect(out.results.bid!.covers).toEqual({ roster: false, conventional: true });
    // re-costing only the parameters moves the method too: 10 % benefit and a budget of 40,000 cover both
    const re = recost(out, { benefit: 10, tender_budget: 40000 });
    // 34,952.40 × 1.10 = 38,447.64; 36,270.74 × 1.10 = 39,897.81
    expect(cents(re.results.conventional!.total_cost)).toBe(38447.64);
    expect(re.results.bid!.covers).toEqual({ roster: true, conventional: true });
    expect(recost(out, { tender_budget: null }).results.bid).toBeUndefined();
  });

  it('surrogates whose share exceeds the FTE: no new FTE, every surrogate costed', async () => {
    // two surrogates of 40 h: 2 FTE of surrogates against 1.016 needed; wages 2 × 18,000 = 36,000; SS 11,880
    const out = await run(tender({ subrogates: [surrogate(), surrogate({ id: 'sub-2', name: 'Luis' })] }));
    const c = out.results.conventional!;
    const cat = c.categories['Limpiador/a'];
    expect(cat.fte).toBeCloseTo(1.016, 12);
    expect(cat.fte_surrogates).toBe(2);
    expect(cat.fte_new).toBe(0);
    expect(cents(cat.wages)).toBe(36000);
    expect(cents(c.total_cost)).toBe(47880);
  });

  it('a 30-month contract with increments of 2 % (2028) and 3 % (2029)', async () => {
    // every day from 2027-01-01 to 2029-06-30: 365 + 366 + 181 = 912 days × 8 h = 7,296 h; over 2.5 years of
    // 2,000 h: 7,296 / 5,000 = 1.4592 FTE. A year of salary: 2027 18,000; 2028 × 1.02; the half of 2029 × 1.02 × 1.03:
    // 18,000 × (1 + 1.02 + 0.5 × 1.0506) = 18,000 × 2.5453 = 45,815.40; × 1.4592 = 66,853.83
    const doc = tender({
      simulation: { service_duration: 30 },
      agreements: [
        agreement({
          annual_increment: [
            { year: 2028, increment: 2 },
            { year: 2029, increment: 3 },
          ],
        }),
      ],
      fixed_work_shifts: [shift({ weekdays_working: EVERY_DAY, work_in_holidays: true })],
    });
    const c = (await run(doc)).results.conventional!;
    expect(c.categories['Limpiador/a'].hours).toBe(7296);
    expect(c.categories['Limpiador/a'].fte).toBeCloseTo(1.4592, 12);
    expect(cents(c.wages)).toBe(66853.83);
  });

  it('a part-time surrogate: 20 of 40 h is 0.5 FTE, the rest new', async () => {
    // fte 1.016, surrogates 0.5, new 0.516; wages: the surrogate 18,000 × 0.5 = 9,000 + 0.516 × 18,000 = 9,288
    const out = await run(tender({ subrogates: [surrogate({ working_day_fixed: 20 })] }));
    const cat = out.results.conventional!.categories['Limpiador/a'];
    expect(cat.fte_surrogates).toBe(0.5);
    expect(cat.fte_new).toBeCloseTo(0.516, 12);
    expect(cents(cat.wages)).toBe(18288);
    const percent = await run(
      tender({ subrogates: [surrogate({ value_metric_working_day: 'PERCENT', working_day: 50, working_day_fixed: null })] }),
    );
    expect(percent.results.conventional!.categories['Limpiador/a'].fte_surrogates).toBe(0.5);
  });

  it('a previous study: the surrogates give the hours (fte_surrogates × E)', () => {
    const out = previousStudy(
      {
        previous_study: studyPeriod(),
        agreements: [agreement()],
        subrogates: [surrogate(), surrogate({ id: 'sub-2', working_day_fixed: 20 })],
      },
      { clock: FIXED_CLOCK },
    );
    const c = out.results.conventional!;
    // 1.5 FTE × 2,000 h = 3,000 h; wages 18,000 + 9,000 = 27,000; SS 8,910
    expect(c.categories['Limpiador/a']).toMatchObject({
      hours: 3000,
      effective_hours_per_fte: 2000,
      fte: 1.5,
      fte_surrogates: 1.5,
      fte_new: 0,
    });
    expect(cents(c.wages)).toBe(27000);
    expect(cents(c.social_security)).toBe(8910);
  });
});

describe('the annual-hours method in itemised social security (docs/social-security.md)', () => {
  // 2027's employer rates with AT/EP 1.5 %: 23.60 + 5.50 + 0.20 + 0.60 + 0.83 + 1.5 = 32.23 % open-ended; 33.43 %
  // fixed-term (6.70 % unemployment instead of 5.50 %)
  const itemised = { social_security_mode: 'itemised', at_ep_percent: 1.5 } as const;

  it('new FTE contribute as open-ended lines, with the rates of the year', async () => {
    // 1.016 new FTE at 18,000 € a year: 12 months of 1,524 € (over the minimum base × 1.016 = 1,447.29 €),
    // bases 18,288 € × 32.23 % = 5,894.2224; the roster's one hire: 18,000 × 32.23 % = 5,801.40
    const out = await run(tender({ simulation: itemised }));
    const c = out.results.conventional!;
    expect(cents(c.social_security)).toBe(5894.22);
    expect(cents(out.results.social_security)).toBe(5801.4);
    // the difference to the roster is the extra 0.016 FTE: 288 € of wages and 92.82 € of social security
    expect(cents(c.difference_to_roster)).toBe(cents(288 + 5894.2224 - 5801.4));
  });

  it('a fixed-term surrogate contributes 6.70 % unemployment in the method too', async () => {
    // two surrogates of 40 h, 18,000 € each, no new FTE: 18,000 × 33.43 % = 6,017.40 + 18,000 × 32.23 % = 5,801.40
    const out = await run(
      tender({
        simulation: itemised,
        subrogates: [surrogate({ contract_type: 'temporal' }), surrogate({ id: 'sub-2', name: 'Luis' })],
      }),
    );
    expect(cents(out.results.conventional!.social_security)).toBe(11818.8);
  });

  it('re-costing to itemised moves the method with the roster, without solving again', async () => {
    const flat = await run(tender());
    // flat 33 %: 18,288 × 33 % = 6,035.04
    expect(cents(flat.results.conventional!.social_security)).toBe(6035.04);
    const costed = recost(flat, itemised);
    expect(cents(costed.results.conventional!.social_security)).toBe(5894.22);
    // one more point of AT/EP on the 18,288 € of bases
    const higher = recost(costed, { at_ep_percent: 2.5 });
    expect(cents(higher.results.conventional!.social_security - costed.results.conventional!.social_security)).toBe(182.88);
  });
});

describe('hourly wage of an agreement without annual hours', () => {
  it('holidays worked at 175 % over the effective hours, not over 52 weeks', async () => {
    // Saturday 08:00–15:00 and the 10 national holidays of 2027: 60 days × 7 h = 420 h, 70 h on holidays; one hire at
    // 7 of 35 h: 18,000 × 0.2 = 3,600. No vacation: E = 1,825 − 0 − 98 = 1,727 h, so the hour is 18,000 / 1,727 =
    // 10.4227 €; surcharge 70 × 1.75 × 18,000 / 1,727 = 1,276.78; wages 4,876.78
    const doc = tender({
      agreements: [
        agreement({ max_hours_per_week: 35, max_hours_per_year: null, holiday_days: 0, holiday_work_compensation: 'surcharge' }),
      ],
      fixed_work_shifts: [
        shift({
          weekdays_working: ['saturday'],
          work_in_holidays: true,
          shift_times: [{ time_init: '08:00', time_end: '15:00' }],
        }),
      ],
    });
    const out = await run(doc);
    expect(out.demand[0].total_hours).toBe(420);
    expect(cents(out.results.hiring_costs)).toBe(4876.78);
    // the annual-hours method pays no surcharge: 420 / 1,727 × 18,000 = 4,377.53
    expect(cents(out.results.conventional!.wages)).toBe(4377.53);
  });
});

describe('pluses outside the social security base', () => {
  // No vacation, 2,100 h a year (so that one worker can hold the whole 40 h week). A fixed plus of 100 € a month outside the base (1,200 a year) and a night plus of 1 €/h for
  // 05:00–07:00 inside it (1 h a day × 254 days = 254 €).
  const doc = (surrogates: object[] = []) => tender({ agreements: [nonContributoryPlusAgreement()], subrogates: surrogates });

  it('social security is the rate × the contributory wages', async () => {
    const out = await run(doc());
    // wages 18,000 + 1,200 + 254 = 19,454; SS 33 % × (19,454 − 1,200) = 33 % × 18,254 = 6,023.82
    expect(cents(out.results.hiring_costs)).toBe(19454);
    expect(cents(out.results.social_security)).toBe(6023.82);
    const [worker] = out.employees;
    expect(out.employees).toHaveLength(1);
    expect(cents(worker.social_security)).toBe(6023.82);
    expect(cents(worker.non_contributory!)).toBe(1200);
  });

  it('the same in the annual-hours method', async () => {
    const out = await run(doc([surrogate()]));
    const c = out.results.conventional!;
    // 2,032 / 2,100 = 0.9676 FTE, fewer than the surrogate's 1: no new FTE. The surrogate as the roster costs them:
    // wages 19,454, of which 18,254 contributory; SS 33 % × 18,254 = 6,023.82
    expect(c.categories['Limpiador/a'].fte_new).toBe(0);
    expect(cents(c.wages)).toBe(19454);
    expect(cents(c.social_security)).toBe(6023.82);
  });

  it('a plus not marked keeps paying social security (the base agreement as seeded)', async () => {
    const out = await run(
      tender({
        agreements: [
          agreement({
            holiday_days: 0,
            categories: [category({ fixed_pluses: { price_day_worked: 0, price_month_worked: 100, price_year_worked: 0 } })],
          }),
        ],
      }),
    );
    // 19,200 × 33 % = 6,336
    expect(cents(out.results.social_security)).toBe(6336);
  });
});
