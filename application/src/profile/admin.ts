import { injectFromBase } from 'inversify';
import {
  EMPTY,
  Observable,
  Subscription,
  catchError,
  defer,
  distinctUntilChanged,
  forkJoin,
  from,
  map,
  of,
  switchMap,
  tap,
  throwError,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  decodeTokenPayload,
  INVITATION_MESSAGES,
  validateInvitation,
  PROFILE_MESSAGES,
  UNKNOWN_ERROR,
  validateRoleChange,
  type Invitation,
  type InvitationForm,
  type RoleRef,
  type UserWorkspace,
  type Workspace,
  type WorkspaceUser,
} from '@licita/domain';
import { toApiError } from '../errors';
import { formFailure, invalid } from './profile';
import { PROFILE_PORTS } from './ports';
import { SWITCH_WORKSPACE } from '../core/session';
import { ScreenState, type ScreenHandle } from '../core/screen-state';
import { refusalsAs, serverText } from '../core/failures';
import { useCaseOverPorts } from '../core/use-case';

/**
 * loading: the workspace or its users are on their way; refused: the role of the user in the current workspace
 * does not manage users (no user data is requested); ready: users and roles loaded; error: the list failed.
 */
export type AdminStatus = 'loading' | 'refused' | 'ready' | 'error';

export interface AdminState {
  status: AdminStatus;
  workspace: Workspace | null;
  /** The workspaces where the user manages users (the selector of 'Información de tu cuenta'). */
  adminWorkspaces: UserWorkspace[];
  users: WorkspaceUser[];
  /** Pending invitations of the workspace ('Invitaciones pendientes'), expired ones included. */
  invitations: Invitation[];
  roles: RoleRef[];
  error: string | null;
}

export const INITIAL_ADMIN_STATE: AdminState = {
  status: 'loading',
  workspace: null,
  adminWorkspaces: [],
  users: [],
  invitations: [],
  roles: [],
  error: null,
};

/** The role change was refused (the last administrator, an unknown role…): the message for the dialog. */
export class RoleChangeError extends Error {}

/** A member or invitation action was refused (the last administrator, already gone…): the message to show. */
export class MemberActionError extends Error {}

export interface AdminHandle extends ScreenHandle<AdminState> {
  /** Switches the session to another workspace (the top bar follows). */
  selectWorkspace(id: string): void;
  /** 'Editar rol de usuario' → Guardar. Emits the updated user (null when the role did not change). */
  changeRole(user: WorkspaceUser, roleId: string | null): Observable<WorkspaceUser | null>;
  /**
   * 'Invitar' → Enviar invitación. Emits the message to show; field refusals (a bad e-mail, already a member or
   * invited, no role) reject with FormError.
   */
  invite(form: InvitationForm): Observable<string>;
  /** 'Reenviar': a new link (the old one stops working). Refusals reject with MemberActionError. */
  resend(invitation: Invitation): Observable<void>;
  /** 'Revocar' (after the confirmation). */
  revoke(invitation: Invitation): Observable<void>;
  /** 'Desactivar' / 'Reactivar' (after the confirmation). */
  setActive(user: WorkspaceUser, active: boolean): Observable<WorkspaceUser>;
}

/**
 * Administración (/admin): the account's quota and, for user managers, the users and pending invitations of the
 * current workspace.
 */
