/**
 * A page of a list, as the contract's list operations of a simulation's inputs take it (`offset`, `limit`, `q`;
 * openapi/config/_base.yaml): the rows of the page in list order, and how many rows the search finds in all.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { nameContains } from './name-search';

/** What a list call asks for: rows to skip, rows of the page (all when absent) and a search over names. */
export interface ListPage {
  offset?: number;
  limit?: number;
  q?: string;
}

/** A page's rows and the total the search finds. */
export interface PageOfRows<O> {
  rows: O[];
  total: number;
}

/** `query` with only the rows whose folded `searchIn` columns (e.g. 's.name') contain the folded `q`. */
export function searched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: string | undefined,
  searchIn: readonly string[],
): SelectQueryBuilder<DB, TB, O> {
  const text = q?.trim() ?? '';
  if (!text) return query;
  return query.where((eb) => eb.or(searchIn.map((column) => nameContains(column, text))));
}

/**
 * The page of `query` (already ordered, the search applied with `searched`): `offset` and `limit` in SQL, and the
 * total counted only when the page alone cannot tell it (a full page, or an empty one past the first row).
 */
export async function pageOfRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: ListPage,
): Promise<PageOfRows<O>> {
  const offset = page.offset ?? 0;
  let paged = query;
  if (offset > 0) paged = paged.offset(offset);
  if (page.limit !== undefined) paged = paged.limit(page.limit);
  const rows = await paged.execute();
  const known = (page.limit === undefined || rows.length < page.limit) && (rows.length > 0 || offset === 0);
  if (known) return { rows, total: offset + rows.length };
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number((counted as { n: string | number }).n) };
}
