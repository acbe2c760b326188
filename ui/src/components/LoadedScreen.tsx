import { useEffect, useState, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { COMMON_MESSAGES } from '@licita/domain';
import { Breadcrumb, EmptyState, PageLoading } from './ui';

/** A screen whose data could not be loaded: `title` ('No se ha podido cargar …') and 'Vuelve a intentarlo'. */
export function LoadFailed({ title }: { title: string }) {
  return (
    <section>
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Licitaciones', href: '/projects' },
        ]}
      />
      <EmptyState title={title} subtitle={COMMON_MESSAGES.retry} />
    </section>
  );
}

/**
 * A screen that opens on data: the loading state while `load` answers, a failure ('No se ha podido cargar …',
 * 'Vuelve a intentarlo') when it fails, then `children` with the data. `load` runs again when `loadKey` changes.
 */
export function LoadedScreen<T>({
  load,
  loadKey,
  loadingLabel,
  failedTitle,
  children,
}: {
  load: () => Observable<T>;
  loadKey: string;
  loadingLabel: string;
  failedTitle: string;
  children(data: T): ReactNode;
}) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setData(null);
    setFailed(false);
    const sub = load().subscribe({ next: setData, error: () => setFailed(true) });
    return () => sub.unsubscribe();
    // `load` is a new function on every render of the caller; what is loaded is named by `loadKey`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);
  if (failed) return <LoadFailed title={failedTitle} />;
  if (data === null) return <PageLoading label={loadingLabel} />;
  return <>{children(data)}</>;
}
