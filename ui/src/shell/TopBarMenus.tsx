/**
 * The top bar's two menus (Headless UI Listbox and Menu, with floating-ui for anchoring): a chunk of their own,
 * loaded once logged in, so the login page and the first load do not carry them.
 */
import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { useService, useSession } from '../app/container';
import { CheckIcon, ChevronDownIcon, UserIcon } from '../components/icons';

export function WorkspaceSelector() {
  const session = useSession();
  const switchWorkspace = useService(TOKENS.SwitchWorkspace);
  const current = session.workspace;
  if (session.workspaces.length === 0 && !current) return null;
  return (
    <Listbox
      value={current?.id ?? null}
      onChange={(id: string | null) => id && id !== current?.id && switchWorkspace.execute(id).subscribe()}
    >
      <div className="relative">
        {/* Named by its visible text (the workspace) after a hidden prefix, so that voice control users can say what they see. */}
        <ListboxButton className="flex min-h-11 min-w-44 items-center sm:min-h-0 justify-between gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
          <span className="truncate">
            <span className="sr-only">Espacio de trabajo: </span>
            {current?.name ?? 'Cargando…'}
          </span>
          <ChevronDownIcon width={16} height={16} className="text-slate-400" />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom end"
          className="z-50 mt-1 w-56 rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-black/5 focus:outline-none"
        >
          {session.workspaces.map((w) => (
            <ListboxOption
              key={w.id}
              value={w.id}
              className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 data-focus:bg-brand-50 data-selected:font-semibold"
            >
              <span className="truncate">{w.name}</span>
              <CheckIcon width={16} height={16} className="invisible text-brand-600 group-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </div>
    </Listbox>
  );
}

export function AvatarMenu() {
  const logout = useService(TOKENS.Logout);
  const [, navigate] = useLocation();
  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-brand-50';
  return (
    <Menu>
      <MenuButton
        aria-label="Menú de usuario"
        className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 sm:h-9 sm:w-9 text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <UserIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-black/5 focus:outline-none"
      >
        <MenuItem>
          <button type="button" className={item} onClick={() => navigate('/profile')}>
            Mi perfil
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={() => navigate('/admin')}>
            Administración
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={() => logout.execute().subscribe()}>
            Salir
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
