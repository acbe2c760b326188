/** "Comparar" (docs/budget.md §6): the figures side by side and each difference to the first, as the page shows them. */
import { describe, expect, it } from 'vitest';
import { comparable, comparisonCells, comparisonFigures, type Results } from '../src/index.js';

const results = (wages: number, extra: Partial<Results> = {}): Results =>
  ({
    categories: {
      'Limpiador/a': { count_new: 2, count_sub: 1, fte_new: 1.5, fte_sub: 1, hours: 3000, wage_costs: wages, ss_costs: 0 },
    },
    hiring_costs: wages,
    social_security: wages * 0.33,
    absenteeism_cost: 0,
    material_costs: 1000,
    benefit: 0,
    total_cost: wages * 1.33 + 1000,
    overheads_cost: 0,
    ...extra,
  }) as unknown as Results;

describe('comparison', () => {
  it('money differences to the first in € and %, from the figures rounded to the cent as the pages show them', () => {
    // rest: wages 40,000.004 (the page shows 40.000,00 €); surcharge: 42,000.006 (42.000,01 €): +2.000,01 €, +5,00 %
    const figures = comparisonFigures([results(40000.004), results(42000.006)]);
    const wages = figures.find((f) => f.label === 'Salarial')!;
    expect(comparisonCells(wages)).toEqual([
      { value: '40.000,00 €', difference: null, percent: null },
      { value: '42.000,01 €', difference: '+2.000,01 €', percent: '+5,00 %' },
    ]);
    const fte = figures.find((f) => f.label === 'ETC a contratar')!;
    expect(comparisonCells(fte)[1]).toEqual({ value: '1,50', difference: '0,00', percent: '0,00 %' });
  });

  it('a column without a bid shows — and no difference', () => {
    const bid = {
      tender_budget: 100000,
      offer_without_vat: 90000,
      offer_with_vat: 108900,
      discount_percent: 10,
      below_cost: false,
      margin: 5000,
      abnormal: {
        offers_considered: 1,
        mean_discount_percent: 10,
        threshold_discount_percent: 25,
        threshold_price: 75000,
        ours_abnormal: false,
        abnormal_offers: [],
      },
    };
    const offer = comparisonFigures([results(40000, { bid } as Partial<Results>), results(41000)]).find(
      (f) => f.label === 'Oferta sin IVA',
    )!;
    expect(comparisonCells(offer)).toEqual([
      { value: '90.000,00 €', difference: null, percent: null },
      { value: '—', difference: null, percent: null },
    ]);
  });

  it('the annual-hours total (results.conventional) has its row after the price per hour, with its difference', () => {
    const conventional = (total_cost: number) => ({ conventional: { total_cost } }) as unknown as Partial<Results>;
    const figures = comparisonFigures([
      results(40000, conventional(60000)),
      results(41000, conventional(63000.004)),
      results(42000),
    ]);
    const labels = figures.map((f) => f.label);
    expect(labels.indexOf('Total por horas anuales (método del pliego)')).toBe(labels.indexOf('Precio por hora') + 1);
    const row = figures.find((f) => f.label === 'Total por horas anuales (método del pliego)')!;
    expect(comparisonCells(row)).toEqual([
      { value: '60.000,00 €', difference: null, percent: null },
      { value: '63.000,00 €', difference: '+3.000,00 €', percent: '+5,00 %' },
      { value: '—', difference: null, percent: null },
    ]);
  });

  it('only solved items can be picked; the others say why', () => {
    expect(comparable({ status: 'Solved' })).toEqual({ ok: true, why: null });
    expect(comparable({ status: 'Running' }).why).toBe('En cálculo: espera a que termine');
    expect(comparable({ status: 'Stopped' }).why).toBe('Sin resolver: no tiene resultados que comparar');
  });
});
