import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { abnormalCheck, bidOf, contractYears, decodeTender, previousStudy, recost, simulate } from '../../src/engine/index.js';
import { roundCents } from '../../src/engine/cents.js';
import { agreement, category, run, shift, studyPeriod, tender, FIXED_CLOCK, type Doc } from './helpers.js';

const cents = (n: number) => Math.round(n * 100) / 100;
const example = (name: string) => JSON.parse(readFileSync(new URL(`../../../docs/examples/${name}`, import.meta.url), 'utf8'));

describe('holidays worked (docs/budget.md section 1), arithmetic in the test', () => {
  // A Saturday shift 08:00–16:00 that also runs on every holiday of 2027 (national holidays only): 50 ordinary
  // Saturdays + 10 holidays (Jan 1, Jan 6, Mar 26, May 1, Aug 15, Oct 12, Nov 1, Dec 6, Dec 8, Dec 25) = 60 days
  // × 8 h = 480 h, of which 80 h on holidays. One new hire at 8 h a week: c = 8/40 = 0.2, salary 18,000 × 0.2 = 3,600.
  // No vacation; 1,800 h a year, so the ordinary hourly wage is 18,000 / 1,800 = 10 €/h. Holiday plus 5 €/h.
  const doc = (mode?: string) =>
    tender({
      agreements: [
        agreement({
          holiday_days: 0,
          max_hours_per_year: 1800,
          ...(mode ? { holiday_work_compensation: mode } : {}),
          categories: [category({ pluses_by_weekday: [{ day: 'holiday', price_hour: 5 }] })],
        }),
      ],
      fixed_work_shifts: [shift({ weekdays_working: ['saturday'], work_in_holidays: true })],
    });
  const SHIFT = [{ time_init: '08:00', time_end: '16:00' }];
  const withShift = (d: Doc) => ({ ...d, fixed_work_shifts: [{ ...d.fixed_work_shifts[0], shift_times: SHIFT }] });

  it('plus (the default): the holiday plus on the 80 holiday hours, nothing else', async () => {
    const out = await run(withShift(doc()));
    expect(out.demand[0].total_hours).toBe(480);
    // 3,600 + 80 h × 5 € = 4,000; SS 33 % = 1,320; total 5,320
    expect(cents(out.results.hiring_costs)).toBe(4000);
    expect(cents(out.results.social_security)).toBe(1320);
    expect(cents(out.results.total_cost)).toBe(5320);
    const explicit = await run(withShift(doc('plus')));
    expect(explicit.results.total_cost).toBe(out.results.total_cost);
  });

  it('surcharge: 175 % of the hourly wage on each holiday hour, no holiday plus', async () => {
    const out = await run(withShift(doc('surcharge')));
    // 3,600 + 80 h × 1.75 × 10 € = 3,600 + 1,400 = 5,000; SS 1,650; total 6,650
    expect(cents(out.results.hiring_costs)).toBe(5000);
    expect(cents(out.results.social_security)).toBe(1650);
    expect(cents(out.results.total_cost)).toBe(6650);
    expect(out.results.categories['Limpiador/a'].hours).toBe(480);
  });

  it('rest: substitutes work the 80 h at 10 €/h, counted in hours and FTE; no holiday plus', async () => {
    const out = await run(withShift(doc('rest')));
    // 3,600 + 80 × 10 = 4,400; SS 1,452; total 5,852
    expect(cents(out.results.hiring_costs)).toBe(4400);
    expect(cents(out.results.social_security)).toBe(1452);
    expect(cents(out.results.total_cost)).toBe(5852);
    const c = out.results.categories['Limpiador/a'];
    expect(c.hours).toBe(480 + 80);
    // 0.2 of the new hire + 80 h / 1,800 h = 0.2444…; headcount 1 + 1 substitute
    expect(c.fte_new).toBeCloseTo(0.2 + 80 / 1800, 12);
    expect(c.count_new).toBe(2);
    const sub = out.employees.find((e) => e.name === 'Sustituciones de festivos Limpiador/a')!;
    expect(cents(sub.salary)).toBe(800);
    // the price per hour divides by the 480 service hours, not the 560 paid hours (rest cover included)
    expect(out.results.budget.price_per_hour).toBe(out.results.total_cost / 480);
    expect(recost(out, { vat: 10 }).results.budget.price_per_hour).toBe(out.results.total_cost / 480);
  });

  it('an unknown compensation is refused naming the field', () => {
    const d = decodeTender(withShift(doc('doble')));
    expect(d._tag).toBe('Left');
    expect((d as { left: string[] }).left).toEqual([
      'agreements[0].holiday_work_compensation: compensación de festivos inválida (plus, surcharge, rest)',
    ]);
  });
});

