import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Field, Label, Select } from '@headlessui/react';
import { TOKENS, FormError, MemberActionError, RoleChangeError, type AdminState, type AdminHandle } from '@licita/application';
import {
  accountQuotaText,
  INVITATION_MESSAGES,
  invitationExpiryText,
  PROFILE_MESSAGES,
  workspaceUserLabel,
  type Invitation,
  type InvitationForm,
  type WorkspaceUser,
  WORKSPACE_LABEL,
} from '@licita/domain';
import { useObservable, useService } from '../../app/container';
import { Breadcrumb, Button, IconButton, PageLoading } from '../../components/ui';
import { ConfirmDialog } from '../../components/dialogs';
import { PencilIcon } from '../../components/icons';
import { EditRoleDialog } from './EditRoleDialog';
import { ScrollRegion } from '../../components/ScrollRegion';
import { AlertText } from '../../components/dialogParts';
import { InviteDialog } from './InviteDialog';
import { BidderSection } from './BidderSection';
import { SmiForecastSection } from './SmiForecastSection';

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const smallButton =
  'rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export interface AdminViewProps {
  state: AdminState;
  onSelectWorkspace(id: string): void;
  onEdit(user: WorkspaceUser): void;
  onInvite?(): void;
  onResend?(invitation: Invitation): void;
  onRevoke?(invitation: Invitation): void;
  /** 'Desactivar' (active user) or 'Reactivar' (deactivated one). */
  onToggleActive?(user: WorkspaceUser): void;
  /** The invitation being resent (its button spins). */
  resending?: string | null;
  /** A refused action on a member or an invitation. */
  actionError?: string | null;
}

/** A table's column heads and the last, unnamed one of the row actions. */
function ActionsTableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-500">
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className="py-2 pr-4 font-medium">
            {c}
          </th>
        ))}
        <th scope="col" className="w-40 py-2">
          <span className="sr-only">Acciones</span>
        </th>
      </tr>
    </thead>
  );
}

