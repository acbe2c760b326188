/**
 * The scheduled fetch of the Plataforma's monthly award archives (PLACSP_FETCH, docs/market.md): a local HTTP server
 * stands for the Plataforma (no internet here), reached through the server's transport as in the notice fetch's
 * tests. The day's job imports the months' synthetic ZIPs, whose lots the figures then count; the same day nothing
 * is fetched again, the next day only the current month; an address outside the Plataforma is refused unrequested.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { fetchArchives } from '../../src/market/fetch-archives';
import { scheduleMarketFetch } from '../../src/market/fetch-job';
import { DEFAULT_AWARDS_URL } from '../../src/placsp/placsp-address';
import { ZipWriter, atomPage, type SyntheticEntry } from '../../src/market/synthetic-awards';

const SEVILLA = 'ES618';
const lot = (id: string, budget: number, awarded: number, bidders: number): SyntheticEntry => ({
  id,
  updated: '2026-03-02T10:00:00Z',
  nuts: SEVILLA,
  authority: 'Ayuntamiento de Sevilla',
  results: [{ lot: null, cpv: '90910000', budget, awarded, bidders, winner: 'Limpiezas Giralda SL' }],
});

function zipOf(entries: SyntheticEntry[]): Buffer {
  const parts: Buffer[] = [];
  const writer = new ZipWriter((b) => parts.push(b));
  writer.add('pagina_1.atom', atomPage(entries));
  writer.end();
  return Buffer.concat(parts);
}

const path = (yyyymm: string) => new URL(DEFAULT_AWARDS_URL.replace('{yyyymm}', yyyymm)).pathname;
/** March: two lots (10 % and 20 %); April, the current month: one (30 %). */
const ARCHIVES: Record<string, Buffer> = {
  [path('202603')]: zipOf([lot('F1', 100_000, 90_000, 2), lot('F2', 100_000, 80_000, 3)]),
  [path('202604')]: zipOf([lot('F3', 100_000, 70_000, 4)]),
};

describe.each(await targets())('the scheduled fetch of the monthly award archives (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let platform: Server;
  const requests: string[] = [];
  let clock = new Date('2026-04-10T08:00:00Z');

  beforeAll(async () => {
    platform = createServer((req, res) => {
      requests.push(req.url ?? '');
      const body = ARCHIVES[req.url ?? ''];
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/zip' }).end(body);
    });
    await new Promise<void>((done) => platform.listen(0, '127.0.0.1', done));
    const port = (platform.address() as AddressInfo).port;
    t = await createTestApp(target, { now: () => clock });
    // The Plataforma's addresses go to the local server; any other address never reaches the transport.
    t.app.deps.placspTransport = (input, init) => {
      const u = new URL(String(input));
      return fetch(`http://127.0.0.1:${port}${u.pathname}${u.search}`, init);
    };
    t.app.deps.settings = { ...t.app.deps.settings, placspFetch: true, placspAwardsMonths: 2 };
    token = (await t.workspace('Mercado mensual')).adminToken;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((done) => platform?.close(done));
  });

  const sevilla = async () => {
    const res = await t.call('GET', '/api/market/awards', { token, query: { cpv: '909', nuts: SEVILLA } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const runDay = async () => {
    requests.length = 0;
    const queued = await scheduleMarketFetch(t.app.deps);
    await t.app.deps.jobs.idle();
    return queued;
  };

  it("the day's job imports March and April; their lots are in the figures", async () => {
    expect(await runDay()).toBe(true);
    expect(requests).toEqual([path('202603'), path('202604')]);
    const figures = await sevilla();
    expect(figures.lots).toBe(3);
    expect(figures.discount_percent.median).toBeCloseTo(20, 6);
    expect(figures.bidders.median).toBe(3);
    // the job computed the card's summary after importing: Sevilla and Andalucía, each with its three lots
    const summary = await t.database.db
      .selectFrom('market_summary')
      .select(['nuts_prefix', 'lots'])
      .orderBy('nuts_prefix')
      .execute();
    expect(summary).toEqual([
      { nuts_prefix: 'ES61', lots: 3 },
      { nuts_prefix: 'ES618', lots: 3 },
    ]);
  });

  it('the same day nothing is fetched; the next day only the current month, and nothing counts twice', async () => {
    expect(await runDay()).toBe(false);
    expect(requests).toEqual([]);
    clock = new Date('2026-04-11T08:00:00Z');
    expect(await runDay()).toBe(true);
    expect(requests).toEqual([path('202604')]);
    token = (await t.workspace('Mercado del día siguiente')).adminToken; // a day later the first session has expired
    expect((await sevilla()).lots).toBe(3);
    const months = await t.database.db.selectFrom('market_fetch').select(['month', 'lots']).orderBy('month').execute();
    expect(months).toEqual([
      { month: '2026-03', lots: 2 },
      { month: '2026-04', lots: 0 }, // stored already: nothing new
    ]);
  });

  it('an archive over the size bound is refused and the month stays to fetch', async () => {
    const run = fetchArchives(t.database.db, {
      urlTemplate: DEFAULT_AWARDS_URL,
      months: 1,
      now: new Date('2026-04-20T08:00:00Z'),
      transport: t.app.deps.placspTransport,
      maxBytes: 100,
    });
    await expect(run).rejects.toThrow(`El archivo https://contrataciondelestado.es${path('202604')} ocupa más de 100 bytes.`);
    const april = await t.database.db
      .selectFrom('market_fetch')
      .select('fetched_at')
      .where('month', '=', '2026-04')
      .executeTakeFirst();
    expect(new Date(april!.fetched_at).toISOString()).toBe('2026-04-11T08:00:00.000Z');
  });

  it('an archive address outside the Plataforma is refused before any request', async () => {
    requests.length = 0;
    for (const urlTemplate of ['https://example.com/{yyyymm}.zip', 'http://contrataciondelsectorpublico.gob.es/{yyyymm}.zip'])
      await expect(
        fetchArchives(t.database.db, {
          urlTemplate,
          months: 2,
          now: new Date('2026-06-01T08:00:00Z'),
          transport: t.app.deps.placspTransport,
        }),
      ).rejects.toThrow(
        'La dirección de los archivos de adjudicaciones (PLACSP_AWARDS_URL) no es de la Plataforma de Contratación del Sector Público',
      );
    expect(requests).toEqual([]);
  });
});
