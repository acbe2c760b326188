/**
 * The market's figures beside an offer (docs/market.md): each awarded lot keeps whether its winning offer was under
 * the abnormally-low threshold of RGLCAP art. 85 (`abnormal`, the domain's `winnerAbnormal`; null when the lot
 * does not say enough), computed when it is stored. Lots stored before are computed here, a page at a time.
 *
 * The figures of a NUTS prefix ('El mercado': a province, ES618, or its community, ES61) are read from a covering
 * b-tree: the codes starting with a prefix are one range of it in byte order (collation "C"), and it includes every
 * column the figures read, so a set is one index-only scan of a range instead of a bitmap over the GIN index of
 * NUTS prefixes and a heap read of lots spread over the whole table (docs/performance.md). That GIN index goes.
 */
import { sql, type Kysely } from 'kysely';
import { winnerAbnormal } from '@licita/domain';
import { runStatements } from '../statements';

const PAGE = 2000;

interface Row {
  entry_id: string;
  lot_id: string;
  bidders: number | null;
  budget: number | null;
  lower_offer: number | null;
  higher_offer: number | null;
  awarded: number | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table market_award add column abnormal boolean;
    drop index if exists market_award_nuts;
    create index market_award_nuts_figures on market_award (nuts_code collate "C")
      include (cpv_prefixes, unit_price, bidders, discount_percent, abnormal, winner, updated);
  `,
  );
  let after = ['', ''];
  for (;;) {
    const { rows } = await sql<Row>`
      select entry_id, lot_id, bidders, budget, lower_offer, higher_offer, awarded from market_award
      where not unit_price and (entry_id, lot_id) > (${after[0]}, ${after[1]})
      order by entry_id, lot_id limit ${PAGE}`.execute(db);
    if (rows.length === 0) return;
    const judged = rows.map((r) => ({ ...r, abnormal: winnerAbnormal(r) })).filter((r) => r.abnormal !== null);
    if (judged.length > 0)
      await sql`
        update market_award m set abnormal = v.abnormal
        from (values ${sql.join(judged.map((r) => sql`(${r.entry_id}, ${r.lot_id}, ${r.abnormal}::boolean)`))})
          as v (entry_id, lot_id, abnormal)
        where m.entry_id = v.entry_id and m.lot_id = v.lot_id`.execute(db);
    const last = rows.at(-1)!;
    after = [last.entry_id, last.lot_id];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index if exists market_award_nuts_figures;
    create index if not exists market_award_nuts on market_award using gin (nuts_prefixes);
    alter table market_award drop column if exists abnormal;
  `,
  );
}
