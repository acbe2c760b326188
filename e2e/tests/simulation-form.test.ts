import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, baseAgreementId } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import {
  fillMainPositions,
  fillOtherCost,
  inputValues,
  openOtherCostDialog,
  pickLocality,
  saveStep,
  seeSmallTenderRest,
  seeSmallTenderShift,
} from '../support/simulation-form';
import { withOneMoreSurrogate } from '../support/surrogate-template';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('simulation form', () => {
  it('in a browser in English, dates still read dd/mm/aaaa and the file picker speaks Spanish', async () => {
    const english = await launchBrowser(['--lang=en-US']);
    try {
      const { api, workspaceId } = await apiAs(ADMIN);
      const { data: project } = await api.config.POST('/project', {
        body: { name: 'Navegador en inglés', workspace_id: workspaceId },
      });
      const { data: sim } = await api.config.POST('/simulation', { body: { name: 'En inglés', project_id: project!.id } });
      const page = await newPage(english, undefined, 'en-US');
      await login(page, ADMIN);
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      await page.goto(`/projects/${project!.id}`);
      await page.getByRole('button', { name: 'Nueva simulación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva simulación' });
      await dialog.getByText('Ningún archivo seleccionado').waitFor();
      await dialog.getByRole('button', { name: 'Seleccionar archivo' }).waitFor();
      await page.goto(`/simulation/${project!.id}/${sim!.id}/form`);
      const date = page.getByLabel('Fecha de inicio del servicio');
      expect(await date.getAttribute('placeholder')).toBe('dd/mm/aaaa');
      await date.fill('1/3/2025');
      await date.blur();
      expect(await date.inputValue()).toBe('01/03/2025');
    } finally {
      await english.close();
    }
  });

  it('creates a simulation in a tender and keeps basic data, a center, a fixed shift, a surrogate and an other cost', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project, error } = await api.config.POST('/project', {
      body: { name: 'Formulario e2e', workspace_id: workspaceId },
    });
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
    await page.getByLabel('Fecha de inicio del servicio').fill('01/01/2025');
    await page.getByLabel('Duración (meses)').fill('12');
    await page.getByRole('button', { name: 'Añadir centro' }).click();
    await page.getByLabel('Centro 1', { exact: true }).fill('Sede central');
    await pickLocality(page, 1, 'Madrid');
    await page.getByLabel('Convenio 1').selectOption(await baseAgreementId(api, workspaceId));
    await saveStep(page, 'Guardado con éxito');

    // Carga de Trabajo: a position for every category, then a fixed shift
    await fillMainPositions(page, 'Limpieza');
    await saveStep(page, 'Guardado con éxito');
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
    await page.getByRole('button', { name: 'Añadir subrogado' }).click();
    const sub = page.getByRole('dialog', { name: 'Añadir subrogado' });
    await sub.getByLabel('Nombre').fill('Ana Pérez');
    await expect.poll(() => sub.getByLabel('Categoría').locator('option').count()).toBeGreaterThan(1);
    await sub.getByLabel('Categoría').selectOption({ index: 1 });
    await sub.getByLabel('Jornada', { exact: true }).fill('30');
    await sub.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Ana Pérez').waitFor();

    // Otros Costes
    const cost = await openOtherCostDialog(page);
    await fillOtherCost(cost, { center: 'Todos los centros', name: 'Maquinaria e2e', type: 'SALARY_PERCENT', amount: '3' });
    await cost.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Otros costes' }).getByText('Maquinaria e2e').waitFor();

    // reload: everything is kept
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Simulación e2e' }).waitFor();
    expect(await inputValues(page, ['Fecha de inicio del servicio', 'Duración (meses)', 'Seguridad social', 'Centro 1'])).toEqual(
      ['01/01/2025', '12', '34', 'Sede central'],
    );
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

    // duplicate from the tender: the copy (client-generated id) holds every input
    await page.goto(`/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Duplicar Simulación e2e' }).click();
    await page.getByRole('button', { name: 'Simulación e2e (copia)', exact: true }).click();
    await page.waitForURL(new RegExp(`/simulation/${project!.id}/[0-9a-f-]{36}/form$`));
    await page.getByRole('heading', { level: 1, name: 'Simulación e2e (copia)' }).waitFor();
    expect(await page.getByLabel('Centro 1', { exact: true }).inputValue()).toBe('Sede central');
    await page.getByRole('button', { name: /Otros Costes/ }).click();
    await page.getByRole('table', { name: 'Otros costes' }).getByText('Maquinaria e2e').waitFor();
  });

  it("enters the issue's small tender through the screens: two centers, a split shift, a weekly task with a time slot, three surrogates (one imported from the template), two other costs", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Licitación pequeña e2e', workspace_id: workspaceId },
    });
    const { data: sim, error } = await api.config.POST('/simulation', { body: { name: 'Completa', project_id: project!.id } });
    expect(error).toBeUndefined();
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/simulation/${project!.id}/${sim!.id}/form`);
    await page.getByRole('heading', { level: 1, name: 'Completa' }).waitFor();

    await page.getByLabel('Fecha de inicio del servicio').fill('01/03/2025');
    await page.getByLabel('Duración (meses)').fill('24');
    await page.getByLabel('Absentismo').fill('4');
    for (const [i, name, locality] of [
      [1, 'Sede central', 'Madrid'],
      [2, 'Nave Getafe', 'Getafe'],
    ] as const) {
      await page.getByRole('button', { name: 'Añadir centro' }).click();
      await page.getByLabel(`Centro ${i}`, { exact: true }).fill(name);
      await pickLocality(page, i, locality);
      await page.getByLabel(`Convenio ${i}`).selectOption(await baseAgreementId(api, workspaceId));
    }
    await page.getByLabel('Agrupación 2').fill('1');
    await page.getByLabel('Agrupación 1').fill('1');
    await page.getByLabel('Cobertura vacaciones 2').fill('50');
    await saveStep(page, 'Guardado con éxito');

    // categories and positions: 'Limpieza' for every category, 'Cristalería' as a secondary one of the first
    await fillMainPositions(page, 'Limpieza');
    await page
      .getByRole('button', { name: /^Añadir puestos secundarios a / })
      .first()
      .click();
    const secondary = page.getByRole('dialog', { name: 'Añadir puestos secundarios' });
    await secondary.getByRole('button', { name: 'Añadir puesto' }).click();
    await secondary.getByLabel('Puesto secundario 1', { exact: true }).fill('Cristalería');
    await secondary.getByRole('button', { name: 'Aceptar' }).click();
    await saveStep(page, 'Guardado con éxito');

    // a split shift
    await page.getByRole('tab', { name: 'Turnos fijos' }).click();
    await page.getByRole('button', { name: 'Añadir turno' }).click();
    const shift = page.getByRole('dialog', { name: 'Crear turno' });
    await shift.getByLabel('Centro').selectOption({ label: 'Sede central' });
    await shift.getByLabel('Puesto').selectOption({ label: 'Limpieza' });
    await shift.getByLabel('Número de trabajadores').fill('2');
    await shift.getByLabel('Turno partido').check();
    await shift.getByLabel('Inicio del turno').fill('06:00');
    await shift.getByLabel('Fin del turno').fill('10:00');
    await shift.getByLabel('Inicio del segundo turno').fill('16:00');
    await shift.getByLabel('Fin del segundo turno').fill('20:00');
    await shift.getByLabel('Lunes-Viernes').check();
    await shift.getByRole('button', { name: 'Crear turno' }).click();
    await page.getByRole('table', { name: 'Turnos fijos' }).getByText('06:00-10:00 / 16:00-20:00').waitFor();

    // a weekly task with a time slot
    await page.getByRole('tab', { name: 'Tareas por horas' }).click();
    await page.getByRole('button', { name: 'Añadir tarea' }).click();
    const task = page.getByRole('dialog', { name: 'Añadir tarea' });
    await task.getByLabel('Centro').selectOption({ label: 'Nave Getafe' });
    await task.getByLabel('Puesto').selectOption({ label: 'Cristalería' });
    await task.getByLabel('Nombre de la tarea').fill('Cristales');
    await task.getByLabel('Sábado').check();
    await task.getByLabel('Franja horaria recomendada').check();
    await task.getByLabel('Inicio de la franja').fill('08:00');
    await task.getByLabel('Fin de la franja').fill('11:30');
    await task.getByText('Duración de la franja: 03:30').waitFor();
    await task.getByRole('button', { name: 'Usar como tiempo de la tarea' }).click();
    await task.getByRole('button', { name: 'Añadir tarea' }).click();
    await page.getByRole('table', { name: 'Tareas por horas' }).getByText('03:30 cada semana').waitFor();

    // two surrogates through the dialog, the third imported from the downloaded template
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await page.getByRole('button', { name: 'Añadir subrogado' }).click();
    const sub = page.getByRole('dialog', { name: 'Añadir subrogado' });
    await expect.poll(() => sub.getByLabel('Categoría').locator('option').count()).toBeGreaterThan(1);
    await sub.getByLabel('Nombre').fill('Ana Pérez');
    await sub.getByLabel('Categoría').selectOption({ index: 1 });
    await sub.getByLabel('Jornada', { exact: true }).fill('30');
    await sub.getByRole('button', { name: 'Continuar añadiendo subrogados' }).click();
    // saved: the dialog starts again, keeping agreement and category (the table behind it is inert meanwhile)
    await expect.poll(() => sub.getByLabel('Jornada', { exact: true }).inputValue()).toBe('');
    expect(await sub.getByLabel('Nombre').inputValue()).toBe('');
    expect(await sub.getByLabel('Categoría').inputValue()).not.toBe('');
    await sub.getByLabel('Nombre').fill('Luis Gómez');
    await sub.getByLabel('Jornada', { exact: true }).fill('20');
    await sub.getByLabel('Fecha de antigüedad').fill('01/05/1985');
    await sub.getByText('Posible jubilación').waitFor();
    await sub.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Luis Gómez').waitFor();

    const file = await withOneMoreSurrogate(page, { Nombre: 'Importada Uno', Jornada: 10, 'Fecha de antigüedad': null });
    await page.getByRole('button', { name: 'Subir Plantilla de Subrogados' }).click();
    const upload = page.getByRole('dialog', { name: 'Subir Plantilla de Subrogados' });
    await upload.getByLabel('Fichero (.xlsx)').setInputFiles(file);
    await upload.getByRole('button', { name: 'Importar' }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Importada Uno').waitFor();
    expect(await page.getByLabel('Total de horas semanales').inputValue()).toBe('60');

    // two other costs with 'Continuar añadiendo otros costes'
    const cost = await openOtherCostDialog(page);
    await fillOtherCost(cost, { center: 'Todos los centros', name: 'Maquinaria', type: 'SALARY_PERCENT', amount: '3' });
    await cost.getByRole('button', { name: 'Continuar añadiendo otros costes' }).click();
    await expect.poll(() => cost.getByLabel('Concepto').inputValue()).toBe('');
    await fillOtherCost(cost, {
      center: 'Nave Getafe',
      name: 'Fregonas',
      type: 'MONTHLY_UNIT_COST',
      amount: '2,5',
      units: '10',
      months: '24',
    });
    await cost.getByRole('button', { name: 'Añadir y cerrar' }).click();
    await page.getByRole('table', { name: 'Otros costes' }).getByText('Fregonas').waitFor();

    // reload: every value as entered
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Completa' }).waitFor();
    expect(
      await inputValues(page, [
        'Fecha de inicio del servicio',
        'Duración (meses)',
        'Absentismo',
        'Centro 2',
        'Cobertura vacaciones 2',
        'Agrupación 2',
      ]),
    ).toEqual(['01/03/2025', '24', '4', 'Nave Getafe', '50', '1']);
    await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
    await expect
      .poll(() =>
        page
          .getByLabel(/^Puesto principal de /)
          .first()
          .inputValue(),
      )
      .toBe('Limpieza');
    await page.getByText('Cristalería').first().waitFor();
    const shiftRow = await seeSmallTenderShift(page);
    await shiftRow.getByText('L M X J V').first().waitFor();
    const costs = await seeSmallTenderRest(page, ['Ana Pérez', 'Luis Gómez', 'Importada Uno']);
    await costs.getByRole('row').filter({ hasText: 'Fregonas' }).getByText('2,50 €').waitFor();
  });

  it('a broken centers spreadsheet is refused with its sheet, row and column, and nothing changes', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Importación rota e2e', workspace_id: workspaceId },
    });
    const { data: sim } = await api.config.POST('/simulation', { body: { name: 'Importación', project_id: project!.id } });
    const { data: localities } = await api.config.GET('/location/municipality', {
      params: { query: { workspace_id: workspaceId } },
    });
    const { data: agreements } = await api.config.GET('/agreement', { params: { query: { workspace_id: workspaceId } } });
    const { error } = await api.config.PUT('/simulation/{id}/center', {
      params: { path: { id: sim!.id } },
      body: { centers: [{ name: 'Centro existente', municipality_id: localities![0]!.id, agreement_id: agreements![0]!.id }] },
    });
    expect(error).toBeUndefined();
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/simulation/${project!.id}/${sim!.id}/form`);
    await page.getByRole('heading', { level: 1, name: 'Importación' }).waitFor();
    expect(await page.getByLabel('Centro 1', { exact: true }).inputValue()).toBe('Centro existente');

    // the template without its 'Convenio' column
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar plantilla de centros' }).click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'licita-centros-'));
    const broken = join(dir, 'centros.xlsx');
    await download.saveAs(broken);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(broken);
    const ws = wb.worksheets[0]!;
    const col = (ws.getRow(1).values as unknown[]).findIndex((v) => v === 'Convenio');
    expect(col).toBeGreaterThan(0);
    ws.spliceColumns(col, 1);
    await wb.xlsx.writeFile(broken);

    await page.getByRole('button', { name: 'Importar centros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar centros' });
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByText('Seleccione un fichero').waitFor();
    await dialog.getByLabel('Fichero (.xlsx)').setInputFiles(broken);
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByRole('alert').getByText("falta la columna 'Convenio'").waitFor();

    // an empty file is refused by the upload; a file that is not a workbook by the import
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await dialog.getByLabel('Fichero (.xlsx)').setInputFiles({ name: 'vacio.xlsx', mimeType: xlsx, buffer: Buffer.from('') });
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/^Error subiendo archivo, /);
    await dialog
      .getByLabel('Fichero (.xlsx)')
      .setInputFiles({ name: 'texto.xlsx', mimeType: xlsx, buffer: Buffer.from('esto no es un libro') });
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/no es un libro Excel/);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/simulation/${project!.id}/${sim!.id}/form`);
    await page.getByRole('heading', { level: 1, name: 'Importación' }).waitFor();
    expect(await page.getByLabel('Centro 1', { exact: true }).inputValue()).toBe('Centro existente');
    expect(await page.getByLabel('Centro 2', { exact: true }).count()).toBe(0);
  });
});
