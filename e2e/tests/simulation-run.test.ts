import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { fillSmallTender } from '../support/small-tender';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** "12.345,67 €" → 12345.67 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** A figure of a card of the simulation page (its `<dd>` beside the label). */
async function figure(page: Page, card: string, label: string): Promise<number> {
  return euros(
    await page
      .getByRole('region', { name: card })
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd')
      .textContent(),
  );
}

async function totals(page: Page) {
  return {
    total: euros(await page.getByTestId('total-cost').textContent()),
    benefit: await figure(page, 'Costes', 'Beneficio'),
    socialSecurity: await figure(page, 'Costes', 'Seguridad social'),
    employees: Number(await page.getByTestId('employees-total').textContent()),
  };
}

/** The value of the Resumen row labelled `label` (a formula cell gives its result). */
function summary(ws: ExcelJS.Worksheet, label: string): number {
  for (let r = 1; r <= ws.rowCount; r++) {
    if (ws.getCell(`A${r}`).value === label) {
      const v = ws.getCell(`B${r}`).value as number | { result?: number };
      return typeof v === 'number' ? v : Number(v?.result);
    }
  }
  throw new Error(`Resumen has no row '${label}'`);
}

/** Opens the simulation's editor and confirms 'Lanzar simulación'; the 'Validando simulación' dialog that follows. */
async function launchFromEditor(page: Page, projectId: string, simulationId: string) {
  await page.goto(`/simulation/${projectId}/${simulationId}/form`);
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  await page.getByRole('dialog', { name: 'Lanzar simulación' }).getByRole('button', { name: 'Lanzar' }).click();
  return page.getByRole('dialog', { name: 'Validando simulación' });
}

