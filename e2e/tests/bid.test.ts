/**
 * The bid (docs/budget.md) in the browser: on a solved simulation, 'Modificar parámetros' with 13 % overheads, 21 % VAT, a tender
 * budget and two other offers; the 'Presupuesto y oferta' card shows the discount and the abnormal threshold; the
 * workbook's Presupuesto sheet and the justification PDF carry the same totals as the page, to the cent.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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

/** "12.345,67 €" → 12345.67 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('the budget and the offer', () => {
  it('13 % overheads, 21 % VAT, a tender budget and two other offers: the card, the Presupuesto sheet and the justification agree to the cent', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // the company filled: the justification downloads without asking for it
    await setCompany(api, workspaceId, E2E_COMPANY);
    const name = 'Oferta e2e';
    const { projectId, simulationId, simulation } = await solvedSmallTender(api, workspaceId, 'Licitación con oferta', { name });
    const p = { params: { path: { id: simulationId } } };
    const cost = simulation.results!.total_cost;
    const budget = Math.round(cost * 1.35);
    const others = [Math.round(cost * 1.25), Math.round(cost * 1.3)];

    const { page, card } = await openBidCard(browser, ADMIN, projectId, simulationId);

    const dialog = await openParameters(page);
    await dialog.getByLabel('Gastos generales (%)').fill('13');
    await dialog.getByLabel('IVA (%)').fill('21');
    await dialog.getByLabel('Presupuesto base de licitación').fill(String(budget));
    await dialog.getByRole('button', { name: 'Añadir competidor' }).click();
    await dialog.getByRole('button', { name: 'Añadir competidor' }).click();
    await dialog.getByRole('textbox', { name: 'Precio sin IVA del competidor 1' }).fill(String(others[0]));
    await dialog.getByRole('textbox', { name: 'Precio sin IVA del competidor 2' }).fill(String(others[1]));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByTestId('bid').waitFor({ timeout: 15_000 });

    // what the page shows
    const shown = {
      withoutVat: await figure(page, 'Presupuesto y oferta', 'Coste total sin IVA'),
      withVat: await figure(page, 'Presupuesto y oferta', 'Coste total con IVA'),
      overheads: await figure(page, 'Presupuesto y oferta', 'Gastos generales'),
      discount: await figure(page, 'Presupuesto y oferta', 'Baja'),
      threshold: await figure(page, 'Presupuesto y oferta', 'Umbral de anormalidad'),
    };
    const r = (await api.config.GET('/simulation/{id}', p)).data!.results!;
    expect(euros(shown.overheads)).toBeCloseTo(
      (r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs) * 0.13,
      2,
    );
    expect(euros(shown.withVat)).toBeCloseTo(euros(shown.withoutVat) * 1.21, 1);
    // three offers: the discount of each over the budget; threshold = mean + 10 points, never above 25
    const total = euros(shown.withoutVat);
    const d = [total, ...others].map((x) => ((budget - x) / budget) * 100);
    expect(euros(shown.discount)).toBeCloseTo(d[0]!, 1);
    const threshold = Math.min((d[0]! + d[1]! + d[2]!) / 3 + 10, 25);
    expect(shown.threshold).toContain(`baja ${threshold.toFixed(2).replace('.', ',')} %`);
    await card.getByText(/presunción de anormalidad/).waitFor();

    // the workbook: Presupuesto holds the same totals
    const sheet = await downloadedBudgetSheet(page);
    const cell = (addr: string) => {
      const v = sheet.getCell(addr).value as number | { result?: number };
      return typeof v === 'number' ? v : Number(v?.result);
    };
    const text = (n: number) =>
      `${n
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;
    expect(text(Math.round(cell('B11') * 100) / 100)).toBe(shown.withoutVat);
    expect(text(Math.round(cell('B13') * 100) / 100)).toBe(shown.withVat);

    // the justification PDF
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar justificación' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Justificacion_${name}.pdf`);
    const content = await pdfText(readFileSync(await saved(pdf, 'justificacion.pdf')));
    expect(content).toContain('Justificación de la oferta');
    // no price typed: the offer is the computed total
    expect(content).toContain(`Precio ofertado (con IVA): ${shown.withVat}`);
    expect(content).toContain(shown.withoutVat);
    expect(content).toContain(`Baja: ${shown.discount}`);
    const [, price, discount] = /^(.+ €) \(baja (.+ %)\)$/.exec(shown.threshold)!;
    expect(content).toContain(`Umbral de anormalidad: baja de ${discount}, es decir, un precio de ${price}`);
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });

  it("amounts typed the Spanish way: '130.000' and '118.500,50' are stored as 130000 and 118500.5, shown formatted, and an offer above the budget is warned", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // the company filled: the justification downloads without asking for it
    await setCompany(api, workspaceId, E2E_COMPANY);
    const name = 'Importes en español e2e';
    const { projectId, simulationId } = await solvedSmallTender(api, workspaceId, 'Licitación con importes', { name });
    const p = { params: { path: { id: simulationId } } };

    const { page, card } = await openBidCard(browser, ADMIN, projectId, simulationId);
    const open = () => openParameters(page);
    let dialog = await open();
    const budget = dialog.getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' });
    const offer = dialog.getByRole('textbox', { name: 'Precio ofertado (sin IVA)' });

    // malformed text is refused under the field, naming it
    await budget.fill('1.23.4');
    await offer.focus();
    await dialog
      .getByText('Presupuesto base de licitación (sin IVA): el punto separa los miles en grupos de tres cifras (130.000)')
      .waitFor();

    // an offer above the budget is warned before saving
    await budget.fill('130.000');
    await offer.fill('140.000');
    await budget.focus();
    await dialog.getByText('La oferta supera el presupuesto base de licitación: quedaría excluida').waitFor();
    expect(await budget.inputValue()).toBe('130.000');
    expect(await offer.inputValue()).toBe('140.000,00');

    await offer.fill('118.500,50');
    await dialog.getByRole('button', { name: 'Añadir competidor' }).click();
    await dialog.getByRole('textbox', { name: 'Precio sin IVA del competidor 1' }).fill('112.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByTestId('bid').waitFor({ timeout: 15_000 });

    // stored as numbers, read back through the API
    const stored = (await api.config.GET('/solution/{id}/parameters', p)).data!;
    expect([stored.tender_budget, stored.offer_price, stored.competitors?.map((c) => c.price)]).toEqual([
      130000,
      118500.5,
      [112000],
    ]);
    const nuestra = card.getByRole('region', { name: 'Nuestra oferta' });
    expect(
      (
        (await nuestra
          .locator('dt', { hasText: /^Oferta sin IVA$/ })
          .locator('xpath=following-sibling::dd')
          .textContent()) ?? ''
      ).trim(),
    ).toBe('118.500,50 €');

    // shown formatted when the dialog opens again
    dialog = await open();
    expect(await dialog.getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' }).inputValue()).toBe(
      '130.000,00',
    );
    expect(await dialog.getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }).inputValue()).toBe('118.500,50');

    // saved above the budget: the card says it would be excluded
    await dialog.getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }).fill('131.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByText('Excluida: supera el presupuesto base').waitFor({ timeout: 15_000 });
    expect((await api.config.GET('/solution/{id}/parameters', p)).data!.offer_price).toBe(131000);
  });

  it('an offer above the tender budget: the dialog refuses a price under a cent, then the card and the workbook say it is excluded', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // the company filled: the justification downloads without asking for it
    await setCompany(api, workspaceId, E2E_COMPANY);
    const name = 'Oferta excluida e2e';
    const { projectId, simulationId, simulation } = await solvedSmallTender(api, workspaceId, 'Licitación con oferta excluida', {
      name,
    });
    const budget = Math.round(simulation.results!.total_cost);

    const { page, card } = await openBidCard(browser, ADMIN, projectId, simulationId);
    const dialog = await openParameters(page);
    // a budget under a cent is no price: said under the field, nothing sent
    await dialog.getByLabel('Presupuesto base de licitación').fill('0,001');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Valor incorrecto').waitFor();
    await dialog.getByLabel('Presupuesto base de licitación').fill(String(budget));
    await dialog.getByLabel('Precio ofertado').fill(`${budget},01`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    const verdict = card.getByText('Excluida: supera el presupuesto base');
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getAttribute('class')).toContain('text-red-700');
    expect(await card.getByText('La oferta no incurre en presunción de anormalidad.').count()).toBe(0);

    const sheet = await downloadedBudgetSheet(page);
    expect(sheet.getCell('E13').value).toEqual({ formula: 'IF(ROUND(E5,2)>ROUND(E4,2),"Sí","No")', result: 'Sí' });
    expect(sheet.getCell('D17').value).toBe('Excluida: supera el presupuesto base');
  });
});
