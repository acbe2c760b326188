import { useEffect, useMemo, useState, type DependencyList } from 'react';
import { concatMap, type Observable } from 'rxjs';
import type { PagedRows, PagedState } from '@licita/application';
import { useListSection, type ListSectionState } from './useListSection';

/** A page to read: its first row and, when it changes, the search. */
export interface PageAsked {
  offset: number;
  q?: string;
}

/** The page of `rows` on screen: the first read on mount, then each one the screen asks for. */
function usePage<T extends { id: string }>(rows: PagedRows<T>): PagedState<T> {
  const [page, setPage] = useState(rows.current);
  useEffect(() => {
    const shown = rows.state$.subscribe(setPage);
    const first = rows.load({ offset: 0 }).subscribe({ error: () => undefined });
    return () => {
      shown.unsubscribe();
      first.unsubscribe();
    };
  }, [rows]);
  return page;
}

/** What a paged section does with its rows: `save` puts the saved row in `rows` (the use case's `save(…, rows)`). */
export interface PagedSectionOps<Item extends { id: string }, Values> {
  save(id: string | null, values: Values, rows: PagedRows<Item>): Observable<unknown>;
  remove(id: string): Observable<unknown>;
}

/**
 * A list section over one page of a list (50 rows whatever its size, issue 48): the rows `open` gives (made again
 * when `deps` change), the page on screen, `read` for the pager and the search; a save changes its row in place, a
 * removal reads the page again, never the whole list.
 */
export function usePagedSection<Item extends { id: string }, Values, Seed = void>(
  open: () => PagedRows<Item>,
  ops: PagedSectionOps<Item, Values>,
  deps: DependencyList,
): {
  rows: PagedRows<Item>;
  page: PagedState<Item>;
  read(query: PageAsked): void;
  section: ListSectionState<Item, Values, Seed>;
} {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(open, deps);
  const page = usePage(rows);
  const section = useListSection<Item, Values, Seed>(
    {
      save: (id, values) => ops.save(id, values, rows),
      remove: (id) => ops.remove(id).pipe(concatMap(() => rows.reload())),
    },
    [rows],
  );
  const read = (query: PageAsked) => section.run(rows.load(query), { error: () => undefined });
  return { rows, page, read, section: { ...section, items: page.items } };
}
