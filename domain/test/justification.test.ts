/**
 * The justification's figures, computed by hand: how an offer pays each cost line per contract year, the salary
 * tables of every year of the service with the agreement's increments, and the art. 85 check over the admitted
 * offers (an offer above the tender budget is excluded and left out of the mean).
 */
import { describe, expect, it } from 'vitest';
import {
  abnormalWorking,
  checkBidderData,
  checkTenderData,
  offerMakeUp,
  salaryTables,
  serviceYears,
  type AgreementT,
} from '../src';

const year = (
  from: string,
  to: string,
  wages: number,
  ss: number,
  abs: number,
  mat: number,
  overheads: number,
  benefit: number,
) => ({
  from,
  to,
  wages,
  social_security: ss,
  absenteeism: abs,
  materials: mat,
  overheads,
  benefit,
  total_without_vat: wages + ss + abs + mat + overheads + benefit,
});

describe('offerMakeUp', () => {
  // two years: C = 1,000 + 330 + 20 + 50 = 1,400 and 700; overheads 13 % = 182 and 91; benefit 6 % = 84 and 42
  // totals 1,666 and 833 (sum 2,499)
  const years = [
    year('2027-01-01', '2027-12-31', 1000, 330, 20, 50, 182, 84),
    year('2028-01-01', '2028-06-30', 500, 165, 10, 25, 91, 42),
  ];

  it('an offer at the total cost leaves the benefit of the rate, spread in proportion to each year', () => {
    const m = offerMakeUp(2499, years, 6);
    expect(m.years[0]!.offer).toBeCloseTo(1666, 9); // 2,499 × 1,666 / 2,499
    expect(m.years[1]!.offer).toBeCloseTo(833, 9);
    expect(m.total.costs).toBeCloseTo(2100, 9);
    expect(m.total.benefit).toBeCloseTo(126, 9); // 2,499 − 2,100 − 273
    expect(m.benefitLeftRate).toBeCloseTo(6, 9); // 126 / 2,100
    expect(m.verdict).toBe(
      'La oferta paga todos los costes y los gastos generales, y deja un beneficio industrial de 126,00 € (6,00 % sobre los costes).',
    );
  });

  it('an offer between C and C + overheads pays the costs and part of the overheads, with no benefit', () => {
    // 2,200: 100 of the 273 of overheads are covered
    const m = offerMakeUp(2200, years, 6);
    expect(m.total.benefit).toBeCloseTo(-173, 9);
    expect(m.verdict).toBe(
      'La oferta paga todos los costes directos (2.100,00 €) y cubre 100,00 € de los 273,00 € de gastos generales; no queda beneficio industrial.',
    );
  });

  it('an offer below C says how much is missing', () => {
    expect(offerMakeUp(2000, years, 6).verdict).toBe(
      'La oferta no cubre los costes directos: faltan 100,00 € para pagar salarios, seguridad social, absentismo y materiales.',
    );
  });

  it('a smaller benefit than the rate is said so', () => {
    // 2,400 − 2,100 − 273 = 27, 1.29 % of C
    expect(offerMakeUp(2400, years, 6).verdict).toBe(
      'La oferta paga todos los costes y los gastos generales, y deja un beneficio industrial de 27,00 € (1,29 % sobre los costes), menor que el 6,00 % previsto.',
    );
  });
});

describe('the salary tables of every year of the service', () => {
  const agreement = {
    id: 'a',
    name: 'Convenio',
    salary_year: 2026,
    max_hours_per_day: 9,
    max_hours_per_week: 40,
    max_hours_per_year: 1800,
    max_sections_planned_day: 2,
    rest_hours_between_shifts: 12,
    consecutive_rest_days: 1.5,
    holiday_days: 30,
    annual_increment: [
      { year: 2027, increment: 3 },
      { year: 2028, increment: 2.5 },
    ],
    categories: [
      { id: 'c1', professional_category: 'Limpiador/a', salary_year: 18000, base_salary_year: 15000 },
      { id: 'c2', professional_category: 'Cristalero/a', salary_year: 19000 },
    ],
  } as AgreementT;

  it('a service from June 2027 for 30 months spans 2027 to 2029', () => {
    expect(serviceYears('2027-06-01', 30)).toEqual([2027, 2028, 2029]);
    expect(serviceYears('2027-01-01', 12)).toEqual([2027]);
    expect(serviceYears('', 12)).toEqual([]);
  });

  it('each year applies the cumulative increment; the last one repeats; only the categories asked for', () => {
    const [limpiador, ...rest] = salaryTables(agreement, new Set(['Limpiador/a']), [2026, 2027, 2028, 2029]);
    expect(rest).toEqual([]);
    const salaries = limpiador!.years.map((y) => y.salary_year);
    // 18,000; × 1.03 = 18,540; × 1.025 = 19,003.50; 2029 repeats 2.5 %: 19,478.5875
    expect(salaries[0]).toBeCloseTo(18000, 9);
    expect(salaries[1]).toBeCloseTo(18540, 9);
    expect(salaries[2]).toBeCloseTo(19003.5, 9);
    expect(salaries[3]).toBeCloseTo(19478.5875, 9);
    expect(limpiador!.years[2]!.increment).toBeCloseTo(5.575, 9);
    expect(limpiador!.years[1]!.hourly_wage).toBeCloseTo(18540 / 1800, 9);
    expect(limpiador!.years[1]!.base_salary_year).toBeCloseTo(15450, 9);
  });
});

