import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { launchQuotaText, SIDEBAR_WIDTH } from '@licita/domain';
import { useService, useSession } from '../app/container';
import { ChevronLeftIcon, ChevronRightIcon, CubeIcon, DocumentIcon, FolderIcon } from '../components/icons';

const ITEMS: { href: string; label: string; icon: ReactNode; match: RegExp }[] = [
  {
    href: '/projects',
    label: 'Licitaciones',
    icon: <FolderIcon />,
    match: /^\/(projects|simulation|previous|social_security_cost|newproject)/,
  },
  { href: '/agreements', label: 'Convenios', icon: <DocumentIcon />, match: /^\/agreement/ },
  { href: '/inventory', label: 'Costes materiales', icon: <CubeIcon />, match: /^\/inventory/ },
];

/** Where the user's choice (open or collapsed) is kept across reloads. */
export const SIDEBAR_STORAGE_KEY = 'licita.sidebar';
/** Below this width (phones, tablets) the menu starts collapsed: open, it would leave too little for the page. */
export const SIDEBAR_COLLAPSED_BELOW = 1024;

const wideScreen = () => typeof window === 'undefined' || window.innerWidth >= SIDEBAR_COLLAPSED_BELOW;

/** Open or collapsed: the user's last choice, else open only on a wide screen; each toggle is remembered. */
function useSidebarOpen(defaultOpen: boolean | undefined): [boolean, (open: boolean) => void] {
  const storage = useService(TOKENS.Storage);
  const [open, setOpen] = useState(() => {
    const saved = storage.getItem(SIDEBAR_STORAGE_KEY);
    return saved === 'open' ? true : saved === 'closed' ? false : (defaultOpen ?? wideScreen());
  });
  const choose = (next: boolean) => {
    setOpen(next);
    storage.setItem(SIDEBAR_STORAGE_KEY, next ? 'open' : 'closed');
  };
  return [open, choose];
}

/**
 * Licitaciones / Convenios / Costes materiales; 240 px open, 64 px collapsed (collapsed at first below 1024 px, then
 * as the user last left it); quota footer 'Simulaciones lanzadas: X de Y' (or 'sin límite') when open.
 */
export function Sidebar({
  defaultOpen,
}: {
  /** Si el menú empieza abierto cuando el usuario no ha elegido antes; sin indicar, abierto solo desde 1024 px. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useSidebarOpen(defaultOpen);
  const [location] = useLocation();
  const { workspace } = useSession();
  return (
    <aside
      style={{ width: open ? SIDEBAR_WIDTH : 64 }}
      className="flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200"
      data-open={open}
    >
      <nav aria-label="Menú principal" className="flex-1 p-2">
        <ul className="space-y-1">
          {ITEMS.map((it) => {
            const active = it.match.test(location);
            return (
              <li key={it.href}>
                <Link
                  href={it.href}
                  aria-current={active ? 'page' : undefined}
                  title={open ? undefined : it.label}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
                    active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  <span className="shrink-0">{it.icon}</span>
                  <span className={open ? '' : 'sr-only'}>{it.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-2">
        {open && workspace && (
          <p className="px-3 py-2 text-sm text-slate-600" data-testid="quota">
            {launchQuotaText(workspace)}
          </p>
        )}
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-label={open ? 'Contraer menú' : 'Expandir menú'}
          className="flex min-h-11 w-full items-center justify-center rounded-lg p-2 text-slate-500 hover:bg-slate-100 sm:min-h-0"
        >
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </button>
      </div>
    </aside>
  );
}
