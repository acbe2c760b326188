import { inject, injectable } from 'inversify';
import type { LicitaClient } from '@licita/sdk';
import * as t from 'io-ts';
import {
  Invitation,
  InvitationPreview,
  MyInvitation,
  WorkspaceUser,
  type Profile,
  type ProfilePayload,
  type RoleRef,
  type UserWorkspace,
} from '@licita/domain';
import type { AcceptedInvitation, AccountGateway, InviteAnswer, ProfileGateway, UserAdminGateway } from './ports';
import { decoded, unwrap } from '../core/sdk';
import { CORE_PORTS } from '../core/ports';

@injectable()
export class SdkProfileGateway implements ProfileGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  get(): Promise<Profile> {
    return unwrap(this.api.user.GET('/user/profile'));
  }
  update(payload: ProfilePayload): Promise<Profile> {
    return unwrap(this.api.user.PUT('/user/profile', { body: payload }));
  }
  async changePassword(body: { password: string; old_password: string }): Promise<void> {
    await unwrap(this.api.user.PUT('/user/change_password', { body }));
  }
  myInvitations(): Promise<MyInvitation[]> {
    return decoded(t.array(MyInvitation), unwrap(this.api.user.GET('/user/invitation')), '/api/user/invitation');
  }
  async answerInvitation(invitationId: string, accept: boolean): Promise<void> {
    const params = { params: { path: { invitationId } } };
    if (accept) await unwrap(this.api.user.POST('/user/invitation/{invitationId}/accept', params));
    else await unwrap(this.api.user.POST('/user/invitation/{invitationId}/decline', params));
  }
}

const InviteAnswerCodec: t.Decoder<unknown, InviteAnswer> = t.type({ outcome: t.literal('invited'), invitation: Invitation });

@injectable()
export class SdkUserAdminGateway implements UserAdminGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  roles(): Promise<RoleRef[]> {
    return unwrap(this.api.user.GET('/role'));
  }
  users(id: string): Promise<WorkspaceUser[]> {
    return unwrap(this.api.user.GET('/workspace/{id}/user', { params: { path: { id } } }));
  }
  setRole(id: string, userId: string, roleId: string): Promise<WorkspaceUser> {
    return unwrap(
      this.api.user.PUT('/workspace/{id}/user/{userId}', { params: { path: { id, userId } }, body: { role_id: roleId } }),
    );
  }
  adminWorkspaces(): Promise<UserWorkspace[]> {
    return unwrap(this.api.user.GET('/user/workspaces', { params: { query: { is_admin: true } } }));
  }
  invitations(id: string): Promise<Invitation[]> {
    const url = `/workspace/${id}/invitation`;
    return decoded(
      t.array(Invitation),
      unwrap(this.api.user.GET('/workspace/{id}/invitation', { params: { path: { id } } })),
      url,
    );
  }
  invite(id: string, body: { email: string; role_id: string }): Promise<InviteAnswer> {
    const url = `/workspace/${id}/invitation`;
    return decoded(
      InviteAnswerCodec,
      unwrap(this.api.user.POST('/workspace/{id}/invitation', { params: { path: { id } }, body })),
      url,
    );
  }
  resendInvitation(id: string, invitationId: string): Promise<Invitation> {
    const url = `/workspace/${id}/invitation/${invitationId}/resend`;
    return decoded(
      Invitation,
      unwrap(this.api.user.POST('/workspace/{id}/invitation/{invitationId}/resend', { params: { path: { id, invitationId } } })),
      url,
    );
  }
  async revokeInvitation(id: string, invitationId: string): Promise<void> {
    await unwrap(this.api.user.DELETE('/workspace/{id}/invitation/{invitationId}', { params: { path: { id, invitationId } } }));
  }
  setActive(id: string, userId: string, active: boolean): Promise<WorkspaceUser> {
    const params = { params: { path: { id, userId } } };
    return unwrap(
      active
        ? this.api.user.POST('/workspace/{id}/user/{userId}/reactivate', params)
        : this.api.user.POST('/workspace/{id}/user/{userId}/deactivate', params),
    );
  }
}

@injectable()
export class SdkAccountGateway implements AccountGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  register(body: { email: string; password: string }): Promise<{ id: string }> {
    return unwrap(this.api.user.POST('/auth/register', { body }));
  }
  async recover(email: string): Promise<string> {
    return (await unwrap(this.api.user.POST('/auth/password/recover', { body: { email } }))).message;
  }
  async reset(body: { token: string; password: string }): Promise<string> {
    return (await unwrap(this.api.user.POST('/auth/password/reset', { body }))).message;
  }
  checkInvitation(token: string): Promise<InvitationPreview> {
    return decoded(
      InvitationPreview,
      unwrap(this.api.user.POST('/auth/invitation/check', { body: { token } })),
      '/auth/invitation/check',
    );
  }
  acceptInvitation(body: { token: string; password: string; device?: string }): Promise<AcceptedInvitation> {
    return unwrap(this.api.user.POST('/auth/invitation/accept', { body }));
  }
}
