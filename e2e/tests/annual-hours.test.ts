/**
 * The annual-hours method (docs/engine.md) in the browser: a simulation with a 7-day service, solved, then a tender
 * budget between the roster's total and the method's; the 'Método de horas anuales' card says the budget covers the
 * roster and not the method (in red), and the workbook's 'Horas anuales' sheet carries the card's figures to the cent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { launchUntilSolved, newSmallSimulation } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "12.345,67 €" as the page writes it */
const text = (n: number) =>
  `${(Math.round(n * 100) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

async function totalOf(page: Page, label: string): Promise<string> {
  const card = page.getByRole('region', { name: 'Método de horas anuales' });
  return (
    (await card
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? ''
  ).trim();
}

describe('the annual-hours method beside the roster', () => {
  it('a 7-day service with a tender budget between the two totals: covers the roster, not the method; the sheet agrees with the card', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const name = 'Horas anuales e2e';
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Hospital de siete días', workspace_id: workspaceId },
    });
    const simulationId = await newSmallSimulation(api, workspaceId, project!.id, { name });
    const p = { params: { path: { id: simulationId } } };
    // the hospital's reception: 07:00–15:00 every day of the year, holidays included
    const centers = (await api.config.GET('/simulation/{id}/center', p)).data!;
    const positions = (await api.config.GET('/simulation/{id}/category_positions', p)).data!;
    const cleaning = positions.categories.flatMap((c) => c.positions).find((x) => x.name === 'Limpieza')!;
    const shift = await api.config.POST('/simulation/{id}/fixed_work_shift', {
      ...p,
      body: splitShiftBody(
        centers[0]!.id,
        cleaning.id,
        { time_init: '07:00', time_end: '15:00' },
        {
          number_of_workers: 1,
          shift_type: 'morning',
          shift_times: [{ time_init: '07:00', time_end: '15:00' }],
          weekdays_working: EVERY_DAY,
          work_in_holidays: true,
        },
      ) as never,
    });
    expect(shift.error).toBeUndefined();
    const solved = (await launchUntilSolved(api, simulationId, 60_000)).results!;
    const roster = solved.total_cost;
    const method = solved.conventional!.total_cost;
    // the method gives every worker all 14 holidays off: it needs more than the roster here
    expect(method).toBeGreaterThan(roster);
    const budget = Math.round((roster + method) / 2);

    const sp = { params: { path: { id: simulationId } } };
    const params = (await api.config.GET('/solution/{id}/parameters', sp)).data!;
    expect(
      (await api.config.PUT('/solution/{id}/parameters', { ...sp, body: { ...params, tender_budget: budget } as never })).error,
    ).toBeUndefined();
    await expect
      .poll(async () => (await api.config.GET('/simulation/{id}', p)).data!.results?.bid?.tender_budget, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(budget);

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${project!.id}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'Método de horas anuales' });
    await card.waitFor({ timeout: 20_000 });
    const covers = card.getByRole('list', { name: 'Cobertura del presupuesto de licitación' }).getByRole('listitem');
    await expect.poll(() => covers.count()).toBe(2);
    const rosterLine = covers.nth(0);
    const methodLine = covers.nth(1);
    expect((await rosterLine.textContent())!.trim()).toBe(
      `El presupuesto de licitación (${text(budget)}) cubre el cuadrante (${text(roster)}).`,
    );
    expect((await methodLine.textContent())!.trim()).toBe(
      `El presupuesto de licitación (${text(budget)}) no cubre el método de horas anuales (${text(method)}).`,
    );
    // in red when it does not cover: the app's red of warnings (text-red-700), read from the page's own style sheet
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'text-red-700';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(await methodLine.evaluate((el) => getComputedStyle(el).color)).toBe(red);
    expect(await rosterLine.evaluate((el) => getComputedStyle(el).color)).not.toBe(red);
    const difference = (await card.getByTestId('conventional-difference').textContent())!;
    expect(difference).toContain(`+${text(method - roster)}`);

    // the workbook's sheet: the same totals as the card, to the cent
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'licita-horas-')), 'solucion.xlsx');
    await xlsx.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.getWorksheet('Horas anuales')!;
    const byLabel = new Map<string, number | string>();
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      const v = row.getCell(2).value as ExcelJS.CellValue;
      // ExcelJS keeps no cached value of a formula whose result is 0
      if (typeof label === 'string')
        byLabel.set(
          label,
          typeof v === 'object' && v !== null && 'formula' in v
            ? ((v as { result?: number | string }).result ?? 0)
            : (v as number | string),
        );
    });
    for (const label of [
      'Salarios',
      'Seguridad social',
      'Absentismo',
      'Materiales',
      'Beneficio',
      'Total sin IVA',
      'Total con IVA',
    ])
      expect(text(byLabel.get(label) as number), label).toBe(await totalOf(page, label));
    expect(byLabel.get('Cubre el cuadrante')).toBe('Sí');
    expect(byLabel.get('Cubre el método de horas anuales')).toBe('No');
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });
});
