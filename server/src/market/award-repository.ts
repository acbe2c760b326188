/**
 * The market's tables (migration 0023): storing entries' awarded lots, a later `updated` replacing an entry's
 * lots and an equal or earlier one skipped, and the figures of a set of lots, answered by the GIN and b-tree
 * indexes of the filter.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MARKET_CPV } from '@licita/domain';
import type { AwardEntry } from './award-entry';

/** Every prefix of each code, 1 character and up ('90919200' → '9', '90', …, '90919200'). */
export function prefixesOf(codes: readonly string[]): string[] {
  const all = new Set<string>();
  for (const code of codes) for (let n = 1; n <= code.length; n++) all.add(code.slice(0, n));
  return [...all];
}

const instant = (t: Date | string) => new Date(t).getTime();

/** The entries of the batch that are new or later than what is stored (a batch's own repeats: the latest). */
async function newerEntries(db: Kysely<Database>, batch: readonly AwardEntry[]): Promise<AwardEntry[]> {
  const latest = new Map<string, AwardEntry>();
  for (const e of batch) {
    const seen = latest.get(e.entry_id);
    if (!seen || instant(e.updated) > instant(seen.updated)) latest.set(e.entry_id, e);
  }
  const { rows: stored } = await sql<{ entry_id: string; updated: Date | string }>`
    select entry_id, updated from market_entry where entry_id = any(${[...latest.keys()]}::text[])`.execute(db);
  const storedAt = new Map(stored.map((r) => [r.entry_id, instant(r.updated)]));
  return [...latest.values()].filter((e) => {
    const at = storedAt.get(e.entry_id);
    return at === undefined || instant(e.updated) > at;
  });
}

/** The market_award columns a stored lot fills, in the order of the batch's JSON records. */
const AWARD_COLUMNS = sql.raw(`entry_id, lot_id, updated, cpv_codes, cpv_prefixes, nuts_code, nuts_prefixes, authority,
  award_date, budget, bidders, lower_offer, higher_offer, winner, awarded, unit_price, discount_percent, abnormal`);

/**
 * Stores a batch of entries; answers how many were new or replaced and how many awarded lots they hold. The lots go
 * as one JSON parameter read by jsonb_to_recordset, not as a statement of thousands of values: the import's memory
 * holds one string per batch instead of a query tree and a parameter per value (docs/performance.md).
 */
export async function storeEntries(
  db: Kysely<Database>,
  batch: readonly AwardEntry[],
): Promise<{ entries: number; lots: number }> {
  if (batch.length === 0) return { entries: 0, lots: 0 };
  return db.transaction().execute(async (trx) => {
    const entries = await newerEntries(trx, batch);
    if (entries.length === 0) return { entries: 0, lots: 0 };
    const ids = entries.map((e) => e.entry_id);
    await sql`delete from market_award where entry_id = any(${ids}::text[])`.execute(trx);
    // the summary no longer holds: a prefix is answered by the query until the import computes it again
    await trx.deleteFrom('market_summary').execute();
    await sql`
      insert into market_entry (entry_id, updated)
      select * from unnest(${ids}::text[], ${entries.map((e) => e.updated)}::timestamptz[])
      on conflict (entry_id) do update set updated = excluded.updated`.execute(trx);
    let lots = 0;
    const records = JSON.stringify(
      entries.flatMap((e) =>
        e.lots.map((lot) => {
          lots += 1;
          return {
            ...lot,
            entry_id: e.entry_id,
            updated: e.updated,
            cpv_prefixes: prefixesOf(lot.cpv_codes),
            nuts_prefixes: prefixesOf(lot.nuts_code ? [lot.nuts_code] : []),
          };
        }),
      ),
    );
    await sql`
      insert into market_award (${AWARD_COLUMNS})
      select ${AWARD_COLUMNS} from jsonb_to_recordset(${records}::jsonb) as r (
        entry_id text, lot_id text, updated timestamptz, cpv_codes text[], cpv_prefixes text[], nuts_code text,
        nuts_prefixes text[], authority text, award_date date, budget float8, bidders integer, lower_offer float8,
        higher_offer float8, winner text, awarded float8, unit_price boolean, discount_percent float8, abnormal boolean)`.execute(
      trx,
    );
    return { entries: entries.length, lots };
  });
}

