import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicitaClient } from '@licita/sdk';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { fillSmallTender } from '../support/small-tender';
import { seeSmallTenderRest, seeSmallTenderShift } from '../support/simulation-form';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The inputs of a simulation as the API reads them, without the ids that differ between two simulations. */
async function inputs(api: LicitaClient, id: string) {
  const p = { params: { path: { id } } };
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !/(^id$|^center_id$|^position_id$)/.test(k))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  const sim = (await api.config.GET('/simulation/{id}', p)).data!;
  return strip({
    basic: [sim.service_date_init, sim.service_duration, sim.social_security, sim.absenteeism_rate],
    centers: (await api.config.GET('/simulation/{id}/center', p)).data,
    categoryPositions: (await api.config.GET('/simulation/{id}/category_positions', p)).data,
    shifts: (await api.config.GET('/simulation/{id}/fixed_work_shift', p)).data,
    tasks: (await api.config.GET('/simulation/{id}/variable_work', p)).data,
    surrogates: (await api.config.GET('/simulation/{id}/subrogate', p)).data,
    costs: (await api.config.GET('/simulation/{id}/material_cost', p)).data,
  });
}

describe('Formulario', () => {
  it("downloads a simulation's Formulario and creates a new simulation of the tender from it, with the same inputs", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', { body: { name: 'Formulario e2e', workspace_id: workspaceId } });
    const { data: origin } = await api.config.POST('/simulation', { body: { name: 'Origen', project_id: project!.id } });
    await fillSmallTender(api, workspaceId, origin!.id, {
      name: 'Origen',
      service_date_init: '2025-03-01',
      service_duration: 24,
      social_security: 33,
      absenteeism_rate: 4,
    });

    // the Formulario: its own link (the workbook is built on this request, never on a read of the simulation)
    const { data: link } = await api.config.GET('/simulation/{id}/formulario_url', { params: { path: { id: origin!.id } } });
    const download = await fetch(link!.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Formulario_Origen.xlsx');
    const file = join(mkdtempSync(join(tmpdir(), 'licita-formulario-')), 'Formulario_Origen.xlsx');
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));

    // 'Nueva simulación' with the file: the new simulation's form opens with the imported inputs
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Nueva simulación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva simulación' });
    await dialog.getByLabel('Nombre simulación*').fill('Desde Formulario');
    await dialog.getByLabel('Formulario (.xlsx, opcional)').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await page.waitForURL(new RegExp(`/simulation/${project!.id}/[0-9a-f-]{36}/form$`));
    const copyId = page.url().split('/').at(-2)!;
    await page.getByRole('heading', { level: 1, name: 'Desde Formulario' }).waitFor();
    expect(await page.getByLabel('Fecha de inicio del servicio').inputValue()).toBe('01/03/2025');
    expect(await page.getByLabel('Duración (meses)').inputValue()).toBe('24');
    expect(await page.getByLabel('Seguridad social', { exact: true }).inputValue()).toBe('33');
    expect(await page.getByLabel('Absentismo').inputValue()).toBe('4');
    expect(await page.getByLabel('Centro 1', { exact: true }).inputValue()).toBe('Sede central');
    expect(await page.getByLabel('Centro 2', { exact: true }).inputValue()).toBe('Nave Getafe');
    expect(await page.getByLabel('Cobertura vacaciones 2').inputValue()).toBe('50');
    expect(await page.getByLabel('Agrupación 2').inputValue()).toBe('1');
    await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
    await expect.poll(() => page.getByLabel('Puesto principal de Limpiador/a', { exact: true }).inputValue()).toBe('Limpieza');
    expect(
      await page
        .getByLabel(/^Puesto principal de /)
        .first()
        .inputValue(),
    ).toBe('Director/a');
    await seeSmallTenderShift(page);
    await seeSmallTenderRest(page, ['Ana Pérez', 'Luis Gómez']);

    // and field by field through the API
    expect(await inputs(api, copyId)).toEqual(await inputs(api, origin!.id));
  });

  it('a broken Formulario is refused in the dialog with its sheet, row and column, and no simulation is left', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Formulario roto e2e', workspace_id: workspaceId },
    });
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${project!.id}`);
    await page.getByRole('button', { name: 'Nueva simulación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva simulación' });
    await dialog.getByLabel('Nombre simulación*').fill('Rota');
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await dialog
      .getByLabel('Formulario (.xlsx, opcional)')
      .setInputFiles({ name: 'roto.xlsx', mimeType: xlsx, buffer: Buffer.from('esto no es un libro') });
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog
      .getByRole('alert', { name: 'Errores del fichero' })
      .getByText('El fichero no es un libro Excel (.xlsx) válido')
      .waitFor();
    await page.goto(`/projects/${project!.id}`);
    await page.getByText('No hay simulaciones').waitFor();
  });
});
