/**
 * A surrogate template saved by LibreOffice (.ods, a real file: server/test/fixtures/libreoffice): the upload dialog
 * says the format it takes before a file is picked; the .ods, under its own name or an .xlsx one, is refused with
 * what to do with it, and the surrogate list is as it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, baseAgreementId } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const ODS = readFileSync(
  join(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'libreoffice', 'Plantilla_subrogados.ods'),
);
const MESSAGE =
  'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»';

describe('a surrogate template saved by LibreOffice', () => {
  it('is refused with what to do, and the surrogates stay', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Plantilla LibreOffice e2e', workspace_id: workspaceId },
    });
    const { data: study, error } = await api.config.POST('/previous_study', {
      body: { name: 'Estudio ods', project_id: project!.id },
    });
    expect(error).toBeUndefined();
    const { data: categories } = await api.config.GET('/agreement/{id}/categories', {
      params: { path: { id: await baseAgreementId(api, workspaceId) } },
    });
    const added = await api.config.POST('/previous_study/{id}/subrogate', {
      params: { path: { id: study!.id } },
      body: { name: 'Carmen Ruiz', category_id: categories![0]!.id, working_day: 30, value_metric_working_day: 'FIXED' },
    });
    expect(added.error).toBeUndefined();

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/previous/${project!.id}/${study!.id}`);
    await page.getByRole('button', { name: /Subrogados/ }).click();
    const table = page.getByRole('table', { name: 'Subrogados' });
    await table.getByText('Carmen Ruiz').waitFor();
    const rowsBefore = await table.getByRole('row').allTextContents();

    await page.getByRole('button', { name: 'Subir Plantilla de Subrogados' }).click();
    const upload = page.getByRole('dialog', { name: 'Subir Plantilla de Subrogados' });
    // the accepted format, before any file is picked
    const picker = upload.getByLabel('Fichero (.xlsx)');
    await upload.getByText('Formato: Libro de Excel (.xlsx)').waitFor();
    expect(await picker.getAttribute('aria-describedby')).toBe('import-file-help');

    await picker.setInputFiles({
      name: 'Plantilla_subrogados.ods',
      mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
      buffer: ODS,
    });
    await upload.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => upload.getByRole('alert').textContent()).toBe(MESSAGE);

    // the same file renamed .xlsx: known by its content on the server
    await picker.setInputFiles({
      name: 'Plantilla_subrogados.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: ODS,
    });
    await upload.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => upload.getByRole('alert').textContent()).toContain(MESSAGE);
    await upload.getByRole('button', { name: 'Cancelar' }).click();
    await upload.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await table.getByText('Carmen Ruiz').waitFor();
    expect(await table.getByRole('row').allTextContents()).toEqual(rowsBefore);
  });
});