describe('overheads, VAT and the budget by contract year (section 2)', () => {
  // tender(): one new hire at 40 h, 18,000 + SS 33 % 5,940 = C 23,940; no vacation so the hours are 254 days × 8 = 2,032
  const base = (parameters: Doc = {}, over: Doc = {}) =>
    tender({ agreements: [agreement({ holiday_days: 0 })], parameters, ...over });

  it('13 % overheads, 6 % benefit, 21 % VAT', async () => {
    const out = await run(base({ overheads: 13, benefit: 6, vat: 21 }));
    const r = out.results;
    expect(cents(r.overheads_cost)).toBe(3112.2); // 13 % × 23,940
    expect(cents(r.benefit)).toBe(1436.4); // 6 % × 23,940
    expect(cents(r.total_cost)).toBe(28488.6); // 23,940 + 3,112.20 + 1,436.40
    expect(r.budget.total_without_vat).toBe(r.total_cost);
    expect(r.budget.vat_rate).toBe(21);
    expect(cents(r.budget.vat_amount)).toBe(5982.61); // 21 % × 28,488.60 = 5,982.606
    expect(cents(r.budget.total_with_vat)).toBe(34471.21); // 34,471.206
    expect(cents(r.budget.price_per_hour)).toBe(14.02); // 28,488.60 / 2,032 h = 14.0199…
    expect(r.budget.years).toHaveLength(1);
    expect(r.budget.years[0]).toMatchObject({ from: '2027-01-01', to: '2027-12-31' });
    expect(r.bid).toBeUndefined();
  });

  it('without the new inputs: no overheads, VAT 21 % by default', async () => {
    const r = (await run(base())).results;
    expect(r.overheads_cost).toBe(0);
    expect(cents(r.total_cost)).toBe(23940);
    expect(cents(r.budget.total_with_vat)).toBe(28967.4); // 23,940 × 1.21
  });

  it('two contract years with a 2 % increment in 2028, absenteeism and materials', async () => {
    const out = await run(
      base(
        { overheads: 13, benefit: 6, vat: 21 },
        {
          simulation: { service_duration: 24, absenteeism_rate: 5 },
          agreements: [
            agreement({ holiday_days: 0, max_hours_per_year: null, annual_increment: [{ year: 2028, increment: 2 }] }),
          ], // no yearly cap: one worker at 40 h
          material_costs: [
            { id: 'm1', name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 100, months_to_apply: null, center_id: null },
            { id: 'm2', name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 50, center_id: null },
          ],
        },
      ),
    );
    const [y1, y2] = out.results.budget.years.map((y) =>
      Object.fromEntries(Object.entries(y).map(([k, v]) => [k, typeof v === 'number' ? cents(v) : v])),
    );
    // year 1: wages 18,000; SS 5,940; absenteeism 5 % × 23,940 = 1,197; materials 12 × 100 + 50 = 1,250
    // C 26,387; overheads 3,430.31; benefit 1,583.22; total 31,400.53; VAT 6,594.11; with VAT 37,994.64
    expect(y1).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
      wages: 18000,
      social_security: 5940,
      absenteeism: 1197,
      materials: 1250,
      overheads: 3430.31,
      benefit: 1583.22,
      total_without_vat: 31400.53,
      vat_amount: 6594.11,
      total_with_vat: 37994.64,
    });
    // year 2: wages 18,000 × 1.02 = 18,360; SS 6,058.80; absenteeism 5 % × 24,418.80 = 1,220.94; materials 1,200
    // C 26,839.74; overheads 3,489.17; benefit 1,610.38; total 31,939.29; VAT 6,707.25; with VAT 38,646.54
    expect(y2).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
      wages: 18360,
      social_security: 6058.8,
      absenteeism: 1220.94,
      materials: 1200,
      overheads: 3489.17,
      benefit: 1610.38,
      total_without_vat: 31939.29,
      vat_amount: 6707.25,
      total_with_vat: 38646.54,
    });
    // the years add up to the totals
    expect(cents(out.results.total_cost)).toBe(cents(31400.53 + 31939.2906));
    expect(cents(out.results.budget.total_with_vat)).toBe(cents(37994.6413 + 38646.541626));
  });

  it('contract years are 12-month slices from the service start, the last one shorter', () => {
    expect(contractYears('2027-03-15', 30).map(({ from, to }) => [from, to])).toEqual([
      ['2027-03-15', '2028-03-14'],
      ['2028-03-15', '2029-03-14'],
      ['2029-03-15', '2029-09-14'],
    ]);
  });

  it('the previous study carries overheads, VAT and the offer too', () => {
    const out = previousStudy(
      {
        previous_study: studyPeriod({ substitution_percentage: 100, vacation_coverage: 0 }),
        parameters: { overheads: 10, benefit: 5, vat: 10, tender_budget: 30000 },
        agreements: [agreement({ holiday_days: 0 })],
        subrogates: [
          {
            id: 's1',
            name: 'Ana',
            category_id: 'cat-limp',
            value_metric_working_day: 'FIXED',
            working_day_fixed: 40,
            beginning_year: '2027-01-01',
          },
        ],
      },
      { clock: FIXED_CLOCK },
    );
    // C = 18,000 + 5,940 = 23,940; overheads 2,394; benefit 1,197; total 27,531; VAT 10 % 2,753.10
    expect(cents(out.results.overheads_cost)).toBe(2394);
    expect(cents(out.results.total_cost)).toBe(27531);
    expect(cents(out.results.budget.total_with_vat)).toBe(30284.1);
    // discount (30,000 − 27,531) / 30,000 = 8.23 %
    expect(cents(out.results.bid!.discount_percent)).toBe(8.23);
  });
});

