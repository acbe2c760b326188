import { Pager, pageWindowAt } from './Pager';
import { SearchBox } from './SearchListPage';

/**
 * Above a paged table whose pages the server reads: its search box, then which rows it shows of how many (read out
 * when it changes) and the buttons to the previous and the next page, as every paged list of the app shows them.
 */
export function PagedListBar({
  label,
  noun,
  one,
  searchLabel,
  search,
  onSearch,
  offset,
  limit,
  total,
  onPage,
}: {
  /** Qué se pagina, para nombrar la navegación ('Subrogados'). */
  label: string;
  /** Lo que lista la tabla, en plural ('subrogados'). */
  noun: string;
  /** Lo mismo en singular ('subrogado'). */
  one: string;
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
  /** Filas que encuentra la búsqueda en total. */
  total: number;
  /** Se llama con la primera fila de la página pedida (anterior o siguiente). */
  onPage(offset: number): void;
}) {
  const window = pageWindowAt(Math.floor(offset / limit), limit, total, (p) => onPage(p * limit));
  return (
    <div>
      <SearchBox label={searchLabel} value={search} onSearch={onSearch} />
      <Pager label={label} window={window} noun={noun} one={one} />
    </div>
  );
}
