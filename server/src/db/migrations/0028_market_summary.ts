/**
 * The figures of 'El mercado' stored per NUTS prefix (docs/market.md, docs/performance.md): for the card's CPV
 * prefix (909, cleaning), one row per province and community that has lots, computed after an import, so the card's
 * answer reads one row instead of every lot of its set. Each row holds what the figures query answers (counts,
 * quartiles, bins, winners) and the set's winning discounts sorted (float8send, 8 bytes each), so the share below
 * our discount is a binary search. Storing lots empties it; a prefix without a row is answered by the query. Each
 * computation has its own `refresh_id`, so a server keeps the decoded discounts of a row until it is recomputed.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table if not exists market_summary (
      cpv_prefix text not null,
      nuts_prefix text not null,
      lots integer not null,
      excluded_unit_price integer not null,
      with_bidders integer not null,
      single_bidder integer not null,
      with_discount integer not null,
      abnormal_judged integer not null,
      abnormal integer not null,
      bidders double precision[],
      discounts double precision[],
      latest_update text,
      bins json not null,
      winners json not null,
      sorted_discounts bytea not null,
      refresh_id text not null,
      primary key (cpv_prefix, nuts_prefix)
    );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists market_summary;`);
}