@injectFromBase()
export class Administration extends useCaseOverPorts({
  gateway: PROFILE_PORTS.UserAdminGateway,
  switchWorkspace: SWITCH_WORKSPACE,
}) {
  /** A call on a member or invitation: the refusals the screen explains (403, 404, 409) become MemberActionError. */
  private memberAction<T>(workspaceId: string | undefined, call: (ws: string) => Promise<T>): Observable<T> {
    if (!workspaceId) return EMPTY;
    return defer(() => from(call(workspaceId))).pipe(
      catchError(refusalsAs(this.services.errors, [403, 404, 409], (e) => new MemberActionError(serverText(e)))),
    );
  }

  open(): AdminHandle {
    const state = new ScreenState<AdminState>(INITIAL_ADMIN_STATE);
    const sub: Subscription = this.followSession(state);
    const workspaceId = () => state.value.workspace?.id;
    return state.handle(sub, {
      selectWorkspace: (id: string) => {
        if (id !== this.services.session.state.workspace?.id) this.ports.switchWorkspace.execute(id).subscribe();
      },
      changeRole: (user: WorkspaceUser, roleId: string | null) => this.changeRole(state, user, roleId),
      invite: (form: InvitationForm) => this.invite(state, form),
      resend: (invitation: Invitation): Observable<void> =>
        this.memberAction(workspaceId(), (ws) => this.ports.gateway.resendInvitation(ws, invitation.id)).pipe(
          map((updated) => {
            state.set({ invitations: state.value.invitations.map((i) => (i.id === updated.id ? updated : i)) });
            this.services.notifier.show(INVITATION_MESSAGES.resent(updated.email));
          }),
        ),
      revoke: (invitation: Invitation): Observable<void> =>
        this.memberAction(workspaceId(), (ws) => this.ports.gateway.revokeInvitation(ws, invitation.id)).pipe(
          map(() => {
            state.set({ invitations: state.value.invitations.filter((i) => i.id !== invitation.id) });
            this.services.notifier.show(INVITATION_MESSAGES.revoked(invitation.email));
          }),
        ),
      setActive: (user: WorkspaceUser, active: boolean): Observable<WorkspaceUser> =>
        this.memberAction(workspaceId(), (ws) => this.ports.gateway.setActive(ws, user.id, active)).pipe(
          tap((updated) => {
            state.set({ users: state.value.users.map((u) => (u.id === updated.id ? updated : u)) });
            this.services.notifier.show(
              active ? INVITATION_MESSAGES.reactivated(updated.email) : INVITATION_MESSAGES.deactivated(updated.email),
            );
          }),
        ),
    });
  }

  /** Follows the session's workspace: refused, loading, or (for a user manager) its users loaded on every reload. */
  private followSession(state: ScreenState<AdminState>): Subscription {
    const set = (p: Partial<AdminState>) => state.set(p);
    return this.services.session.state$
      .pipe(
        map((s) => ({
          ws: s.workspace,
          loading: s.isLoading,
          manage: s.manageUsers,
          none: s.workspacesLoaded && s.workspaces.length === 0,
        })),
        distinctUntilChanged((a, b) => a.ws === b.ws && a.loading === b.loading && a.manage === b.manage && a.none === b.none),
        switchMap(({ ws, loading, manage, none }) => {
          if (none && !loading) {
            // An account that belongs to no workspace manages nobody.
            set({ status: 'refused', workspace: null, users: [], error: null });
            return EMPTY;
          }
          if (loading || !ws) {
            set({ status: 'loading', workspace: ws, error: null });
            return EMPTY;
          }
          if (!manage) {
            set({ status: 'refused', workspace: ws, users: [], error: null });
            return EMPTY;
          }
          return state.reloads.pipe(switchMap(() => this.loadWorkspace(state, ws)));
        }),
      )
      .subscribe();
  }

  /** The workspace's users, invitations and roles, and the user's admin workspaces; a 403 is a refusal. */
  private loadWorkspace(state: ScreenState<AdminState>, ws: Workspace): Observable<unknown> {
    const set = (p: Partial<AdminState>) => state.set(p);
    set({
      status: state.value.status === 'ready' && state.value.workspace?.id === ws.id ? 'ready' : 'loading',
      workspace: ws,
    });
    return forkJoin({
      users: defer(() => from(this.ports.gateway.users(ws.id))),
      invitations: defer(() => from(this.ports.gateway.invitations(ws.id))),
      roles: defer(() => from(this.ports.gateway.roles())),
      adminWorkspaces: defer(() => from(this.ports.gateway.adminWorkspaces())),
    }).pipe(
      tap((data) => set({ ...data, status: 'ready', workspace: ws, error: null })),
      catchError((err) => {
        if (toApiError(err).status === 403) set({ status: 'refused', users: [], invitations: [], error: null });
        else
          set({
            status: 'error',
            users: [],
            invitations: [],
            error: this.services.errors.handle(err) ?? UNKNOWN_ERROR,
          });
        return EMPTY;
      }),
    );
  }

  private changeRole(
    state: ScreenState<AdminState>,
    user: WorkspaceUser,
    roleId: string | null,
  ): Observable<WorkspaceUser | null> {
    const ws = state.value.workspace?.id;
    const v = validateRoleChange(user, roleId);
    if (E.isLeft(v)) return throwError(() => new RoleChangeError(v.left));
    if (!v.right || !ws) return of(null);
    const body = v.right;
    return defer(() => from(this.ports.gateway.setRole(ws, user.id, body.role_id))).pipe(
      tap((updated) => {
        state.set({ users: state.value.users.map((u) => (u.id === updated.id ? updated : u)) });
        this.services.notifier.show(PROFILE_MESSAGES.saved);
        // Changing one's own role changes what this session may do: reload the permissions.
        if (decodeTokenPayload(this.services.session.token)?.sub === updated.id) this.ports.switchWorkspace.refresh().subscribe();
      }),
      catchError(refusalsAs(this.services.errors, [400, 409, 403], (e) => new RoleChangeError(serverText(e)))),
    );
  }

  private invite(state: ScreenState<AdminState>, form: InvitationForm): Observable<string> {
    const ws = state.value.workspace?.id;
    return invalid(validateInvitation(form)).pipe(
      switchMap((body) => (ws ? from(this.ports.gateway.invite(ws, body)) : EMPTY)),
      map((answer) => {
        state.set({
          invitations: [...state.value.invitations.filter((i) => i.id !== answer.invitation.id), answer.invitation].sort((a, b) =>
            a.email.localeCompare(b.email),
          ),
        });
        return INVITATION_MESSAGES.invited(answer.invitation.email);
      }),
      tap((message) => this.services.notifier.show(message)),
      catchError(formFailure(this.services.errors, (field) => (field === 'role_id' ? 'role_id' : 'email'))),
    );
  }
}
