/**
 * The "Horas anuales" sheet of the solution workbook: live formulas whose cached values are the page's card
 * (conventionalCard) to the cent, and social security over the wages that pay it.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { conventionalCard, moneyText, type Results } from '@licita/domain';
import { nonContributoryPlusAgreement, sevenDayHospital, surrogate, tender, type Doc } from '@licita/domain/test/engine/helpers';
import { CONVENTIONAL_CELLS, CONVENTIONAL_TOTALS } from '../../src/runs/conventional-sheet';
import { solutionSheet } from './solution-sheets';

async function sheetOf(doc: Doc) {
  const { output, sheet } = await solutionSheet(doc, 'Horas anuales');
  const nCategories = Object.keys(output.results.conventional!.categories).length;
  const totalsRow = CONVENTIONAL_CELLS.firstRow + nCategories + 1;
  const cached = (label: (typeof CONVENTIONAL_TOTALS)[number]) => {
    const row = totalsRow + CONVENTIONAL_TOTALS.indexOf(label);
    expect(sheet.getCell(`A${row}`).value).toBe(label);
    const v = sheet.getCell(`B${row}`).value as ExcelJS.CellValue;
    // ExcelJS keeps no cached value of a formula whose result is 0 (absenteeism at 0 %): read as 0
    return typeof v === 'object' && v !== null && 'formula' in v
      ? ((v as { result?: number | string }).result ?? 0)
      : (v as number | string);
  };
  const formula = (addr: string) => (sheet.getCell(addr).value as { formula?: string }).formula;
  return { results: output.results as unknown as Results, sheet, cached, formula };
}

describe('the "Horas anuales" sheet', () => {
  it('a 7-day service with a budget between the two totals: formulas, and the card to the cent', async () => {
    // 2,920 h / 2,000 h = 1.46 FTE × 18,000 = 26,280; total 34,952.40; the roster's 36,270.74; budget 35,000
    const { results, cached, formula, sheet } = await sheetOf(sevenDayHospital({ parameters: { tender_budget: 35000 } }));
    const card = conventionalCard(results)!;
    const row = CONVENTIONAL_CELLS.firstRow;
    expect(sheet.getCell(`A${row}`).value).toBe('Limpiador/a');
    expect(formula(`E${row}`)).toBe(`IF(C${row}*D${row}>0,B${row}/(C${row}*D${row}/12),0)`);
    expect(formula(`K${row}`)).toBe(`H${row}+G${row}*J${row}*D${row}/12`);
    const wagesCell = sheet.getCell(`K${row}`).value as { result: number };
    expect(moneyText(wagesCell.result)).toBe(card.rows[0].cells[5]);
    const byLabel = Object.fromEntries(card.totals.map((t) => [t.label, t.value]));
    for (const label of [
      'Salarios',
      'Seguridad social',
      'Absentismo',
      'Materiales',
      'Gastos generales',
      'Beneficio',
      'Total sin IVA',
      'Total con IVA',
    ] as const)
      expect(moneyText(cached(label) as number), label).toBe(byLabel[label]);
    expect(moneyText(cached('Total sin IVA') as number)).toBe('34.952,40 €');
    expect(moneyText(cached('Total del cuadrante sin IVA') as number)).toBe('36.270,74 €');
    expect(`${moneyText(cached('Diferencia con el cuadrante') as number)}`).toBe(card.difference.value);
    expect(cached('Cubre el cuadrante')).toBe('No');
    expect(cached('Cubre el método de horas anuales')).toBe('Sí');
  });

  it('social security is the rate × the wages that pay it (a plus outside its base)', async () => {
    // a surrogate of 40 h with 100 € a month outside the base and a night plus of 254 € inside it: wages 19,454,
    // 18,254 of them contributory; SS 33 % × 18,254 = 6,023.82 (not 33 % × 19,454 = 6,419.82)
    const { cached, sheet } = await sheetOf(
      tender({
        agreements: [nonContributoryPlusAgreement()],
        subrogates: [surrogate()],
      }),
    );
    const row = CONVENTIONAL_CELLS.firstRow;
    expect(moneyText((sheet.getCell(`I${row}`).value as number) ?? 0)).toBe('1.200,00 €');
    expect(moneyText((sheet.getCell(`L${row}`).value as { result: number }).result)).toBe('18.254,00 €');
    expect(moneyText(cached('Seguridad social') as number)).toBe('6.023,82 €');
    const plantilla = sheet.workbook.getWorksheet('Plantilla')!;
    const ssColumn = (plantilla.getRow(1).values as unknown[]).indexOf('Seguridad social');
    expect(moneyText(plantilla.getRow(2).getCell(ssColumn).value as number)).toBe('6.023,82 €');
  });

  it('in itemised mode the rate is what the lines by year come to, and the formula gives the card', async () => {
    // 1.016 new FTE at 18,000 € in 2027: bases 18,288 € × 32.23 % (2027, open-ended, AT/EP 1.5 %) = 5,894.2224
    const { cached, sheet } = await sheetOf(tender({ simulation: { social_security_mode: 'itemised', at_ep_percent: 1.5 } }));
    const rate = cached('Seguridad social (%)') as number;
    expect(rate).toBeCloseTo(32.23, 10);
    const rateRow = CONVENTIONAL_CELLS.firstRow + 2 + CONVENTIONAL_TOTALS.indexOf('Seguridad social (%)');
    expect(sheet.getCell(`C${rateRow}`).value).toBe(
      'Desglosada por tipo de contrato y año (AT/EP 1,50 %): el tipo que resulta sobre los salarios que cotizan',
    );
    const contributory = (sheet.getCell(`L${CONVENTIONAL_CELLS.firstRow}`).value as { result: number }).result;
    expect(moneyText((contributory * rate) / 100)).toBe('5.894,22 €');
    expect(moneyText(cached('Seguridad social') as number)).toBe('5.894,22 €');
  });
});
