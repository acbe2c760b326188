/**
 * "Descargar comparativa" (docs/budget.md §6): one sheet with the figures of 2 to 4 solved simulations or previous
 * studies of a tender in columns, as the page shows them (money rounded to the cent), and after each column but the
 * first its difference to the first and that difference in %, as live formulas over the value cells.
 */
import ExcelJS from 'exceljs';
import { comparedValue, comparisonFigures, type ComparisonFigure, type Results } from '@licita/domain';
import { workbookBuffer } from '../simulations/sheets';

const FORMAT: Record<ComparisonFigure['unit'], string> = {
  money: '#,##0.00 "€"',
  count: '0',
  fte: '0.00',
  hours: '#,##0',
  percent: '0.00',
  points: '0.00',
  rank: '0',
  flag: '@',
};

/** Column letters: the first column's value in B; each other column i takes three (value, difference, %). */
export function comparisonColumns(n: number): Array<{ value: string; difference?: string; percent?: string }> {
  const letter = (i: number) => String.fromCharCode(65 + i);
  return Array.from({ length: n }, (_, i) =>
    i === 0 ? { value: 'B' } : { value: letter(3 * i - 1), difference: letter(3 * i), percent: letter(3 * i + 1) },
  );
}

export async function buildComparisonSheet(
  tenderName: string,
  columns: ReadonlyArray<{ name: string; results: Results }>,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Comparativa');
  const cols = comparisonColumns(columns.length);
  sheet.getColumn(1).width = 30;
  for (let c = 2; c <= 1 + 3 * (columns.length - 1) + 1; c++) sheet.getColumn(c).width = 18;
  sheet.getCell('A1').value = `Comparativa: ${tenderName}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const head = sheet.getRow(3);
  head.getCell(1).value = 'Cifra';
  columns.forEach((c, i) => {
    const at = cols[i]!;
    sheet.getCell(`${at.value}3`).value = c.name;
    if (at.difference) {
      sheet.getCell(`${at.difference}3`).value = `Diferencia con ${columns[0]!.name}`;
      sheet.getCell(`${at.percent}3`).value = 'Diferencia (%)';
    }
  });
  head.font = { bold: true };
  let row = 4;
  let group = '';
  for (const f of comparisonFigures(columns.map((c) => c.results))) {
    if (f.group !== group) {
      group = f.group;
      sheet.getCell(`A${row}`).value = group;
      sheet.getCell(`A${row}`).font = { bold: true };
      row++;
    }
    sheet.getCell(`A${row}`).value = f.label;
    f.values.forEach((v, i) => {
      const at = cols[i]!;
      const cell = sheet.getCell(`${at.value}${row}`);
      if (v === null) cell.value = '—';
      else if (f.unit === 'flag') cell.value = v ? 'Sí' : 'No';
      else {
        cell.value = comparedValue(f.unit, v);
        cell.numFmt = FORMAT[f.unit];
      }
      const first = f.values[0];
      if (!at.difference || v === null || first === null || first === undefined || f.unit === 'flag') return;
      const base = `$B${row}`;
      const diff = comparedValue(f.unit, v) - comparedValue(f.unit, first);
      sheet.getCell(`${at.difference}${row}`).value = { formula: `${at.value}${row}-${base}`, result: diff };
      sheet.getCell(`${at.difference}${row}`).numFmt = FORMAT[f.unit];
      sheet.getCell(`${at.percent}${row}`).value = {
        formula: `IF(${base}=0,"",(${at.value}${row}-${base})/ABS(${base})*100)`,
        result: comparedValue(f.unit, first) === 0 ? '' : (diff / Math.abs(comparedValue(f.unit, first))) * 100,
      };
      sheet.getCell(`${at.percent}${row}`).numFmt = '0.00';
    });
    row++;
  }
  return workbookBuffer(wb); // the shared escaping of formula-like text (a simulation may be named `=…`)
}
