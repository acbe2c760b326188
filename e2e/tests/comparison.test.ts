/**
 * "Comparar" (docs/budget.md §6) in the browser: two solved simulations of one tender that differ in absenteeism
 * (3 % and 6 %); the comparison page shows, for each total, the difference of the two simulation pages to the cent,
 * and "Descargar comparativa" gives one sheet holding those differences as formulas.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { fillSmallTender } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

async function figure(page: Page, card: string, label: string): Promise<string> {
  return ((await page.getByRole('region', { name: card }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd').textContent()) ?? '').trim();
}
/** "12.345,67 €" → 1234567 (cents) */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** 123456 cents → "+1.234,56 €" */
const signedMoney = (c: number) => `${c > 0 ? '+' : c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

describe('Comparar', () => {
  it('two simulations side by side: the differences of the two pages to the cent, and the sheet with them as formulas', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', { body: { name: 'Licitación para comparar', workspace_id: workspaceId } });
    const sims: Array<{ id: string; name: string }> = [];
    for (const [name, absenteeism_rate] of [['Absentismo 3', 3], ['Absentismo 6', 6]] as const) {
      const { data } = await api.config.POST('/simulation', { body: { name, project_id: project!.id } });
      await fillSmallTender(api, workspaceId, data!.id, { name, absenteeism_rate });
      expect((await api.config.POST('/simulation/{id}/launch', { params: { path: { id: data!.id } } })).error).toBeUndefined();
      sims.push({ id: data!.id, name });
    }
    for (const s of sims) await expect.poll(async () => (await api.config.GET('/simulation/{id}', { params: { path: { id: s.id } } })).data!.status, { timeout: 60_000, interval: 500 }).toBe('Solved');

    const page = await newPage(browser);
    await login(page, ADMIN);
    const shown: Array<Record<string, string>> = [];
    for (const s of sims) {
      await page.goto(`/projects/${project!.id}/simulations/${s.id}`);
      await page.getByRole('region', { name: 'Presupuesto y oferta' }).waitFor({ timeout: 20_000 });
      shown.push({ 'Total sin IVA': await figure(page, 'Presupuesto y oferta', 'Coste total sin IVA'), 'Total con IVA': await figure(page, 'Presupuesto y oferta', 'Coste total con IVA') });
    }

    await page.goto(`/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Comparar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparar' });
    for (const s of sims) await dialog.getByLabel(new RegExp(s.name)).check();
    await dialog.getByRole('button', { name: 'Comparar' }).click();
    const table = page.getByRole('table', { name: 'Comparativa' });
    await table.waitFor({ timeout: 20_000 });
    for (const label of ['Total sin IVA', 'Total con IVA']) {
      const cells = table.locator(`td[data-figure="${label}"]`);
      const expected = signedMoney(cents(shown[1]![label]!) - cents(shown[0]![label]!));
      expect(await cells.nth(1).locator('[data-difference]').textContent()).toContain(expected);
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar comparativa' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'licita-comparar-')), 'comparativa.xlsx');
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.getWorksheet('Comparativa')!;
    let row = 0;
    sheet.eachRow((r, n) => {
      if (r.getCell(1).value === 'Total sin IVA') row = n;
    });
    const diff = sheet.getCell(`D${row}`).value as { formula: string; result: number };
    expect(diff.formula).toBe(`C${row}-$B${row}`);
    expect(Math.round(diff.result * 100)).toBe(cents(shown[1]!['Total sin IVA']!) - cents(shown[0]!['Total sin IVA']!));
  });
});
