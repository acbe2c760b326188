import { inject, injectable } from 'inversify';
import type { LicitaClient } from '@licita/sdk';
import type { Profile, ProfilePayload, RoleRef, UserWorkspace, WorkspaceUser } from '@licita/domain';
import { TOKENS } from '../tokens';
import type { AccountGateway, ProfileGateway, UserAdminGateway } from '../profile-ports';
import { unwrap } from './sdk';

@injectable()
export class SdkProfileGateway implements ProfileGateway {
  constructor(@inject(TOKENS.LicitaClient) private readonly api: LicitaClient) {}

  get(): Promise<Profile> {
    return unwrap(this.api.user.GET('/user/profile'));
  }
  update(payload: ProfilePayload): Promise<Profile> {
    return unwrap(this.api.user.PUT('/user/profile', { body: payload }));
  }
  async changePassword(body: { password: string; old_password: string }): Promise<void> {
    await unwrap(this.api.user.PUT('/user/change_password', { body }));
  }
}

@injectable()
export class SdkUserAdminGateway implements UserAdminGateway {
  constructor(@inject(TOKENS.LicitaClient) private readonly api: LicitaClient) {}

  roles(): Promise<RoleRef[]> {
    return unwrap(this.api.user.GET('/role'));
  }
  users(id: string): Promise<WorkspaceUser[]> {
    return unwrap(this.api.user.GET('/workspace/{id}/user', { params: { path: { id } } }));
  }
  setRole(id: string, userId: string, roleId: string): Promise<WorkspaceUser> {
    return unwrap(this.api.user.PUT('/workspace/{id}/user/{userId}', { params: { path: { id, userId } }, body: { role_id: roleId } }));
  }
  adminWorkspaces(): Promise<UserWorkspace[]> {
    return unwrap(this.api.user.GET('/user/workspaces', { params: { query: { is_admin: true } } }));
  }
}

@injectable()
export class SdkAccountGateway implements AccountGateway {
  constructor(@inject(TOKENS.LicitaClient) private readonly api: LicitaClient) {}

  register(body: { email: string; password: string }): Promise<{ id: string }> {
    return unwrap(this.api.user.POST('/auth/register', { body }));
  }
  async recover(email: string): Promise<string> {
    return (await unwrap(this.api.user.POST('/auth/password/recover', { body: { email } }))).message;
  }
  async reset(body: { token: string; password: string }): Promise<string> {
    return (await unwrap(this.api.user.POST('/auth/password/reset', { body }))).message;
  }
}