describe('the offer against the tender budget (section 3)', () => {
  const base = (parameters: Doc) =>
    tender({ agreements: [agreement({ holiday_days: 0 })], parameters: { overheads: 13, benefit: 6, vat: 21, ...parameters } });

  it('offer = the total when no price is given: discount, margin = the benefit, not below cost', async () => {
    const bid = (await run(base({ tender_budget: 35000 }))).results.bid!;
    expect(bid.tender_budget).toBe(35000);
    expect(cents(bid.offer_without_vat)).toBe(28488.6);
    expect(cents(bid.offer_with_vat)).toBe(34471.21);
    expect(cents(bid.discount_percent)).toBe(18.6); // (35,000 − 28,488.60) / 35,000 = 18.604 %
    expect(bid.below_cost).toBe(false);
    expect(cents(bid.margin)).toBe(1436.4); // 28,488.60 − 23,940 − 3,112.20
    // one offer: abnormal above 25 points, threshold price 35,000 × 0.75 = 26,250
    expect(bid.abnormal).toEqual({
      offers_considered: 1,
      mean_discount_percent: bid.discount_percent,
      threshold_discount_percent: 25,
      threshold_price: 26250,
      ours_abnormal: false,
      abnormal_offers: [],
    });
  });

  it('an offer of 23,000 is below the cost before overheads and benefit (23,940) and abnormal alone', async () => {
    const bid = (await run(base({ tender_budget: 35000, offer_price: 23000 }))).results.bid!;
    expect(bid.below_cost).toBe(true);
    expect(cents(bid.margin)).toBe(-4052.2); // 23,000 − 23,940 − 3,112.20
    expect(cents(bid.discount_percent)).toBe(34.29);
    expect(bid.abnormal.ours_abnormal).toBe(true);
  });

  it('re-costing changes overheads, VAT and the offer without solving again, as a fresh run would give', async () => {
    const first = await run(base({ overheads: 0, benefit: 6, vat: 21 }));
    const re = recost(first, { overheads: 13, vat: 10, tender_budget: 35000, other_offers: [30000] });
    const fresh = await run(base({ overheads: 13, vat: 10, tender_budget: 35000, other_offers: [30000] }));
    expect(re.results.total_cost).toBe(fresh.results.total_cost);
    expect(re.results.budget).toEqual(fresh.results.budget);
    expect(re.results.bid).toEqual(fresh.results.bid);
    expect(cents(re.results.budget.vat_amount)).toBe(2848.86); // 10 % × 28,488.60
    // removing the tender budget removes the bid
    expect(recost(re, { tender_budget: null }).results.bid).toBeUndefined();
  });

  it('an offer above the tender budget is excluded; one at the budget is not', async () => {
    const above = (await run(base({ tender_budget: 35000, offer_price: 35000.01 }))).results.bid!;
    expect(above.excluded).toBe(true);
    expect(above.abnormal.ours_abnormal).toBe(false);
    const at = (await run(base({ tender_budget: 35000, offer_price: 35000 }))).results.bid!;
    expect(at.excluded).toBe(false);
    expect((await run(base({ tender_budget: 35000 }))).results.bid!.excluded).toBe(false);
  });
});

