import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('simulation form', () => {
  it('creates a simulation in a tender and keeps basic data, a center, a fixed shift, a surrogate and an other cost', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project, error } = await api.config.POST('/project', { body: { name: 'Formulario e2e', workspace_id: workspaceId } });
    expect(error).toBeUndefined();
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(new URL(`/projects/${project!.id}`, page.url()).toString());

    // 'Nueva simulación': the name is required, then the form opens
    await page.getByRole('button', { name: 'Nueva simulación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva simulación' });
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog.getByText('Nombre requerido').waitFor();
    await dialog.getByLabel('Nombre simulación*').fill('Simulación e2e');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await page.waitForURL(new RegExp(`/simulation/${project!.id}/[0-9a-f-]{36}/form$`));
    await page.getByRole('heading', { level: 1, name: 'Simulación e2e' }).waitFor();

    // Datos Básicos and one center, sent on Guardar
    await page.getByLabel('Fecha de inicio del servicio').fill('2025-01-01');
    await page.getByLabel('Duración (meses)').fill('12');
    await page.getByRole('button', { name: 'Añadir centro' }).click();
    await page.getByLabel('Centro 1', { exact: true }).fill('Sede central');
    await page.getByLabel('Localidad 1').selectOption({ label: 'Madrid' });
    await page.getByLabel('Convenio 1').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado con éxito').waitFor();

    // Carga de Trabajo: a position for every category, then a fixed shift
    await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
    const mains = page.getByLabel(/^Puesto principal de /);
    await mains.first().waitFor();
    for (let i = 0; i < (await mains.count()); i++) await mains.nth(i).fill('Limpieza');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado con exito').waitFor();
    await page.getByRole('tab', { name: 'Turnos fijos' }).click();
    await page.getByRole('button', { name: 'Añadir turno' }).click();
    const shift = page.getByRole('dialog', { name: 'Crear turno' });
    await shift.getByLabel('Puesto').selectOption({ label: 'Limpieza' });
    await shift.getByLabel('Inicio del turno').fill('07:00');
    await shift.getByLabel('Fin del turno').fill('15:00');
    await shift.getByLabel('Lunes-Viernes').check();
    await shift.getByRole('button', { name: 'Crear turno' }).click();
    await page.getByRole('table', { name: 'Turnos fijos' }).getByText('07:00-15:00').waitFor();

    // Subrogados
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await page.getByRole('button', { name: 'Añadir Subrogado' }).click();
    const sub = page.getByRole('dialog', { name: 'Añadir subrogado' });
    await sub.getByLabel('Nombre').fill('Ana Pérez');
    await expect.poll(() => sub.getByLabel('Categoría').locator('option').count()).toBeGreaterThan(1);
    await sub.getByLabel('Categoría').selectOption({ index: 1 });
    await sub.getByLabel('Jornada', { exact: true }).fill('30');
    await sub.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Ana Pérez').waitFor();

    // Otros Costes
    await page.getByRole('button', { name: /Otros Costes/ }).click();
    await page.getByRole('button', { name: 'Añadir Concepto Económico' }).click();
    const cost = page.getByRole('dialog', { name: 'Añadir otros costes' });
    await cost.getByLabel('Centro').selectOption({ label: 'Todos los centros' });
    await cost.getByLabel('Concepto').fill('Maquinaria e2e');
    await cost.getByLabel('Tipo').selectOption('SALARY_PERCENT');
    await cost.getByLabel('Importe').fill('3');
    await cost.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Otros costes' }).getByText('Maquinaria e2e').waitFor();

    // reload: everything is kept
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Simulación e2e' }).waitFor();
    expect(await page.getByLabel('Fecha de inicio del servicio').inputValue()).toBe('2025-01-01');
    expect(await page.getByLabel('Duración (meses)').inputValue()).toBe('12');
    expect(await page.getByLabel('Seguridad social').inputValue()).toBe('34');
    expect(await page.getByLabel('Centro 1', { exact: true }).inputValue()).toBe('Sede central');
    await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
    await page.getByRole('tab', { name: 'Turnos fijos' }).click();
    await page.getByRole('table', { name: 'Turnos fijos' }).getByText('07:00-15:00').waitFor();
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Ana Pérez').waitFor();
    expect(await page.getByLabel('Total de horas semanales').inputValue()).toBe('30');
    await page.getByRole('button', { name: /Otros Costes/ }).click();
    const row = page.getByRole('table', { name: 'Otros costes' }).getByRole('row').filter({ hasText: 'Maquinaria e2e' });
    await row.getByText('Todos los centros').waitFor();
    await row.getByText('3 %').waitFor();
  });
});
