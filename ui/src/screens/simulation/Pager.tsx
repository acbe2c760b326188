/**
 * A long list of the results page (the Plantilla's workers, the explanations) shown a page at a time, with a search
 * box: only one page of rows is ever in the document (14,464 workers at the benchmark's XL would be 94 % of the
 * page), and a search finds any row however far down it is.
 */
import { useState } from 'react';
import { Button } from '../../components/ui';
import { count } from './format';

/** Rows shown at a time. */
export const PAGE_SIZE = 50;

/** The window over `total` rows the current page shows, and how to move it. */
export interface PageWindow {
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
  go(page: number): void;
}

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
    window(total: number): PageWindow {
      const pages = Math.max(1, Math.ceil(total / size));
      const current = Math.min(page, pages - 1);
      return { from: current * size, to: Math.min(total, (current + 1) * size), total, page: current, pages, go: setPage };
    },
  };
}

/** Which rows are shown ('1–50 de 3.000', read out when it changes) and the buttons to the previous and next page. */
export function Pager({
  label,
  window: w,
  noun,
}: {
  /** Qué se pagina, para nombrar la navegación (p. ej. 'Plantilla'). */
  label: string;
  /** La página mostrada y cómo moverla. */
  window: PageWindow;
  /** Lo que se cuenta, en plural (p. ej. 'trabajadores'). */
  noun: string;
}) {
  const range =
    w.total === 0
      ? 'Ningún resultado'
      : w.pages === 1
        ? `${count(w.total)} ${noun}`
        : `${count(w.from + 1)}–${count(w.to)} de ${count(w.total)} ${noun}`;
  return (
    <nav aria-label={`Páginas de ${label}`} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-slate-600 tabular-nums">
        {range}
      </p>
      {w.pages > 1 && (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={w.page === 0} onClick={() => w.go(w.page - 1)}>
            Anterior
          </Button>
          <Button variant="secondary" disabled={w.page >= w.pages - 1} onClick={() => w.go(w.page + 1)}>
            Siguiente
          </Button>
        </div>
      )}
    </nav>
  );
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
