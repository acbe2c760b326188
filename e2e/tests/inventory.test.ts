import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const costRow = (page: Page, name: string) => page.getByTestId('material-cost-row').filter({ hasText: name });

describe('material-cost catalogue', () => {
  it('adds, edits and deletes a catalogue cost, with the modal rules', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Costes materiales' }).waitFor();

    const add = page.getByRole('button', { name: 'Añadir nuevo' });
    await add.waitFor({ timeout: 10_000 }).catch(async (e) => {
      await page.screenshot({ path: '/tmp/inventory-failure.png', fullPage: true });
      console.log('inventory page:', page.url(), (await page.locator('main').textContent())?.slice(0, 500));
      throw e;
    });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Añadir nuevo concepto' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Nombre requerido').waitFor();
    await dialog.getByText('Valor requerido').waitFor();
    await dialog.getByLabel('Nombre').fill('Maquinaria E2E');
    await dialog.getByLabel('Tipo').selectOption({ label: 'Porcentaje del coste salarial' });
    await dialog.getByLabel('Importe').fill('150');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Valor incorrecto').waitFor();
    await dialog.getByLabel('Nombre').fill('Fregonas E2E');
    await dialog.getByLabel('Tipo').selectOption({ label: 'Cada unidad' });
    await dialog.getByLabel('Importe').fill('2,5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await costRow(page, 'Fregonas E2E').getByText('Cada unidad').waitFor();
    await costRow(page, 'Fregonas E2E').getByText('2,50 €').waitFor();

    await costRow(page, 'Fregonas E2E').getByRole('button', { name: 'Editar Fregonas E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar concepto' });
    expect(await edit.getByLabel('Nombre').inputValue()).toBe('Fregonas E2E');
    await edit.getByLabel('Tipo').selectOption({ label: 'Por mes' });
    await edit.getByLabel('Importe').fill('30');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.waitFor({ state: 'detached' });
    await costRow(page, 'Fregonas E2E').getByText('Por mes').waitFor();
    await costRow(page, 'Fregonas E2E').getByText('30 €').waitFor();
    await page.reload();
    await costRow(page, 'Fregonas E2E').getByText('30 €').waitFor();

    await costRow(page, 'Fregonas E2E').getByRole('button', { name: 'Eliminar Fregonas E2E' }).click();
    await page.getByRole('dialog', { name: 'Eliminar concepto' }).getByRole('button', { name: 'Sí, eliminar' }).click();
    await costRow(page, 'Fregonas E2E').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Costes materiales' }).waitFor();
    expect(await costRow(page, 'Fregonas E2E').count()).toBe(0);
  });
});
