import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSave } from '@licita/domain/test/fixtures/agreement-save';
import { ADMIN, LECTOR } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const BASE = 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const row = (page: Page, name: string) =>
  page.getByTestId('agreement-row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function addCategory(page: Page, name: string, total: string, base: string) {
  await page.getByRole('button', { name: 'Añadir categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir categoría' });
  await dialog.getByLabel('Categoría').fill(name);
  await dialog.getByLabel('Salario total anual').fill(total);
  await dialog.getByLabel('Salario base anual').fill(base);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('agreements', () => {
  it('creates an agreement with two categories through the form and sees them in the detail tabs', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto('/agreements');
    await page.getByRole('button', { name: 'Nuevo convenio' }).click();
    await page.waitForURL('**/agreement-form');

    await page.getByLabel('Nombre').fill('Convenio E2E Ávila');
    await page.getByLabel('Año de inicio').fill('2027');
    await page.getByLabel('Año de fin').fill('2025');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El año de inicio debe ser menor al de fin').waitFor();
    await page.getByLabel('Año de inicio').fill('2025');
    await page.getByLabel('Año de fin').fill('2027');
    await page.getByRole('button', { name: 'Valores ET' }).click();
    expect(await page.getByLabel('Horas máximas por día').inputValue()).toBe('9');
    await page.getByLabel('Horas máximas por año').fill('1800');
    await page.getByLabel('Año de las tablas salariales').fill('2025');
    await page.getByLabel('Incremento 2026').fill('3');
    await page.getByLabel('Aplicar a todos los años').check();
    expect(await page.getByLabel('Incremento 2027').isDisabled()).toBe(true);

    await addCategory(page, 'Limpiador/a', '17500', '14200');
    await page.getByRole('button', { name: 'Añadir categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir categoría' });
    await dialog.getByLabel('Salario total anual').fill('15000');
    await dialog.getByText('¡Ojo! Has introducido un salario inferior al SMI.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await addCategory(page, 'Especialista', '19000', '16000');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/agreements');
    await row(page, 'Convenio E2E Ávila').getByRole('link').click();
    await page.waitForURL(/\/agreement\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Convenio E2E Ávila' }).waitFor();
    await page.getByText('Desde 2025 hasta 2027').waitFor();
    await page.getByRole('tab', { name: 'Limpiador/a' }).waitFor();
    await page.getByRole('tab', { name: 'Especialista' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('19.000 €').first().waitFor();
    // 2027 = 19,000 × 1.03 × 1.03 (the 2026 increment applied to every year).
    await panel.getByText('20.157,10 €').waitFor();
  });

  it("duplicates the base agreement, edits the copy; a second copy shows 'Ya existe una copia de este convenio.'", async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto('/agreements');
    const base = row(page, BASE);
    await base.getByLabel('Este convenio ha perdido su vigencia').waitFor();
    expect(await base.getByRole('button', { name: /^Editar/ }).count()).toBe(0);
    expect(await base.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await base.getByRole('button', { name: `Duplicar ${BASE}` }).click();
    await page.waitForURL(/\/agreement-form\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Nombre').inputValue()).toBe(`${BASE} (copia)`);

    await page.getByRole('button', { name: 'Editar Limpiador/a', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar categoría' });
    expect(await dialog.getByLabel('Salario total anual').inputValue()).toBe('17.785,95');
    await dialog.getByLabel('Salario total anual').fill('18000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/agreements');

    await row(page, `${BASE} (copia)`).getByRole('link').click();
    await page.getByRole('tab', { name: 'Limpiador/a', exact: true }).click();
    await page.getByRole('tabpanel').getByText('18.000 €').first().waitFor();
    // The base agreement keeps its table.
    await page.goto('/agreements');
    await row(page, BASE).getByRole('link', { name: BASE, exact: true }).click();
    await page.getByRole('tab', { name: 'Limpiador/a', exact: true }).click();
    await page.getByRole('tabpanel').getByText('17.785,95 €').first().waitFor();

    await page.goto('/agreements');
    await row(page, BASE)
      .getByRole('button', { name: `Duplicar ${BASE}` })
      .click();
    await page.getByText('Ya existe una copia de este convenio.').waitFor();
    expect(page.url()).toMatch(/\/agreements$/);
  });

  it('uploads the PDF (a non-PDF is refused) and opens it in a new window', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data } = await api.config.POST('/agreement', {
      body: {
        ...agreementSave({
          name: 'Convenio con PDF',
          start_year: 2025,
          end_year: 2028,
          annual_increments: [],
          seniority_bonuses: [],
        }),
        categories: [],
        workspace_id: workspaceId,
      },
    });
    const id = data!.id;
    const page = await newPage(browser);
    await login(page, ADMIN);

    await page.goto(`/agreement/${id}`);
    await page.getByRole('button', { name: 'Convenio en pdf' }).click();
    await page.getByText('No hay ningún convenio, súbelo desde "editar" el convenio.').waitFor();
    await page.getByText('No existen categorías').waitFor();

    await page.goto(`/agreement-form/${id}`);
    await page.getByRole('button', { name: 'Convenio en pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cargar convenio' });
    await dialog.getByText('También puedes arrastrar el convenio hasta aquí').waitFor();
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await dialog.getByText('Seleccione un fichero').waitFor();
    await dialog
      .getByLabel('Fichero del convenio')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await dialog.getByText('Solo se admiten ficheros PDF').waitFor();
    // A file named .pdf that is not a PDF is refused by the server.
    await dialog
      .getByLabel('Fichero del convenio')
      .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') });
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await page.getByText('Error subiendo archivo, Solo se admiten ficheros PDF').waitFor();
    await dialog
      .getByLabel('Fichero del convenio')
      .setInputFiles({ name: 'Convenio Ávila.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/agreement/${id}`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Convenio en pdf' }).click(),
    ]);
    await popup.waitForURL(/\/api\/files\/agreement-[0-9a-f-]{36}\.pdf\?/);
    const file = await page.request.get(popup.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  });

  it('a Lector sees agreements and the catalogue without any edit control', async () => {
    const page = await newPage(browser);
    await login(page, LECTOR);
    await page.goto('/agreements');
    await row(page, BASE).waitFor();
    await row(page, 'Convenio E2E Ávila').waitFor();
    expect(await page.getByRole('button', { name: 'Nuevo convenio' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Editar|Duplicar|Eliminar) / }).count()).toBe(0);
    await row(page, 'Convenio E2E Ávila').getByRole('link').click();
    await page.getByRole('heading', { name: 'Convenio E2E Ávila' }).waitFor();
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Costes materiales' }).waitFor();
    expect(await page.getByRole('button', { name: 'Añadir nuevo' }).count()).toBe(0);
  });
});
