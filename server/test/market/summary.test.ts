/**
 * The market's summary (migration 0028, docs/market.md): after an import, the card's answer (CPV 909 and a
 * province or a community) is read from one stored row per prefix; it must be the answer the query gives for the
 * same filter, on a synthetic feed, and an import of later versions must refresh it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp, createTestApp } from '../helpers';
import { importAwards } from '../../src/market/import-awards';
import { atomPage, seededRandom, syntheticEntry, type SyntheticEntry } from '../../src/market/synthetic-awards';

/** Sevilla and Cádiz (Andalucía), Burgos (Castilla y León), Madrid. */
const PROVINCES = ['ES618', 'ES612', 'ES412', 'ES300'];
const PREFIXES = ['ES30', 'ES300', 'ES41', 'ES412', 'ES61', 'ES612', 'ES618'];
/** Nothing, below every discount, ours, one a lot was won at exactly (budget 100.000, awarded 90.000), past them all. */
const DISCOUNTS = [undefined, '-5', '12.5', '10', '100'];

/** `count` entries of the benchmark's kind; with `updated`, those entries' later versions drawn anew. */
function feed(seed: number, count: number, updated?: string): SyntheticEntry[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, n) => {
    const e = syntheticEntry(n, r, PROVINCES);
    return updated ? { ...e, updated } : e;
  });
}

describe.each(await targets())("the market's summary (%s)", (target) => {
  let t: TestApp;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.workspace('Resumen')).adminToken;
    dir = mkdtempSync(join(tmpdir(), 'licita-market-summary-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  const load = async (name: string, entries: SyntheticEntry[]) => {
    writeFileSync(join(dir, name), atomPage(entries));
    return importAwards(t.database.db, [join(dir, name)]);
  };

  /** The answers of every prefix and discount, as a user gets them. */
  const answers = async () => {
    const all: Record<string, unknown> = {};
    for (const nuts of PREFIXES)
      for (const discount of DISCOUNTS) {
        const query = { cpv: '909', nuts, ...(discount === undefined ? {} : { discount }) };
        const res = await t.call('GET', '/api/market/awards', { token, query });
        expect(res.statusCode, res.body).toBe(200);
        all[`${nuts} ${discount}`] = res.json();
      }
    return all;
  };

  /** The same answers with the summary gone: every one by the query. */
  const queryAnswers = async () => {
    await t.database.db.deleteFrom('market_summary').execute();
    return answers();
  };

  const summarised = async () =>
    (await t.database.db.selectFrom('market_summary').select('nuts_prefix').orderBy('nuts_prefix').execute()).map(
      (r) => r.nuts_prefix,
    );

  it('answers every province and community from its summary as the query does', async () => {
    const entries = feed(46, 120);
    // one lot won at exactly 10 %, so "below our 10 %" does not count it
    entries[0] = { ...entries[0]!, results: [{ lot: null, budget: 100_000, awarded: 90_000, cpv: '90910000', bidders: 4 }] };
    expect((await load('primera.atom', entries)).lots).toBeGreaterThan(200);
    expect(await summarised()).toEqual(PREFIXES);
    const fromSummary = await answers();
    expect(fromSummary['ES61 12.5']).toMatchObject({ lots: expect.any(Number), below_discount_share: expect.any(Number) });
    expect(fromSummary).toEqual(await queryAnswers());
    // an import that stores nothing computes the summary a store left empty
    expect(await load('primera.atom', entries)).toMatchObject({ stored: 0 });
    expect(await summarised()).toEqual(PREFIXES);
    expect(await answers()).toEqual(fromSummary);
  });

  it('a later version of the entries refreshes the summary', async () => {
    const before = await answers();
    // the first 60 entries again, later and drawn anew: other discounts, bidders and winners
    await load('segunda.atom', feed(47, 60, '2026-11-01T08:00:00Z'));
    expect(await summarised()).toEqual(PREFIXES);
    const after = await answers();
    expect(after['ES61 12.5']).not.toEqual(before['ES61 12.5']);
    expect(after).toEqual(await queryAnswers());
  });

  it('a province without cleaning lots has no summary and answers an empty set', async () => {
    const res = await t.call('GET', '/api/market/awards', { token, query: { cpv: '909', nuts: 'ES511' } });
    expect(res.json()).toMatchObject({ lots: 0, discount_percent: null, winners: [] });
  });
});
