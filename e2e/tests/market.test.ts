/**
 * 'El mercado' as an operator sets it up (docs/market.md): a server of its own whose operator, with the server
 * stopped, loads a small synthetic feed of the Plataforma's awards (an ATOM page and a ZIP archive of another) with
 * `npm run admin -- import-awards`; then a solved cleaning simulation in Sevilla shows the comparable set, its
 * figures worked out below, and 'Usar como competidores' fills the offer's competitors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipWriter, atomPage, type SyntheticEntry } from '@licita/server/market/synthetic-awards.ts';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { figure } from '../support/results-page';
import { offerUnderOverheads } from '../support/scored-offer';
import { admin, startServerProcess, type RunningServer } from '../support/server-process';
import { solvedSmallTender } from '../support/small-tender';

const CLEANING = '90910000';
const entry = (id: string, nuts: string, result: SyntheticEntry['results'][number]): SyntheticEntry => ({
  id,
  updated: '2026-03-05T09:00:00Z',
  nuts,
  authority: `Ayuntamiento ${id}`,
  results: [result],
});

/**
 * Three lots in Sevilla (ES618) and one in Cádiz (ES612): fewer than 20 in the province, so the set is Andalucía's.
 * Discounts 12, 28, 10 and 25 %; bids 3, 1, 5 and 2.
 */
const PAGE = [
  // 3 bids from 88.000 to 100.000, the middle one at 94.000: art. 85 mean 6 → 16 %; 12 % is not abnormal
  entry('S1', 'ES618', {
    lot: null,
    cpv: CLEANING,
    budget: 100_000,
    awarded: 88_000,
    bidders: 3,
    lower: 88_000,
    higher: 100_000,
    winner: 'Limpiezas Giralda SL',
  }),
  // one bid at 28 %: above the fixed 25 points, abnormal
  entry('S2', 'ES618', { lot: null, cpv: CLEANING, budget: 50_000, awarded: 36_000, bidders: 1, winner: 'Brillo Sur SA' }),
];
const ARCHIVED = [
  // 5 bids without the lowest and highest offers: not judged by art. 85
  entry('S3', 'ES618', { lot: null, cpv: CLEANING, budget: 200_000, awarded: 180_000, bidders: 5, winner: 'Brillo Sur SA' }),
  // 2 bids, 60.000 and 78.000 (2,5 %): threshold 22,5 % → 62.000 €; 60.000 is abnormal
  entry('C1', 'ES612', {
    lot: null,
    cpv: CLEANING,
    budget: 80_000,
    awarded: 60_000,
    bidders: 2,
    lower: 60_000,
    higher: 78_000,
    winner: 'Cádiz Limpia SL',
  }),
];

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'licita-e2e-market-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // the first start migrates and seeds; the operator loads the awards with the server stopped (embedded database)
  server = await startServerProcess(env);
  await server.stop();
  writeFileSync(join(dataDir, 'pagina.atom'), atomPage(PAGE));
  const zip: Buffer[] = [];
  const writer = new ZipWriter((b) => zip.push(b));
  writer.add('licitacionesPerfilesContratanteCompleto3_202603_1.atom', atomPage(ARCHIVED));
  writer.end();
  writeFileSync(join(dataDir, 'archivo.zip'), Buffer.concat(zip));
  admin(env, 'import-awards', join(dataDir, 'pagina.atom'), join(dataDir, 'archivo.zip'));
  server = await startServerProcess(env);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('El mercado', () => {
  it("a Sevilla cleaning simulation shows Andalucía's awards and fills its competitors from them", async () => {
    const { api, workspaceId } = await apiAs(ADMIN, server.url);
    const { projectId, simulationId, simulation } = await solvedSmallTender(
      api,
      workspaceId,
      'Limpieza en Sevilla',
      { name: 'Mercado e2e' },
      ['Sevilla', 'Dos Hermanas'],
    );
    // a tender budget and our offer at 15 % below it, with a price score to list the offers
    let budget = 0;
    await offerUnderOverheads(api, simulationId, simulation.results!, (c) => {
      budget = Math.round(c * 2);
      return { tender_budget: budget, offer_price: budget * 0.85, competitors: [] };
    });

    const page = await newPage(browser, undefined, undefined, server.url);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'El mercado', exact: true });
    await card
      .getByText('4 lotes de limpieza (CPV 909) adjudicados en Andalucía (menos de 20 en la provincia: se amplía a la comunidad)')
      .waitFor({ timeout: 30_000 });
    // bids [1, 2, 3, 5]: median 2,5; less our own, 1,5 rounds to 2
    expect(await card.getByText('2 competidores esperados', { exact: true }).count()).toBe(1);
    // discounts [10, 12, 25, 28]: median 18,5; q1 at rank 0,75 → 10 + 0,75 × 2 = 11,5; q3 at 2,25 → 25 + 0,25 × 3 = 25,75
    expect(await figure(page, 'El mercado', 'Baja de adjudicación \\(mediana\\)')).toBe('18,50 % (cuartiles 11,50 % – 25,75 %)');
    // our 15 %: two of the four (10 and 12 %) were won at a smaller discount
    expect(await figure(page, 'El mercado', 'Ganados con una baja menor que la nuestra')).toBe('50,00 %');
    // art. 85 judged on S1 (no), S2 (yes) and C1 (yes); S3 gives no lowest and highest offers
    expect(await figure(page, 'El mercado', 'Adjudicados en presunción de anormalidad \\(art. 85 RGLCAP\\)')).toBe(
      '66,67 % de 3 lotes',
    );
    expect(
      await card
        .getByText('Fuente: Plataforma de Contratación del Sector Público, adjudicaciones actualizadas hasta el 05/03/2026.')
        .count(),
    ).toBe(1);

    await card.getByRole('button', { name: 'Usar como competidores', exact: true }).click();
    // two competitors, at the first and the third quartile of the winning discount, priced on the tender budget
    const offers = page.getByRole('table', { name: 'Ofertas y puntuación' });
    await offers.getByText('Competidor 1 (baja 11,5 %)').waitFor({ timeout: 30_000 });
    await offers.getByText('Competidor 2 (baja 25,8 %)').waitFor();
    const saved = (await api.config.GET('/solution/{id}/parameters', { params: { path: { id: simulationId } } })).data!;
    expect(saved.competitors?.map((c) => c.price)).toEqual([
      Math.round(budget * 0.885 * 100) / 100,
      Math.round(budget * 0.7425 * 100) / 100,
    ]);
  });
});
