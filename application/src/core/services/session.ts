import { inject, injectable } from 'inversify';
import { BehaviorSubject, Observable, distinctUntilChanged, filter, map } from 'rxjs';
import { DEFAULT_PERMISSIONS, isLoggedIn, type Permissions, type UserWorkspace, type Workspace } from '@licita/domain';
import type { KeyValueStorage, OpenedSession } from '../ports';
import { token } from '../../token';
import { CORE_PORTS } from '../ports';

export const STORAGE_KEYS = {
  token: 'licita.token',
  refreshToken: 'licita.refresh_token',
  workspaceId: 'licita.workspace_id',
} as const;

/** Auth state: token, workspace, permissions, loading flag. */
export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  workspaces: UserWorkspace[];
  workspace: Workspace | null;
  roleName: string | null;
  manageUsers: boolean;
  permissions: Permissions;
  isLoading: boolean;
  /** The workspace list has arrived (it may be empty: the user belongs to no workspace). */
  workspacesLoaded: boolean;
}

/** The session, kept in storage so it survives reloads; everything else observes it. */
@injectable()
export class SessionStore {
  private readonly subject: BehaviorSubject<AuthState>;
  readonly state$: Observable<AuthState>;

  constructor(@inject(CORE_PORTS.Storage) private readonly storage: KeyValueStorage) {
    this.subject = new BehaviorSubject<AuthState>(this.initial());
    this.state$ = this.subject.asObservable();
  }

  private initial(): AuthState {
    return {
      token: this.storage.getItem(STORAGE_KEYS.token),
      refreshToken: this.storage.getItem(STORAGE_KEYS.refreshToken),
      workspaces: [],
      workspace: null,
      roleName: null,
      manageUsers: false,
      permissions: DEFAULT_PERMISSIONS,
      isLoading: false,
      workspacesLoaded: false,
    };
  }

  get state(): AuthState {
    return this.subject.value;
  }
  get token(): string | null {
    return this.subject.value.token;
  }
  get loggedIn(): boolean {
    return isLoggedIn(this.subject.value.token);
  }
  readonly loggedIn$ = (): Observable<boolean> =>
    this.state$.pipe(
      map((s) => isLoggedIn(s.token)),
      distinctUntilChanged(),
    );
  readonly workspaceId$ = (): Observable<string | null> =>
    this.state$.pipe(
      map((s) => s.workspace?.id ?? null),
      distinctUntilChanged(),
    );
  /** The id of each workspace selected (none selected yet is skipped): the lists of a workspace reload on it. */
  readonly selectedWorkspaceId$ = (): Observable<string> => this.workspaceId$().pipe(filter((id): id is string => !!id));

  get storedWorkspaceId(): string | null {
    return this.storage.getItem(STORAGE_KEYS.workspaceId);
  }

  patch(p: Partial<AuthState>): void {
    this.subject.next({ ...this.subject.value, ...p });
  }

  open(session: OpenedSession): void {
    this.storage.setItem(STORAGE_KEYS.token, session.token);
    if (session.refresh_token) this.storage.setItem(STORAGE_KEYS.refreshToken, session.refresh_token);
    else this.storage.removeItem(STORAGE_KEYS.refreshToken);
    this.patch({ token: session.token, refreshToken: session.refresh_token ?? null });
  }

  selectWorkspace(workspace: Workspace, permissions: Permissions, roleName: string | null, manageUsers: boolean): void {
    this.storage.setItem(STORAGE_KEYS.workspaceId, workspace.id);
    this.patch({ workspace, permissions, roleName, manageUsers, isLoading: false });
  }

  /** The workspace to select on the next load of the list (e.g. the one an invitation just joined). */
  rememberWorkspace(id: string): void {
    this.storage.setItem(STORAGE_KEYS.workspaceId, id);
  }

  /** Removes the token (and the rest of the session); the workspace choice is kept for the next login. */
  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.token);
    this.storage.removeItem(STORAGE_KEYS.refreshToken);
    this.subject.next({ ...this.initial(), token: null, refreshToken: null });
  }

  /** The login screen clears local storage on load (no session survives a visit to it). */
  clearStorage(): void {
    this.storage.clear();
    this.subject.next({ ...this.initial(), token: null, refreshToken: null });
  }
}

export const SESSION_STORE = token<SessionStore>('SessionStore');
