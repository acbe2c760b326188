import type {
  Invitation,
  InvitationPreview,
  MyInvitation,
  Profile,
  ProfilePayload,
  RoleRef,
  UserWorkspace,
  WorkspaceUser,
} from '@licita/domain';
import type { OpenedSession } from '../core/ports';
import { token } from '../token';

/** `GET/PUT /user/profile`, `PUT /user/change_password`. Failures reject with ApiError. */
export interface ProfileGateway {
  get(): Promise<Profile>;
  update(payload: ProfilePayload): Promise<Profile>;
  changePassword(body: { password: string; old_password: string }): Promise<void>;
  /** `GET /user/invitation`: the invitations to the user's own e-mail, pending. */
  myInvitations(): Promise<MyInvitation[]>;
  /** `POST /user/invitation/{id}/accept` (joins the workspace) or `/decline`. */
  answerInvitation(id: string, accept: boolean): Promise<void>;
}

/** User management of a workspace: `GET /role`, `GET /workspace/{id}/user`, `PUT /workspace/{id}/user/{userId}`. */
export interface UserAdminGateway {
  roles(): Promise<RoleRef[]>;
  users(workspaceId: string): Promise<WorkspaceUser[]>;
  setRole(workspaceId: string, userId: string, roleId: string): Promise<WorkspaceUser>;
  /** `GET /user/workspaces?is_admin=true`: the workspaces where the user manages users. */
  adminWorkspaces(): Promise<UserWorkspace[]>;
  /** `GET /workspace/{id}/invitation`: pending invitations (expired ones included). */
  invitations(workspaceId: string): Promise<Invitation[]>;
  /** `POST /workspace/{id}/invitation`: a mailed link (existing accounts too: nobody joins before accepting). */
  invite(workspaceId: string, body: { email: string; role_id: string }): Promise<InviteAnswer>;
  /** `POST /workspace/{id}/invitation/{invitationId}/resend`: a new link; the old one stops working. */
  resendInvitation(workspaceId: string, invitationId: string): Promise<Invitation>;
  /** `DELETE /workspace/{id}/invitation/{invitationId}`. */
  revokeInvitation(workspaceId: string, invitationId: string): Promise<void>;
  /** `POST /workspace/{id}/user/{userId}/deactivate` or `/reactivate`. */
  setActive(workspaceId: string, userId: string, active: boolean): Promise<WorkspaceUser>;
}

/** Always a mailed link: an existing account joins only when its owner accepts (the answer does not tell). */
export type InviteAnswer = { outcome: 'invited'; invitation: Invitation };

/** `POST /auth/invitation/accept`: the workspace joined and the session opened. */
export interface AcceptedInvitation {
  workspace_id: string;
  session: OpenedSession;
}

/** Public account calls (no session): `auth/register`, `auth/password/recover`, `auth/password/reset`, `auth/invitation/*`. */
export interface AccountGateway {
  register(body: { email: string; password: string }): Promise<{ id: string }>;
  recover(email: string): Promise<string>;
  reset(body: { token: string; password: string }): Promise<string>;
  /** `POST /auth/invitation/check`: what the link offers; a used, expired or unknown one rejects with 400. */
  checkInvitation(token: string): Promise<InvitationPreview>;
  acceptInvitation(body: { token: string; password: string; device?: string }): Promise<AcceptedInvitation>;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
export const PROFILE_PORTS = {
  ProfileGateway: token<ProfileGateway>('ProfileGateway'),
  UserAdminGateway: token<UserAdminGateway>('UserAdminGateway'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
} as const;
