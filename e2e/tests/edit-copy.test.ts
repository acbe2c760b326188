/**
 * A launched simulation in the browser: a computed simulation's form says why its inputs are fixed, and «Editar una copia» opens
 * the form of a copy that keeps every bid input, the 3 % Beneficio set in 'Modificar parámetros' included, and
 * whose Beneficio is saved with Datos Básicos before its first launch.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { saveStep } from '../support/simulation-form';
import { solvedSmallTender } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const LOCKED =
  'Esta simulación ya está calculada: sus datos no se pueden cambiar para que los resultados sigan correspondiendo a lo que se calculó. Para cambiar algo, edita una copia.';

describe('editing a copy of a computed simulation', () => {
  it('the form says why it is fixed; «Editar una copia» opens the copy, which keeps Beneficio 3 % and can change it before launching', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const name = 'Copia editable e2e';
    const { projectId, simulationId } = await solvedSmallTender(api, workspaceId, 'Licitación copia editable', { name });

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);

    // the preparer's 3 % Beneficio, set after the run
    await page.getByRole('button', { name: 'Modificar parámetros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modificar parámetros' });
    await dialog.getByText('Todos los centros').waitFor();
    await dialog.getByLabel('Beneficio (%)').fill('3');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    // the form of the computed simulation: read-only, and saying why
    await page.getByRole('link', { name: 'Ver formulario' }).click();
    await page.waitForURL(`**/simulation/${projectId}/${simulationId}/form`);
    const note = page.getByRole('note', { name: 'Simulación no editable' });
    expect((await note.locator('p').textContent())?.trim()).toBe(LOCKED);
    expect(await page.getByLabel('Beneficio (%)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Lanzar simulación' }).count()).toBe(0);

    // one click: the copy is made and its form opens, editable, with the same bid
    await note.getByRole('button', { name: 'Editar una copia' }).click();
    await page.getByRole('heading', { level: 1, name: `${name} (copia)` }).waitFor({ timeout: 15_000 });
    const copyId = /\/simulation\/[^/]+\/([^/]+)\/form$/.exec(new URL(page.url()).pathname)?.[1];
    expect(copyId).toBeTruthy();
    expect(copyId).not.toBe(simulationId);
    expect(await page.getByRole('note', { name: 'Simulación no editable' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Lanzar simulación' }).waitFor();
    const benefit = page.getByLabel('Beneficio (%)');
    expect(await benefit.isDisabled()).toBe(false);
    expect(await benefit.inputValue()).toBe('3');

    const copy = async () => (await api.config.GET('/simulation/{id}', { params: { path: { id: copyId! } } })).data!;
    expect((await copy()).status).toBe('Stopped');
    expect((await copy()).bid?.benefit).toBe(3);

    // and Beneficio is an input like the others before the copy's first launch
    await benefit.fill('4,5');
    await saveStep(page, 'Guardado con éxito');
    expect((await copy()).bid?.benefit).toBe(4.5);
    await page.close();
  });
});
