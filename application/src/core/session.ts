import { injectFromBase } from 'inversify';
import {
  EMPTY,
  Observable,
  catchError,
  defer,
  filter,
  finalize,
  forkJoin,
  from,
  map,
  of,
  switchMap,
  tap,
  timer,
  exhaustMap,
  distinctUntilChanged,
  ignoreElements,
} from 'rxjs';
import {
  API_MESSAGES,
  CONNECTION_CHECK_MS,
  CONNECTION_LOST,
  decodeTokenPayload,
  isLoggedIn,
  loginPayload,
  translateError,
  type Credentials,
  type Workspace,
} from '@licita/domain';
import { toApiError } from '../errors';
import { token } from '../token';
import { CORE_PORTS } from './ports';
import { useCaseOver, useCaseOverPorts } from './use-case';

/** The token of the workspace switch, injected by the use cases that change workspace (declared here, before the class its decorators name). */
export const SWITCH_WORKSPACE = token<SwitchWorkspace>('SwitchWorkspace');

/** Loads the user's workspaces and selects one (the stored choice, else the first); loads its role's permissions. */
@injectFromBase()
export class SwitchWorkspace extends useCaseOver(CORE_PORTS.WorkspaceGateway) {
  /** After login or on reload: the workspace list, then the selected workspace. Emits the workspace (or null if none). */
  initialise(): Observable<Workspace | null> {
    return defer(() => {
      this.services.session.patch({ isLoading: true });
      return from(this.gateway.listMine());
    }).pipe(
      switchMap((list) => {
        this.services.session.patch({ workspaces: list, workspacesLoaded: true });
        const stored = this.services.session.storedWorkspaceId;
        const chosen = list.find((w) => w.id === stored) ?? list[0];
        if (!chosen) {
          this.services.session.patch({ isLoading: false });
          return of(null);
        }
        return this.execute(chosen.id);
      }),
      catchError((err) => {
        this.services.session.patch({ isLoading: false });
        this.services.errors.handle(err);
        return of(null);
      }),
    );
  }

  /** Selects a workspace: loads it and its role's permissions. */
  execute(workspaceId: string): Observable<Workspace | null> {
    return defer(() => {
      this.services.session.patch({ isLoading: true });
      const entry = this.services.session.state.workspaces.find((w) => w.id === workspaceId);
      const role$ = entry ? from(this.gateway.getRole(entry.role_id)) : of(null);
      return forkJoin([from(this.gateway.get(workspaceId)), role$]);
    }).pipe(
      map(([workspace, role]) => {
        this.services.session.selectWorkspace(
          workspace,
          role?.permissions ?? [],
          role?.name ?? null,
          role?.manage_users ?? false,
        );
        return workspace;
      }),
      catchError((err) => {
        this.services.session.patch({ isLoading: false });
        this.services.errors.handle(err);
        return of(null);
      }),
    );
  }

  /** Reloads the current workspace (its quota changes as simulations run). */
  refresh(): Observable<Workspace | null> {
    const id = this.services.session.state.workspace?.id;
    return id ? this.execute(id) : of(null);
  }
}

export class LoginError extends Error {}

/** Logs in: opens the session, then loads the workspaces. Errors carry the translated server message. */
@injectFromBase()
export class Login extends useCaseOverPorts({
  auth: CORE_PORTS.AuthGateway,
  switchWorkspace: SWITCH_WORKSPACE,
  device: CORE_PORTS.Device,
}) {
  execute(credentials: Credentials): Observable<Workspace | null> {
    return defer(() => from(this.ports.auth.login(loginPayload(credentials, this.ports.device)))).pipe(
      catchError((err) => {
        const e = toApiError(err);
        const text = e.status === 0 ? CONNECTION_LOST : (translateError(e.message) ?? API_MESSAGES.wrongCredentials);
        throw new LoginError(text);
      }),
      tap((s) => this.services.session.open(s)),
      switchMap(() => this.ports.switchWorkspace.initialise()),
    );
  }
}

/** Logs out: revokes the refresh token (failures ignored), clears the session, goes to /login. */
@injectFromBase()
export class Logout extends useCaseOver(CORE_PORTS.AuthGateway) {
  execute(): Observable<void> {
    const refresh = this.services.session.state.refreshToken;
    return defer(() => (refresh ? from(this.gateway.revoke(refresh)) : of(undefined))).pipe(
      catchError(() => of(undefined)),
      map(() => undefined),
      finalize(() => {
        this.services.session.clear();
        this.services.navigation.go('/login');
      }),
    );
  }
}

/**
 * Checks the connection now and every 300000 ms while subscribed (protected routes).
 * A failure other than 401 sends the user to /notfound; a 401 logs out. Emits true on each success.
 */
@injectFromBase()
export class ConnectionCheck extends useCaseOver(CORE_PORTS.ConnectionGateway) {
  watch(period: number = CONNECTION_CHECK_MS): Observable<boolean> {
    return timer(0, period, this.services.scheduler).pipe(
      exhaustMap(() =>
        defer(() => from(this.gateway.check())).pipe(
          map(() => true),
          catchError((err) => {
            const e = toApiError(err);
            if (e.status === 401) this.services.errors.unauthorized();
            else this.services.navigation.go('/notfound');
            return of(false);
          }),
        ),
      ),
      filter((ok) => ok),
    );
  }
}

/**
 * While subscribed: renews the access token with the refresh token one minute before it expires (the token's
 * `exp` claim), again after every renewal. A refused renewal (401) logs out; a network failure is left to the
 * connection check.
 */
@injectFromBase()
export class SessionRefresh extends useCaseOver(CORE_PORTS.AuthGateway) {
  keepAlive(marginMs = 60_000): Observable<never> {
    return this.services.session.state$.pipe(
      map((s) => s.token),
      distinctUntilChanged(),
      switchMap((token) => {
        const refreshToken = this.services.session.state.refreshToken;
        const exp = decodeTokenPayload(token)?.exp;
        if (!isLoggedIn(token) || !refreshToken || typeof exp !== 'number') return EMPTY;
        const due = Math.max(0, exp * 1000 - this.services.scheduler.now() - marginMs);
        return timer(due, this.services.scheduler).pipe(
          switchMap(() => from(this.gateway.refresh(refreshToken))),
          tap((opened) => this.services.session.open(opened)),
          catchError((err) => {
            if (toApiError(err).status === 401) this.services.errors.unauthorized();
            return EMPTY;
          }),
          ignoreElements(),
        );
      }),
    );
  }
}
