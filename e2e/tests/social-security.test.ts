/**
 * Social security by contract type and year (docs/social-security.md) in the browser: a solved simulation switched
 * to itemised with AT/EP 1,5 in 'Modificar parámetros' (no new solve); the Costes card's line opens to its
 * breakdown, and the solution workbook's "Seguridad social" sheet, read back, carries the page's figures to the cent.
 */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_SECURITY_LINE_LABELS as LINES, SOCIAL_SECURITY_SHEET, SOCIAL_SECURITY_WORDS as WORDS } from '@licita/domain';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { figure, openParameters, saved } from '../support/results-page';
import { solvedSmallTender } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** "12.345,67 €" as the page writes it */
const text = (n: number) =>
  `${(Math.round(n * 100) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

/** A cell's number: its value, or a formula's cached result. */
function cached(cell: ExcelJS.Cell): number {
  const v = cell.value as number | { result?: number } | null;
  return typeof v === 'number' ? v : Number(v?.result ?? 0);
}

/** The sheet's rows from row `from` on by the label of column A (the first row of each label). */
function rowsByLabel(sheet: ExcelJS.Worksheet, from = 1): Map<string, ExcelJS.Row> {
  const rows = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row) => {
    const label = row.getCell(1).value;
    if (row.number >= from && typeof label === 'string' && !rows.has(label)) rows.set(label, row);
  });
  return rows;
}

describe('social security itemised by contract type and year', () => {
  it('a solved simulation switched to itemised with AT/EP 1,5: the breakdown on the Costes card and the workbook sheet agree to the cent', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { projectId, simulationId } = await solvedSmallTender(api, workspaceId, 'Licitación con seguridad social', {
      name: 'Seguridad social e2e',
    });
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const costs = page.getByRole('region', { name: 'Costes' });
    await costs.waitFor({ timeout: 20_000 });
    const flatLine = await figure(page, 'Costes', 'Seguridad social');

    const dialog = await openParameters(page);
    await dialog.getByRole('radio', { name: 'Desglosada por tipo de contrato y año' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // required in itemised mode, named, and nothing sent
    await dialog.getByText('El tipo de AT/EP es requerido con la seguridad social desglosada').waitFor();
    await dialog.getByRole('textbox', { name: 'Tipo de AT/EP (%)' }).fill('1,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    // the line opens (by keyboard) to its breakdown once the page has the re-costed results
    const line = costs.getByRole('button', { name: 'Seguridad social' });
    const byYear = costs.getByRole('table', { name: 'Seguridad social por año natural' });
    await expect
      .poll(
        async () => {
          if ((await line.getAttribute('aria-expanded')) === 'false') {
            await line.focus();
            await page.keyboard.press('Enter');
          }
          return byYear.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    const shown = await figure(page, 'Costes', 'Seguridad social');
    // 1.5 % of AT/EP and the MEI on top of the other rates: not the flat 34 % any more
    expect(shown).not.toBe(flatLine);
    const rowCells = async (label: string) =>
      (
        await byYear
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          .getByRole('cell')
          .allTextContents()
      ).map((t) => t.trim());
    const totalRow = await rowCells(LINES.total);
    // the breakdown's total (its last column, the whole service) is the card's line
    expect(totalRow.at(-1)).toBe(shown);
    const commonRow = await rowCells(LINES.common);

    // the workbook: the sheet's total and lines are the page's, to the cent
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await saved(xlsx, 'solucion.xlsx'));
    const sheet = wb.getWorksheet(SOCIAL_SECURITY_SHEET)!;
    expect(sheet).toBeDefined();
    const rows = rowsByLabel(sheet);
    expect(cached(rows.get(WORDS.atEpRate)!.getCell(2))).toBe(1.5);
    const head = rows.get(WORDS.amounts)!;
    const totalColumn = (head.values as unknown[]).indexOf(WORDS.total);
    expect(totalColumn).toBeGreaterThan(1);
    // the amounts' block (the rates above it are labelled with the same lines' names)
    const amounts = rowsByLabel(sheet, head.number);
    const total = cached(amounts.get(LINES.total)!.getCell(totalColumn));
    expect(text(total)).toBe(shown);
    expect(text(cached(amounts.get(LINES.common)!.getCell(totalColumn)))).toBe(commonRow.at(-1));
    // AT/EP: 1.5 % of the bases contributed on, year by year (the sheet's own bases row)
    const bases = rows.get(WORDS.bases)!;
    const atEp = amounts.get(LINES.at_ep)!;
    for (let c = 2; c < totalColumn; c++) expect(cached(atEp.getCell(c))).toBeCloseTo(cached(bases.getCell(c)) * 0.015, 2);
    // and the API's figure is the same
    const r = (await api.config.GET('/simulation/{id}', { params: { path: { id: simulationId } } })).data!.results!;
    expect(text(r.social_security)).toBe(shown);
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });
});