describe('flags compared to the cent', () => {
  const rates = { overheads: 0, benefit: 0, vat: 21 };
  it('an offer typed equal to the cost rounded to the cent is not below cost; a cent less is', () => {
    // C = 23,940.004 € shows as 23.940,00 €: an offer of 23.940,00 € is not below it
    const c = 23940.004;
    const offer = roundCents(c);
    expect(offer).toBe(23940);
    expect(bidOf(c, c, 0, { ...rates, tender_budget: 35000, offer_price: offer })!.below_cost).toBe(false);
    expect(bidOf(c, c, 0, { ...rates, tender_budget: 35000, offer_price: 23939.99 })!.below_cost).toBe(true);
    // C = 23,940.005 € shows as 23.940,01 €: an offer of 23.940,00 € is below it
    expect(bidOf(23940.005, 23940.005, 0, { ...rates, tender_budget: 35000, offer_price: 23940 })!.below_cost).toBe(true);
  });

  it('an offer at the threshold price to the cent is not abnormal; a cent below is', () => {
    // one offer over a budget of 100,000.004: threshold price 75,000.003, shown 75.000,00 €
    const B2 = 100000.004;
    expect(roundCents(abnormalCheck(B2, 75000, []).threshold_price)).toBe(75000);
    expect(abnormalCheck(B2, 75000, []).ours_abnormal).toBe(false);
    expect(abnormalCheck(B2, 74999.99, []).ours_abnormal).toBe(true);
    // the other offers too
    expect(abnormalCheck(B2, 90000, [75000, 74999.99]).abnormal_offers).toEqual([74999.99]);
  });
});