/**
 * After a load: fresh planner statistics (without them a bulk-loaded table is planned as if empty) and the
 * visibility map set, so the covering index answers the figures without reading the table (an index-only scan).
 */
export async function analyseAwards(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze market_award`.execute(db);
}

export interface AwardFilter {
  cpv?: string;
  nuts?: string;
  authority?: string;
  from?: string;
  to?: string;
}

/** The first string after every one that starts with `prefix` ('ES61' → 'ES62'). */
const prefixEnd = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** The filter as SQL conditions on market_award, each one an index can answer. */
function conditions(f: AwardFilter) {
  const parts = [sql`true`];
  if (f.cpv) parts.push(sql`cpv_prefixes @> array[${f.cpv}]::text[]`);
  // the codes starting with the prefix are a range of the covering b-tree (byte order: collation "C")
  if (f.nuts) parts.push(sql`nuts_code collate "C" >= ${f.nuts} and nuts_code collate "C" < ${prefixEnd(f.nuts)}`);
  if (f.authority) parts.push(sql`lower(authority) = lower(${f.authority})`);
  if (f.from) parts.push(sql`award_date >= ${f.from}::date`);
  if (f.to) parts.push(sql`award_date <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

export const BIN_WIDTH = 5;
export const BINS = 10;

export interface AwardFigureRow {
  lots: number;
  excluded_unit_price: number;
  with_bidders: number;
  single_bidder: number;
  with_discount: number;
  below_discount: number;
  abnormal_judged: number;
  abnormal: number;
  bidders: number[] | null;
  discounts: number[] | null;
  latest_update: string | null;
  /** The lots with a discount by bins of BIN_WIDTH points, the first and last bins taking what falls outside. */
  bins: { bin: number; lots: number }[];
  /** The most frequent winners of the lots awarded at a total, most lots first, then by name. */
  winners: { name: string; lots: number }[];
}

/** The most frequent winners an answer lists. */
export const WINNERS = 5;

/**
 * Every figure of the set in one statement, its rows read once (migration 0026's covering index answers a NUTS
 * prefix without the table): counts, the quartiles (percentile_cont: linear between the closest ranks) of bidders
 * and discounts, the lots won at a discount below `ours` (none counted without it), those judged abnormally low
 * (art. 85), the discount bins and the most frequent winners; with `sorted`, the winning discounts in order too
 * (float8send: 8 bytes each, big-endian), as the summary keeps them.
 */
function figuresQuery(f: AwardFilter, ours: number | undefined, sorted: boolean) {
  const sortedDiscounts = sorted
    ? sql`, (select coalesce(string_agg(float8send(discount_percent), ''::bytea order by discount_percent), ''::bytea)
        from set where discount_percent is not null) as sorted_discounts`
    : sql``;
  return sql<AwardFigureRow>`
    with set as materialized (
      select unit_price, bidders, discount_percent, abnormal, winner, updated from market_award where ${conditions(f)}
    )
    select count(*) filter (where not unit_price)::int as lots,
      count(*) filter (where unit_price)::int as excluded_unit_price,
      count(*) filter (where not unit_price and bidders is not null)::int as with_bidders,
      count(*) filter (where not unit_price and bidders = 1)::int as single_bidder,
      count(discount_percent)::int as with_discount,
      count(*) filter (where discount_percent < ${ours ?? null}::float8)::int as below_discount,
      count(abnormal) filter (where not unit_price)::int as abnormal_judged,
      count(*) filter (where not unit_price and abnormal)::int as abnormal,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by bidders)
        filter (where not unit_price and bidders is not null) as bidders,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by discount_percent)
        filter (where discount_percent is not null) as discounts,
      to_char(max(updated) at time zone 'UTC', 'YYYY-MM-DD') as latest_update,
      (select coalesce(json_agg(json_build_object('bin', bin, 'lots', lots)), '[]'::json) from (
        select least(greatest(floor(discount_percent / ${BIN_WIDTH}), 0), ${BINS - 1})::int as bin, count(*)::int as lots
        from set where discount_percent is not null group by 1) b) as bins,
      (select coalesce(json_agg(json_build_object('name', name, 'lots', lots) order by lots desc, name), '[]'::json) from (
        select winner as name, count(*)::int as lots from set where not unit_price and winner is not null
        group by winner order by count(*) desc, winner limit ${WINNERS}) w) as winners
      ${sortedDiscounts}
    from set`;
}

/** The figures of the set, read by the query (any filter). */
export async function awardFigures(db: Kysely<Database>, f: AwardFilter, ours: number | undefined): Promise<AwardFigureRow> {
  const { rows } = await figuresQuery(f, ours, false).execute(db);
  return rows[0]!;
}

/** The columns of a summary row that are the query's figures (all but the share below our discount). */
const SUMMARY_FIGURES = [
  'lots',
  'excluded_unit_price',
  'with_bidders',
  'single_bidder',
  'with_discount',
  'abnormal_judged',
  'abnormal',
  'bidders',
  'discounts',
  'latest_update',
  'bins',
  'winners',
] as const;

/** The NUTS prefixes summarised: communities (ES61) and provinces (ES618). */
const SUMMARY_NUTS_LENGTHS = [4, 5];

/**
 * The summary (migration 0028) computed again from the stored lots: one row per community and province that has
 * lots of the card's CPV prefix (MARKET_CPV, cleaning), each the figures query's own answer for that filter, so a summary-served answer is the
 * query's. In one transaction: a reader sees the old rows or the new ones.
 */
export async function refreshSummary(db: Kysely<Database>): Promise<number> {
  const refreshId = randomUUID();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('market_summary').execute();
    const { rows } = await sql<{ nuts: string }>`
      select distinct left(nuts_code, n) as nuts
      from market_award, unnest(${SUMMARY_NUTS_LENGTHS}::int[]) as n
      where cpv_prefixes @> array[${MARKET_CPV}]::text[] and length(nuts_code) >= n
      order by 1`.execute(trx);
    const columns = sql.join(SUMMARY_FIGURES.map((c) => sql.ref(c)));
    for (const { nuts } of rows)
      await sql`
        insert into market_summary (cpv_prefix, nuts_prefix, ${columns}, sorted_discounts, refresh_id)
        select ${MARKET_CPV}, ${nuts}, ${columns}, sorted_discounts, ${refreshId}
        from (${figuresQuery({ cpv: MARKET_CPV, nuts }, undefined, true)}) f`.execute(trx);
    return rows.length;
  });
}

