/**
 * The minimum wage floor (docs/premises.md, "The minimum wage floor"), arithmetic in the test: a table below the SMI
 * is raised by "Complemento hasta el SMI", which pays social security and absenteeism like any wage.
 */
import { describe, it, expect } from 'vitest';
import { smiOfYear } from '../../src/engine/index.js';
import { agreement, category, run, shift, surrogate, tender } from './helpers.js';

const cents = (n: number) => Math.round(n * 100) / 100;

/** A 2026 agreement (tables of 2026, no increments) whose Limpiador/a earns `salary` a year. */
const agreement2026 = (salary: number) =>
  agreement({ start_year: 2026, end_year: 2029, salary_year: 2026, categories: [category({ salary_year: salary })] });

/** One worker Monday–Friday for `months` from 1 January 2026, `hours` a day. */
const doc2026 = (salary: number, months: number, over: Record<string, any> = {}) =>
  tender({
    simulation: { service_date_init: '2026-01-01', service_duration: months, absenteeism_rate: 2, ...(over.simulation ?? {}) },
    agreements: [agreement2026(salary)],
    fixed_work_shifts: over.fixed_work_shifts,
    subrogates: over.subrogates,
  });

describe('the SMI by year', () => {
  it('is the published one, a forecast for a later year, or else the last one known', () => {
    expect(smiOfYear(2025)).toEqual({ year: 2025, annual: 16576, source: 'RD 87/2025', basis: 'published', from_year: 2025 });
    expect(smiOfYear(2026)?.annual).toBe(17094); // 1,221 € × 14
    expect(smiOfYear(2028)).toEqual({ year: 2028, annual: 17094, source: 'RD 126/2026', basis: 'carried', from_year: 2026 });
    const forecast = [{ year: 2027, annual: 17600 }];
    expect(smiOfYear(2027, forecast)).toMatchObject({ annual: 17600, basis: 'forecast', source: 'SMI previsto' });
    // 2028 carries the 2027 forecast; a forecast never replaces a published year
    expect(smiOfYear(2028, forecast)).toMatchObject({ annual: 17600, basis: 'carried', from_year: 2027 });
    expect(smiOfYear(2026, [{ year: 2026, annual: 20000 }])?.annual).toBe(17094);
    expect(smiOfYear(2020)).toBeNull();
  });
});

