import type { Profile, ProfilePayload, RoleRef, UserWorkspace, WorkspaceUser } from '@licita/domain';

/** `GET/PUT /user/profile`, `PUT /user/change_password`. Failures reject with ApiError. */
export interface ProfileGateway {
  get(): Promise<Profile>;
  update(payload: ProfilePayload): Promise<Profile>;
  changePassword(body: { password: string; old_password: string }): Promise<void>;
}

/** User management of a workspace: `GET /role`, `GET /workspace/{id}/user`, `PUT /workspace/{id}/user/{userId}`. */
export interface UserAdminGateway {
  roles(): Promise<RoleRef[]>;
  users(workspaceId: string): Promise<WorkspaceUser[]>;
  setRole(workspaceId: string, userId: string, roleId: string): Promise<WorkspaceUser>;
  /** `GET /user/workspaces?is_admin=true`: the workspaces where the user manages users. */
  adminWorkspaces(): Promise<UserWorkspace[]>;
}

/** Public account calls (no session): `auth/register`, `auth/password/recover`, `auth/password/reset`. */
export interface AccountGateway {
  register(body: { email: string; password: string }): Promise<{ id: string }>;
  recover(email: string): Promise<string>;
  reset(body: { token: string; password: string }): Promise<string>;
}
