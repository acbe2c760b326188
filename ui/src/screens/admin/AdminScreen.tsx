import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Field, Label, Select } from '@headlessui/react';
import { TOKENS, RoleChangeError, type AdminState, type Administration, type AdminHandle } from '@licita/application';
import { accountQuotaText, PROFILE_MESSAGES, workspaceUserLabel, type WorkspaceUser } from '@licita/domain';
import { useObservable, useService } from '../../app/container';
import { Breadcrumb, IconButton, PageLoading } from '../../components/ui';
import { PencilIcon } from '../../components/icons';
import { EditRoleDialog } from './EditRoleDialog';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export interface AdminViewProps {
  state: AdminState;
  onSelectWorkspace(id: string): void;
  onEdit(user: WorkspaceUser): void;
}

/** 'Información de tu cuenta' and 'Gestión de usuarios'; the refusal when the role does not manage users. */
export function AdminView({ state, onSelectWorkspace, onEdit }: AdminViewProps) {
  const { status, workspace } = state;
  return (
    <div className="mx-auto max-w-5xl">
      <Breadcrumb items={[{ label: 'Inicio', href: '/projects' }, { label: 'Administración' }]} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Administración</h1>
      {status === 'loading' && <PageLoading label="Cargando administración…" />}
      {status === 'refused' && (
        <div role="alert" className="rounded-xl bg-amber-50 p-6 text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{PROFILE_MESSAGES.adminRefused}</p>
          <p className="mt-1 text-sm">
            Solo un administrador del espacio de trabajo{workspace ? ` «${workspace.name}»` : ''} puede entrar aquí.{' '}
            <Link href="/projects" className="font-medium underline">
              Volver a licitaciones
            </Link>
          </p>
        </div>
      )}
      {(status === 'ready' || status === 'error') && (
        <div className="space-y-6">
          <Section title="Información de tu cuenta">
            <div className="flex flex-wrap items-end gap-6">
              <Field>
                <Label className="block text-sm font-medium text-slate-700">Espacio de trabajo</Label>
                <Select
                  value={workspace?.id ?? ''}
                  onChange={(e) => onSelectWorkspace(e.target.value)}
                  className="mt-1 block min-w-56 rounded-lg border-0 bg-white px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
                >
                  {state.adminWorkspaces.length === 0 && workspace && <option value={workspace.id}>{workspace.name}</option>}
                  {state.adminWorkspaces.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.name}
                    </option>
                  ))}
                </Select>
              </Field>
              {workspace && <p className="pb-2 text-sm text-slate-700">{accountQuotaText(workspace)}</p>}
            </div>
          </Section>
          <Section title="Gestión de usuarios">
            {status === 'error' ? (
              <p role="alert" className="text-sm text-red-700">
                {state.error}
              </p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Email usuario
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Perfil / rol
                    </th>
                    <th scope="col" className="w-12 py-2">
                      <span className="sr-only">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.users.length === 0 ? (
                    <tr>
                      <td colSpan={3} className="py-6 text-center text-slate-500">
                        {PROFILE_MESSAGES.noUsers}
                      </td>
                    </tr>
                  ) : (
                    state.users.map((u) => (
                      <tr key={u.id} className="border-b border-slate-100 last:border-0">
                        <td className={`py-2 pr-4 ${u.active ? 'text-slate-900' : 'text-slate-400'}`}>{workspaceUserLabel(u)}</td>
                        <td className="py-2 pr-4 text-slate-700">{u.role.name}</td>
                        <td className="py-1 text-right">
                          <IconButton label={`Editar rol de ${u.email}`} onClick={() => onEdit(u)}>
                            <PencilIcon width={16} height={16} />
                          </IconButton>
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}

/**
 * /admin: only for a role that manages users in the current workspace; anyone else gets the refusal on the page
 * (the user list is not requested). Changing the workspace here changes the session's workspace.
 */
export function AdminScreen() {
  const admin = useService<Administration>(TOKENS.Administration);
  const [handle, setHandle] = useState<AdminHandle | null>(null);
  useEffect(() => {
    const h = admin.open();
    setHandle(h);
    return () => h.dispose();
  }, [admin]);
  if (!handle) return null;
  return <AdminWithHandle handle={handle} />;
}

function AdminWithHandle({ handle }: { handle: AdminHandle }) {
  const state = useObservable(handle.state$, handle.state);
  const [editing, setEditing] = useState<WorkspaceUser | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setError(null);
  };
  const save = (roleId: string) => {
    if (!editing) return;
    setSaving(true);
    setError(null);
    handle.changeRole(editing, roleId).subscribe({
      next: () => {
        setSaving(false);
        close();
      },
      error: (e) => {
        setSaving(false);
        if (e instanceof RoleChangeError) setError(e.message);
        else close();
      },
    });
  };
  return (
    <>
      <AdminView state={state} onSelectWorkspace={handle.selectWorkspace} onEdit={(u) => setEditing(u)} />
      <EditRoleDialog open={!!editing} user={editing} roles={state.roles} saving={saving} error={error} onSubmit={save} onClose={close} />
    </>
  );
}
