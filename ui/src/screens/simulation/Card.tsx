import { useEffect, useState, type DependencyList, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { SpinnerIcon } from '../../components/icons';

/** A card of the simulation page: a titled section with an optional action (a button) beside the title. */
export function Card({
  title,
  children,
  className = '',
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className={`rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What `load` brings (again when `deps` change, the last data kept meanwhile): null until the first answer. */
export function useLoaded<T>(load: () => Observable<T>, deps: DependencyList): { data: T | null; failed: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    const sub = load().subscribe({ next: setData, error: () => setFailed(true) });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { data, failed };
}

/**
 * A card whose data `load` brings (again when `deps` change, the last data shown meanwhile): 'No se ha podido cargar
 * {what}' when it fails, 'Cargando {what}…' until the first answer, then `children` of the data.
 */
export function LoadedCard<T>({
  title,
  what,
  load,
  deps,
  hidden,
  children,
}: {
  title: string;
  what: { failed: string; loading: string };
  load: () => Observable<T>;
  deps: DependencyList;
  /** With this data there is nothing to show: no card at all. */
  hidden?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, failed } = useLoaded(load, deps);
  if (data !== null && !failed && hidden?.(data)) return null;
  return (
    <Card title={title}>
      {failed ? (
        <p className="text-sm text-slate-500">No se ha podido cargar {what.failed}</p>
      ) : data === null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <SpinnerIcon width={16} height={16} /> Cargando {what.loading}…
        </p>
      ) : (
        children(data)
      )}
    </Card>
  );
}