describe('a table below the SMI', () => {
  it('a 14,000 € table in 2026 and 2027 costs 17,094 € a year per full-time worker, with social security on the complement', async () => {
    const out = await run(doc2026(14000, 24));
    const r = out.results;
    // one new hire at 40 h: 17,094 in 2026 and 17,094 in 2027 (no SMI published for 2027: the last one, 2026's)
    expect(out.roster.workers).toHaveLength(1);
    expect(cents(r.hiring_costs)).toBe(34188);
    // social security 33 % of 34,188 = 11,282.04 (of it, 33 % of the two complements of 3,094 = 2,042.04)
    expect(cents(r.social_security)).toBe(11282.04);
    // absenteeism 2 % × (34,188 + 11,282.04) = 909.4008
    expect(cents(r.absenteeism_cost)).toBe(909.4);
    expect(cents(r.total_cost)).toBe(cents(34188 + 11282.04 + 909.4008));
    expect(cents(r.categories['Limpiador/a'].wage_costs)).toBe(34188);
    expect(r.smi_topups!.map((t) => ({ ...t, complement: cents(t.complement) }))).toEqual([
      {
        category: 'Limpiador/a',
        year: 2026,
        table_salary: 14000,
        smi: 17094,
        smi_source: 'RD 126/2026',
        smi_basis: 'published',
        complement: 3094,
      },
      {
        category: 'Limpiador/a',
        year: 2027,
        table_salary: 14000,
        smi: 17094,
        smi_source: 'RD 126/2026',
        smi_basis: 'carried',
        complement: 3094,
      },
    ]);
    const worker = out.employees.find((e) => e.kind === 'new')!;
    expect([cents(worker.base_salary), cents(worker.smi_complement!), cents(worker.salary)]).toEqual([28000, 6188, 34188]);
    expect(r.premises).toEqual([
      {
        code: 'SMI_TOPUP',
        severity: 'info',
        message:
          'Limpiador/a: el salario no llega al salario mínimo interprofesional (SMI); se añade un «Complemento hasta el SMI» ' +
          'de 3.094,00 € en 2026 y 3.094,00 € en 2027 (con su seguridad social)',
        detail:
          '2026: salario de tablas 14.000,00 € al año a jornada completa, SMI 17.094,00 € (RD 126/2026); ' +
          '2027: salario de tablas 14.000,00 € al año a jornada completa, SMI 17.094,00 € (sin SMI publicado ni ' +
          'previsto para 2027: se usa el último conocido, RD 126/2026). La antigüedad y los pluses se pagan aparte, ' +
          'sin contar para el mínimo.',
      },
    ]);
    // the annual-hours method pays its new full-time equivalents the floored salary too: 17,094 a year
    const conventional = r.conventional!.categories['Limpiador/a'];
    expect(cents(conventional.wages / conventional.fte_new / 2)).toBe(17094);
  });

  it('a part-time worker is raised to the same fraction of the SMI; a forecast SMI is used for its year', async () => {
    // 4 h a day Monday–Friday: 20 of 40 h, c = 0.5; 2026: 0.5 × 17,094 = 8,547; 2027 forecast 17,600: 8,800
    const out = await run(
      doc2026(14000, 24, {
        simulation: { smi: [{ year: 2027, annual: 17600, source: 'Previsión propia' }] },
        fixed_work_shifts: [shift({ shift_times: [{ time_init: '08:00', time_end: '12:00' }] })],
      }),
    );
    expect(cents(out.results.hiring_costs)).toBe(8547 + 8800);
    expect(out.results.smi_topups!.map((t) => [t.year, t.smi, t.smi_basis, cents(t.complement)])).toEqual([
      [2026, 17094, 'published', 1547], // (17,094 − 14,000) × 0.5
      [2027, 17600, 'forecast', 1800], // (17,600 − 14,000) × 0.5
    ]);
    expect(out.results.premises![0].detail).toContain('SMI 17.600,00 € (Previsión propia, fijado en el espacio de trabajo)');
  });

  it("a surrogate's own agreed salary below the SMI is raised; seniority is paid on top", async () => {
    // a table of 18,000 (above the SMI); Ana's own 15,000 at 40 h: 2,094 € more in 2026; 3 years of seniority at
    // 4 % of the base salary 15,000 = 600 € a year, not counted toward the floor
    const doc = doc2026(18000, 12, {
      subrogates: [surrogate({ salary_year: 15000, beginning_year: '2023-01-01' })],
    });
    doc.agreements[0].seniority_bonus = [{ period_bonus: 3, percent_over_salary: 4, max_percent: 40 }];
    const out = await run(doc);
    const ana = out.employees.find((e) => e.kind === 'surrogate')!;
    expect([cents(ana.base_salary), cents(ana.smi_complement!), cents(ana.seniority), cents(ana.salary)]).toEqual([
      15000, 2094, 600, 17694,
    ]);
    expect(out.results.smi_topups).toEqual([
      expect.objectContaining({ category: 'Limpiador/a', year: 2026, table_salary: 18000, complement: 2094 }),
    ]);
  });

  it('an agreement above the SMI keeps its figures exactly: no complement, no premise', async () => {
    // 18,000 ≥ 17,094: the worked example of the engine (18,000; social security 33 % = 5,940)
    const out = await run(doc2026(18000, 12, { simulation: { absenteeism_rate: 0 } }));
    expect(cents(out.results.hiring_costs)).toBe(18000);
    expect(cents(out.results.social_security)).toBe(5940);
    expect(out.results.smi_topups).toBeUndefined();
    expect(out.results.premises).toBeUndefined();
    expect(out.employees[0].smi_complement).toBeUndefined();
  });
});