/** Whether the summary has any row (none: never computed, emptied by a store, or no lots of the card's CPV). */
export async function hasSummary(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('market_summary').select('nuts_prefix').limit(1).executeTakeFirst()) !== undefined;
}

export type SummaryRow = Omit<AwardFigureRow, 'below_discount'> & { refresh_id: string };

/**
 * The summary row of a CPV and NUTS prefix without its sorted discounts (a community's are some 500 kB, most of a
 * read's time), or undefined when there is none (none computed, or no lots).
 */
export async function summaryFigures(db: Kysely<Database>, cpv: string, nuts: string): Promise<SummaryRow | undefined> {
  return db
    .selectFrom('market_summary')
    .select([...SUMMARY_FIGURES, 'refresh_id'])
    .where('cpv_prefix', '=', cpv)
    .where('nuts_prefix', '=', nuts)
    .executeTakeFirst();
}

/** The row's sorted discounts (8 bytes each, big-endian) if the row is still that computation's, else undefined. */
export async function summaryDiscounts(
  db: Kysely<Database>,
  row: { cpv: string; nuts: string; refreshId: string },
): Promise<Uint8Array | undefined> {
  const found = await db
    .selectFrom('market_summary')
    .select('sorted_discounts')
    .where('cpv_prefix', '=', row.cpv)
    .where('nuts_prefix', '=', row.nuts)
    .where('refresh_id', '=', row.refreshId)
    .executeTakeFirst();
  return found?.sorted_discounts;
}

/** The plan (EXPLAIN ANALYZE) of the rows the figures read for the community with most provinces (Castilla y León, ES41): bench:market --explain. */
export async function awardFiguresPlan(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers) select unit_price, bidders, discount_percent, abnormal, winner, updated
    from market_award where cpv_prefixes @> array['909']::text[]
      and nuts_code collate "C" >= 'ES41' and nuts_code collate "C" < 'ES42'`.execute(db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
