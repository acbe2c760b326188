import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LECTOR } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const card = (page: Page, name: string) => page.getByTestId('tender-card').filter({ hasText: name });

describe('tenders', () => {
  it('creates, renames, finds (ignoring accents and case) and deletes a tender', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);

    await page.getByRole('button', { name: 'Nueva licitación' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva Licitación' });
    await create.getByLabel('Nombre').fill('Limpieza Hospital Río Tinto');
    await create.getByRole('button', { name: 'Crear' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await page.getByText('Limpieza Hospital Río Tinto').first().waitFor();
    await page.getByText('No hay simulaciones').waitFor();
    await page.getByText('No hay estudios previos aún').waitFor();

    await page.getByRole('link', { name: 'Licitaciones' }).first().click();
    await page.waitForURL('**/projects');
    await card(page, 'Limpieza Hospital Río Tinto')
      .getByRole('button', { name: /editar/i })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar nombre' });
    await edit.getByLabel('Nombre').fill('Limpieza Hospital Río Tinto (lote 2)');
    await edit.getByRole('button', { name: 'Editar' }).click();
    await card(page, 'Limpieza Hospital Río Tinto (lote 2)').waitFor();

    await page.getByRole('searchbox').fill('RIO TINTO');
    await card(page, 'Limpieza Hospital Río Tinto (lote 2)').waitFor();
    await page.getByRole('searchbox').fill('nada que encontrar 123');
    await page.getByText('Ninguna licitación cumple los criterios de búsqueda').waitFor();
    await page.getByRole('searchbox').fill('tinto');

    await card(page, 'Limpieza Hospital Río Tinto (lote 2)')
      .getByRole('button', { name: /eliminar/i })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar licitación' });
    await confirm.getByText('Vas a eliminar una licitación y todas las simulaciones que contiene, ¿estás seguro?').waitFor();
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Ninguna licitación cumple los criterios de búsqueda').waitFor();
    await page.reload();
    await page.getByRole('searchbox').fill('tinto');
    await page.getByText('Ninguna licitación cumple los criterios de búsqueda').waitFor();
  });

  it('infinite scroll loads the 33rd tender when the last card comes into view', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    for (let i = 1; i <= 33; i++) {
      const { error } = await api.config.POST('/project', {
        body: { name: `Scroll ${String(i).padStart(2, '0')}`, workspace_id: workspaceId },
      });
      expect(error).toBeUndefined();
    }
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.getByRole('searchbox').fill('scroll');
    await card(page, 'Scroll 33').waitFor();
    await page.waitForTimeout(500);
    // Newest first: the first page holds Scroll 33 … Scroll 02; Scroll 01 is the 33rd.
    expect(await page.getByTestId('tender-card').count()).toBe(32);
    expect(await card(page, 'Scroll 01').count()).toBe(0);
    await card(page, 'Scroll 02').scrollIntoViewIfNeeded();
    await card(page, 'Scroll 01').waitFor();
    expect(await page.getByTestId('tender-card').count()).toBe(33);
  });

  it('a Lector sees the tenders but no create, edit or delete control', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    await api.config.POST('/project', { body: { name: 'Visible para lectores', workspace_id: workspaceId } });
    const page = await newPage(browser);
    await login(page, LECTOR);
    await page.getByRole('searchbox').fill('lectores');
    await card(page, 'Visible para lectores').waitFor();
    expect(await page.getByRole('button', { name: 'Nueva licitación' }).count()).toBe(0);
    expect(
      await card(page, 'Visible para lectores')
        .getByRole('button', { name: /editar|eliminar/i })
        .count(),
    ).toBe(0);
  });
});
