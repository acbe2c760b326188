/**
 * "Comparar" (docs/budget.md §6) in the browser: two solved simulations of one tender that differ in the holiday
 * compensation of their agreement (holidays worked paid with the 175 % surcharge, or given back as rest) on a
 * service that works every day, holidays included; the comparison page shows each simulation's figures as its page
 * does (wages, totals, the annual-hours method's total) and their differences to the cent, and "Descargar
 * comparativa" gives one sheet holding those differences as formulas.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSave } from '@licita/domain/test/fixtures/agreement-save';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import { ADMIN } from '../support/accounts';
import { apiAs, OWN_CATEGORY } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { figure } from '../support/results-page';
import { newSmallSimulation } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** "12.345,67 €" → 1234567 (cents) */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** 123456 cents → "+1.234,56 €" */
const signedMoney = (c: number) =>
  `${c > 0 ? '+' : c < 0 ? '-' : ''}${(Math.abs(c) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The figures read on each simulation's page, by the comparison's row label: [card, the card's label]. */
const PAGE_FIGURES: Record<string, [string, string]> = {
  Salarial: ['Costes', 'Salarial'],
  'Total sin IVA': ['Presupuesto y oferta', 'Coste total sin IVA'],
  'Total con IVA': ['Presupuesto y oferta', 'Coste total con IVA'],
  'Total por horas anuales (método del pliego)': ['Método de horas anuales', 'Total sin IVA'],
};

describe('Comparar', () => {
  it('two simulations that differ in holiday compensation: the figures and differences of the two pages to the cent, and the sheet with them as formulas', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Licitación para comparar', workspace_id: workspaceId },
    });
    const sims: Array<{ id: string; name: string }> = [];
    const category = OWN_CATEGORY;
    for (const [name, compensation] of [
      ['Festivos con recargo', 'surcharge'],
      ['Festivos con descanso', 'rest'],
    ] as const) {
      // the same agreement but for how it compensates holidays worked
      const agreementId = randomUUID();
      const saved = await api.config.POST('/agreement', {
        body: {
          ...agreementSave({
            name: `${name} ${agreementId.slice(0, 6)}`,
            start_year: 2025,
            end_year: 2028,
            holiday_work_compensation: compensation,
          }),
          id: agreementId,
          categories: [category],
          workspace_id: workspaceId,
        },
      });
      expect(saved.error).toBeUndefined();
      const id = await newSmallSimulation(api, workspaceId, project!.id, { name }, agreementId);
      // the reception: 07:00–15:00 every day of the year, holidays included
      const p = { params: { path: { id } } };
      const centers = (await api.config.GET('/simulation/{id}/center', p)).data!;
      const cleaning = (await api.config.GET('/simulation/{id}/category_positions', p))
        .data!.categories.flatMap((c) => c.positions)
        .find((x) => x.name === 'Limpieza')!;
      const shift = {
        number_of_workers: 1,
        shift_type: 'morning',
        shift_times: [{ time_init: '07:00', time_end: '15:00' }],
        weekdays_working: EVERY_DAY,
        work_in_holidays: true,
      };
      expect(
        (
          await api.config.POST('/simulation/{id}/fixed_work_shift', {
            ...p,
            body: splitShiftBody(centers[0]!.id, cleaning.id, { time_init: '07:00', time_end: '15:00' }, shift) as never,
          })
        ).error,
      ).toBeUndefined();
      expect((await api.config.POST('/simulation/{id}/launch', p)).error).toBeUndefined();
      sims.push({ id, name });
    }
    for (const s of sims)
      await expect
        .poll(async () => (await api.config.GET('/simulation/{id}', { params: { path: { id: s.id } } })).data!.status, {
          timeout: 90_000,
          interval: 500,
        })
        .toBe('Solved');

    const page = await newPage(browser);
    await login(page, ADMIN);
    const shown: Array<Record<string, string>> = [];
    for (const s of sims) {
      await page.goto(`/projects/${project!.id}/simulations/${s.id}`);
      await page.getByRole('region', { name: 'Método de horas anuales' }).waitFor({ timeout: 20_000 });
      const figures: Record<string, string> = {};
      for (const [row, [card, label]] of Object.entries(PAGE_FIGURES)) figures[row] = await figure(page, card, label);
      shown.push(figures);
    }
    // the holiday compensation is what differs: the wages are not the same
    expect(cents(shown[1]!.Salarial!)).not.toBe(cents(shown[0]!.Salarial!));

    await page.goto(`/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Comparar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparar' });
    for (const s of sims) await dialog.getByLabel(new RegExp(s.name)).check();
    await dialog.getByRole('button', { name: 'Comparar' }).click();
    const table = page.getByRole('table', { name: 'Comparativa' });
    await table.waitFor({ timeout: 20_000 });
    for (const label of Object.keys(PAGE_FIGURES)) {
      const cells = table.locator(`td[data-figure="${label}"]`);
      for (const i of [0, 1])
        expect((await cells.nth(i).locator('span').first().textContent())?.trim(), `${label} of ${sims[i]!.name}`).toBe(
          shown[i]![label],
        );
      const expected = signedMoney(cents(shown[1]![label]!) - cents(shown[0]![label]!));
      expect(await cells.nth(1).locator('[data-difference]').textContent(), label).toContain(expected);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar comparativa' }).click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'licita-comparar-')), 'comparativa.xlsx');
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.getWorksheet('Comparativa')!;
    for (const label of ['Salarial', 'Total sin IVA', 'Total por horas anuales (método del pliego)']) {
      let row = 0;
      sheet.eachRow((r, n) => {
        if (r.getCell(1).value === label) row = n;
      });
      expect(row, label).toBeGreaterThan(0);
      const diff = sheet.getCell(`D${row}`).value as { formula: string; result?: number };
      expect(diff.formula).toBe(`C${row}-$B${row}`);
      // ExcelJS keeps no cached value of a formula whose result is 0 (the annual-hours method gives every worker the
      // holidays off, so how holidays worked are compensated does not move it): read as 0
      expect(Math.round((diff.result ?? 0) * 100), label).toBe(cents(shown[1]![label]!) - cents(shown[0]![label]!));
    }
  });
});
