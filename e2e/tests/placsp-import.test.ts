/**
 * 'Importar desde la Plataforma' in the browser: the saved feed page of a two-lot cleaning tender (synthetic, in the
 * CODICE format of the Plataforma de Contratación del Sector Público: server/test/fixtures/placsp) is uploaded from
 * the tender list; the dialog shows what it read; the created tender shows the expediente, the authority, the budgets
 * and the award criteria with their origin; the lot 2 simulation has lot 2's budget and the price weight as its
 * maximum points.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const FEED = readFileSync(join(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'placsp', 'limpieza-dos-lotes.atom'));

describe('import from the Plataforma de Contratación', () => {
  it('a two-lot cleaning tender: its data, criteria and origin; the lot 2 simulation with its budget and the price points', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.getByRole('button', { name: 'Importar desde la Plataforma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar desde la Plataforma' });
    await dialog.getByLabel('Archivo del anuncio').setInputFiles({ name: 'limpieza-dos-lotes.atom', mimeType: 'application/atom+xml', buffer: FEED });
    await dialog.getByRole('button', { name: 'Leer anuncio' }).click();
    await dialog.getByText('Lotes a simular (una simulación por lote)').waitFor();
    await dialog.getByText('2026/LIM-014').waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Crear licitación' }).click();

    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = page.url().split('/').pop()!;
    const data = page.getByRole('region', { name: 'Datos de la licitación' });
    await data.getByText('2026/LIM-014').waitFor();
    await data.getByText('Junta de Gobierno Local del Ayuntamiento de Villanueva del Prado').waitFor();
    await data.getByText('880.000,00 €').waitFor();
    const notice = page.getByRole('region', { name: 'Anuncio de la Plataforma' });
    await notice.getByText('Origen:').waitFor();
    expect(await notice.getByRole('link', { name: 'anuncio de la Plataforma (20/11/2026)' }).getAttribute('href')).toBe('https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014');
    await notice.getByText('400.000,00 €').waitFor();
    await notice.getByText('484.000,00 €').waitFor();
    const criteria = notice.getByRole('table', { name: 'Criterios de adjudicación' });
    const rows = await Promise.all((await criteria.getByRole('row').all()).slice(1).map((r) => r.getByRole('cell').allTextContents()));
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
  });
});
