import type { ReactNode } from 'react';
import { CONTENT_MAX_WIDTH, isLoggedIn } from '@licita/domain';
import { useSession } from '../app/container';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';

/** Top bar + sidebar + content (max width 1920). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-screen flex-col">
      <TopBar />
      <div className="flex min-h-0 flex-1">
        <Sidebar />
        <main className="min-w-0 flex-1 overflow-y-auto">
          <div className="mx-auto w-full px-6 py-6" style={{ maxWidth: CONTENT_MAX_WIDTH }}>
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}

/** Public pages (/login, /404, /notfound…): centered content; the top bar when logged in or on /notfound (`topBar`). */
export function PublicLayout({
  children,
  topBar = false,
}: {
  children: ReactNode;
  /** Si se muestra la barra superior (páginas públicas con sesión iniciada). */
  topBar?: boolean;
}) {
  const { token } = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      {(topBar || isLoggedIn(token)) && <TopBar />}
      <main className="flex flex-1 items-center justify-center p-6">{children}</main>
    </div>
  );
}
