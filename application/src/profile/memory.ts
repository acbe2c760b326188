import * as t from 'io-ts';
import { Invitation as InvitationCodec, InvitationPreview as PreviewCodec, PROFILE_MESSAGES } from '@licita/domain';
import { WorkspaceUser as WorkspaceUserCodec } from '@licita/domain';
import type { Invitation, InvitationPreview, MyInvitation, Profile, RoleRef, WorkspaceUser } from '@licita/domain';
import type { AccountGateway, ProfileGateway, UserAdminGateway } from './ports';
import { areaOf, DEMO_WORKSPACE, found, InMemoryArea, recorded, withId, type InMemoryBackend } from '../core/memory';
import demo from './demo-users.json';

// the demo workspace's users (the administrator, an editor, a reader and a deactivated reader), its pending
// invitations (one expired, one valid) and what the valid one's link offers, as the server answers them
const Demo = t.type({ users: t.array(WorkspaceUserCodec), invitations: t.array(InvitationCodec), preview: PreviewCodec });
const DEMO = recorded(Demo, demo, 'demo-users.json');

/** Users of the demo workspace, the administrator's email `adminEmail`. */
export function fakeWorkspaceUsers(adminEmail = 'admin@demo.es'): WorkspaceUser[] {
  const [admin, ...others] = structuredClone(DEMO.users);
  return [{ ...admin!, id: adminEmail, email: adminEmail }, ...others];
}

/** The token of the demo invitation link (/invitation?token=…); a link the server refuses is a `refuseNext`. */
export const FAKE_INVITATION_TOKEN = 'invitacion-demo';

/** Pending invitations of the demo workspace. */
export const fakeInvitations = (): Invitation[] => structuredClone(DEMO.invitations);
// the dates of a new or renewed invitation: the valid recorded one's, which keeps stories and tests stable
const { expires_at, created_at } = DEMO.invitations.find((i) => !i.expired)!;

/**
 * In-memory profile, users and account calls, one per InMemoryBackend (`profileFakes(backend)` changes its data):
 * the data written is kept and read back; the server's refusals (the last administrator, a spent link…) are recorded
 * with `refuseNext`, its rules tested on the real server.
 */
export class InMemoryProfileBackend extends InMemoryArea {
  private readonly email = this.backend.users[0]?.email ?? 'admin@demo.es';
  profile: Profile = { email: this.email, name: 'Ana', first_surname: 'García', second_surname: 'López' };
  /** The password last set (changed or reset). */
  password?: string;
  myInvitations: MyInvitation[] = [];
  usersByWorkspace: Record<string, WorkspaceUser[]> = { [DEMO_WORKSPACE.id]: fakeWorkspaceUsers(this.email) };
  invitationsByWorkspace: Record<string, Invitation[]> = { [DEMO_WORKSPACE.id]: fakeInvitations() };
  registered: { email: string; password: string }[] = [];
  invitation: InvitationPreview = structuredClone(DEMO.preview);
  private member(ws: string, id: string, change: Partial<WorkspaceUser>): WorkspaceUser {
    return Object.assign(found(this.usersByWorkspace[ws] ?? [], withId(id), `/api/workspace/${ws}/user/${id}`), change);
  }
  private role(id: string): RoleRef {
    const { name } = found(this.backend.roles, withId(id), `/api/role/${id}`);
    return { id, name };
  }
  readonly profileGateway: ProfileGateway = {
    get: () => this.answer('getProfile', () => this.profile),
    update: (p) => this.answer('updateProfile', () => (this.profile = { ...this.profile, ...p })),
    changePassword: (b) => this.answer('changePassword', () => void (this.password = b.password)),
    myInvitations: () => this.answer('listMyInvitations', () => this.myInvitations),
    answerInvitation: (id, accept) =>
      this.answer(accept ? 'acceptMyInvitation' : 'declineMyInvitation', () => {
        const { workspace_id, workspace_name, role } = found(this.myInvitations, withId(id), `/api/user/invitation/${id}`);
        this.myInvitations = this.myInvitations.filter((i) => i.id !== id);
        if (accept) this.backend.users[0]?.workspaces.push({ id: workspace_id, name: workspace_name, role_id: role.id });
      }),
  };
  readonly userAdmin: UserAdminGateway = {
    roles: () => this.answer('listRoles', () => this.backend.roles.map(({ id }) => this.role(id))),
    users: (ws) => this.answer('listWorkspaceUsers', () => this.usersByWorkspace[ws] ?? []),
    setRole: (ws, userId, roleId) =>
      this.answer('updateWorkspaceUser', () => this.member(ws, userId, { role: this.role(roleId) })),
    adminWorkspaces: () => this.answer('adminWorkspaces', () => this.backend.users[0]?.workspaces ?? []),
    invitations: (ws) => this.answer('listInvitations', () => this.invitationsByWorkspace[ws] ?? []),
    invite: (ws, { email, role_id }) =>
      this.answer('inviteWorkspaceUser', () => {
        const invitation = { id: this.id('inv'), email, role: this.role(role_id), expires_at, expired: false, created_at };
        (this.invitationsByWorkspace[ws] ??= []).push(invitation);
        return { outcome: 'invited' as const, invitation };
      }),
    resendInvitation: (ws, id) =>
      this.answer('resendInvitation', () =>
        Object.assign(found(this.invitationsByWorkspace[ws] ?? [], withId(id), ''), { expires_at, expired: false }),
      ),
    revokeInvitation: (ws, id) =>
      this.answer('revokeInvitation', () => {
        this.invitationsByWorkspace[ws] = (this.invitationsByWorkspace[ws] ?? []).filter((i) => i.id !== id);
      }),
    setActive: (ws, userId, active) =>
      this.answer(active ? 'reactivateWorkspaceUser' : 'deactivateWorkspaceUser', () => this.member(ws, userId, { active })),
  };
  readonly account: AccountGateway = {
    register: (body) => this.answer('register', () => (this.registered.push(body), { id: this.id('u-new') })),
    recover: () => this.answer('recover', () => PROFILE_MESSAGES.recoverySent),
    reset: (body) => this.answer('reset', () => ((this.password = body.password), PROFILE_MESSAGES.passwordChanged)),
    checkInvitation: () => this.answer('checkInvitation', () => this.invitation),
    acceptInvitation: ({ password }) =>
      this.answer('acceptInvitation', () => {
        const { workspace_id, workspace_name: name, email, role } = this.invitation;
        const account = { email, password, workspaces: [{ id: workspace_id, name, role_id: role.id }] };
        (this.usersByWorkspace[workspace_id] ??= []).push({ id: email, email, active: true, role });
        return { workspace_id, session: this.backend.openSessionFor(account) };
      }),
  };
}

/** The profile fakes that go with a backend (created on first use). */
export const profileFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryProfileBackend);
