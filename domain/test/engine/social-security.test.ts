import { describe, it, expect } from 'vitest';
import {
  contributionBase,
  monthContributions,
  withSocialSecurity,
  socialSecurityItemsOf,
} from '../../src/engine/social-security-items.js';
import { socialSecurityRatesOf } from '../../src/engine/social-security-rates.js';
import { decodeTender, recost, type WorkerCost } from '../../src/engine/index.js';
import { agreement, run, shift, surrogate, tender } from './helpers.js';

const cents = (n: number) => Math.round(n * 100) / 100;

/** A cost line of `months` equal monthly wages. */
function line(over: Partial<WorkerCost> & { monthly: number; months: number }): WorkerCost {
  const { monthly, months, ...rest } = over;
  return {
    id: 'w',
    name: 'w',
    kind: 'new',
    category_id: 'c',
    category: 'Limpiador/a',
    center_id: 'cen',
    group: 'g',
    weekly_hours: 40,
    fte: 1,
    hours: 0,
    base_salary: monthly * months,
    seniority: 0,
    pluses: 0,
    salary: monthly * months,
    social_security: 0,
    social_security_activate: false,
    social_security_discount: 0,
    center_wages: {},
    headcount: true,
    monthly_salary: new Array(months).fill(monthly),
    ...rest,
  };
}

/** Two full-time open-ended new hires at 18,000 € a year (+2 % a year from 2028) from July 2027 for 24 months, AT/EP 1.5 %. */
const twoNewHires = (over: Record<string, unknown> = {}) =>
  tender({
    simulation: {
      service_date_init: '2027-07-01',
      service_duration: 24,
      social_security_mode: 'itemised',
      at_ep_percent: 1.5,
      ...over,
    },
    agreements: [agreement({ holiday_days: 0, max_hours_per_year: null, annual_increment: [{ year: 2028, increment: 2 }] })],
    fixed_work_shifts: [shift({ number_of_workers: 2 })],
  });

