/**
 * A long list of the results page (the Plantilla's workers, the explanations) shown a page at a time, with a search
 * box: only one page of rows is ever in the document (14,464 workers at the benchmark's XL would be 94 % of the
 * page), and a search finds any row however far down it is.
 */
import { useState } from 'react';
import { pageWindowAt, type PageWindow } from '../../components/Pager';

/** Rows shown at a time. */
export const PAGE_SIZE = 50;

/** The search text and the page: a new search goes back to the first page. */
export function usePagedSearch(size = PAGE_SIZE) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  return {
    query,
    search(text: string) {
      setQuery(text);
      setPage(0);
    },
    /** The page of `total` matching rows (the last one when fewer remain than the page asked for). */
    window: (total: number): PageWindow => pageWindowAt(page, size, total, setPage),
  };
}

/**
 * The rows of grouped lists (the Plantilla's sections, the explanations' groups) that fall in the window: each group
 * with its slice of rows, groups with none left out. `total` counts the rows of every group.
 */
export function pageOfGroups<G, R>(groups: ReadonlyArray<{ group: G; rows: readonly R[] }>, w: Pick<PageWindow, 'from' | 'to'>) {
  let before = 0;
  return groups.flatMap(({ group, rows }) => {
    const start = before;
    before += rows.length;
    const slice = rows.slice(Math.max(0, w.from - start), Math.max(0, w.to - start));
    return slice.length ? [{ group, rows: slice, first: Math.max(0, w.from - start) }] : [];
  });
}

/** How many rows the groups hold. */
export const rowsIn = (groups: ReadonlyArray<{ rows: readonly unknown[] }>) => groups.reduce((n, g) => n + g.rows.length, 0);
