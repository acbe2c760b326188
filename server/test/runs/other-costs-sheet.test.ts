/** The "Otros costes" sheet of the solution workbook: an amount per worker says how many people it was charged for, and who. */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { simulate } from '@licita/domain';
import { shift, surrogate, tender, FIXED_CLOCK } from '@licita/domain/test/engine/helpers';
import { buildSolutionWorkbook } from '../../src/runs/workbook';
import { metaOf, type StoredOutput } from '../../src/runs/solution';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('the "Otros costes" sheet', () => {
  it("'Por trabajador': the people of the roster it was charged for (surrogates and new hires), not the substitutions' lines", async () => {
    const doc = tender({
      centers: [
        {
          id: 'cen-1',
          name: 'Hospital',
          municipality_id: 'loc-1',
          agreement_id: 'agr-1',
          center_group: null,
          vacation_coverage: 100,
        },
      ],
      fixed_work_shifts: [shift({ weekdays_working: EVERY_DAY, work_in_holidays: true })],
      subrogates: [surrogate()],
      material_costs: [
        { id: 'm1', name: 'Vestuario', cost_type: 'AMOUNT_BY_WORKER', amount: 60, center_id: null },
        { id: 'm2', name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 100, months_to_apply: 12, center_id: null },
      ],
    });
    const { events: _e, ...output } = await simulate(doc, { clock: FIXED_CLOCK });
    const stored: StoredOutput = { ...output, meta: metaOf(doc, 'Hospital', output) };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await buildSolutionWorkbook(stored)) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Otros costes')!;

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