describe('abnormally low offers, RGLCAP art. 85 (tender budget 100,000)', () => {
  const B = 100000;
  it('1 offer: abnormal above 25 points', () => {
    expect(abnormalCheck(B, 74000, []).ours_abnormal).toBe(true); // 26 points
    const fine = abnormalCheck(B, 76000, []);
    expect(fine).toMatchObject({
      offers_considered: 1,
      threshold_discount_percent: 25,
      threshold_price: 75000,
      ours_abnormal: false,
    });
  });

  it('2 offers: abnormal when a discount exceeds the other by more than 20 points', () => {
    // 30 vs 5 points: threshold 5 + 20 = 25
    expect(abnormalCheck(B, 70000, [95000])).toEqual({
      offers_considered: 2,
      mean_discount_percent: 17.5,
      threshold_discount_percent: 25,
      threshold_price: 75000,
      ours_abnormal: true,
      abnormal_offers: [],
    });
    // the other way round: the competitor's offer is the abnormal one
    expect(abnormalCheck(B, 95000, [70000])).toMatchObject({ ours_abnormal: false, abnormal_offers: [70000] });
    // 24 vs 5: 19 points apart, not abnormal
    expect(abnormalCheck(B, 76000, [95000]).ours_abnormal).toBe(false);
  });

  it('3 offers: mean + 10 points, never above 25', () => {
    // 22, 8, 4: mean 11.333…; 4 is not 10 points below it; threshold 21.333… → ours (22) abnormal
    const a = abnormalCheck(B, 78000, [92000, 96000]);
    expect(a.mean_discount_percent).toBeCloseTo(34 / 3, 12);
    expect(a.threshold_discount_percent).toBeCloseTo(34 / 3 + 10, 12);
    expect(cents(a.threshold_price)).toBe(78666.67);
    expect(a.ours_abnormal).toBe(true);
    // 26, 24, 22: mean 24, mean + 10 = 34, but more than 25 points is abnormal in any case
    const b = abnormalCheck(B, 74000, [76000, 78000]);
    expect(b).toMatchObject({
      mean_discount_percent: 24,
      threshold_discount_percent: 25,
      threshold_price: 75000,
      ours_abnormal: true,
      abnormal_offers: [],
    });
  });

  it('3 offers: the highest-priced one is left out of the mean when 10 points below it', () => {
    // 20, 15, 1: mean 12; 1 < 12 − 10 → left out; mean (20 + 15) / 2 = 17.5; threshold min(27.5, 25) = 25
    expect(abnormalCheck(B, 80000, [85000, 99000])).toMatchObject({
      mean_discount_percent: 17.5,
      threshold_discount_percent: 25,
      ours_abnormal: false,
    });
  });

  it('4 or more: mean + 10 points; offers 10 points below the mean leave it', () => {
    // 24, 12, 10, 6: mean 13; none below 3; threshold 23 → ours abnormal
    expect(abnormalCheck(B, 76000, [88000, 90000, 94000])).toMatchObject({
      offers_considered: 4,
      mean_discount_percent: 13,
      threshold_discount_percent: 23,
      threshold_price: 77000,
      ours_abnormal: true,
    });
    // 35, 25, 24, 1: mean 21.25; 1 < 11.25 leaves; mean (35 + 25 + 24) / 3 = 28; threshold 38 → ours (35) fine
    expect(abnormalCheck(B, 65000, [75000, 76000, 99000])).toMatchObject({
      mean_discount_percent: 28,
      threshold_discount_percent: 38,
      ours_abnormal: false,
      abnormal_offers: [],
    });
  });

  it('4 or more: with fewer than three left, the mean of the three lowest prices', () => {
    // 40, 39, 5, 4: mean 22; 5 and 4 leave, two remain → three lowest prices 40, 39, 5: mean 28; threshold 38
    expect(abnormalCheck(B, 60000, [61000, 95000, 96000])).toMatchObject({
      mean_discount_percent: 28,
      threshold_discount_percent: 38,
      threshold_price: 62000,
      ours_abnormal: true,
      abnormal_offers: [61000],
    });
  });
});

describe('an existing simulation without the new inputs', () => {
  it('gives exactly the numbers it gave before the budget (simulation, re-costing, previous study)', async () => {
    // docs/examples/regression-tender.results.json was written by the engine before this change
    const doc = example('regression-tender.json');
    const before = example('regression-tender.results.json');
    const out = await simulate(doc, { clock: () => 0 });
    const ps = previousStudy(
      {
        previous_study: { ...doc.simulation, substitution_percentage: 80, vacation_coverage: 60 },
        agreements: doc.agreements,
        parameters: doc.parameters,
        subrogates: doc.subrogates,
        material_costs: doc.material_costs.filter((m: Doc) => m.center_id == null),
      },
      { clock: () => 0 },
    );
    const re = recost(out, { absenteeism_rate: 3, benefit: 7.5 });
    const old = ({ overheads_cost, budget, bid, conventional, categories, premises, ...rest }: Doc) => {
      expect(conventional.total_cost).toBeGreaterThan(0);
      // the premises came later too: this document states no scope and its agreements are in force
      expect(premises ?? []).toEqual([]);
      expect(overheads_cost).toBe(0);
      expect(bid).toBeUndefined();
      expect(budget.total_without_vat).toBe(rest.total_cost);
      // the substitutions' split of count_new and fte_new came later too
      const before = Object.fromEntries(
        Object.entries(categories as Record<string, Doc>).map(([name, { count_substitutes, fte_substitutes, ...c }]) => [
          name,
          c,
        ]),
      );
      return { categories: before, ...rest };
    };
    expect(old(out.results)).toEqual(before.simulate);
    expect(old(ps.results)).toEqual(before.previous_study);
    expect(old(re.results)).toEqual(before.recost);
    expect(out.lower_bound.lb_cost).toBe(before.lb);
    // its 18 months make two contract years that add up to the total
    expect(out.results.budget.years.map((y) => [y.from, y.to])).toEqual([
      ['2027-03-01', '2028-02-29'],
      ['2028-03-01', '2028-08-31'],
    ]);
    expect(out.results.budget.years.reduce((a, y) => a + y.total_without_vat, 0)).toBeCloseTo(out.results.total_cost, 6);
  });
});
