/**
 * The page buttons of a long list shown a page at a time (the Plantilla, the explanations, the Cuadrante, the
 * Subrogados): which rows are shown, read out when they change, and 'Anterior' / 'Siguiente'.
 */
import { formatNumber } from '@licita/domain';
import { Button } from './ui';

/** The window over `total` rows the current page shows, and how to move it. */
export interface PageWindow {
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
  go(page: number): void;
}

/** Page `page` (from 0; the last one when fewer pages remain) of `total` rows `size` at a time, `go` moving it. */
export function pageWindowAt(page: number, size: number, total: number, go: (page: number) => void): PageWindow {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages - 1);
  return { from: current * size, to: Math.min(total, (current + 1) * size), total, page: current, pages, go };
}

/** The window of a page the server answered (its offset, its rows, how many match), `goTo` asking for another offset. */
export function answeredWindow(
  page: { offset: number; total: number; items: readonly unknown[] },
  limit: number,
  goTo: (offset: number) => void,
): PageWindow {
  const pages = Math.max(1, Math.ceil(page.total / limit));
  const at = { from: page.offset, to: page.offset + page.items.length, total: page.total };
  return { ...at, page: Math.floor(page.offset / limit), pages, go: (n) => goTo(n * limit) };
}

const count = (n: number) => formatNumber(n, 0);

/** Which rows are shown ('1–50 de 3.000', read out when it changes) and the buttons to the previous and next page. */
export function Pager({
  label,
  window: w,
  noun,
  one,
}: {
  /** Qué se pagina, para nombrar la navegación (p. ej. 'Plantilla'). */
  label: string;
  /** La página mostrada y cómo moverla. */
  window: PageWindow;
  /** Lo que se cuenta, en plural (p. ej. 'trabajadores'). */
  noun: string;
  /** Lo mismo en singular, para una sola fila (p. ej. 'trabajador'). */
  one: string;
}) {
  const range =
    w.total === 0
      ? 'Ningún resultado'
      : w.pages === 1
        ? `${count(w.total)} ${w.total === 1 ? one : noun}`
        : `${count(w.from + 1)}–${count(w.to)} de ${count(w.total)} ${noun}`;
  return (
    <nav aria-label={`Páginas de ${label}`} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status" className="text-slate-600 tabular-nums">
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
