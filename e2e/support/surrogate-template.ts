import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/**
 * 'Descargar Plantilla' (holding the current surrogates) plus one more row copied from the first, with `values` set
 * by column header (e.g. `{ Nombre: 'Pedro Sanz', Jornada: 20 }`): the file to upload.
 */
export async function withOneMoreSurrogate(page: Page, values: Record<string, ExcelJS.CellValue>): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar Plantilla' }).click(),
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'licita-subrogados-')), 'subrogados.xlsx');
  await download.saveAs(path);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const first = ws.getRow(2).values as unknown[];
  const next = ws.getRow(ws.actualRowCount + 1);
  first.forEach((v, c) => {
    if (c > 0) next.getCell(c).value = v as ExcelJS.CellValue;
  });
  for (const [header, value] of Object.entries(values)) next.getCell(headers.indexOf(header)).value = value;
  next.commit();
  await wb.xlsx.writeFile(path);
  return path;
}
