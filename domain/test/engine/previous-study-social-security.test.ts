/**
 * A previous study prices social security in the study's mode (docs/social-security.md): flat keeps the single
 * percentage, itemised prices each surrogate by their contract type and the year's rates. Arithmetic in the test.
 */
import { describe, expect, it } from 'vitest';
import { previousStudy } from '../../src/engine/index.js';
import { agreement, FIXED_CLOCK, studyPeriod, surrogate, type Doc } from './helpers';

const cents = (n: number) => Math.round(n * 100) / 100;

/** 2027, no vacation nor absenteeism: a full-time fixed-term surrogate (18,000 €) and a half-time open-ended one (9,000 €). */
const study = (basics: Doc) =>
  previousStudy(
    {
      previous_study: studyPeriod(basics),
      parameters: { benefit: 0 },
      agreements: [agreement({ holiday_days: 0 })],
      subrogates: [
        surrogate({ working_day_fixed: 40, contract_type: 'temporal' }),
        surrogate({ id: 'sub-2', name: 'Luis', working_day_fixed: 20 }),
      ],
      material_costs: [],
    },
    { clock: FIXED_CLOCK },
  );

describe('a previous study by social security mode', () => {
  it('flat (the default): 33 % of the wages, no breakdown', () => {
    const out = study({});
    expect(cents(out.results.hiring_costs)).toBe(27000);
    // 33 % × 27,000
    expect(cents(out.results.social_security)).toBe(8910);
    expect(out.results.social_security_items).toBeUndefined();
  });

  it('itemised with AT/EP 1.5 %: each line of 2027 by contract type, the total its social security', () => {
    const out = study({ social_security_mode: 'itemised', at_ep_percent: 1.5 });
    const items = out.results.social_security_items!;
    // bases: 12 × 1,500 = 18,000 (temporal) and 12 × 750 = 9,000 (open-ended; above the minimum × 0.5 = 712.25)
    expect(items.calendar_years.map((y) => [y.year, cents(y.base)])).toEqual([[2027, 27000]]);
    // common 23.60 % × 27,000; unemployment 6.70 % × 18,000 + 5.50 % × 9,000; FOGASA 0.20 %; FP 0.60 %;
    // MEI 0.83 % (2027); AT/EP 1.5 %
    expect(cents(items.common)).toBe(6372);
    expect(cents(items.unemployment)).toBe(1206 + 495);
    expect(cents(items.fogasa)).toBe(54);
    expect(cents(items.fp)).toBe(162);
    expect(cents(items.mei)).toBe(224.1);
    expect(cents(items.at_ep)).toBe(405);
    // 6,372 + 1,701 + 54 + 162 + 224.10 + 405 = 8,918.10
    expect(cents(items.total)).toBe(8918.1);
    expect(cents(out.results.social_security)).toBe(8918.1);
    // the Plantilla's lines: 33.43 % × 18,000 and 32.23 % × 9,000
    expect(out.employees.map((e) => cents(e.social_security))).toEqual([6017.4, 2900.7]);
    expect(out.parameters.social_security_mode).toBe('itemised');
  });

  it('itemised without the AT/EP rate is refused, naming the field', () => {
    expect(() => study({ social_security_mode: 'itemised' })).toThrow(/previous_study\.at_ep_percent/);
  });
});
