/**
 * The justification keeps what the run used: a simulation solved with an agreement of the workspace, then the
 * agreement's salary edited; the page says the inputs changed since the solution, and the justification PDF and the
 * workbook's Convenios sheet still show the salary the run used, with the tender's and the bidder's data on the cover.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, E2E_COMPANY, setCompany, OWN_CATEGORY } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { saved } from '../support/results-page';
import { launchUntilSolved, newSmallSimulation } from '../support/small-tender';
import { agreementSave } from '@licita/domain/test/fixtures/agreement-save';
import { pdfText } from '@licita/server/test/pdf-text';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** Every number of the Convenios sheet's row of a category. */
async function salaryRow(file: string, category: string): Promise<number[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.getWorksheet('Convenios')!;
  let row: number[] = [];
  sheet.eachRow((r) => {
    if (r.getCell(1).value === category) row = (r.values as unknown[]).filter((v): v is number => typeof v === 'number');
  });
  return row;
}

describe('the justification of a solved simulation', () => {
  it("an agreement's salary edited after the solution: the page says so, the PDF and the workbook keep the run's salary", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // the company filled: the justification downloads without asking for it
    await setCompany(api, workspaceId, E2E_COMPANY);
    const agreementId = randomUUID();
    const category = OWN_CATEGORY;
    const save = (salary: number, categoryId?: string) =>
      api.config.POST('/agreement', {
        body: {
          ...agreementSave({ name: `Convenio propio ${agreementId.slice(0, 6)}`, start_year: 2025, end_year: 2028 }),
          id: agreementId,
          categories: [{ ...category, id: categoryId, salary_year: salary }],
          workspace_id: workspaceId,
        },
      });
    expect((await save(category.salary_year)).error).toBeUndefined();
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Licitación justificada', workspace_id: workspaceId },
    });
    const tender = {
      name: 'Licitación justificada',
      contracting_authority: 'Ayuntamiento de Getafe',
      file_number: 'EXP 118/2026',
      lot: '1',
    };
    expect(
      (await api.config.PUT('/project/{id}', { params: { path: { id: project!.id } }, body: tender })).error,
    ).toBeUndefined();
    const simulationId = await newSmallSimulation(api, workspaceId, project!.id, { name: 'Justificación e2e' }, agreementId);
    await launchUntilSolved(api, simulationId, 60_000);

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${project!.id}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'Presupuesto y oferta' });
    await card.getByRole('button', { name: 'Descargar justificación' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(/Los datos de entrada han cambiado/).count()).toBe(0);

    // a ground written in the page's dialog
    await card.getByRole('button', { name: 'Fundamentos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fundamentos de la justificación' });
    await dialog
      .getByLabel('Soluciones técnicas adoptadas')
      .fill('Fregadoras de conductor sentado en la nave: la mitad de horas por metro cuadrado.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [before] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar justificación' }).click(),
    ]);
    const first = await pdfText(readFileSync(await saved(before, 'antes.pdf')));
    const salaries = /Limpiador\/a ((?:[\d.]+,\d{2} € ?)+)/.exec(first)![1]!.trim();
    expect(first).toContain('Órgano de contratación: Ayuntamiento de Getafe');
    expect(first).toContain('Expediente: EXP 118/2026');
    expect(first).toContain('Fregadoras de conductor sentado en la nave');
    const [bookBefore] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    const rowBefore = await salaryRow(await saved(bookBefore, 'antes.xlsx'), 'Limpiador/a');
    expect(rowBefore.length).toBeGreaterThan(0);

    // the agreement's salary changes after the solution
    const { data: stored } = await api.config.GET('/agreement/{id}', { params: { path: { id: agreementId } } });
    expect((await save(33_333, stored!.categories[0]!.id)).error).toBeUndefined();
    await page.reload();
    await page.getByText(/Los datos de entrada han cambiado desde que se calculó esta solución/).waitFor({ timeout: 20_000 });

    const [after] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar justificación' }).click(),
    ]);
    const second = await pdfText(readFileSync(await saved(after, 'despues.pdf')));
    expect(second).toContain(`Limpiador/a ${salaries}`);
    expect(second).not.toContain('33.333');
    const [bookAfter] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    expect(await salaryRow(await saved(bookAfter, 'despues.xlsx'), 'Limpiador/a')).toEqual(rowBefore);
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });
});
