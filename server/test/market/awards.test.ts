/**
 * The market of a tender (docs/market.md): a small synthetic feed (an ATOM page and a ZIP of another page) loaded
 * twice, and the figures of `GET /api/market/awards` for Sevilla (ES618) and for Andalucía (ES61), worked out by
 * hand below.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp, createTestApp } from '../helpers';
import { importAwards } from '../../src/market/import-awards';
import { ZipWriter, atomPage, type SyntheticEntry, type SyntheticResult } from '../../src/market/synthetic-awards';

const CLEANING = '90910000';
const SEVILLA = 'ES618';
const CADIZ = 'ES612';
const award = (r: Partial<SyntheticResult> & { budget: number | null; awarded: number | null }): SyntheticResult => ({
  lot: null,
  cpv: CLEANING,
  ...r,
});

/** The page: Sevilla's lots, a unit-price framework, works (another CPV) and a lot left void (desierto). */
const PAGE: SyntheticEntry[] = [
  {
    id: 'E1',
    updated: '2026-03-01T10:00:00Z',
    nuts: SEVILLA,
    authority: 'Ayuntamiento de Sevilla',
    results: [
      award({ lot: '1', budget: 100_000, awarded: 88_000, bidders: 3, winner: 'Limpiezas Giralda SL' }), // 12 %
      award({ lot: '2', budget: 50_000, awarded: 45_000, bidders: 1, winner: 'Limpiezas Giralda SL' }), // 10 %
    ],
  },
  {
    id: 'E2',
    updated: '2026-03-01T10:00:00Z',
    nuts: SEVILLA,
    authority: 'Diputación de Sevilla',
    results: [award({ budget: 200_000, awarded: 160_000, bidders: 5, winner: 'Brillo Sur SA' })], // replaced below
  },
  {
    id: 'E3',
    updated: '2026-03-01T10:00:00Z',
    nuts: SEVILLA,
    authority: 'Diputación de Sevilla',
    // 12,50 € an hour against a budget of 300.000 €: far below 1 %, a unit price
    results: [award({ budget: 300_000, awarded: 12.5, bidders: 4, winner: 'Brillo Sur SA' })],
  },
  {
    id: 'E4',
    updated: '2026-03-01T10:00:00Z',
    nuts: SEVILLA,
    authority: 'Ayuntamiento de Sevilla',
    results: [award({ cpv: '45000000', budget: 100_000, awarded: 90_000, bidders: 2, winner: 'Obras SA' })],
  },
  {
    id: 'E5',
    updated: '2026-03-01T10:00:00Z',
    nuts: SEVILLA,
    authority: 'Ayuntamiento de Sevilla',
    results: [award({ code: '3', budget: 100_000, awarded: null })],
  },
];

/** The archive's page: Cádiz, a Sevilla lot without its bids' count, E1's older version, E2's later one, Madrid. */
const ARCHIVED: SyntheticEntry[] = [
  {
    id: 'E6',
    updated: '2026-03-05T09:00:00Z',
    nuts: CADIZ,
    authority: 'Ayuntamiento de Cádiz',
    // 25 %; the other bid 78.000 (2,5 %): the art. 85 threshold is 22,5 % → 62.000 €, and 60.000 is under it
    results: [award({ budget: 80_000, awarded: 60_000, bidders: 2, lower: 60_000, higher: 78_000, winner: 'Cádiz Limpia SL' })],
  },
  {
    id: 'E7',
    updated: '2026-03-05T09:00:00Z',
    nuts: SEVILLA,
    authority: 'Ayuntamiento de Dos Hermanas',
    results: [award({ budget: 40_000, awarded: 38_000, bidders: null, winner: 'Brillo Sur SA', date: '2025-11-10' })], // 5 %
  },
  { ...PAGE[0]!, updated: '2026-02-01T10:00:00Z', results: [award({ lot: '1', budget: 100_000, awarded: 50_000, bidders: 9 })] },
  {
    ...PAGE[1]!,
    updated: '2026-04-01T10:00:00Z',
    // 25 %. Six bids from 150.000 to 210.000: the four unknown at the midpoint, 180.000 (10 %); 210.000 is over the
    // budget and excluded (art. 84). Admitted 25, 10, 10, 10, 10: mean 13, none more than 10 below it → threshold
    // 23 % → 154.000 €, and 150.000 is under it
    results: [award({ budget: 200_000, awarded: 150_000, bidders: 6, lower: 150_000, higher: 210_000, winner: 'Brillo Sur SA' })],
  },
  {
    id: 'E8',
    updated: '2026-03-05T09:00:00Z',
    nuts: 'ES300',
    authority: 'Ayuntamiento de Madrid',
    results: [award({ budget: 100_000, awarded: 70_000, bidders: 7, winner: 'Madrileña de Limpiezas' })],
  },
];

