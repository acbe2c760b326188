import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import {
  formatNumber,
  formatNumberForDisplay,
  numberInputText,
  parseSpanishNumber,
  readSpanishNumber,
  toNumber,
  scoreToForm,
  validateParametersForm,
} from '../src/index';

const read = (text: string) => parseSpanishNumber(text, 'Presupuesto base de licitación');

describe('amounts typed the Spanish way', () => {
  it('reads dots as thousands and the comma as the decimal mark', () => {
    expect(read('130.000')).toEqual(E.right(130000));
    expect(read('130000')).toEqual(E.right(130000));
    expect(read('118.500,50')).toEqual(E.right(118500.5));
    expect(read('118500,50')).toEqual(E.right(118500.5));
    expect(read('1.234.567,8')).toEqual(E.right(1234567.8));
    expect(read('12,5')).toEqual(E.right(12.5));
    expect(read(' 112.000 € ')).toEqual(E.right(112000));
    expect(read('21 %')).toEqual(E.right(21));
    expect(read('-1.500,25')).toEqual(E.right(-1500.25));
    expect(read(',5')).toEqual(E.right(0.5));
    expect(read('')).toEqual(E.right(null));
  });

  it('refuses ambiguous or malformed text with a message naming the field', () => {
    for (const text of ['1.23.4', '12,3,4', '1.5', '12.50', '1234.5', '12.3456.789', '1e5', '12abc', '5,', '-', '€']) {
      const r = read(text);
      expect(E.isLeft(r), text).toBe(true);
      if (E.isLeft(r)) expect(r.left).toMatch(/^Presupuesto base de licitación: /);
    }
    expect(read('1.5')).toEqual(
      E.left(
        'Presupuesto base de licitación: usa la coma para los decimales (por ejemplo 1,5) y el punto solo para los miles (130.000)',
      ),
    );
    expect(read('12,3,4')).toEqual(E.left('Presupuesto base de licitación: tiene más de una coma decimal'));
  });

  it('the forms read the same way', () => {
    expect(toNumber('130.000')).toBe(130000);
    expect(readSpanishNumber('1.5')).toBeNull();
    expect(toNumber(12.5)).toBe(12.5);
  });

  it('shows money with two decimals, other values with the decimals they have', () => {
    expect(formatNumberForDisplay(118500.5, 'money')).toBe('118.500,50');
    expect(formatNumberForDisplay(130000, 'money')).toBe('130.000,00');
    expect(formatNumberForDisplay(12.5)).toBe('12,5');
    expect(formatNumberForDisplay(1500, 'integer')).toBe('1.500');
    expect(numberInputText(118500.5)).toBe('118500,5');
    expect(numberInputText(0.1 + 0.2)).toBe('0,3');
  });

  it('formatting a number then reading it gives it back (fast-check)', () => {
    const cents = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 4 }), (n, decimals) => {
        const rounded = Number(n.toFixed(decimals));
        expect(readSpanishNumber(formatNumber(rounded, decimals))).toBeCloseTo(rounded, 6);
        expect(readSpanishNumber(numberInputText(n))).toBe(n);
        expect(readSpanishNumber(formatNumberForDisplay(n, 'money'))).toBe(n);
      }),
    );
  });

  it("'Modificar parámetros' names the field and says why", () => {
    const score = scoreToForm({ price_score: null, technical_points: 0, competitors: [], other_offers: [112000] });
    const form = {
      absenteeism_rate: '5',
      benefit: '3',
      overheads: '0',
      vat: '21',
      tender_budget: '1.23.4',
      offer_price: '118.500,50',
      score,
      material_costs: [],
    };
    expect(validateParametersForm(form)).toEqual([
      {
        field: 'tender_budget',
        message: 'Presupuesto base de licitación (sin IVA): el punto separa los miles en grupos de tres cifras (130.000)',
      },
    ]);
  });
});
