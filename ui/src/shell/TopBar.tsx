import { Suspense } from 'react';
import { Link } from 'wouter';
import { isLoggedIn } from '@licita/domain';
import { useSession } from '../app/container';
import { ChunkErrorBoundary } from '../app/ChunkErrorBoundary';
import { Logo } from '../components/icons';
import { lazyNamed } from '../app/lazyNamed';

const WorkspaceSelector = lazyNamed(() => import('./TopBarMenus'), 'WorkspaceSelector');
const AvatarMenu = lazyNamed(() => import('./TopBarMenus'), 'AvatarMenu');

/** Logo (→ /), workspace selector and avatar menu; shown only when logged in or on /notfound. */
export function TopBar() {
  const session = useSession();
  const logged = isLoggedIn(session.token);
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
      <Link
        href="/"
        aria-label="Licita, ir al inicio"
        data-target
        className="flex items-center rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Logo />
      </Link>
      {logged && (
        // Until the menus' chunk arrives, empty boxes of their size keep the bar from shifting; if it cannot be
        // fetched (e.g. on /notfound, offline) the bar shows only the logo.
        <ChunkErrorBoundary fallback={null}>
          <Suspense
            fallback={
              <div aria-hidden="true" className="flex items-center gap-3">
                <div className="h-8 w-44 rounded-lg ring-1 ring-slate-200" />
                <div className="h-9 w-9 rounded-full bg-brand-100" />
              </div>
            }
          >
            <div className="flex items-center gap-3">
              <WorkspaceSelector />
              <AvatarMenu />
            </div>
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </header>
  );
}
