/**
 * The premises a committee checks (premises.md §1) in the browser: a simulation launched, then "Ofertar el precio
 * ganador" placed under the overheads. The button's hint says what the price leaves uncovered before it is pressed;
 * the card shows the warning beside the margin in amber; the company is asked for before the first justification;
 * the PDF prints the warning, the company and the page's headcount. The shared base agreement (Madrid, 2022–2025)
 * used for a 2026 service with a center in Sevilla gives the agreement's two warnings, on the page and in the PDF.
 * Then a lot's simulation of an imported two-lot notice: its justification prints the lot's own budget and its share
 * of the valor estimado, as the tender's and the simulation's pages show them.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, E2E_COMPANY, setCompany } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { saved } from '../support/results-page';
import { offerUnderOverheads } from '../support/scored-offer';
import { createImportedTender, noticeFile, readNotice } from '../support/placsp';
import { fillSmallTender, launchUntilSolved, solvedSmallTender } from '../support/small-tender';
import { pdfText } from '@licita/server/test/pdf-text';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** 12345.6 → "12.345,60 €" (rounded to the cent first, as the page rounds) */
const money = (n: number) =>
  `${(Math.round(n * 100) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

/** "880.000,00 €" → 880000 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** A saved feed page of a two-lot cleaning tender (synthetic, in the Plataforma's CODICE format). */
const TWO_LOTS = noticeFile('limpieza-dos-lotes.atom');

describe('the premises of an offer', () => {
  it('the winning price under the overheads: the hint before, the warning beside the margin, the company asked, the PDF agrees', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    // no company yet: the first justification asks for it
    await setCompany(api, workspaceId, null);
    // the shared base agreement (Comunidad de Madrid, 2022–2025) for a service in 2026 with a center in Sevilla:
    // ended, and out of its territory
    const { projectId, simulationId, simulation } = await solvedSmallTender(
      api,
      workspaceId,
      'Licitación con premisas',
      { name: 'Premisas e2e' },
      ['Sevilla', 'Getafe'],
    );
    const agreementPremises = simulation.results!.premises!.filter((x) => x.code.startsWith('AGREEMENT_'));
    expect(agreementPremises.map((x) => [x.code, x.severity])).toEqual([
      ['AGREEMENT_ENDED', 'warning'],
      ['AGREEMENT_OUT_OF_SCOPE', 'warning'],
    ]);
    expect(agreementPremises[0]!.message).toMatch(/^El convenio «.+» terminó en 2025; /);
    expect(agreementPremises[1]!.message).toMatch(/el centro «Sede central», en Sevilla \(Andalucía\), está fuera de él\.$/);
    const p = { params: { path: { id: simulationId } } };
    // budget 1.3 × C; Limpiezas Norte at 1.08 × C with 36 technical points against our 35: we win alone below about
    // 1.062 × C (60 + 35 > 60 × price / 1.08 C + 36), between C and C + 13 % overheads
    const c = await offerUnderOverheads(api, simulationId, simulation.results!, (c) => ({
      tender_budget: Math.round(c * 1.3),
      competitors: [{ name: 'Limpiezas Norte', price: Math.round(c * 1.08), technical_points: 36 }],
    }));
    const r1 = (await api.config.GET('/simulation/{id}', p)).data!.results!;
    const win = r1.bid!.score!.win_price_max!;
    const overheads = r1.overheads_cost!;
    expect(win).toBeGreaterThan(c);
    expect(win).toBeLessThan(c + overheads);

    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'Presupuesto y oferta' });
    const score = card.getByTestId('score');
    await score.waitFor({ timeout: 20_000 });

    // before pressing: the button's hint says what the winning price leaves uncovered
    const button = score.getByRole('button', { name: 'Ofertar el precio ganador' });
    const uncovered = money(c + overheads - win);
    const hint = `Con el precio ganador (${money(win)}) quedan sin cubrir ${uncovered} de gastos generales`;
    expect((await score.getByTestId('win-hint').textContent())!.trim()).toBe(hint);
    const describedBy = await button.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(hint);

    await button.click();
    await expect
      .poll(
        async () =>
          (
            await card
              .getByTestId('offer-premise')
              .textContent()
              .catch(() => '')
          )?.trim(),
        { timeout: 20_000 },
      )
      .toBe(`La oferta no cubre los gastos generales: deja sin cubrir ${uncovered} de ${money(overheads)}`);
    // the margin beside it: negative, in amber, never in the blue or green of a fine offer
    const margin = card.getByTestId('margin');
    expect((await margin.textContent())!.trim()).toBe(money(win - c - overheads));
    expect(await margin.getAttribute('class')).toMatch(/amber/);
    expect(await card.getByRole('region', { name: 'Nuestra oferta' }).getAttribute('class')).not.toMatch(/emerald|brand/);

    // the agreement's premises at the top of the results, in the run's words
    const list = page.getByRole('region', { name: 'Premisas que revisará la mesa' });
    for (const x of agreementPremises) expect(await list.getByText(x.message, { exact: true }).count()).toBe(1);

    // the headcount the page shows
    const heads = Number((await page.getByTestId('employees-total').textContent())!.trim());
    expect(heads).toBeGreaterThan(0);

    // the company is asked for before the first download, then the PDF downloads
    await card.getByRole('button', { name: 'Descargar justificación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del licitador' });
    await dialog.getByLabel('Razón social').fill(E2E_COMPANY.company_name);
    await dialog.getByLabel('NIF').fill(E2E_COMPANY.tax_id);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Guardar y descargar' }).click(),
    ]);
    const text = await pdfText(readFileSync(await saved(pdf, 'justificacion.pdf')));
    expect(text).toContain(`Licitador: ${E2E_COMPANY.company_name} (NIF ${E2E_COMPANY.tax_id})`);
    expect(text).toContain(
      `Aviso: La oferta no cubre los gastos generales: deja sin cubrir ${uncovered} de ${money(overheads)}.`,
    );
    expect(text).toContain(`Precio ofertado (sin IVA): ${money(win)}`);
    expect(text).toContain(`Total (${heads === 1 ? '1 persona' : `${heads} personas`})`);
    expect(text).not.toMatch(/no cubre el cuadrante/);
    // the agreement's premises, printed as the page lists them
    for (const x of agreementPremises) expect(text).toContain(`Aviso: ${x.message}`);
    // saved to the workspace's data
    const ws = (await api.user.GET('/workspace/{id}', { params: { path: { id: workspaceId } } })).data!;
    expect(ws).toMatchObject(E2E_COMPANY);
  });

  it("a lot's simulation of an imported notice: the PDF prints the lot's budget and valor estimado as the pages show them", async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    await setCompany(api, workspaceId, E2E_COMPANY);
    const page = await newPage(browser);
    await login(page, ADMIN);
    // imported as a preparer does: the saved notice uploaded from the tender list, both lots simulated
    const dialog = await readNotice(page, 'limpieza-dos-lotes.atom', TWO_LOTS);
    const projectId = await createImportedTender(page, dialog);

    // the tender's page: the whole tender's valor estimado and budget
    const ddOf = (region: string, label: string) =>
      page.getByRole('region', { name: region }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    const estimated = amount((await ddOf('Datos de la licitación', 'Valor estimado (sin IVA)').textContent())!);
    const tenderBudget = amount((await ddOf('Anuncio de la Plataforma', 'Presupuesto base sin IVA').first().textContent())!);
    expect([estimated, tenderBudget]).toEqual([880000, 400000]);

    const sims = (await api.config.GET('/project/{projectId}/simulation', { params: { path: { projectId } } })).data!;
    const lot1 = sims.find((s) => s.name.startsWith('Lote 1'))!;
    await fillSmallTender(api, workspaceId, lot1.id, { name: lot1.name });
    await launchUntilSolved(api, lot1.id);

    // the lot's simulation page: its budget is the lot's
    await page.goto(`/projects/${projectId}/simulations/${lot1.id}`);
    const card = page.getByRole('region', { name: 'Presupuesto y oferta' });
    const budgetText = (await card
      .locator('dt', { hasText: 'Presupuesto base de licitación (sin IVA)' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent())!.trim();
    expect(amount(budgetText)).toBeLessThan(tenderBudget);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar justificación' }).click(),
    ]);
    const text = await pdfText(readFileSync(await saved(pdf, 'justificacion-lote.pdf')));
    expect(text).toContain(`Lote: ${lot1.name}`);
    expect(text).toContain(`Presupuesto base del lote 1 (sin IVA): ${budgetText}`);
    // the lot's share of the tender's valor estimado, by its budget, and said so
    expect(text).toContain(
      `Valor estimado del lote 1: ${money((estimated * amount(budgetText)) / tenderBudget)} (sin IVA), en proporción a su presupuesto`,
    );
    expect(text).not.toContain(`Valor estimado del contrato`);
    expect(text).toContain(`Licitador: ${E2E_COMPANY.company_name} (NIF ${E2E_COMPANY.tax_id})`);
  });
});
