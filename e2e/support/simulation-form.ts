/** Steps of the simulation form that several browser tests take: a center's locality, an other cost through its dialog, and reading inputs back. */
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

/** Picks a center's locality: its name typed in the row's searchable picker, then its option in the list. */
export async function pickLocality(page: Page, row: number, name: string): Promise<void> {
  await page.getByRole('combobox', { name: `Localidad ${row}`, exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** The values of the inputs with these labels, in order (exact labels: 'Centro 1' is also part of longer ones). */
export async function inputValues(page: Page, labels: string[]): Promise<string[]> {
  const values: string[] = [];
  for (const label of labels) values.push(await page.getByLabel(label, { exact: true }).inputValue());
  return values;
}

/** Guardar, then waits for the step's confirmation ('Guardado con éxito' on Datos Básicos, 'Guardado con éxito' on Carga de Trabajo). */
export async function saveStep(page: Page, confirmation: string): Promise<void> {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText(confirmation).waitFor();
}

/** Opens Carga de Trabajo and gives every category the same main position. */
export async function fillMainPositions(page: Page, position: string): Promise<void> {
  await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
  const mains = page.getByLabel(/^Puesto principal de /);
  await mains.first().waitFor();
  for (let i = 0; i < (await mains.count()); i++) await mains.nth(i).fill(position);
}

/**
 * From Datos Básicos, opens each later step of the small tender's form (and each tab of Carga de Trabajo) and calls
 * `check` with the step's name once its content shows: the screen-by-screen audits.
 */
export async function visitFormSteps(page: Page, check: (step: string) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
  await page
    .getByLabel(/^Puesto principal de /)
    .first()
    .waitFor();
  await check('formulario: Carga de Trabajo');
  await page.getByRole('tab', { name: 'Turnos fijos' }).click();
  await page.getByRole('table', { name: 'Turnos fijos' }).waitFor();
  await check('formulario: Turnos fijos');
  await page.getByRole('tab', { name: 'Tareas por horas' }).click();
  await page.getByRole('table', { name: 'Tareas por horas' }).waitFor();
  await check('formulario: Tareas por horas');
  await page.getByRole('button', { name: /Subrogados/ }).click();
  await page.getByRole('table', { name: 'Subrogados' }).getByText('Ana Pérez').waitFor();
  await check('formulario: Subrogados');
  await page.getByRole('button', { name: /Otros Costes/ }).click();
  await page.getByRole('table', { name: 'Otros costes' }).getByText('Fregonas').waitFor();
  await check('formulario: Otros Costes');
}

/** Opens Carga de Trabajo › Turnos fijos and waits for the small tender's split shift at Sede central; answers its row. */
export async function seeSmallTenderShift(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Turnos fijos' }).click();
  const shiftRow = page
    .getByRole('table', { name: 'Turnos fijos' })
    .getByRole('row')
    .filter({ hasText: '06:00-10:00 / 16:00-20:00' });
  await shiftRow.getByText('Sede central').waitFor();
  return shiftRow;
}

/**
 * Opens Tareas por horas, Subrogados and Otros Costes in turn and waits for the small tender's task, these
 * `surrogates` and its two costs; answers the costs table.
 */
export async function seeSmallTenderRest(page: Page, surrogates: string[]): Promise<Locator> {
  await page.getByRole('tab', { name: 'Tareas por horas' }).click();
  const taskRow = page.getByRole('table', { name: 'Tareas por horas' }).getByRole('row').filter({ hasText: 'Cristales' });
  await taskRow.getByText('03:30 cada semana').waitFor();
  await taskRow.getByText('Nave Getafe').waitFor();
  await page.getByRole('button', { name: /Subrogados/ }).click();
  for (const name of surrogates) await page.getByRole('table', { name: 'Subrogados' }).getByText(name).waitFor();
  await page.getByText('Posible jubilación').waitFor();
  await page.getByRole('button', { name: /Otros Costes/ }).click();
  const costs = page.getByRole('table', { name: 'Otros costes' });
  await costs.getByRole('row').filter({ hasText: 'Maquinaria' }).getByText('Todos los centros').waitFor();
  await costs.getByRole('row').filter({ hasText: 'Fregonas' }).getByText('Nave Getafe').waitFor();
  return costs;
}
