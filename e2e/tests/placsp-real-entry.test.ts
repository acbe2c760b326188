/**
 * A real entry of the Plataforma (server/test/fixtures/placsp/README.md names its public source): the resolved Cádiz
 * tanks and bilges cleaning in three lots. Imported from the tender list, its page shows the three awards (winner,
 * one offer, unit prices) and each lot's two price-type criteria added up to 20 points; 'Usar solo este criterio'
 * puts one criterion's 10 points in the lot 1 simulation, whose form carries lot 1's budget and those points.
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

const CADIZ = 'cadiz-limpieza-tanques-3lotes-RES.atom';

describe('a real notice of the Plataforma', () => {
  it("the resolved Cádiz entry: awards and the two price criteria on the tender page; a lot simulation with its budget and one criterion's points", async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    const dialog = await readNotice(page, CADIZ, noticeFile(CADIZ));
    await dialog.getByText('2025/AR46U/00000461E').waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(3);
    const projectId = await createImportedTender(page, dialog);

    const notice = page.getByRole('region', { name: 'Anuncio de la Plataforma' });
    const awards = notice.getByRole('table', { name: 'Adjudicaciones' });
    await awards.getByRole('cell', { name: '50,10 € Precio unitario' }).waitFor();
    const rows = await Promise.all(
      (await awards.getByRole('row').all()).slice(1).map((r) => r.getByRole('cell').allTextContents()),
    );
    expect(rows.map((cells) => [cells[0], cells[2], cells[3], cells[6]])).toEqual([
      ['1', 'HERMANOS OLIVA BAHIA SLLB72318934', '1', '50,10 €Precio unitario'],
      ['2', 'HERMANOS OLIVA BAHIA SLLB72318934', '1', '5,10 €Precio unitario'],
      ['3', 'HERMANOS OLIVA BAHIA SLLB72318934', '1', '5,10 €Precio unitario'],
    ]);
    await notice.getByText('Fuente: anuncio de la Plataforma').waitFor();
    // each lot: "Precio mano de obra" 10 + "precio materiales" 10 (lot 3 lists them the other way round)
    expect(await notice.getByText(/= 20 puntos del precio en la simulación/).count()).toBe(3);
    await notice.getByText('Precio: Precio mano de obra (10) + precio materiales (10) = 20 puntos').first().waitFor();

    // lot 1's simulation uses the sum; 'Usar solo este criterio' sets it to "Precio mano de obra" alone (10 points)
    const lot1Item = notice.getByRole('listitem', { name: 'AM. lote 1 limpieza de tanques', exact: true });
    const inUse = lot1Item.getByText(/^En uso en «Lote 1: AM\. lote 1 limpieza de tanques»/);
    expect(await inUse.textContent()).toContain('la suma de los criterios de precio (20 puntos)');
    await lot1Item
      .getByRole('listitem', { name: 'Precio mano de obra (10 puntos)', exact: true })
      .getByRole('button', { name: 'Usar solo este criterio', exact: true })
      .click();
    await lot1Item
      .getByText(/^En uso en «Lote 1: AM\. lote 1 limpieza de tanques»: un solo criterio de precio, 10 puntos/)
      .waitFor();

    // the lot 1 simulation's form: lot 1's budget without VAT (1,200,000 €) and the one criterion's 10 price points
    const { api } = await apiAs(ADMIN);
    const { data: sims } = await api.config.GET('/project/{projectId}/simulation', { params: { path: { projectId } } });
    const lot1 = sims?.find((s) => s.name === 'Lote 1: AM. lote 1 limpieza de tanques');
    expect(lot1).toBeDefined();
    await page.goto(`/simulation/${projectId}/${lot1!.id}/form`);
    const budget = page.getByLabel('Presupuesto base de licitación (sin IVA)');
    await budget.waitFor();
    expect((await budget.inputValue()).replace(/\./g, '')).toMatch(/^1200000(,00?)?$/);
    expect(await page.getByLabel('Puntos de la oferta económica').inputValue()).toBe('10');
  });
});
