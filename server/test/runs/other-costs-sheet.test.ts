/** The "Otros costes" sheet of the solution workbook: an amount per worker says how many people it was charged for, and who. */
import { describe, expect, it } from 'vitest';
import { sevenDayHospital, surrogate } from '@licita/domain/test/engine/helpers';
import { solutionSheet } from './solution-sheets';

describe('the "Otros costes" sheet', () => {
  it("'Por trabajador': the people of the roster it was charged for (surrogates and new hires), not the substitutions' lines", async () => {
    const { output, sheet } = await solutionSheet(
      sevenDayHospital({
        subrogates: [surrogate()],
        material_costs: [
          { id: 'm1', name: 'Vestuario', cost_type: 'AMOUNT_BY_WORKER', amount: 60, center_id: null },
          { id: 'm2', name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 100, months_to_apply: 12, center_id: null },
        ],
      }),
      'Otros costes',
    );

    const heads = output.employees.filter((e) => e.headcount).length;
    expect(heads).toBeGreaterThan(1);
    // the vacation substitutions are costed as lines of their own, which the amount per worker does not count
    expect(output.employees.some((e) => !e.headcount)).toBe(true);
    expect(sheet.getRow(1).getCell(5).value).toBe('Cálculo');
    expect(sheet.getRow(2).getCell(1).value).toBe('Vestuario');
    expect(sheet.getRow(2).getCell(4).value).toBe(60 * heads);
    expect(sheet.getRow(2).getCell(5).value).toBe(
      `Por trabajador: ${heads} (subrogados y contrataciones nuevas; no cuenta el personal de sustituciones de vacaciones y festivos)`,
    );
    expect(sheet.getRow(3).getCell(5).value ?? '').toBe('');
  });
});
