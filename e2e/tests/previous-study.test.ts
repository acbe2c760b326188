import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@licita/domain';
import { ADMIN } from '../support/accounts';
import { apiAs, baseAgreementId } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { withOneMoreSurrogate } from '../support/surrogate-template';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const euros = (n: number) => `${formatNumber(n, 2)} €`;

describe('previous study (estudio previo)', () => {
  it('is built from an imported surrogate template, launched, re-costed with a new benefit, downloaded and converted into a simulation', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project, error } = await api.config.POST('/project', {
      body: { name: 'Estudio previo e2e', workspace_id: workspaceId },
    });
    expect(error).toBeUndefined();
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(new URL(`/projects/${project!.id}`, page.url()).toString());

    // 'Nuevo estudio previo': the name is required, then the editor opens with the defaults
    await page.getByText('No hay estudios previos aún').waitFor();
    await page.getByRole('button', { name: 'Nuevo estudio previo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo estudio previo' });
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog.getByText('Nombre requerido').waitFor();
    await dialog.getByLabel('Nombre estudio previo*').fill('Tanteo e2e');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await page.waitForURL(new RegExp(`/previous/${project!.id}/[0-9a-f-]{36}$`));
    const studyId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Tanteo e2e' }).waitFor();
    expect(await page.getByLabel('Seguridad social', { exact: true }).inputValue()).toBe('34');
    expect(await page.getByLabel('Porcentaje de sustitución').inputValue()).toBe('100');

    // Datos Básicos: a blank duration has its message; then saved
    await page.getByLabel('Fecha de inicio del servicio').fill('01/01/2025');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Duración es requerido').waitFor();
    await page.getByLabel('Duración (meses)').fill('12');
    await page.getByLabel('Absentismo').fill('5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado con éxito').waitFor();

    // Subrogados: one through the dialog (no center field), the second imported from the downloaded template
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await page.getByRole('button', { name: 'Añadir subrogado' }).click();
    const sub = page.getByRole('dialog', { name: 'Añadir subrogado' });
    expect(await sub.getByLabel('Centro').count()).toBe(0);
    await sub.getByLabel('Convenio').selectOption(await baseAgreementId(api, workspaceId));
    await expect.poll(() => sub.getByLabel('Categoría').locator('option').count()).toBeGreaterThan(1);
    await sub.getByLabel('Nombre').fill('Carmen Ruiz');
    await sub.getByLabel('Categoría').selectOption({ index: 1 });
    await sub.getByLabel('Jornada', { exact: true }).fill('30');
    await sub.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await sub.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Carmen Ruiz').waitFor();
    const file = await withOneMoreSurrogate(page, { Nombre: 'Pedro Sanz', Jornada: 20 });
    await page.getByRole('button', { name: 'Subir Plantilla de Subrogados' }).click();
    const upload = page.getByRole('dialog', { name: 'Subir Plantilla de Subrogados' });
    await upload.getByLabel('Fichero (.xlsx)').setInputFiles(file);
    await upload.getByRole('button', { name: 'Importar' }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Pedro Sanz').waitFor();
    expect(await page.getByLabel('Total de horas semanales').inputValue()).toBe('50');

    // Otros Costes: months default to the service duration
    await page.getByRole('button', { name: /Otros Costes/ }).click();
    await page.getByRole('button', { name: 'Añadir Concepto Económico' }).click();
    const cost = page.getByRole('dialog', { name: 'Añadir otros costes' });
    expect(await cost.getByLabel('Centro').count()).toBe(0);
    await cost.getByLabel('Concepto').fill('Productos de limpieza');
    await cost.getByLabel('Tipo').selectOption('MONTHLY_AMOUNT');
    await cost.getByLabel('Importe').fill('100');
    expect(await cost.getByLabel('Meses a aplicar').inputValue()).toBe('12');
    await cost.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Otros costes' }).getByText('Productos de limpieza').waitFor();

    // 'Estudio previo': calculating, then the solution screen with the totals the server computed
    await page.getByRole('button', { name: 'Estudio previo', exact: true }).click();
    await page.waitForURL(new RegExp(`/previous_solution/${project!.id}/${studyId}$`), { timeout: 30_000 });
    const solved = (await api.config.GET('/previous_study/{id}', { params: { path: { id: studyId } } })).data!;
    expect(solved.status).toBe('Solved');
    const results = solved.results!;
    expect(results.total_cost).toBeGreaterThan(0);
    expect(results.material_costs).toBeCloseTo(1200, 2);
    await page.getByTestId('total-cost').getByText(euros(results.total_cost), { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Costes' }).getByText(euros(results.hiring_costs), { exact: true }).waitFor();
    expect(await page.getByTestId('employees-total').textContent()).not.toBe('0');

    // 'Modificar': a benefit of 10 % makes the total follow by exactly that percentage
    await page.getByRole('button', { name: 'Modificar', exact: true }).click();
    const params = page.getByRole('dialog', { name: 'Modificar parámetros' });
    await params.getByLabel('Beneficio (%)').fill('10');
    await params.getByRole('button', { name: 'Guardar' }).click();
    await params.waitFor({ state: 'detached', timeout: 30_000 });
    const modified = (await api.config.GET('/previous_study/{id}', { params: { path: { id: studyId } } })).data!.results!;
    expect(modified.total_cost).toBeCloseTo(results.total_cost * 1.1, 2);
    await page.getByTestId('total-cost').getByText(euros(modified.total_cost), { exact: true }).waitFor();

    // 'Descargar solución': Solucion_{name}.xlsx whose Resumen holds the same total
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Solucion_Tanteo e2e.xlsx');
    const path = join(mkdtempSync(join(tmpdir(), 'licita-estudio-')), 'solucion.xlsx');
    await download.saveAs(path);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const resumen = wb.getWorksheet('Resumen')!;
    const totalRow = resumen.getColumn(1).values.findIndex((v) => v === 'Coste total');
    const cell = resumen.getRow(totalRow).getCell(2).value as number | { result: number };
    expect(typeof cell === 'number' ? cell : cell.result).toBeCloseTo(modified.total_cost, 2);

    // convert into a simulation: its form opens with the same surrogates
    await page.goto(new URL(`/projects/${project!.id}`, page.url()).toString());
    await page.getByRole('button', { name: 'Convertir Tanteo e2e en simulación' }).click();
    await page.waitForURL(new RegExp(`/simulation/${project!.id}/[0-9a-f-]{36}/form$`));
    await page.getByRole('button', { name: /Subrogados/ }).click();
    const table = page.getByRole('table', { name: 'Subrogados' });
    await table.getByText('Carmen Ruiz').waitFor();
    await table.getByText('Pedro Sanz').waitFor();
    await page.close();
  });
});
