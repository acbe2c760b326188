/** Reading what a page shows and keeping what it downloads: the helpers of the results tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LicitaClient } from '@licita/sdk';
import { login, newPage } from './browser';

/** The text of a card's figure (its `<dd>` beside the label), as the user reads it. */
export async function figure(page: Page, card: string, label: string): Promise<string> {
  return (
    (await page
      .getByRole('region', { name: card })
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? ''
  ).trim();
}

/** A download saved as `name` in a fresh folder; answers its path. */
export async function saved(download: Download, name: string): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'licita-download-')), name);
  await download.saveAs(file);
  return file;
}

/** A fresh page logged in as `account` on a solved simulation, once its 'Presupuesto y oferta' card asks for the budget. */
export async function openBidCard(
  browser: Browser,
  account: { email: string; password: string },
  projectId: string,
  simulationId: string,
) {
  const page = await newPage(browser);
  await login(page, account);
  await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
  const card = page.getByRole('region', { name: 'Presupuesto y oferta' });
  await card.getByText(/Indica el presupuesto base de licitación/).waitFor({ timeout: 20_000 });
  return { page, card };
}

/** Opens 'Modificar parámetros' and waits for its material costs' centers. */
export async function openParameters(page: Page) {
  await page.getByRole('button', { name: 'Modificar parámetros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modificar parámetros' });
  await dialog.getByText('Todos los centros').waitFor();
  return dialog;
}

/** Waits (through the API) for the launched small tender to be Solved, then opens its page until the roster shows. */
export async function openSolvedSmallTender(page: Page, api: LicitaClient, projectId: string, simulationId: string) {
  const p = { params: { path: { id: simulationId } } };
  await expect
    .poll(async () => (await api.config.GET('/simulation/{id}', p)).data!.status, { timeout: 40_000, interval: 500 })
    .toBe('Solved');
  await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
  await page.getByText('Simulación completada').waitFor({ timeout: 20_000 });
  await page.getByRole('table', { name: 'Plantilla' }).getByText('Ana Pérez').waitFor();
  await page.getByRole('table', { name: 'Cuadrante semanal' }).getByText('Ana Pérez').waitFor();
}

/** 'Descargar solución' on the simulation's page; answers the downloaded workbook's Presupuesto sheet. */
export async function downloadedBudgetSheet(page: Page): Promise<ExcelJS.Worksheet> {
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar solución' }).click(),
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await saved(xlsx, 'solucion.xlsx'));
  return wb.getWorksheet('Presupuesto')!;
}
