/**
 * The price score (docs/budget.md §5) in the browser: on a solved simulation, 'Modificar parámetros' with a tender
 * budget, a proportional formula of 60 points, 35 technical points and three competitors; the card shows our rank;
 * "Ofertar el precio ganador" moves the offer to win_price_max and the card then shows rank 1; the workbook and the
 * justification PDF carry the same offer.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, E2E_COMPANY, setCompany } from '../support/api';
import { launchBrowser } from '../support/browser';
import { figure, saved, openBidCard, openParameters, downloadedBudgetSheet } from '../support/results-page';
import { solvedSmallTender } from '../support/small-tender';
import { pdfText } from '@licita/server/test/pdf-text';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** 12345.6 → "12.345,60 €" */
const money = (n: number) =>
  `${n
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

describe('the price score', () => {
  it('three competitors, 60 points proportional, 35 technical: our rank; the winning price ranks us first, in the card, the workbook and the PDF', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // the company filled: the justification downloads without asking for it
    await setCompany(api, workspaceId, E2E_COMPANY);
    const name = 'Puntuación e2e';
    const { projectId, simulationId, simulation } = await solvedSmallTender(api, workspaceId, 'Licitación con puntuación', {
      name,
    });
    const p = { params: { path: { id: simulationId } } };
    const cost = simulation.results!.total_cost;
    const budget = Math.round(cost * 1.3);
    // we offer 1.2 × the total; Limpiezas Norte 1.1 × with 38 technical points is the lowest: 60 + 38 = 98 against
    // our 60 × 1.1 / 1.2 + 35 = 90: second. Below about 1.045 × we are the lowest and Norte's 60 × 1.1 / 1.045 + 38
    // falls under our 95: first.
    const offer = Math.round(cost * 1.2);
    const competitors = [
      ['Limpiezas Norte', Math.round(cost * 1.1), '38'],
      ['Servicios Sur', Math.round(cost * 1.15), '30'],
      ['Brillo Integral', Math.round(cost * 1.2), '25'],
    ] as const;

    const { page, card } = await openBidCard(browser, ADMIN, projectId, simulationId);

    const dialog = await openParameters(page);
    await dialog.getByLabel('Presupuesto base de licitación').fill(String(budget));
    await dialog.getByLabel('Precio ofertado').fill(String(offer));
    await dialog.getByLabel('Fórmula del pliego').selectOption('proportional');
    await dialog.getByText(/Inversamente proporcional a la oferta más baja/).waitFor();
    await dialog.getByLabel('Puntos de la oferta económica').fill('60');
    await dialog.getByLabel('Nuestros puntos técnicos').fill('35');
    for (const [i, [who, price, points]] of competitors.entries()) {
      await dialog.getByRole('button', { name: 'Añadir competidor' }).click();
      await dialog.getByRole('textbox', { name: `Competidor ${i + 1}`, exact: true }).fill(who);
      await dialog.getByRole('textbox', { name: `Precio sin IVA del competidor ${i + 1}` }).fill(String(price));
      await dialog.getByRole('textbox', { name: `Puntos técnicos del competidor ${i + 1}` }).fill(points);
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    const score = card.getByTestId('score');
    await score.waitFor({ timeout: 15_000 });
    await expect.poll(async () => score.getByTestId('score-summary').textContent()).toContain('puesto 2 de 4');
    const rows = score.getByRole('table', { name: 'Ofertas y puntuación' }).getByRole('row');
    expect(await rows.nth(2).textContent()).toContain('Limpiezas Norte');
    const r = (await api.config.GET('/simulation/{id}', p)).data!.results!;
    const win = r.bid!.score!.win_price_max!;
    expect(win).toBeLessThan(offer);
    expect(await score.getByTestId('win-price').textContent()).toContain(money(win));

    await score.getByRole('button', { name: 'Ofertar el precio ganador' }).click();
    await expect
      .poll(async () => card.getByTestId('score-summary').textContent(), { timeout: 20_000 })
      .toContain('puesto 1 de 4');
    expect(await figure(page, 'Presupuesto y oferta', 'Oferta sin IVA')).toBe(money(win));
    const after = (await api.config.GET('/solution/{id}/parameters', p)).data!;
    expect(after.offer_price).toBe(win);

    // the workbook: the offer cell and our row of the offers table hold the winning price, first
    const sheet = await downloadedBudgetSheet(page);
    expect(sheet.getCell('E5').value).toBe(win);
    let ours = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Nuestra oferta') ours = n;
    });
    expect((sheet.getCell(`H${ours}`).value as { result: number }).result).toBe(1);

    // the justification PDF
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar justificación' }).click(),
    ]);
    const content = await pdfText(readFileSync(await saved(pdf, 'justificacion.pdf')));
    expect(content).toContain(`Precio ofertado (sin IVA): ${money(win)}`);
  });
});
