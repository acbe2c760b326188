/**
 * In the browser (issue 48): the Subrogados step of a simulation with 60 surrogates, and its Turnos fijos with 60
 * shifts, show them 50 at a time, page, search on the server, and saving one sends its PUT without reading the list
 * again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { newSmallSimulation, sixtySurrogates } from '../support/small-tender';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('a paged list of surrogates', () => {
  it('pages 50 at a time, searches, and a save reads no list again', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const project = await api.config.POST('/project', {
      body: { name: 'Licitación subrogados paginados', workspace_id: workspaceId },
    });
    const projectId = project.data!.id;
    const id = await newSmallSimulation(api, workspaceId, projectId, { name: 'Sesenta subrogados' });
    await sixtySurrogates(api, id);

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/simulation/${projectId}/${id}/form`);
    await page
      .getByRole('button', { name: /Subrogados/ })
      .first()
      .click();
    const status = page.getByRole('navigation', { name: 'Páginas de Subrogados', exact: true }).getByRole('status');
    await status.getByText('1–50 de 60 subrogados', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Subrogados' });
    expect(await table.locator('tbody tr').count()).toBe(50);
    expect(await page.getByLabel('Total de horas semanales').inputValue()).toBe('630');

    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await status.getByText('51–60 de 60 subrogados', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    await table.getByText('Persona 60', { exact: true }).waitFor();

    await page.getByRole('searchbox', { name: 'Buscar subrogado', exact: true }).fill('GOMEZ');
    await status.getByText('1 subrogado', { exact: true }).waitFor();
    await table.getByText('Luis Gómez', { exact: true }).waitFor();

    const lists: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/subrogate')) lists.push(r.url());
    });
    await page.getByRole('button', { name: 'Editar subrogado 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar subrogado' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Luis Gómez Ruiz');
    await dialog.getByRole('button', { name: 'Guardar y cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByText('Luis Gómez Ruiz', { exact: true }).waitFor();
    expect(lists).toEqual([]);
    const stored = (await api.config.GET('/simulation/{id}/subrogate', { params: { path: { id }, query: { q: 'ruiz' } } })).data!;
    expect(stored.map((s) => s.name)).toEqual(['Luis Gómez Ruiz']);
  });
});

describe('a paged list of fixed shifts', () => {
  it('pages 50 at a time, searches by center, and a save reads no list again', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const project = await api.config.POST('/project', {
      body: { name: 'Licitación turnos paginados', workspace_id: workspaceId },
    });
    const projectId = project.data!.id;
    const id = await newSmallSimulation(api, workspaceId, projectId, { name: 'Sesenta turnos' });
    const p = { params: { path: { id } } };
    // the small tender's split shift at Sede central, then 59 more of one worker: every tenth at Nave Getafe
    const [first] = (await api.config.GET('/simulation/{id}/fixed_work_shift', p)).data!;
    const getafe = (await api.config.GET('/simulation/{id}/center', p)).data!.find((c) => c.name === 'Nave Getafe')!;
    for (let i = 2; i <= 60; i++) {
      const center = i % 10 === 0 ? getafe.id : first!.center_id;
      const body = splitShiftBody(
        center,
        first!.position_id,
        { time_init: '16:00', time_end: '20:00' },
        { number_of_workers: 1 },
      );
      await api.config.POST('/simulation/{id}/fixed_work_shift', { ...p, body: body as never });
    }

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/simulation/${projectId}/${id}/form`);
    await page
      .getByRole('button', { name: /Carga de Trabajo/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Turnos fijos' }).click();
    const status = page.getByRole('navigation', { name: 'Páginas de Turnos fijos', exact: true }).getByRole('status');
    await status.getByText('1–50 de 60 turnos', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Turnos fijos' });
    expect(await table.locator('tbody tr').count()).toBe(50);

    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await status.getByText('51–60 de 60 turnos', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);

    await page.getByRole('searchbox', { name: 'Buscar turno', exact: true }).fill('GETAFE');
    await status.getByText('6 turnos', { exact: true }).waitFor();
    expect(await table.getByText('Nave Getafe', { exact: true }).count()).toBe(6);

    const lists: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/fixed_work_shift')) lists.push(r.url());
    });
    await page.getByRole('button', { name: 'Editar turno', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar turno' });
    await dialog.getByLabel('Número de trabajadores', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: '9', exact: true }).waitFor();
    expect(lists).toEqual([]);
    const stored = (
      await api.config.GET('/simulation/{id}/fixed_work_shift', { params: { path: { id }, query: { q: 'getafe' } } })
    ).data!;
    expect(stored.map((s) => s.number_of_workers)).toEqual([9, 1, 1, 1, 1, 1]);
  });
});