describe('social security by contract type and year, arithmetic in the test', () => {
  it('the rates by calendar year: only the MEI changes, 0.75 → 0.83 → 0.92 → 1.00, and later years keep 2029', () => {
    expect([2025, 2026, 2027, 2028, 2029, 2031].map((y) => socialSecurityRatesOf(y).mei)).toEqual([0.75, 0.75, 0.83, 0.92, 1, 1]);
    expect(socialSecurityRatesOf(2027)).toMatchObject({
      common: 23.6,
      unemployment: { indefinido: 5.5, temporal: 6.7 },
      fogasa: 0.2,
      fp: 0.6,
    });
  });

  it('two open-ended new hires from July 2027 for 24 months: each line per calendar year, MEI 0.83, 0.92, 1.00', async () => {
    const out = await run(twoNewHires());
    expect(out.employees.filter((e) => e.kind === 'new')).toHaveLength(2);
    const items = out.results.social_security_items!;
    // contribution bases of both workers: Jul–Dec 2027 2 × 6 × 1,500; 2028 2 × 12 × 1,530; Jan–Jun 2029 2 × 6 × 1,560.60
    const base = { 2027: 2 * 6 * 1500, 2028: 2 * 12 * 1530, 2029: 2 * 6 * 1560.6 };
    expect(items.calendar_years.map((y) => [y.year, cents(y.base), y.rates.mei])).toEqual([
      [2027, 18000, 0.83],
      [2028, 36720, 0.92],
      [2029, 18727.2, 1],
    ]);
    const [y27, y28, y29] = items.calendar_years;
    // 2027 on 18,000: 23.60 % 4,248; 5.50 % 990; 0.20 % 36; 0.60 % 108; 0.83 % 149.40; 1.5 % 270 → 32.23 % 5,801.40
    expect([y27.common, y27.unemployment, y27.fogasa, y27.fp, y27.mei, y27.at_ep, y27.total].map(cents)).toEqual([
      4248, 990, 36, 108, 149.4, 270, 5801.4,
    ]);
    // 2028 on 36,720: 8,665.92; 2,019.60; 73.44; 220.32; 0.92 % 337.824; 550.80 → 32.32 % 11,867.904
    expect([y28.common, y28.unemployment, y28.fogasa, y28.fp, y28.mei, y28.at_ep, y28.total].map(cents)).toEqual([
      8665.92, 2019.6, 73.44, 220.32, 337.82, 550.8, 11867.9,
    ]);
    // 2029 on 18,727.20: 4,419.6192; 1,029.996; 37.4544; 112.3632; 1.00 % 187.272; 280.908 → 32.40 % 6,067.6128
    expect([y29.common, y29.unemployment, y29.fogasa, y29.fp, y29.mei, y29.at_ep, y29.total].map(cents)).toEqual([
      4419.62, 1030, 37.45, 112.36, 187.27, 280.91, 6067.61,
    ]);
    const total = base[2027] * 0.3223 + base[2028] * 0.3232 + base[2029] * 0.324; // 23,736.9168
    expect(cents(items.total)).toBe(cents(total));
    expect(cents(out.results.social_security)).toBe(23736.92);
    // contract years: Jul 2027–Jun 2028 = 5,801.40 + 18,360 × 32.32 % (5,933.952); Jul 2028–Jun 2029 = 5,933.952 + 6,067.6128
    expect(items.contract_years.map((y) => [y.from, y.to, cents(y.total)])).toEqual([
      ['2027-07-01', '2028-06-30', 11735.35],
      ['2028-07-01', '2029-06-30', 12001.56],
    ]);
    expect(out.results.budget.years.map((y) => cents(y.social_security))).toEqual([11735.35, 12001.56]);
  });

  it('a fixed-term line pays 6.70 % unemployment, an open-ended one 5.50 %', async () => {
    // a surrogate at 40 h with its own fixed-term contract, 18,000 € in 2027: 18,000 × 6.70 % = 1,206
    const doc = tender({
      simulation: { social_security_mode: 'itemised', at_ep_percent: 1.5 },
      fixed_work_shifts: [],
      agreements: [agreement({ holiday_days: 0 })],
      subrogates: [surrogate({ contract_type: 'temporal' }), surrogate({ id: 'sub-2', name: 'Eva' })],
    });
    const out = await run(doc);
    const items = out.results.social_security_items!;
    // 1,206 + the open-ended Eva's 18,000 × 5.50 % = 990
    expect(cents(items.unemployment)).toBe(1206 + 990);
    expect(out.employees.find((e) => e.id === 'sub:sub-1')!.contract_type).toBe('temporal');
    // a substitutions' line is fixed-term: 12 months of 750 € at 6.70 % = 603
    const [sub] = withSocialSecurity([line({ kind: 'substitute', fte: 0.5, monthly: 750, months: 12 })], {
      mode: 'itemised',
      social_security: 34,
      at_ep_percent: 1.5,
      service_date_init: '2027-01-01',
      months: 12,
    });
    const subItems = socialSecurityItemsOf([sub], { service_date_init: '2027-01-01', months: 12, at_ep_percent: 1.5 });
    expect(cents(subItems.unemployment)).toBe(603);
  });

  it('a wage under the minimum base contributes on the minimum base × its part-time coefficient', () => {
    // 2027's minimum base is 2026's, 1,424.50 € a month; at 20 of 40 h, 712.25 €; a month of 600 € contributes on 712.25
    expect(contributionBase(600, 0.5, 2027)).toBe(712.25);
    expect(contributionBase(6000, 1, 2027)).toBe(5101.2); // the maximum base
    const lines = monthContributions(712.25, socialSecurityRatesOf(2027), 'indefinido', 1.5);
    expect(cents(lines.common)).toBe(168.09); // 712.25 × 23.60 % = 168.091
    const [w] = withSocialSecurity([line({ fte: 0.5, weekly_hours: 20, monthly: 600, months: 12 })], {
      mode: 'itemised',
      social_security: 34,
      at_ep_percent: 1.5,
      service_date_init: '2027-01-01',
      months: 12,
    });
    // 12 × 712.25 = 8,547 × 32.23 % = 2,754.6981, not 7,200 × 32.23 % = 2,320.56
    expect(cents(w.social_security)).toBe(2754.7);
  });

  it('the pluses outside social security are left out of the base, and the disability discount comes off the itemised total', () => {
    const [w] = withSocialSecurity(
      [
        line({
          monthly: 1600,
          months: 12,
          non_contributory: 1200,
          monthly_non_contributory: new Array(12).fill(100),
          social_security_activate: true,
        }),
      ],
      { mode: 'itemised', social_security: 34, at_ep_percent: 1.5, service_date_init: '2027-01-01', months: 12 },
    );
    // base 12 × 1,500 = 18,000 × 32.23 % = 5,801.40, less 4,500 × 1 = 1,301.40
    expect(cents(w.social_security_discount)).toBe(4500);
    expect(cents(w.social_security)).toBe(1301.4);
    const items = socialSecurityItemsOf([w], { service_date_init: '2027-01-01', months: 12, at_ep_percent: 1.5 });
    expect([items.discount, items.total].map(cents)).toEqual([4500, 1301.4]);
  });

  it('flat mode (the default) keeps the single percentage and carries no items', async () => {
    const out = await run(twoNewHires({ social_security_mode: undefined, at_ep_percent: undefined }));
    expect(out.results.social_security_items).toBeUndefined();
    // 33 % of 18,000 + 36,720 + 18,727.20
    expect(cents(out.results.social_security)).toBe(cents(0.33 * (18000 + 36720 + 18727.2)));
    expect(out.parameters).not.toHaveProperty('social_security_mode');
  });

  it('re-costing switches the mode without solving again, and back to the same figures', async () => {
    const flat = await run(twoNewHires({ social_security_mode: undefined, at_ep_percent: undefined }));
    const itemised = recost(flat, { social_security_mode: 'itemised', at_ep_percent: 1.5 });
    expect(cents(itemised.results.social_security)).toBe(23736.92);
    expect(itemised.results.social_security_items!.calendar_years.map((y) => y.rates.mei)).toEqual([0.83, 0.92, 1]);
    expect(itemised.roster).toBe(flat.roster);
    const higher = recost(itemised, { at_ep_percent: 2.5 });
    // one more point of AT/EP on the 73,447.20 € of bases
    expect(cents(higher.results.social_security - itemised.results.social_security)).toBe(734.47);
    const back = recost(higher, { social_security_mode: 'flat' });
    expect(cents(back.results.social_security)).toBe(cents(flat.results.social_security));
    expect(back.results.social_security_items).toBeUndefined();
  });

  it('itemised mode needs the AT/EP rate', () => {
    const decoded = decodeTender(twoNewHires({ at_ep_percent: null }));
    expect(decoded._tag === 'Left' && decoded.left).toEqual([
      'simulation.at_ep_percent: El tipo de AT/EP es requerido con la seguridad social desglosada',
    ]);
  });
});
