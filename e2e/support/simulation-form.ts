/** Steps of the simulation form that several browser tests take: an other cost through its dialog, and reading inputs back. */
import type { Locator, Page } from 'playwright-core';

/** Opens Otros Costes and its 'Añadir Concepto Económico' dialog. */
export async function openOtherCostDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Otros Costes/ }).click();
  await page.getByRole('button', { name: 'Añadir Concepto Económico' }).click();
  return page.getByRole('dialog', { name: 'Añadir otros costes' });
}

export interface OtherCostEntry {
  /** The option's label: a center's name or 'Todos los centros'. */
  center: string;
  name: string;
  /** The option's value, e.g. 'SALARY_PERCENT'. */
  type: string;
  amount: string;
  units?: string;
  months?: string;
}

/** Fills the other-cost dialog (without sending it). */
export async function fillOtherCost(dialog: Locator, cost: OtherCostEntry): Promise<void> {
  await dialog.getByLabel('Centro').selectOption({ label: cost.center });
  await dialog.getByLabel('Concepto').fill(cost.name);
  await dialog.getByLabel('Tipo').selectOption(cost.type);
  await dialog.getByLabel('Importe').fill(cost.amount);
  if (cost.units !== undefined) await dialog.getByLabel('Número de unidades').fill(cost.units);
  if (cost.months !== undefined) await dialog.getByLabel('Meses a aplicar').fill(cost.months);
}

/** The values of the inputs with these labels, in order (exact labels: 'Centro 1' is also part of longer ones). */
export async function inputValues(page: Page, labels: string[]): Promise<string[]> {
  const values: string[] = [];
  for (const label of labels) values.push(await page.getByLabel(label, { exact: true }).inputValue());
  return values;
}
