/** The frame of a searchable list page (tenders, agreements): title with search and action, then the list or why it is empty. */
import { useEffect, useState, type ReactNode } from 'react';
import { of, type Observable } from 'rxjs';
import { COMMON_MESSAGES } from '@licita/domain';
import { useObservable } from '../app/container';
import { Breadcrumb, Button, EmptyState, PageLoading } from './ui';
import { PlusIcon, SearchIcon } from './icons';

/** A search box named and hinted by `label`, with its magnifier. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  /** Nombre y texto de ayuda de la caja (p. ej. 'Buscar trabajador…'). */
  label: string;
  /** El texto buscado. */
  value: string;
  /** Se llama con el texto a cada tecla. */
  onSearch(text: string): void;
}) {
  return (
    <div className="relative w-full max-w-xs">
      <SearchIcon
        width={18}
        height={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onSearch(e.target.value)}
        className="block w-full rounded-lg border-0 py-2 pr-3 pl-9 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
      />
    </div>
  );
}

/** Inicio > title; the title, the search box and the page's '+' action (e.g. 'Nueva licitación'), when allowed. */
export function SearchListHeader({
  title,
  searchLabel,
  search,
  onSearch,
  action,
  extra,
}: {
  title: string;
  searchLabel: string;
  search: string;
  onSearch(text: string): void;
  action: false | { label: string; onClick(): void };
  extra?: ReactNode;
}) {
  return (
    <>
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: title }]} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-3">
          <SearchBox label={searchLabel} value={search} onSearch={onSearch} />
          {extra}
          {action && (
            <Button onClick={action.onClick}>
              <PlusIcon width={18} height={18} />
              {action.label}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}

export interface ListLoadState {
  loading: boolean;
  loaded: boolean;
  error: unknown;
  items: readonly unknown[];
}

/** A list page's handle: its state, searched as the user types; disposed when the page goes. */
interface SearchListHandle<S> {
  readonly state$: Observable<S>;
  search(text: string): void;
  dispose(): void;
}

/**
 * Opens the page's list handle for `initialSearch` (again when it changes) and follows its state; `searchBox` binds
 * the header's search box to it.
 */
export function useSearchListHandle<S extends { search: string }, H extends SearchListHandle<S>>(
  list: { open(search: string): H },
  initialSearch: string,
  initialState: S,
): { handle: H | null; state: S; searchBox: { search: string; onSearch(text: string): void } } {
  const [handle, setHandle] = useState<H | null>(null);
  useEffect(() => {
    const h = list.open(initialSearch);
    setHandle(h);
    return () => h.dispose();
  }, [list, initialSearch]);
  const [empty$] = useState(() => of(initialState));
  const state = useObservable(handle?.state$ ?? empty$, initialState);
  return { handle, state, searchBox: { search: state.search, onSearch: (text) => handle?.search(text) } };
}

/**
 * The list (`children`, its items, in a list named `listLabel`, busy while loading, then `after`), or the spinner
 * on the first load, a failed load, or the empty state (title and subtitle for the search).
 */
export function SearchListBody({
  state,
  loadingLabel,
  failedTitle,
  empty,
  emptyIcon,
  listLabel,
  listClassName,
  after,
  children,
}: {
  state: ListLoadState;
  loadingLabel: string;
  failedTitle: string;
  empty: { title: string; subtitle?: string };
  emptyIcon: ReactNode;
  listLabel: string;
  listClassName: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  if (state.loading && state.items.length === 0) return <PageLoading label={loadingLabel} />;
  // A failed load is not an empty list: say so (the snackbar carries the server's message).
  if (state.items.length === 0 && state.error) return <EmptyState title={failedTitle} subtitle={COMMON_MESSAGES.retry} />;
  if (state.items.length === 0 && state.loaded)
    return <EmptyState title={empty.title} subtitle={empty.subtitle} icon={emptyIcon} />;
  return (
    <>
      <ul aria-label={listLabel} aria-busy={state.loading} className={listClassName}>
        {children}
      </ul>
      {after}
    </>
  );
}
