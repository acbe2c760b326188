/** Reading what a page shows and keeping what it downloads: the helpers of the results tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
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