describe.each(await targets())('the market of a tender (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let dir: string;
  let files: string[];

  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.workspace('Mercado')).adminToken;
    dir = mkdtempSync(join(tmpdir(), 'licita-market-'));
    writeFileSync(join(dir, 'pagina.atom'), atomPage(PAGE));
    const zip: Buffer[] = [];
    const writer = new ZipWriter((b) => zip.push(b));
    writer.add('licitacionesPerfilesContratanteCompleto3_202603_1.atom', atomPage(ARCHIVED));
    writer.add('LEEME.txt', 'no es una página');
    writer.end();
    writeFileSync(join(dir, 'archivo.zip'), Buffer.concat(zip));
    files = [join(dir, 'pagina.atom'), join(dir, 'archivo.zip')];
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  const figures = async (query: Record<string, string>) => {
    const res = await t.call('GET', '/api/market/awards', { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('loads the page and the archive once, and nothing more the second time', async () => {
    const lines: string[] = [];
    // page: E1 (2 lots), E2, E3, E4 and E5 (no award) are new; archive: E6, E7, E2 later and E8 new, E1 older skipped
    expect(await importAwards(t.database.db, files, (l) => lines.push(l))).toEqual({ entries: 10, stored: 9, lots: 9 });
    expect(lines.at(-1)).toBe('archivo.zip: 10 entradas leídas, 9 nuevas o actualizadas, 9 lotes adjudicados guardados');
    expect(await importAwards(t.database.db, files)).toEqual({ entries: 10, stored: 0, lots: 0 });
  });

  it("Sevilla's cleaning lots: lots, unit-price exclusions, single-bidder share, medians and quartiles", async () => {
    // At a total: E1 lot 1 (12 %, 3 bids), E1 lot 2 (10 %, 1 bid), E2's later version (25 %, 6 bids), E7 (5 %, bids
    // not given). E3 is a unit price; E4 is works; E5 was left void; E1's older version was skipped.
    // Bids [1, 3, 6]: median 3; q1 at rank 0.5 → 1 + 0.5 × 2 = 2; q3 at rank 1.5 → 3 + 0.5 × 3 = 4.5. One of the
    // three had one bid. Discounts [5, 10, 12, 25]: median (10 + 12) / 2 = 11; q1 at rank 0.75 → 5 + 0.75 × 5 =
    // 8.75; q3 at rank 2.25 → 12 + 0.25 × 13 = 15.25.
    // With our discount at 11,5 %, two of the four (5 and 10 %) were won at a smaller one. Art. 85 can be judged on
    // E1 lot 2 (one bid, 10 % ≤ 25: not abnormal) and E2 (abnormal, above); E1 lot 1 (three bids) gives no lowest
    // and highest offers and E7 no bids' count.
    const sevilla = await figures({ cpv: '909', nuts: SEVILLA, discount: '11.5' });
    expect(sevilla).toEqual({
      lots: 4,
      excluded_unit_price: 1,
      single_bidder_share: 1 / 3,
      bidders: { median: 3, q1: 2, q3: 4.5 },
      discount_percent: { median: 11, q1: 8.75, q3: 15.25 },
      below_discount_share: 0.5,
      abnormal_lots_judged: 2,
      abnormal_share: 0.5,
      // 5 % in [5, 10); 10 and 12 % in [10, 15); 25 % in [25, 30)
      discount_bins: [0, 1, 2, 0, 0, 1, 0, 0, 0, 0].map((lots, i) => ({ from_percent: 5 * i, to_percent: 5 * i + 5, lots })),
      winners: [
        { name: 'Brillo Sur SA', lots: 2 },
        { name: 'Limpiezas Giralda SL', lots: 2 },
      ],
      source: { name: 'Plataforma de Contratación del Sector Público', updated: '2026-04-01' },
    });
  });

  it("Andalucía's (its community): Cádiz's lot joins", async () => {
    // Adds E6 (25 %, 2 bids). Bids [1, 2, 3, 6]: median (2 + 3) / 2 = 2.5; q1 at 0.75 → 1 + 0.75 = 1.75; q3 at 2.25 →
    // 3 + 0.25 × 3 = 3.75; one in four had one bid. Discounts [5, 10, 12, 25, 25]: median 12, q1 10, q3 25.
    // At our 12 %: 5 and 10 % are smaller, 12 % is not (2 of 5). Art. 85: E6 abnormal too, 2 of 3.
    const andalucia = await figures({ cpv: '909', nuts: 'ES61', discount: '12' });
    expect(andalucia).toMatchObject({
      lots: 5,
      excluded_unit_price: 1,
      single_bidder_share: 0.25,
      bidders: { median: 2.5, q1: 1.75, q3: 3.75 },
      discount_percent: { median: 12, q1: 10, q3: 25 },
      below_discount_share: 0.4,
      abnormal_lots_judged: 3,
      abnormal_share: 2 / 3,
    });
    expect(andalucia.winners.map((w: { name: string }) => w.name)).toEqual([
      'Brillo Sur SA',
      'Limpiezas Giralda SL',
      'Cádiz Limpia SL',
    ]);
  });

  it('filters by authority and award dates; an empty set has no figures', async () => {
    expect(await figures({ authority: 'diputación de sevilla' })).toMatchObject({
      lots: 1,
      excluded_unit_price: 1,
      discount_percent: { median: 25, q1: 25, q3: 25 },
    });
    // E7 was awarded on 10/11/2025: the rest on 02/03/2026
    expect((await figures({ cpv: '909', nuts: SEVILLA, to: '2025-12-31' })).lots).toBe(1);
    expect((await figures({ cpv: '909', nuts: SEVILLA, from: '2026-01-01' })).lots).toBe(3);
    expect(await figures({ nuts: 'ES7' })).toEqual({
      lots: 0,
      excluded_unit_price: 0,
      single_bidder_share: null,
      bidders: null,
      discount_percent: null,
      below_discount_share: null,
      abnormal_lots_judged: 0,
      abnormal_share: null,
      discount_bins: Array.from({ length: 10 }, (_, i) => ({ from_percent: 5 * i, to_percent: 5 * i + 5, lots: 0 })),
      winners: [],
      source: { name: 'Plataforma de Contratación del Sector Público', updated: null },
    });
  });

  it('refuses a malformed filter naming it, and answers only a signed-in user', async () => {
    const bad = await t.call('GET', '/api/market/awards', { token, query: { cpv: '90a' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('cpv');
    const badDiscount = await t.call('GET', '/api/market/awards', { token, query: { discount: 'doce' } });
    expect(badDiscount.statusCode).toBe(400);
    expect(badDiscount.json().field).toBe('discount');
    const reversed = await t.call('GET', '/api/market/awards', { token, query: { from: '2026-05-01', to: '2026-01-01' } });
    expect(reversed.json()).toMatchObject({
      field: 'from',
      message: 'La fecha «desde» no puede ser posterior a la fecha «hasta».',
    });
    expect((await t.call('GET', '/api/market/awards', { token: null })).statusCode).toBe(401);
  });

  it('names the file (and the page of an archive) that cannot be read', async () => {
    writeFileSync(join(dir, 'cortado.atom'), atomPage(PAGE).slice(0, 500));
    await expect(importAwards(t.database.db, [join(dir, 'cortado.atom')])).rejects.toThrow(
      /^«cortado\.atom»: No es un XML bien formado/,
    );
    await expect(importAwards(t.database.db, [join(dir, 'no-existe.zip')])).rejects.toThrow('«no-existe.zip»: no existe.');
  });
});
