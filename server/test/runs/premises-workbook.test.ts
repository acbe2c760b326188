/**
 * The solution workbook's premises (Resumen, under the totals) and the "Complemento hasta el SMI" by category and
 * year (Categorías), read back from the real xlsx. Arithmetic in the test.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { simulate } from '@licita/domain';
import { agreement, category, tender, FIXED_CLOCK, type Doc } from '@licita/domain/test/engine/helpers';
import { buildSolutionWorkbook, PREMISES_FIRST_ROW } from '../../src/runs/workbook';
import { metaOf, type StoredOutput } from '../../src/runs/solution';

async function workbookOf(doc: Doc) {
  const { events: _e, ...output } = await simulate(doc, { clock: FIXED_CLOCK });
  const stored: StoredOutput = { ...output, meta: metaOf(doc, 'Oficinas', output) };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await buildSolutionWorkbook(stored)) as unknown as ArrayBuffer);
  return wb;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number, n: number) =>
  Array.from({ length: n }, (_, i) => sheet.getCell(row, i + 1).value);

describe('the premises and the SMI complement in the solution workbook', () => {
  it('a 14,000 € table in 2026–2027 and an offer under the overheads', async () => {
    // one full-time new hire: 17,094 a year (3,094 of complement each year); wages 34,188, social security 33 %
    // 11,282.04: C = 45,470.04; overheads 13 % = 5,911.1052 → C + overheads 51,381.1452; the offer 50,000 leaves
    // 1,381.15 of the 5,911.11 of overheads uncovered
    const wb = await workbookOf(
      tender({
        simulation: { service_date_init: '2026-01-01', service_duration: 24 },
        agreements: [agreement({ start_year: 2026, salary_year: 2026, categories: [category({ salary_year: 14000 })] })],
        parameters: { overheads: 13, benefit: 6, tender_budget: 60000, offer_price: 50000 },
      }),
    );
    const sum = wb.worksheets[0]!;
    expect(sum.name).toBe('Resumen');
    expect(sum.getCell(`A${PREMISES_FIRST_ROW}`).value).toBe('Premisas que revisa la mesa de contratación');
    expect(rowValues(sum, PREMISES_FIRST_ROW + 1, 3)).toEqual(['Gravedad', 'Aviso', 'Detalle']);
    expect(rowValues(sum, PREMISES_FIRST_ROW + 2, 2)).toEqual([
      'Información',
      'Limpiador/a: el salario no llega al salario mínimo interprofesional (SMI); se añade un «Complemento hasta el SMI» ' +
        'de 3.094,00 € en 2026 y 3.094,00 € en 2027 (con su seguridad social)',
    ]);
    expect(rowValues(sum, PREMISES_FIRST_ROW + 3, 2)).toEqual([
      'Aviso',
      'La oferta no cubre los gastos generales: deja sin cubrir 1.381,15 € de 5.911,11 €',
    ]);
    expect(sum.getCell(`C${PREMISES_FIRST_ROW + 3}`).value).toBe(
      'Oferta sin IVA: 50.000,00 €. Cubre el coste directo (45.470,04 €) y 4.529,96 € de los gastos generales; no queda beneficio industrial ' +
        '(previsto: 2.728,20 €).',
    );
    expect(sum.getCell(`A${PREMISES_FIRST_ROW + 4}`).value).toBeNull();

    const cs = wb.getWorksheet('Categorías')!;
    // row 2 the category (wage cost 34,188 with the complement); row 3 blank; then the block
    expect(Math.round((cs.getCell('G2').value as number) * 100) / 100).toBe(34188);
    expect(cs.getCell('A4').value).toBe('Complemento hasta el SMI (incluido en el coste salarial, con su seguridad social)');
    expect(rowValues(cs, 5, 6)).toEqual([
      'Categoría',
      'Año',
      'Salario de tablas (jornada completa)',
      'SMI anual',
      'Origen del SMI',
      'Complemento hasta el SMI',
    ]);
    const cents = (v: ExcelJS.CellValue) => Math.round((v as number) * 100) / 100;
    const line = (row: number) => {
      const [cat, year, table, smi, source, complement] = rowValues(cs, row, 6);
      return [cat, year, cents(table), cents(smi), source, cents(complement)];
    };
    expect(line(6)).toEqual(['Limpiador/a', 2026, 14000, 17094, 'RD 126/2026', 3094]);
    expect(line(7)).toEqual([
      'Limpiador/a',
      2027,
      14000,
      17094,
      'sin SMI publicado ni previsto para 2027: se usa el último conocido, RD 126/2026',
      3094,
    ]);
  });

  it('an agreement above the SMI and an offer that pays its costs: no premises, no complement', async () => {
    const wb = await workbookOf(tender({ parameters: { tender_budget: 30000 } }));
    expect(wb.worksheets[0]!.getCell(`A${PREMISES_FIRST_ROW}`).value).toBeNull();
    expect(wb.getWorksheet('Categorías')!.rowCount).toBe(2);
  });
});