describe('running a simulation', () => {
  it('launches the small tender from the editor, follows the run, re-costs with a new benefit, discounts a new hire and downloads the same totals', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const name = 'Lanzamiento e2e';
    const { data: project } = await api.config.POST('/project', { body: { name: 'Ejecución e2e', workspace_id: workspaceId } });
    const { data: sim } = await api.config.POST('/simulation', { body: { name, project_id: project!.id } });
    await fillSmallTender(api, workspaceId, sim!.id, { name });

    const page = await newPage(browser);
    await login(page, ADMIN);

    // confirmation → 'Validando simulación' → clean: launched by itself after 1.5 s → the simulation page
    const validating = await launchFromEditor(page, project!.id, sim!.id);
    await validating.getByText(/se lanzará en unos instantes/).waitFor();
    await page.waitForURL(`**/projects/${project!.id}/simulations/${sim!.id}`);

    // the progress, refreshed every 2 s until the run ends
    const events = page.getByRole('list', { name: 'Eventos de la simulación' });
    await events.getByText('Simulación lanzada', { exact: true }).waitFor();
    await events.getByText('Fin', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('Simulación completada').waitFor();
    await page.getByRole('region', { name: 'Tiempo transcurrido' }).waitFor({ state: 'detached' });
    const before = await totals(page);
    expect(before.total).toBeGreaterThan(0);
    expect(before.employees).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Plantilla' }).getByText('Ana Pérez').waitFor();

    // 'Cuadrante semanal': a row a worker of GET /solution/{id}/roster, each day's ranges in its cell
    const cuadrante = page.getByRole('table', { name: 'Cuadrante semanal' });
    await cuadrante.getByText('Ana Pérez').waitFor();
    const roster = (await api.config.GET('/solution/{id}/roster', { params: { path: { id: sim!.id } } })).data!;
    expect(roster.length).toBeGreaterThan(0);
    expect(await cuadrante.locator('tbody tr').count()).toBe(roster.length);
    for (const w of roster) {
      const row = cuadrante.locator('tbody tr').filter({ has: page.getByRole('rowheader').getByText(w.name, { exact: true }) });
      const days = await row.getByRole('cell').allTextContents();
      expect(days).toHaveLength(8);
      expect(days[0]).toBe(
        w.week.monday.length
          ? w.week.monday.map((s) => `${s.time_init}–${s.time_end}${w.centers.length > 1 ? s.center : ''}`).join('')
          : '—',
      );
    }
    // the split shift of the small tender, on Monday
    const mondays = cuadrante.locator('tbody tr td:nth-of-type(1)');
    expect((await mondays.allTextContents()).join(' ')).toContain('06:00–10:00');
    expect((await mondays.allTextContents()).join(' ')).toContain('16:00–20:00');

    // 'Modificar parámetros': the benefit from 0 % to 10 % makes the total exactly 10 % more
    await page.getByRole('button', { name: 'Modificar parámetros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modificar parámetros' });
    await dialog.getByText('Todos los centros').waitFor();
    expect(await dialog.getByLabel('Beneficio (%)').inputValue()).toBe('0');
    expect(before.benefit).toBe(0);
    await dialog.getByLabel('Beneficio (%)').fill('10');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(async () => euros(await page.getByTestId('total-cost').textContent()), { timeout: 10_000 })
      .not.toBe(before.total);
    const recosted = await totals(page);
    expect(Math.abs(recosted.total - before.total * 1.1)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(recosted.benefit - before.total * 0.1)).toBeLessThanOrEqual(0.01);
    expect(recosted.socialSecurity).toBe(before.socialSecurity);
    const exact = (await api.config.GET('/simulation/{id}', { params: { path: { id: sim!.id } } })).data!.results!;
    expect(exact.total_cost / (exact.total_cost - exact.benefit)).toBeCloseTo(1.1, 9);

    // the social security discount of one new hire
    await page.getByRole('link', { name: 'Bonificación de la seguridad social' }).click();
    await page.waitForURL(`**/social_security_cost/${project!.id}/${sim!.id}`);
    const table = page.getByRole('table', { name: 'Nuevos empleados/as' });
    const first = table.getByRole('checkbox', { name: /^Seleccionar (?!todos$)/ }).first();
    await first.waitFor();
    const ssBefore = euros(await page.getByTestId('ss-total').textContent());
    expect(ssBefore).toBe(recosted.socialSecurity);
    await first.check();
    await page.getByRole('button', { name: 'Descontar SS' }).click();
    await table.getByText('Descontada').waitFor({ timeout: 15_000 });
    const ssAfter = euros(await page.getByTestId('ss-total').textContent());
    expect(ssAfter).toBeLessThan(ssBefore);
    expect(ssBefore - ssAfter).toBeLessThanOrEqual(4500);
    await page.getByRole('link', { name: 'Volver a la simulación' }).click();
    await expect.poll(async () => figure(page, 'Costes', 'Seguridad social')).toBe(ssAfter);
    const final = await totals(page);
    expect(final.total).toBeLessThan(recosted.total);

    // 'Descargar solución': Solucion_{name}.xlsx whose Resumen holds the same totals, built on the click (the page's
    // reads of the simulation never build it, so until then its read links to no workbook)
    const read = async () => (await api.config.GET('/simulation/{id}', { params: { path: { id: sim!.id } } })).data!;
    expect((await read()).result_url).toBeNull();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar solución' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Solucion_${name}.xlsx`);
    expect((await read()).result_url).toMatch(/\/api\/files\/solution-/);
    const file = join(mkdtempSync(join(tmpdir(), 'licita-solucion-')), 'solucion.xlsx');
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const resumen = wb.getWorksheet('Resumen')!;
    expect(summary(resumen, 'Coste total')).toBeCloseTo(final.total, 2);
    expect(summary(resumen, 'Seguridad social')).toBeCloseTo(final.socialSecurity, 2);
    expect(summary(resumen, 'Beneficio')).toBeCloseTo(final.benefit, 2);
    expect(summary(resumen, 'Beneficio (%)')).toBe(10);
    expect(summary(resumen, 'Empleados/as')).toBe(final.employees);
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });

  it("a simulation without work: 'Validando simulación' lists the refusal and offers no 'Ignorar y lanzar'; the launch is refused with code 5", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', { body: { name: 'Rechazo e2e', workspace_id: workspaceId } });
    const { data: sim } = await api.config.POST('/simulation', { body: { name: 'Sin tareas', project_id: project!.id } });
    const p = { params: { path: { id: sim!.id } } };
    await api.config.PUT('/simulation/{id}', {
      ...p,
      body: {
        name: 'Sin tareas',
        service_date_init: '2026-01-01',
        service_duration: 12,
        social_security: 34,
        absenteeism_rate: 0,
      },
    });
    const { data: localities } = await api.config.GET('/location/municipality', {
      params: { query: { workspace_id: workspaceId } },
    });
    const { data: agreements } = await api.config.GET('/agreement', { params: { query: { workspace_id: workspaceId } } });
    const { error } = await api.config.PUT('/simulation/{id}/center', {
      ...p,
      body: { centers: [{ name: 'Sede', municipality_id: localities![0]!.id, agreement_id: agreements![0]!.id }] },
    });
    expect(error).toBeUndefined();

    const page = await newPage(browser);
    await login(page, ADMIN);
    const dialog = await launchFromEditor(page, project!.id, sim!.id);
    await dialog.getByRole('list', { name: 'Errores que impiden lanzar' }).waitFor();
    await dialog.getByText('Corrige los errores en el formulario para poder lanzar la simulación.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Ignorar y lanzar' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/simulation/${project!.id}/${sim!.id}/form$`));
    const refused = await api.config.POST('/simulation/{id}/launch', p);
    expect(refused.response.status).toBe(460);
    expect(refused.error).toMatchObject({ error_code: 5, message: 'No hay ninguna tarea creada' });
    expect((await api.config.GET('/simulation/{id}', p)).data!.status).toBe('Stopped');
  });

  it('one position for every category of the agreement: launching warns that the cheapest category will do the work, and it can be launched anyway', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Aviso de categorías e2e', workspace_id: workspaceId },
    });
    const { data: sim } = await api.config.POST('/simulation', { body: { name: 'Todo Limpieza', project_id: project!.id } });
    await fillSmallTender(api, workspaceId, sim!.id, { name: 'Todo Limpieza' });
    const p = { params: { path: { id: sim!.id } } };
    // the quick way through Categorías-Puestos: 'Limpieza' typed for every category
    const positions = (await api.config.GET('/simulation/{id}/position', p)).data!;
    const limpieza = positions.find((x) => x.name === 'Limpieza')!.id;
    const categories = (await api.config.GET('/simulation/{id}/category_positions', p)).data!.categories;
    await api.config.PUT('/simulation/{id}/category_positions', {
      ...p,
      body: { disabled: false, categories: categories.map((c) => ({ id: c.id, positions: [{ id: limpieza }] })) },
    });

    const page = await newPage(browser);
    await login(page, ADMIN);
    const dialog = await launchFromEditor(page, project!.id, sim!.id);
    await dialog
      .getByText(
        /^El puesto Limpieza lo pueden cubrir 28 categorías con salarios que difieren más de un 15 % \(de Aspirante Administrativo, 15\.147,84 €, a Director\/a, 28\.548,59 €\): el cálculo contratará la más barata, Aspirante Administrativo\./,
      )
      .waitFor();
    // a warning does not launch by itself: the user decides
    await page.waitForTimeout(2000);
    expect((await api.config.GET('/simulation/{id}', p)).data!.status).toBe('Stopped');
    await dialog.getByRole('button', { name: 'Ignorar y lanzar' }).click();
    await expect
      .poll(async () => (await api.config.GET('/simulation/{id}', p)).data!.status, { timeout: 40_000, interval: 500 })
      .not.toBe('Stopped');
  });
});
