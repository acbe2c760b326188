import { formatNumber } from '@licita/domain';
import { Button } from './ui';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { SearchBox } from './SearchListPage';

/** The text of the rows shown: 'Subrogados 51–100 de 2.000', or 'Ningún resultado'. */
export function pageRangeText(noun: string, offset: number, shown: number, total: number): string {
  if (total === 0) return 'Ningún resultado';
  return `${noun} ${formatNumber(offset + 1, 0)}–${formatNumber(offset + shown, 0)} de ${formatNumber(total, 0)}`;
}

/**
 * Above a paged table: its search box, which rows it shows of how many (read out when it changes), and
 * the buttons to the previous and the next page.
 */
export function PagedListBar({
  noun,
  searchLabel,
  search,
  onSearch,
  offset,
  limit,
  shown,
  total,
  onPage,
}: {
  /** Lo que lista la tabla, en plural y con mayúscula ('Subrogados'): encabeza el texto de las filas mostradas. */
  noun: string;
  /** Nombre accesible y texto de ayuda del buscador ('Buscar subrogado'). */
  searchLabel: string;
  /** Texto buscado. */
  search: string;
  /** Se llama con el nuevo texto a cada cambio del buscador. */
  onSearch(text: string): void;
  /** Filas anteriores a la página mostrada. */
  offset: number;
  /** Filas por página. */
  limit: number;
  /** Filas de la página mostrada. */
  shown: number;
  /** Filas que encuentra la búsqueda en total. */
  total: number;
  /** Se llama con la primera fila de la página pedida (anterior o siguiente). */
  onPage(offset: number): void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SearchBox label={searchLabel} value={search} onSearch={onSearch} />
      <div className="flex items-center gap-2">
        <p role="status" className="text-sm text-slate-600">
          {pageRangeText(noun, offset, shown, total)}
        </p>
        <Button variant="secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
          <ChevronLeftIcon width={16} height={16} />
          Página anterior
        </Button>
        <Button variant="secondary" disabled={offset + limit >= total} onClick={() => onPage(offset + limit)}>
          Página siguiente
          <ChevronRightIcon width={16} height={16} />
        </Button>
      </div>
    </div>
  );
}
