/**
 * The market's tables (migration 0023): storing entries' awarded lots, a later `updated` replacing an entry's
 * lots and an equal or earlier one skipped, and the figures of a set of lots, answered by the GIN and b-tree
 * indexes of the filter.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertRows } from '../db/batch';
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
  const stored = await db
    .selectFrom('market_entry')
    .select(['entry_id', 'updated'])
    .where('entry_id', 'in', [...latest.keys()])
    .execute();
  const storedAt = new Map(stored.map((r) => [r.entry_id, instant(r.updated)]));
  return [...latest.values()].filter((e) => {
    const at = storedAt.get(e.entry_id);
    return at === undefined || instant(e.updated) > at;
  });
}

/** Stores a batch of entries; answers how many were new or replaced and how many awarded lots they hold. */
export async function storeEntries(
  db: Kysely<Database>,
  batch: readonly AwardEntry[],
): Promise<{ entries: number; lots: number }> {
  if (batch.length === 0) return { entries: 0, lots: 0 };
  return db.transaction().execute(async (trx) => {
    const entries = await newerEntries(trx, batch);
    if (entries.length === 0) return { entries: 0, lots: 0 };
    const ids = entries.map((e) => e.entry_id);
    await trx.deleteFrom('market_award').where('entry_id', 'in', ids).execute();
    await trx
      .insertInto('market_entry')
      .values(entries.map((e) => ({ entry_id: e.entry_id, updated: e.updated })))
      .onConflict((oc) => oc.column('entry_id').doUpdateSet((eb) => ({ updated: eb.ref('excluded.updated') })))
      .execute();
    const rows = entries.flatMap((e) =>
      e.lots.map((lot) => ({
        ...lot,
        entry_id: e.entry_id,
        updated: e.updated,
        cpv_prefixes: prefixesOf(lot.cpv_codes),
        nuts_prefixes: prefixesOf(lot.nuts_code ? [lot.nuts_code] : []),
      })),
    );
    await insertRows(trx, 'market_award', rows);
    return { entries: entries.length, lots: rows.length };
  });
}

/** Fresh planner statistics after a load: without them a bulk-loaded table is planned as if empty. */
export async function analyseAwards(db: Kysely<Database>): Promise<void> {
  await sql`analyze market_award`.execute(db);
}

export interface AwardFilter {
  cpv?: string;
  nuts?: string;
  authority?: string;
  from?: string;
  to?: string;
}

/** The filter as SQL conditions on market_award, each one an index can answer. */
function conditions(f: AwardFilter) {
  const parts = [sql`true`];
  if (f.cpv) parts.push(sql`cpv_prefixes @> array[${f.cpv}]::text[]`);
  if (f.nuts) parts.push(sql`nuts_prefixes @> array[${f.nuts}]::text[]`);
  if (f.authority) parts.push(sql`lower(authority) = lower(${f.authority})`);
  if (f.from) parts.push(sql`award_date >= ${f.from}::date`);
  if (f.to) parts.push(sql`award_date <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

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
}

/**
 * Counts, and the quartiles (percentile_cont: linear between the closest ranks) of bidders and discounts; the lots
 * won at a discount below `ours` (none counted without it) and those judged abnormally low (art. 85).
 */
export async function awardFigures(db: Kysely<Database>, f: AwardFilter, ours?: number): Promise<AwardFigureRow> {
  const { rows } = await sql<AwardFigureRow>`
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
      to_char(max(updated) at time zone 'UTC', 'YYYY-MM-DD') as latest_update
    from market_award where ${conditions(f)}`.execute(db);
  return rows[0]!;
}

/** The most frequent winners of the set's lots awarded at a total, most lots first, then by name. */
export async function topWinners(db: Kysely<Database>, f: AwardFilter, limit: number): Promise<{ name: string; lots: number }[]> {
  const { rows } = await sql<{ name: string; lots: number }>`
    select winner as name, count(*)::int as lots from market_award
    where ${conditions(f)} and not unit_price and winner is not null
    group by winner order by count(*) desc, winner limit ${limit}`.execute(db);
  return rows;
}

export const BIN_WIDTH = 5;
export const BINS = 10;

/** The lots with a discount by bins of BIN_WIDTH points, the first and last bins taking what falls outside. */
export async function discountBins(db: Kysely<Database>, f: AwardFilter): Promise<{ bin: number; lots: number }[]> {
  const { rows } = await sql<{ bin: number; lots: number }>`
    select least(greatest(floor(discount_percent / ${BIN_WIDTH}), 0), ${BINS - 1})::int as bin, count(*)::int as lots
    from market_award where ${conditions(f)} and discount_percent is not null group by 1`.execute(db);
  return rows;
}
