/**
 * 'Importar desde la Plataforma' in the browser: the saved feed page of a two-lot cleaning tender (synthetic, in the
 * CODICE format of the Plataforma de Contratación del Sector Público: server/test/fixtures/placsp) is uploaded from
 * the tender list; the dialog shows what it read; the created tender shows the expediente, the authority, the budgets
 * and the award criteria with their origin; the lot 2 simulation has lot 2's budget and the price weight as its
 * maximum points. Then 'Actualizar desde la Plataforma' with the notice rectified on 2 December lists its changes
 * (valor estimado, budgets, deadline) and applies them: the page shows the new values and origin date, the price
 * criterion's new weight, and the lot simulations take the new budget and price points.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { createImportedTender, noticeFile, readNotice } from '../support/placsp';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const FEED = noticeFile('limpieza-dos-lotes.atom');
/** The same notice rectified on 2 December: budget 420,000 € (lot 1: 260,000 €), deadline 15/01/2027, price 55 points. */
const RECTIFIED = noticeFile('limpieza-dos-lotes-rectificado.atom');

describe('import from the Plataforma de Contratación', () => {
  it('a two-lot cleaning tender: its data, criteria and origin; the lot 2 simulation with its budget and the price points; then updated from the rectified notice', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    const dialog = await readNotice(page, 'limpieza-dos-lotes.atom', FEED);
    await dialog.getByText('2026/LIM-014').waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    const projectId = await createImportedTender(page, dialog);
    const data = page.getByRole('region', { name: 'Datos de la licitación' });
    await data.getByText('2026/LIM-014').waitFor();
    await data.getByText('Junta de Gobierno Local del Ayuntamiento de Villanueva del Prado').waitFor();
    await data.getByText('880.000,00 €').waitFor();
    const notice = page.getByRole('region', { name: 'Anuncio de la Plataforma' });
    await notice.getByText('Origen:').waitFor();
    expect(await notice.getByRole('link', { name: 'anuncio de la Plataforma (20/11/2026)' }).getAttribute('href')).toBe(
      'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014',
    );
    await notice.getByText('400.000,00 €').waitFor();
    await notice.getByText('484.000,00 €').waitFor();
    const criteria = notice.getByRole('table', { name: 'Criterios de adjudicación' });
    const rows = await Promise.all(
      (await criteria.getByRole('row').all()).slice(1).map((r) => r.getByRole('cell').allTextContents()),
    );
    expect(rows).toEqual([
      [expect.stringContaining('Fórmula del anuncio: P = 60 × (Oferta más baja / Oferta a valorar)'), '60', 'Fórmula'],
      ['Bolsa de horas adicionales sin coste', '15', 'Fórmula'],
      ['Memoria técnica del servicio', '25', 'Juicio de valor'],
    ]);
    await page.getByText('Lote 2: limpieza de colegios públicos de educación infantil y primaria').first().waitFor();

    const { api } = await apiAs(ADMIN);
    const { data: sims } = await api.config.GET('/project/{projectId}/simulation', { params: { path: { projectId } } });
    const lot2 = sims?.find((s) => s.name.startsWith('Lote 2'));
    expect(lot2).toBeDefined();
    const { data: sim } = await api.config.GET('/simulation/{id}', { params: { path: { id: lot2!.id } } });
    expect(sim?.bid?.tender_budget).toBe(160000);
    expect(sim?.bid?.price_score?.max_points).toBe(60);

    // 'Actualizar desde la Plataforma' with the rectified notice: the changes first, then applied.
    await notice.getByRole('button', { name: 'Actualizar desde la Plataforma' }).click();
    const refresh = page.getByRole('dialog', { name: 'Actualizar desde la Plataforma' });
    await refresh
      .getByLabel('Archivo del anuncio')
      .setInputFiles({ name: 'limpieza-dos-lotes-rectificado.atom', mimeType: 'application/atom+xml', buffer: RECTIFIED });
    await refresh.getByRole('button', { name: 'Leer anuncio' }).click();
    const changes = page.getByRole('dialog', { name: 'Cambios en el anuncio del 02/12/2026' });
    const changed = changes.getByRole('table', { name: 'Datos que cambian' });
    await changed.waitFor();
    const changedRows = await Promise.all(
      (await changed.getByRole('row').all()).slice(1).map((r) => r.getByRole('cell').allTextContents()),
    );
    expect(changedRows).toEqual([
      ['Valor estimado', '880.000,00 €', '924.000,00 €'],
      ['Presupuesto base sin IVA', '400.000,00 €', '420.000,00 €'],
      ['Presupuesto base con IVA', '484.000,00 €', '508.200,00 €'],
      ['Fin del plazo de ofertas', '18/12/2026 14:00', '15/01/2027 14:00'],
    ]);
    expect(await changes.getByRole('checkbox', { name: /Actualizar también el presupuesto/ }).isChecked()).toBe(true);
    await changes.getByRole('button', { name: 'Aplicar cambios' }).click();
    await changes.waitFor({ state: 'detached' });

    expect(await notice.getByRole('link', { name: 'anuncio de la Plataforma (02/12/2026)' }).getAttribute('href')).toBe(
      'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014',
    );
    await notice.getByText('420.000,00 €').first().waitFor();
    await notice.getByText('15/01/2027 14:00').waitFor();
    await data.getByText('924.000,00 €').waitFor();
    const price = (await criteria.getByRole('row').all())[1];
    expect(await price.getByRole('cell').allTextContents()).toEqual([
      expect.stringContaining('P = 55 × (Oferta más baja / Oferta a valorar)'),
      '55',
      'Fórmula',
    ]);
    const lot1 = sims?.find((s) => s.name.startsWith('Lote 1'));
    const { data: lot1After } = await api.config.GET('/simulation/{id}', { params: { path: { id: lot1!.id } } });
    expect(lot1After?.bid?.tender_budget).toBe(260000);
    const { data: lot2After } = await api.config.GET('/simulation/{id}', { params: { path: { id: lot2!.id } } });
    expect(lot2After?.bid).toMatchObject({ tender_budget: 160000, price_score: { max_points: 55 } });
  });
});
