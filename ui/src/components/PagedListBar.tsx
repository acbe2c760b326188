import { useState } from 'react';
import type { PagedState } from '@licita/application';
import { Pager, pageWindowAt } from './Pager';
import { SearchBox } from './SearchListPage';
import type { PageAsked } from './usePagedSection';

/**
 * Above a paged table whose pages the server reads: its search box, then which rows it shows of how many (read out
 * when it changes) and the buttons to the previous and the next page, as every paged list of the app shows them.
 */
export function PagedListBar({
  label,
  noun,
  one,
  searchLabel,
  page,
  read,
}: {
  /** Qué se pagina, para nombrar la navegación ('Subrogados'). */
  label: string;
  /** Lo que lista la tabla, en plural ('subrogados'). */
  noun: string;
  /** Lo mismo en singular ('subrogado'). */
  one: string;
  /** Nombre accesible y texto de ayuda del buscador ('Buscar subrogado'). */
  searchLabel: string;
  /** La página mostrada: filas anteriores, filas por página, total encontrado y texto buscado. */
  page: Pick<PagedState<unknown>, 'offset' | 'limit' | 'total' | 'q'>;
  /** Lee la página pedida (otra página, o la primera de una búsqueda). */
  read(query: PageAsked): void;
}) {
  // the box shows what is typed at once; the page follows when its answer arrives
  const [text, setText] = useState(page.q);
  const { offset, limit, total } = page;
  const window = pageWindowAt(Math.floor(offset / limit), limit, total, (p) => read({ offset: p * limit }));
  const search = (q: string) => {
    setText(q);
    read({ offset: 0, q });
  };
  return (
    <div>
      <SearchBox label={searchLabel} value={text} onSearch={search} />
      <Pager label={label} window={window} noun={noun} one={one} />
    </div>
  );
}