describe('the art. 85 check, step by step', () => {
  it('an offer above the tender budget is excluded and out of the mean (three admitted: art. 85.3)', () => {
    // budget 100,000; ours 88,000 (12 %), 92,000 (8 %), 96,000 (4 %), 104,000 excluded. Mean of 12, 8, 4 = 8; the
    // highest-priced (4 %) is not more than 10 points below it, so the mean stays 8 and the threshold is 18 %.
    const w = abnormalWorking(100000, 88000, [{ price: 92000 }, { name: 'Limpiezas Sur', price: 96000 }, { price: 104000 }]);
    expect(w.admitted.map((o) => o.name)).toEqual(['Nuestra oferta', 'Competidor 1', 'Limpiezas Sur']);
    expect(w.excluded).toEqual([{ name: 'Competidor 3', price: 104000, why: 'supera el presupuesto base de licitación' }]);
    expect(w.rule).toMatch(/^Art\. 85\.3/);
    expect(w.mean).toBeCloseTo(8, 9);
    expect(w.threshold).toBeCloseTo(18, 9);
    expect(w.thresholdPrice).toBeCloseTo(82000, 6);
    expect(w.admitted.some((o) => o.abnormal)).toBe(false);
    expect(w.steps.at(-1)).toBe(
      'Nuestra oferta (baja 12,00 %) no queda por debajo del umbral: no incurre en presunción de anormalidad.',
    );
  });

  it('one offer: abnormal above 25 points, compared on cents', () => {
    // a threshold of 75,000.00 €: 74,999.99 is abnormal, 75,000.00 is not
    expect(abnormalWorking(100000, 74999.99, []).admitted[0]!.abnormal).toBe(true);
    expect(abnormalWorking(100000, 75000, []).admitted[0]!.abnormal).toBe(false);
  });

  it('our offer above the budget is excluded, and the working says so', () => {
    const w = abnormalWorking(100000, 100000.01, [{ price: 90000 }]);
    expect(w.admitted.map((o) => o.name)).toEqual(['Competidor 1']);
    expect(w.steps.at(-1)).toBe('Nuestra oferta supera el presupuesto base de licitación: quedaría excluida.');
  });
});

describe("the bidder's data", () => {
  it('keeps the tax id in capitals without separators, and refuses one that is not a NIF', () => {
    expect(checkBidderData({ company_name: ' Limpiezas Ñandú, S.L. ', tax_id: 'b-1234 5678' })).toEqual({
      _tag: 'Right',
      right: { company_name: 'Limpiezas Ñandú, S.L.', tax_id: 'B12345678' },
    });
    expect(checkBidderData({ company_name: '', tax_id: '' })).toEqual({
      _tag: 'Right',
      right: { company_name: null, tax_id: null },
    });
    expect(checkBidderData({ company_name: 'X', tax_id: 'B1?' })).toEqual({
      _tag: 'Left',
      left: [{ field: 'tax_id', message: 'El campo «NIF» debe tener entre 8 y 12 letras o cifras (por ejemplo B12345678)' }],
    });
  });
});

describe("the tender's data", () => {
  const form = {
    contracting_authority: ' Ayuntamiento de Getafe ',
    file_number: 'EXP 118/2026',
    lot: '',
    estimated_value: '1.450.000',
    extension_months: '24',
  };
  it('reads the valor estimado the Spanish way and leaves empty texts out', () => {
    expect(checkTenderData(form)).toEqual({
      _tag: 'Right',
      right: {
        contracting_authority: 'Ayuntamiento de Getafe',
        file_number: 'EXP 118/2026',
        lot: null,
        estimated_value: 1450000,
        extension_months: 24,
      },
    });
  });
  it('names the field of a malformed amount or a fraction of a month', () => {
    expect(checkTenderData({ ...form, estimated_value: '1.45.000' })).toMatchObject({
      _tag: 'Left',
      left: [{ field: 'estimated_value' }],
    });
    expect(checkTenderData({ ...form, extension_months: '1,5' })).toEqual({
      _tag: 'Left',
      left: [
        { field: 'extension_months', message: 'El campo «Prórrogas (meses)» debe ser un número entero de meses entre 0 y 120' },
      ],
    });
  });
});
