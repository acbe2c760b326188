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

// the grouped lists' paging is the domain's (the server pages the explanations with it too)
export { pageOfGroups, rowsIn } from '@licita/domain';
