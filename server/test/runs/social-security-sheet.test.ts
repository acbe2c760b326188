/**
 * The "Seguridad social" sheet of the solution workbook (docs/social-security.md): in itemised mode the rates, bases
 * and lines of each calendar year and each contract year, the lines of one rate as live formulas, read back to the
 * cent against figures computed by hand; no such sheet in flat mode.
 */
import { describe, expect, it } from 'vitest';
import type ExcelJS from 'exceljs';
import { SOCIAL_SECURITY_LINE_LABELS, SOCIAL_SECURITY_SHEET } from '@licita/domain';
import { agreement, shift, tender, type Doc } from '@licita/domain/test/engine/helpers';
import { SOCIAL_SECURITY_CELLS as C } from '../../src/runs/social-security-sheet';
import { solutionSheet } from './solution-sheets';

const cents = (n: number) => Math.round(n * 100) / 100;

/** Two full-time open-ended new hires at 18,000 € a year (+2 % a year from 2028) from July 2027 for 24 months. */
const twoNewHires = (simulation: Doc): Doc =>
  tender({
    simulation: { service_date_init: '2027-07-01', service_duration: 24, ...simulation },
    agreements: [agreement({ holiday_days: 0, max_hours_per_year: null, annual_increment: [{ year: 2028, increment: 2 }] })],
    fixed_work_shifts: [shift({ number_of_workers: 2 })],
  });

/** A cell's number: its value, or a formula's cached result. */
function cached(sheet: ExcelJS.Worksheet, addr: string): number {
  const v = sheet.getCell(addr).value as number | { formula: string; result?: number };
  return typeof v === 'object' ? (v.result ?? 0) : v;
}
const row = (sheet: ExcelJS.Worksheet, r: number, cols: string[]) => cols.map((c) => cents(cached(sheet, `${c}${r}`)));

describe('the "Seguridad social" sheet', () => {
  it('itemised: each line per calendar year at MEI 0.83, 0.92, 1.00, and each contract year, to the cent', async () => {
    const { sheet, output } = await solutionSheet(
      twoNewHires({ social_security_mode: 'itemised', at_ep_percent: 1.5 }),
      SOCIAL_SECURITY_SHEET,
    );
    expect(sheet).toBeDefined();
    expect(sheet.getCell(C.atEp).value).toBe(1.5);
    expect(sheet.getRow(C.ratesHead).values).toEqual([undefined, expect.any(String), 2027, 2028, 2029]);
    // MEI is the sixth rate; AT/EP reads B2
    expect(row(sheet, C.firstRate + 5, ['B', 'C', 'D'])).toEqual([0.83, 0.92, 1]);
    expect((sheet.getCell(`C${C.firstRate + 6}`).value as { formula: string }).formula).toBe('$B$2');
    // bases: Jul–Dec 2027 2 × 6 × 1,500; 2028 2 × 12 × 1,530; Jan–Jun 2029 2 × 6 × 1,560.60
    expect(row(sheet, C.bases, ['B', 'C', 'D'])).toEqual([18000, 36720, 18727.2]);
    expect(row(sheet, C.minimumBase, ['B', 'C', 'D'])).toEqual([1424.5, 1424.5, 1424.5]);
    const line = (i: number) => row(sheet, C.firstLine + i, ['B', 'C', 'D', 'E']);
    expect(sheet.getCell(`A${C.firstLine}`).value).toBe(SOCIAL_SECURITY_LINE_LABELS.common);
    expect((sheet.getCell(`B${C.firstLine}`).value as { formula: string }).formula).toBe(`B${C.firstRate}/100*B${C.bases}`);
    // 23.60 %: 4,248; 8,665.92; 4,419.6192 → 17,333.5392
    expect(line(0)).toEqual([4248, 8665.92, 4419.62, 17333.54]);
    // 5.50 %: 990; 2,019.60; 1,029.996 → 4,039.60
    expect(line(1)).toEqual([990, 2019.6, 1030, 4039.6]);
    // 0.20 %: 36; 73.44; 37.4544 → 146.89
    expect(line(2)).toEqual([36, 73.44, 37.45, 146.89]);
    // 0.60 %: 108; 220.32; 112.3632 → 440.68
    expect(line(3)).toEqual([108, 220.32, 112.36, 440.68]);
    // MEI: 149.40; 337.824; 187.272 → 674.50
    expect(line(4)).toEqual([149.4, 337.82, 187.27, 674.5]);
    // 1.5 %: 270; 550.80; 280.908 → 1,101.71
    expect(line(5)).toEqual([270, 550.8, 280.91, 1101.71]);
    expect(row(sheet, C.discount, ['B', 'C', 'D', 'E'])).toEqual([0, 0, 0, 0]);
    // 5,801.40 + 11,867.904 + 6,067.6128 = 23,736.9168
    expect(row(sheet, C.total, ['B', 'C', 'D', 'E'])).toEqual([5801.4, 11867.9, 6067.61, 23736.92]);
    expect(cents(output.results.social_security)).toBe(23736.92);
    // contract years: 5,801.40 + 18,360 × 32.32 %; 18,360 × 32.32 % + 6,067.6128
    expect(row(sheet, C.contractHead + 1, ['K'])).toEqual([11735.35]);
    expect(row(sheet, C.contractHead + 2, ['K'])).toEqual([12001.56]);
    expect(sheet.getCell(`A${C.contractHead + 3}`).value).toBeNull();
  });

  it('flat mode (the default) has no such sheet', async () => {
    const { sheet } = await solutionSheet(twoNewHires({}), SOCIAL_SECURITY_SHEET);
    expect(sheet).toBeUndefined();
  });
});
