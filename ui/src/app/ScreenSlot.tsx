import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, EmptyState, PageLoading } from '../components/ui';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

const chunkFailed = (
  <section className="space-y-4">
    <EmptyState title="No se ha podido cargar la página" subtitle="Comprueba la conexión y vuelve a cargar la página." />
    <div className="flex justify-center">
      <Button onClick={() => window.location.reload()}>Volver a cargar</Button>
    </div>
  </section>
);

/** Where a route's (lazy) screen goes: 'Cargando…' while its chunk arrives, a reload offer if it cannot. */
export function ScreenSlot({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ChunkErrorBoundary fallback={chunkFailed} resetKey={location}>
      {/* a fresh boundary per address: a screen left while the next one's chunk loads is unmounted, not kept
          hidden with its state (coming back must load the tenders again, not show the list of before) */}
      <Suspense key={location} fallback={<PageLoading />}>
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
