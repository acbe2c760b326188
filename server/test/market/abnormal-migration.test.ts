/**
 * Migration 0026 on lots stored before it: each awarded lot gets whether its winning offer was under the art. 85
 * RGLCAP threshold (docs/market.md), computed by the domain's rule; a lot that does not say enough stays null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AnyTablesDb } from '../../src/db/migrate';
import { targets, type TestApp, createTestApp } from '../helpers';
import { down, up } from '../../src/db/migrations/0026_market_award_abnormal';

const lot = (lot_id: string, o: { bidders: number | null; lower?: number; higher?: number; awarded: number }) => ({
  entry_id: 'M1',
  lot_id,
  updated: '2026-03-01T10:00:00Z',
  cpv_codes: ['90910000'],
  cpv_prefixes: ['909'],
  nuts_code: 'ES618',
  nuts_prefixes: ['ES618'],
  budget: 100_000,
  bidders: o.bidders,
  lower_offer: o.lower ?? null,
  higher_offer: o.higher ?? null,
  awarded: o.awarded,
  unit_price: false,
  discount_percent: 100 - o.awarded / 1000,
});

describe.each(await targets())('migration 0026 on stored lots (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(target)));
  afterAll(async () => t?.close());

  it('computes the art. 85 judgement of every lot stored before it', async () => {
    const db = t.database.db;
    const untyped: AnyTablesDb = db; // as the migrator hands it
    await down(untyped);
    await db.insertInto('market_entry').values({ entry_id: 'M1', updated: '2026-03-01T10:00:00Z' }).execute();
    await db
      .insertInto('market_award')
      .values([
        lot('1', { bidders: 1, awarded: 74_000 }), // 26 % with one bid: above 25, abnormal
        lot('2', { bidders: 2, lower: 70_000, higher: 88_000, awarded: 70_000 }), // threshold 32 % → 68.000: not
        lot('3', { bidders: null, awarded: 50_000 }), // no bids' count: not judged
      ] as never)
      .execute();
    await up(untyped);
    const { rows } = await sql<{ lot_id: string; abnormal: boolean | null }>`
      select lot_id, abnormal from market_award order by lot_id`.execute(db);
    expect(rows).toEqual([
      { lot_id: '1', abnormal: true },
      { lot_id: '2', abnormal: false },
      { lot_id: '3', abnormal: null },
    ]);
  });
});
