import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  COST_TYPE_LABELS,
  MaterialCostRules,
  costTypeLabel,
  formatCostAmount,
  validateMaterialCostForm,
  validateMaterialCostInput,
  type Permissions,
} from '../src/index';

describe('material-cost catalogue', () => {
  it('cost-type labels', () => {
    expect(COST_TYPE_LABELS).toEqual({
      SALARY_PERCENT: 'Porcentaje del coste salarial',
      AMOUNT_BY_WORKER: 'Por trabajador',
      MONTHLY_AMOUNT: 'Por mes',
      MONTHLY_UNIT_COST: 'Cada unidad',
    });
    expect(costTypeLabel('MONTHLY_AMOUNT')).toBe('Por mes');
  });
  it('amounts in € or %, 0 decimals when whole, 2 otherwise', () => {
    expect(formatCostAmount(30, 'MONTHLY_AMOUNT')).toBe('30 €');
    expect(formatCostAmount(2.5, 'MONTHLY_UNIT_COST')).toBe('2,50 €');
    expect(formatCostAmount(1234.567, 'AMOUNT_BY_WORKER')).toBe('1.234,57 €');
    expect(formatCostAmount(5, 'SALARY_PERCENT')).toBe('5 %');
    expect(formatCostAmount(null, 'SALARY_PERCENT')).toBe('');
  });
  it("the modal's rules: name required, amount required except for percent, percent 0 to 100", () => {
    expect(validateMaterialCostForm({ name: '', cost_type: 'MONTHLY_AMOUNT', amount: '' })).toEqual(
      E.left({ name: 'Nombre requerido', amount: 'Valor requerido' }),
    );
    expect(validateMaterialCostForm({ name: 'A', cost_type: 'SALARY_PERCENT', amount: '' })).toEqual(
      E.right({ name: 'A', cost_type: 'SALARY_PERCENT', amount: null }),
    );
    expect(validateMaterialCostForm({ name: 'A', cost_type: 'SALARY_PERCENT', amount: '101' })).toEqual(
      E.left({ amount: 'Valor incorrecto' }),
    );
    expect(validateMaterialCostForm({ name: 'A', cost_type: 'MONTHLY_AMOUNT', amount: '-1' })).toEqual(
      E.left({ amount: 'Valor incorrecto' }),
    );
    expect(validateMaterialCostForm({ name: 'A', cost_type: 'MONTHLY_AMOUNT', amount: 'abc' })).toEqual(
      E.left({ amount: 'Valor incorrecto' }),
    );
    expect(validateMaterialCostForm({ name: ' Fregonas ', cost_type: 'MONTHLY_UNIT_COST', amount: '2,5' })).toEqual(
      E.right({ name: 'Fregonas', cost_type: 'MONTHLY_UNIT_COST', amount: 2.5 }),
    );
    expect(validateMaterialCostInput({ name: 'A', cost_type: 'MONTHLY_AMOUNT' })).toEqual(
      E.left({ field: 'amount', message: 'Valor requerido' }),
    );
  });
  it('actions by inventory permission', () => {
    const lector: Permissions = [{ module: 'inventory', read: true, create: false, update: false, delete: false }];
    expect(MaterialCostRules.create(lector) || MaterialCostRules.edit(lector) || MaterialCostRules.remove(lector)).toBe(false);
  });
});