/** A table of members or invitations, scrolling on its own, with an actions column at its end. */
function ActionsTable({ label, columns, children }: { label: string; columns: string[]; children: React.ReactNode }) {
  return (
    <ScrollRegion label={label}>
      <table aria-label={label} className="w-full text-left text-sm">
        <ActionsTableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * 'Información de tu cuenta', 'Gestión de usuarios' (with 'Invitar' and 'Desactivar'/'Reactivar') and
 * 'Invitaciones pendientes'; the refusal when the role does not manage users.
 */
export function AdminView({
  state,
  onSelectWorkspace,
  onEdit,
  onInvite = () => undefined,
  onResend = () => undefined,
  onRevoke = () => undefined,
  onToggleActive = () => undefined,
  resending = null,
  actionError = null,
}: AdminViewProps) {
  const { status, workspace } = state;
  return (
    <div className="mx-auto max-w-5xl">
      <Breadcrumb items={[{ label: 'Inicio', href: '/projects' }, { label: 'Administración' }]} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Administración</h1>
      {status === 'loading' && <PageLoading label="Cargando administración…" />}
      {status === 'refused' && <AdminRefused workspace={workspace} />}
      {(status === 'ready' || status === 'error') && (
        <div className="space-y-6">
          <AccountSection state={state} onSelectWorkspace={onSelectWorkspace} />
          {workspace && <BidderSection workspaceId={workspace.id} />}
          {workspace && <SmiForecastSection workspaceId={workspace.id} />}
          <AlertText
            message={actionError}
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200"
          />
          <Section
            title="Gestión de usuarios"
            action={
              status === 'ready' && (
                <Button onClick={onInvite} className="py-1.5">
                  Invitar
                </Button>
              )
            }
          >
            {status === 'error' ? (
              <p role="alert" className="text-sm text-red-700">
                {state.error}
              </p>
            ) : (
              <UsersTable users={state.users} onEdit={onEdit} onToggleActive={onToggleActive} />
            )}
          </Section>
          {status === 'ready' && (
            <Section title="Invitaciones pendientes">
              {state.invitations.length === 0 ? (
                <p className="py-4 text-center text-sm text-slate-500">{INVITATION_MESSAGES.noInvitations}</p>
              ) : (
                <InvitationsTable invitations={state.invitations} resending={resending} onResend={onResend} onRevoke={onRevoke} />
              )}
            </Section>
          )}
        </div>
      )}
    </div>
  );
}

/** The page of a role that does not manage users: who can, and the way back. */
function AdminRefused({ workspace }: { workspace: AdminState['workspace'] }) {
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-6 text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{PROFILE_MESSAGES.adminRefused}</p>
      <p className="mt-1 text-sm">
        Solo un administrador del espacio de trabajo{workspace ? ` «${workspace.name}»` : ''} puede entrar aquí.{' '}
        <Link href="/projects" className="font-medium underline">
          Volver a licitaciones
        </Link>
      </p>
    </div>
  );
}

/** 'Información de tu cuenta': the workspace administered (one of those the user administers) and its quota. */
function AccountSection({ state, onSelectWorkspace }: { state: AdminState; onSelectWorkspace(id: string): void }) {
  const { workspace } = state;
  return (
    <Section title="Información de tu cuenta">
      <div className="flex flex-wrap items-end gap-6">
        <Field>
          <Label className="block text-sm font-medium text-slate-700">{WORKSPACE_LABEL}</Label>
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
  );
}

/** 'Usuarios': each member's email and role, 'Desactivar' or 'Reactivar' and the role's pencil. */
function UsersTable({
  users,
  onEdit,
  onToggleActive,
}: {
  users: WorkspaceUser[];
  onEdit(user: WorkspaceUser): void;
  onToggleActive(user: WorkspaceUser): void;
}) {
  return (
    <ActionsTable label="Usuarios" columns={['Correo electrónico', PROFILE_MESSAGES.role]}>
      {users.length === 0 ? (
        <tr>
          <td colSpan={3} className="py-6 text-center text-slate-500">
            {PROFILE_MESSAGES.noUsers}
          </td>
        </tr>
      ) : (
        users.map((u) => (
          <tr key={u.id} className="border-b border-slate-100 last:border-0">
            <td className={`py-2 pr-4 ${u.active ? 'text-slate-900' : 'text-slate-500'}`}>{workspaceUserLabel(u)}</td>
            <td className="py-2 pr-4 text-slate-700">{u.role.name}</td>
            <td className="py-1 text-right whitespace-nowrap">
              <button
                type="button"
                className={smallButton}
                aria-label={`${u.active ? 'Desactivar' : 'Reactivar'} ${u.email}`}
                onClick={() => onToggleActive(u)}
              >
                {u.active ? 'Desactivar' : 'Reactivar'}
              </button>
              <IconButton label={`Editar rol de ${u.email}`} onClick={() => onEdit(u)}>
                <PencilIcon width={16} height={16} />
              </IconButton>
            </td>
          </tr>
        ))
      )}
    </ActionsTable>
  );
}

/** 'Invitaciones pendientes': each invitation's email, role and link expiry, 'Reenviar' and 'Revocar'. */
function InvitationsTable({
  invitations,
  resending,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  resending: string | null;
  onResend(invitation: Invitation): void;
  onRevoke(invitation: Invitation): void;
}) {
  return (
    <ActionsTable label="Invitaciones pendientes" columns={['Correo electrónico', PROFILE_MESSAGES.role, 'Enlace']}>
      {invitations.map((i) => (
        <tr key={i.id} className="border-b border-slate-100 last:border-0">
          <td className="py-2 pr-4 text-slate-900">{i.email}</td>
          <td className="py-2 pr-4 text-slate-700">{i.role.name}</td>
          <td className={`py-2 pr-4 ${i.expired ? 'font-medium text-amber-700' : 'text-slate-600'}`}>
            {invitationExpiryText(i)}
          </td>
          <td className="py-1 text-right whitespace-nowrap">
            <button
              type="button"
              className={smallButton}
              aria-label={`Reenviar invitación a ${i.email}`}
              aria-busy={resending === i.id || undefined}
              disabled={resending === i.id}
              onClick={() => onResend(i)}
            >
              Reenviar
            </button>
            <button
              type="button"
              className={`${smallButton} text-red-700 hover:bg-red-50`}
              aria-label={`Revocar invitación a ${i.email}`}
              onClick={() => onRevoke(i)}
            >
              Revocar
            </button>
          </td>
        </tr>
      ))}
    </ActionsTable>
  );
}

/**
 * /admin: only for a role that manages users in the current workspace; anyone else gets the refusal on the page
 * (the user list is not requested). Changing the workspace here changes the session's workspace.
 */
export function AdminScreen() {
  const admin = useService(TOKENS.Administration);
  const [handle, setHandle] = useState<AdminHandle | null>(null);
  useEffect(() => {
    const h = admin.open();
    setHandle(h);
    return () => h.dispose();
  }, [admin]);
  if (!handle) return null;
  return <AdminWithHandle handle={handle} />;
}

type Confirmation = { kind: 'revoke'; invitation: Invitation } | { kind: 'deactivate' | 'reactivate'; user: WorkspaceUser };

function confirmationText(c: Confirmation): { title: string; text: string; confirmLabel: string } {
  switch (c.kind) {
    case 'revoke':
      return {
        title: 'Revocar invitación',
        text: `El enlace enviado a ${c.invitation.email} dejará de funcionar.`,
        confirmLabel: 'Sí, revocar',
      };
    case 'deactivate':
      return {
        title: 'Desactivar usuario',
        text: `${c.user.email} no podrá entrar en este espacio de trabajo ni trabajar en él hasta que lo reactives. Sus datos se conservan.`,
        confirmLabel: 'Sí, desactivar',
      };
    case 'reactivate':
      return {
        title: 'Reactivar usuario',
        text: `${c.user.email} volverá a entrar en este espacio de trabajo con el rol ${c.user.role.name}.`,
        confirmLabel: 'Sí, reactivar',
      };
  }
}

/** 'Editar rol': the member being edited and the save of the new role (a refusal stays in the dialog). */
function useRoleEditing(handle: AdminHandle, setSaving: (saving: boolean) => void) {
  const [editing, setEditing] = useState<WorkspaceUser | null>(null);
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
  // the props of 'Editar rol'
  const dialog = { open: !!editing, user: editing, error, onSubmit: save, onClose: close };
  return { setEditing, dialog };
}

/** 'Invitar': the dialog's state and the invitation sent (the form's refusals stay in the dialog). */
function useInviting(handle: AdminHandle, setSaving: (saving: boolean) => void) {
  const [inviting, setInviting] = useState(false);
  const [inviteErrors, setInviteErrors] = useState<Partial<Record<keyof InvitationForm, string>>>({});
  const open = () => {
    setInviteErrors({});
    setInviting(true);
  };
  const invite = (form: InvitationForm) => {
    setSaving(true);
    setInviteErrors({});
    handle.invite(form).subscribe({
      next: () => {
        setSaving(false);
        setInviting(false);
      },
      error: (e) => {
        setSaving(false);
        if (e instanceof FormError) setInviteErrors(e.fields);
        else setInviting(false);
      },
    });
  };
  // the props of 'Invitar'
  const dialog = { open: inviting, errors: inviteErrors, onSubmit: invite, onClose: () => setInviting(false) };
  return { open, dialog };
}

/** Resending an invitation, and the confirmed actions (revoke, deactivate, reactivate); a refusal shows on the page. */
function useMemberActions(handle: AdminHandle) {
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const refused = (e: unknown) => setActionError(e instanceof MemberActionError ? e.message : null);
  const resend = (invitation: Invitation) => {
    setResending(invitation.id);
    setActionError(null);
    handle.resend(invitation).subscribe({ complete: () => setResending(null), error: (e) => (setResending(null), refused(e)) });
  };
  const confirm = () => {
    if (!confirming) return;
    setBusy(true);
    setActionError(null);
    const done = {
      complete: () => (setBusy(false), setConfirming(null)),
      error: (e: unknown) => (setBusy(false), setConfirming(null), refused(e)),
    };
    if (confirming.kind === 'revoke') handle.revoke(confirming.invitation).subscribe(done);
    else handle.setActive(confirming.user, confirming.kind === 'reactivate').subscribe(done);
  };
  return { confirming, setConfirming, busy, resending, actionError, resend, confirm };
}

function AdminWithHandle({ handle }: { handle: AdminHandle }) {
  const state = useObservable(handle.state$, handle.state);
  // the role and invitation dialogs share one 'saving'
  const [saving, setSaving] = useState(false);
  const role = useRoleEditing(handle, setSaving);
  const invitation = useInviting(handle, setSaving);
  const actions = useMemberActions(handle);
  const { confirming, setConfirming } = actions;
  return (
    <>
      <AdminView
        state={state}
        onSelectWorkspace={handle.selectWorkspace}
        onEdit={(u) => role.setEditing(u)}
        onInvite={invitation.open}
        onResend={actions.resend}
        onRevoke={(invitation) => setConfirming({ kind: 'revoke', invitation })}
        onToggleActive={(user) => setConfirming({ kind: user.active ? 'deactivate' : 'reactivate', user })}
        resending={actions.resending}
        actionError={actions.actionError}
      />
      <EditRoleDialog roles={state.roles} saving={saving} {...role.dialog} />
      <InviteDialog roles={state.roles} saving={saving} {...invitation.dialog} />
      <ConfirmDialog
        open={!!confirming}
        {...(confirming ? confirmationText(confirming) : { title: '', text: '', confirmLabel: '' })}
        busy={actions.busy}
        onConfirm={actions.confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
