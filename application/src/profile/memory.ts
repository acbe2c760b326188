import { INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';
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
import { ApiError } from '../errors';
import type { AccountGateway, ProfileGateway, UserAdminGateway } from './ports';
import { areaOf, DEMO_WORKSPACE, FAKE_ROLES, found, InMemoryArea, type InMemoryBackend } from '../core/memory';
import type { Container } from 'inversify';
import { PROFILE_TOKENS } from './tokens';

const ref = (r: keyof typeof FAKE_ROLES): RoleRef => ({ id: FAKE_ROLES[r].id, name: FAKE_ROLES[r].name });

/** Users of the demo workspace: the administrator, an editor, a reader and a deactivated reader. */
export function fakeWorkspaceUsers(adminEmail = 'admin@demo.es'): WorkspaceUser[] {
  return [
    { id: adminEmail, email: adminEmail, active: true, role: ref('admin') },
    { id: 'u-baja', email: 'baja@demo.es', active: false, role: ref('lector') },
    { id: 'u-editora', email: 'editora@demo.es', active: true, role: ref('editor') },
    { id: 'u-lector', email: 'lector@demo.es', active: true, role: ref('lector') },
  ];
}

/** Tokens of the demo invitation links (stories and tests open /invitation?token=…). */
export const FAKE_INVITATION_TOKENS = {
  valid: 'invitacion-valida-demo',
  expired: 'invitacion-caducada-demo',
  used: 'invitacion-usada-demo',
} as const;

const DAY = 24 * 60 * 60 * 1000;
// A fixed date keeps stories and tests stable.
const FAKE_NOW = Date.parse('2026-11-20T10:00:00.000Z');

/** Pending invitations of the demo workspace: one valid, one expired. */
export function fakeInvitations(): Invitation[] {
  return [
    {
      id: 'inv-caducada',
      email: 'caducada@demo.es',
      role: ref('lector'),
      expires_at: new Date(FAKE_NOW - DAY).toISOString(),
      expired: true,
      created_at: new Date(FAKE_NOW - 8 * DAY).toISOString(),
    },
    {
      id: 'inv-nuevo',
      email: 'nuevo@demo.es',
      role: ref('editor'),
      expires_at: new Date(FAKE_NOW + 6 * DAY).toISOString(),
      expired: false,
      created_at: new Date(FAKE_NOW - DAY).toISOString(),
    },
  ];
}

interface FakeInvitationLink {
  workspaceId: string;
  invitationId: string;
  state: 'valid' | 'expired' | 'used';
}

const inAWeek = () => new Date(FAKE_NOW + 7 * DAY).toISOString();

/**
 * In-memory profile, users and account calls behind the ports of this slice, one per InMemoryBackend (its
 * latency and first user are shared). Get it with `profileFakes(backend)` to change the data of a test or story.
 * It keeps the answers the screens show (the last administrator kept, a member not invited twice, a spent link);
 * the server's other refusals are its own tests'.
 */
export class InMemoryProfileBackend extends InMemoryArea {
  profile: Profile;
  /** Invitations to the user's own e-mail (stories and tests push some). */
  myInvitations: MyInvitation[] = [];
  password: string;
  /** Users by workspace id. */
  usersByWorkspace: Record<string, WorkspaceUser[]>;
  registered: { email: string; password: string }[] = [];
  /** Recovery links "sent": token → e-mail (used ones are removed). */
  resetLinks = new Map<string, string>();
  /** Pending invitations by workspace id. */
  invitationsByWorkspace: Record<string, Invitation[]>;
  /** Invitation links "mailed": token → the invitation and whether it can still be used. */
  invitationLinks = new Map<string, FakeInvitationLink>();

  constructor(backend: InMemoryBackend) {
    super(backend);
    const me = backend.users[0];
    const email = me?.email ?? 'admin@demo.es';
    this.profile = { email, name: 'Ana', first_surname: 'García', second_surname: 'López' };
    this.password = me?.password ?? 'demo1234';
    const demoOnly = <T>(data: () => T[]) =>
      Object.fromEntries(backend.workspaces.map((w) => [w.id, w.id === DEMO_WORKSPACE.id ? data() : []]));
    this.usersByWorkspace = demoOnly(() => fakeWorkspaceUsers(email));
    this.invitationsByWorkspace = demoOnly(fakeInvitations);
    const demo = backend.workspaces.find((w) => w.id === DEMO_WORKSPACE.id) ?? backend.workspaces[0];
    const links = [
      ['valid', 'inv-nuevo'],
      ['expired', 'inv-caducada'],
      ['used', 'inv-usada'],
    ] as const;
    for (const [state, invitationId] of demo ? links : [])
      this.invitationLinks.set(FAKE_INVITATION_TOKENS[state], { workspaceId: demo!.id, invitationId, state });
  }

  /** Also recorded in the backend's calls. */
  protected override answer<T>(name: string, f: () => T): Promise<T> {
    this.backend.calls.push(name);
    return super.answer(name, f);
  }

  /** The invitation behind a link, or the server's 400 for it. */
  private linkedInvitation(token: string): { link: FakeInvitationLink; invitation: Invitation } {
    const url = '/api/auth/invitation/check';
    const link = this.invitationLinks.get(token);
    if (link?.state === 'used') throw new ApiError(400, INVITATION_MESSAGES.used, url, 'token');
    if (link?.state === 'expired') throw new ApiError(400, INVITATION_MESSAGES.expired, url, 'token');
    const invitation = link && this.invitationsByWorkspace[link.workspaceId]?.find((i) => i.id === link.invitationId);
    if (!link || !invitation) throw new ApiError(400, PROFILE_MESSAGES.invalidLink, url, 'token');
    return { link, invitation };
  }

  private manages(roleId: string): boolean {
    return this.backend.roles.find((r) => r.id === roleId)?.manage_users === true;
  }

  /** The member of a workspace, refused (409) when the change leaves the workspace without an active administrator. */
  private member(ws: string, userId: string, keepsManaging: boolean): WorkspaceUser {
    const users = this.usersByWorkspace[ws] ?? [];
    const target = found(users, (u) => u.id === userId, `/api/workspace/${ws}/user/${userId}`);
    const managers = users.filter((u) => u.active && this.manages(u.role.id));
    if (!keepsManaging && managers.length === 1 && managers[0] === target)
      throw new ApiError(409, PROFILE_MESSAGES.lastAdmin, `/api/workspace/${ws}/user/${userId}`);
    return target;
  }

  private sorted<T extends { email: string }>(list: T[] | undefined): T[] {
    return [...(list ?? [])].sort((a, b) => a.email.localeCompare(b.email));
  }

  readonly profileGateway: ProfileGateway = {
    get: () => this.answer('getProfile', () => this.profile),
    update: (p: ProfilePayload) =>
      this.answer('updateProfile', () => {
        const { name, first_surname } = p;
        this.profile = { email: this.profile.email, name, first_surname, second_surname: p.second_surname || null };
        return this.profile;
      }),
    changePassword: (b) =>
      this.answer('changePassword', () => {
        if (b.old_password !== this.password)
          throw new ApiError(400, PROFILE_MESSAGES.wrongOldPassword, '/api/user/change_password', 'old_password');
        this.password = b.password;
        const me = this.backend.users[0];
        if (me) me.password = b.password;
      }),
    myInvitations: () => this.answer('listMyInvitations', () => [...this.myInvitations]),
    answerInvitation: (id, accept) =>
      this.answer(accept ? 'acceptMyInvitation' : 'declineMyInvitation', () => {
        const mine = this.myInvitations.find((i) => i.id === id);
        this.myInvitations = this.myInvitations.filter((i) => i.id !== id);
        const me = this.backend.users[0];
        if (mine && accept && me && !me.workspaces.some((w) => w.id === mine.workspace_id))
          me.workspaces.push({ id: mine.workspace_id, name: mine.workspace_name, role_id: mine.role.id });
      }),
  };

  readonly userAdmin: UserAdminGateway = {
    roles: () =>
      this.answer('listRoles', (): RoleRef[] =>
        this.backend.roles.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name)),
      ),
    users: (ws) => this.answer('listWorkspaceUsers', () => this.sorted(this.usersByWorkspace[ws])),
    setRole: (ws, userId, roleId) =>
      this.answer('updateWorkspaceUser', () => {
        const role = this.backend.roles.find((r) => r.id === roleId)!;
        const target = this.member(ws, userId, role.manage_users);
        target.role = { id: role.id, name: role.name };
        // The fake session user follows its own role change.
        for (const u of this.backend.users) {
          if (u.email === target.email) u.workspaces = u.workspaces.map((w) => (w.id === ws ? { ...w, role_id: role.id } : w));
        }
        return target;
      }),
    adminWorkspaces: () =>
      this.answer('adminWorkspaces', (): UserWorkspace[] =>
        (this.backend.users[0]?.workspaces ?? []).filter((w) => this.manages(w.role_id)),
      ),
    invitations: (ws) => this.answer('listInvitations', () => this.sorted(this.invitationsByWorkspace[ws])),
    invite: (ws, body) =>
      this.answer('inviteWorkspaceUser', () => {
        if ((this.usersByWorkspace[ws] ?? []).some((u) => u.email === body.email))
          throw new ApiError(409, INVITATION_MESSAGES.alreadyMember, `/api/workspace/${ws}/invitation`, 'email');
        const role = this.backend.roles.find((r) => r.id === body.role_id)!;
        const invitation: Invitation = {
          id: this.id('inv'),
          email: body.email,
          role: { id: role.id, name: role.name },
          expires_at: inAWeek(),
          expired: false,
          created_at: new Date(FAKE_NOW).toISOString(),
        };
        (this.invitationsByWorkspace[ws] ??= []).push(invitation);
        return { outcome: 'invited' as const, invitation };
      }),
    resendInvitation: (ws, id) =>
      this.answer('resendInvitation', () => {
        const list = this.invitationsByWorkspace[ws] ?? [];
        const renewed = { ...list.find((i) => i.id === id)!, expires_at: inAWeek(), expired: false };
        this.invitationsByWorkspace[ws] = list.map((i) => (i.id === id ? renewed : i));
        return renewed;
      }),
    revokeInvitation: (ws, id) =>
      this.answer('revokeInvitation', () => {
        const list = this.invitationsByWorkspace[ws] ?? [];
        found(list, (i) => i.id === id, `/api/workspace/${ws}/invitation/${id}`, INVITATION_MESSAGES.notFound);
        this.invitationsByWorkspace[ws] = list.filter((i) => i.id !== id);
      }),
    setActive: (ws, userId, active) =>
      this.answer(active ? 'reactivateWorkspaceUser' : 'deactivateWorkspaceUser', () => {
        const target = this.member(ws, userId, active);
        target.active = active;
        return { ...target };
      }),
  };

  readonly account: AccountGateway = {
    register: (b) =>
      this.answer('register', () => {
        const email = b.email.trim().toLowerCase();
        // As the server: a taken address answers like a free one (its owner is mailed) and changes nothing.
        const taken = this.backend.users.some((u) => u.email === email) || this.registered.some((u) => u.email === email);
        if (!taken) this.registered.push({ email, password: b.password });
        return { id: this.id('u-new') };
      }),
    recover: (email) =>
      this.answer('recover', () => {
        if (this.backend.users.some((u) => u.email === email)) this.resetLinks.set(this.id('reset-token'), email);
        return PROFILE_MESSAGES.recoverySent;
      }),
    reset: (b) =>
      this.answer('reset', () => {
        const email = this.resetLinks.get(b.token);
        if (!email) throw new ApiError(400, PROFILE_MESSAGES.invalidLink, '/api/auth/password/reset', 'token');
        this.resetLinks.delete(b.token);
        const u = this.backend.users.find((x) => x.email === email);
        if (u) u.password = b.password;
        return PROFILE_MESSAGES.passwordChanged;
      }),
    checkInvitation: (token) =>
      this.answer('checkInvitation', (): InvitationPreview => {
        const { link, invitation } = this.linkedInvitation(token);
        return {
          workspace_id: link.workspaceId,
          workspace_name: this.workspaceName(link.workspaceId),
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expires_at,
          account_exists: this.backend.users.some((u) => u.email === invitation.email),
        };
      }),
    acceptInvitation: (body) =>
      this.answer('acceptInvitation', () => {
        const { link, invitation } = this.linkedInvitation(body.token);
        const ws = link.workspaceId;
        let account = this.backend.users.find((u) => u.email === invitation.email);
        if (!account) this.backend.users.push((account = { email: invitation.email, password: body.password, workspaces: [] }));
        account.workspaces.push({ id: ws, name: this.workspaceName(ws), role_id: invitation.role.id });
        const { email } = account;
        (this.usersByWorkspace[ws] ??= []).push({ id: email, email, active: true, role: invitation.role });
        this.invitationsByWorkspace[ws] = (this.invitationsByWorkspace[ws] ?? []).filter((i) => i.id !== invitation.id);
        link.state = 'used';
        return { workspace_id: ws, session: this.backend.openSessionFor(account) };
      }),
  };

  private workspaceName(id: string): string {
    return this.backend.workspaces.find((w) => w.id === id)?.name ?? '';
  }
}

/** The profile fakes that go with a backend (created on first use). */
export const profileFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryProfileBackend);

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindProfileFakes(c: Container, backend: InMemoryBackend): void {
  const f = profileFakes(backend);
  c.bind(PROFILE_TOKENS.ProfileGateway).toConstantValue(f.profileGateway);
  c.bind(PROFILE_TOKENS.UserAdminGateway).toConstantValue(f.userAdmin);
  c.bind(PROFILE_TOKENS.AccountGateway).toConstantValue(f.account);
}
