import { API_MESSAGES, INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';
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
import { DEMO_WORKSPACE, FAKE_ROLES, type InMemoryBackend } from '../core/memory';
import { answerAfter } from '../core/answer';
import type { Container } from 'inversify';
import { PROFILE_TOKENS } from './tokens';

const LAST_ADMIN = PROFILE_MESSAGES.lastAdmin;

/** Users of the demo workspace: the administrator, an editor, a reader and a deactivated reader. */
export function fakeWorkspaceUsers(adminEmail = 'admin@demo.es'): WorkspaceUser[] {
  const ref = (r: keyof typeof FAKE_ROLES): RoleRef => ({ id: FAKE_ROLES[r].id, name: FAKE_ROLES[r].name });
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
  const ref = (r: keyof typeof FAKE_ROLES): RoleRef => ({ id: FAKE_ROLES[r].id, name: FAKE_ROLES[r].name });
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

/**
 * In-memory profile, users and account calls behind the ports of this slice, one per InMemoryBackend (its
 * latency and first user are shared). Get it with `profileFakes(backend)` to change the data of a test or story.
 */
export class InMemoryProfileBackend {
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
  readonly calls: string[] = [];
  private seq = 1;

  constructor(private readonly backend: InMemoryBackend) {
    const me = backend.users[0];
    const email = me?.email ?? 'admin@demo.es';
    this.profile = { email, name: 'Ana', first_surname: 'García', second_surname: 'López' };
    this.password = me?.password ?? 'demo1234';
    this.usersByWorkspace = Object.fromEntries(
      backend.workspaces.map((w) => [w.id, w.id === DEMO_WORKSPACE.id ? fakeWorkspaceUsers(email) : []]),
    );
    this.invitationsByWorkspace = Object.fromEntries(
      backend.workspaces.map((w) => [w.id, w.id === DEMO_WORKSPACE.id ? fakeInvitations() : []]),
    );
    const demo = backend.workspaces.find((w) => w.id === DEMO_WORKSPACE.id) ?? backend.workspaces[0];
    if (demo) {
      this.invitationLinks.set(FAKE_INVITATION_TOKENS.valid, { workspaceId: demo.id, invitationId: 'inv-nuevo', state: 'valid' });
      this.invitationLinks.set(FAKE_INVITATION_TOKENS.expired, {
        workspaceId: demo.id,
        invitationId: 'inv-caducada',
        state: 'expired',
      });
      this.invitationLinks.set(FAKE_INVITATION_TOKENS.used, { workspaceId: demo.id, invitationId: 'inv-usada', state: 'used' });
    }
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

  private activeManagers(users: WorkspaceUser[]): WorkspaceUser[] {
    return users.filter((u) => u.active && this.manages(u.role.id));
  }

  private answer<T>(name: string, f: () => T): Promise<T> {
    this.calls.push(name);
    this.backend.calls.push(name);
    return answerAfter(this.backend.latency, f);
  }

  private roleRefs(): RoleRef[] {
    return this.backend.roles.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  private manages(roleId: string): boolean {
    return this.backend.roles.find((r) => r.id === roleId)?.manage_users === true;
  }

  private requireManager(workspaceId: string, url: string): void {
    const entry = this.backend.users[0]?.workspaces.find((w) => w.id === workspaceId);
    if (!entry) throw new ApiError(404, API_MESSAGES.notFound, url);
    if (!this.manages(entry.role_id)) throw new ApiError(403, API_MESSAGES.forbidden, url);
  }

  readonly profileGateway: ProfileGateway = {
    get: () => this.answer('getProfile', () => this.profile),
    update: (p: ProfilePayload) =>
      this.answer('updateProfile', () => {
        if (p.email !== this.profile.email) throw new ApiError(400, PROFILE_MESSAGES.emailFixed, '/api/user/profile', 'email');
        this.profile = {
          email: this.profile.email,
          name: p.name,
          first_surname: p.first_surname,
          second_surname: p.second_surname || null,
        };
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
        const found = this.myInvitations.find((i) => i.id === id);
        if (!found) throw new ApiError(404, INVITATION_MESSAGES.notPending, `/api/user/invitation/${id}`);
        this.myInvitations = this.myInvitations.filter((i) => i.id !== id);
        const me = this.backend.users[0];
        if (accept && me && !me.workspaces.some((w) => w.id === found.workspace_id))
          me.workspaces.push({ id: found.workspace_id, name: found.workspace_name, role_id: found.role.id });
      }),
  };

  readonly userAdmin: UserAdminGateway = {
    roles: () => this.answer('listRoles', () => this.roleRefs()),
    users: (ws) =>
      this.answer('listWorkspaceUsers', () => {
        this.requireManager(ws, `/api/workspace/${ws}/user`);
        return [...(this.usersByWorkspace[ws] ?? [])].sort((a, b) => a.email.localeCompare(b.email));
      }),
    setRole: (ws, userId, roleId) =>
      this.answer('updateWorkspaceUser', () => {
        const url = `/api/workspace/${ws}/user/${userId}`;
        this.requireManager(ws, url);
        const users = this.usersByWorkspace[ws] ?? [];
        const target = users.find((u) => u.id === userId);
        if (!target) throw new ApiError(404, PROFILE_MESSAGES.userNotFound, url);
        const role = this.backend.roles.find((r) => r.id === roleId);
        if (!role) throw new ApiError(400, PROFILE_MESSAGES.roleNotFound, url, 'role_id');
        if (target.active && this.manages(target.role.id) && !role.manage_users && this.activeManagers(users).length <= 1) {
          throw new ApiError(409, LAST_ADMIN, url);
        }
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
    invitations: (ws) =>
      this.answer('listInvitations', () => {
        this.requireManager(ws, `/api/workspace/${ws}/invitation`);
        return [...(this.invitationsByWorkspace[ws] ?? [])].sort((a, b) => a.email.localeCompare(b.email));
      }),
    invite: (ws, body) =>
      this.answer('inviteWorkspaceUser', () => {
        const url = `/api/workspace/${ws}/invitation`;
        this.requireManager(ws, url);
        const role = this.backend.roles.find((r) => r.id === body.role_id);
        if (!role) throw new ApiError(400, PROFILE_MESSAGES.roleNotFound, url, 'role_id');
        const users = (this.usersByWorkspace[ws] ??= []);
        if (users.some((u) => u.email === body.email)) throw new ApiError(409, INVITATION_MESSAGES.alreadyMember, url, 'email');
        const pending = (this.invitationsByWorkspace[ws] ??= []);
        if (pending.some((i) => i.email === body.email)) {
          throw new ApiError(409, INVITATION_MESSAGES.alreadyInvited, url, 'email');
        }
        const ref = { id: role.id, name: role.name };
        const invitation: Invitation = {
          id: `inv-${this.seq++}`,
          email: body.email,
          role: ref,
          expires_at: new Date(FAKE_NOW + 7 * DAY).toISOString(),
          expired: false,
          created_at: new Date(FAKE_NOW).toISOString(),
        };
        pending.push(invitation);
        this.invitationLinks.set(`invitacion-${invitation.id}`, { workspaceId: ws, invitationId: invitation.id, state: 'valid' });
        return { outcome: 'invited' as const, invitation };
      }),
    resendInvitation: (ws, id) =>
      this.answer('resendInvitation', () => {
        const url = `/api/workspace/${ws}/invitation/${id}/resend`;
        this.requireManager(ws, url);
        const list = this.invitationsByWorkspace[ws] ?? [];
        const found = list.find((i) => i.id === id);
        if (!found) throw new ApiError(404, INVITATION_MESSAGES.notFound, url);
        for (const [token, link] of this.invitationLinks) if (link.invitationId === id) this.invitationLinks.delete(token);
        const renewed = { ...found, expires_at: new Date(FAKE_NOW + 7 * DAY).toISOString(), expired: false };
        this.invitationsByWorkspace[ws] = list.map((i) => (i.id === id ? renewed : i));
        this.invitationLinks.set(`invitacion-${id}-${this.seq++}`, { workspaceId: ws, invitationId: id, state: 'valid' });
        return renewed;
      }),
    revokeInvitation: (ws, id) =>
      this.answer('revokeInvitation', () => {
        const url = `/api/workspace/${ws}/invitation/${id}`;
        this.requireManager(ws, url);
        const list = this.invitationsByWorkspace[ws] ?? [];
        if (!list.some((i) => i.id === id)) throw new ApiError(404, INVITATION_MESSAGES.notFound, url);
        this.invitationsByWorkspace[ws] = list.filter((i) => i.id !== id);
      }),
    setActive: (ws, userId, active) =>
      this.answer(active ? 'reactivateWorkspaceUser' : 'deactivateWorkspaceUser', () => {
        const url = `/api/workspace/${ws}/user/${userId}/${active ? 'reactivate' : 'deactivate'}`;
        this.requireManager(ws, url);
        const users = this.usersByWorkspace[ws] ?? [];
        const target = users.find((u) => u.id === userId);
        if (!target) throw new ApiError(404, PROFILE_MESSAGES.userNotFound, url);
        if (!active && target.active && this.manages(target.role.id) && this.activeManagers(users).length <= 1)
          throw new ApiError(409, LAST_ADMIN, url);
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
        return { id: `u-new-${this.seq++}` };
      }),
    recover: (email) =>
      this.answer('recover', () => {
        if (this.backend.users.some((u) => u.email === email)) this.resetLinks.set(`reset-token-${this.seq++}`, email);
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
        const workspace = this.backend.workspaces.find((w) => w.id === link.workspaceId);
        return {
          workspace_id: link.workspaceId,
          workspace_name: workspace?.name ?? '',
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expires_at,
          account_exists: this.backend.users.some((u) => u.email === invitation.email),
        };
      }),
    acceptInvitation: (body) =>
      this.answer('acceptInvitation', () => {
        const { link, invitation } = this.linkedInvitation(body.token);
        const workspace = this.backend.workspaces.find((w) => w.id === link.workspaceId);
        let account = this.backend.users.find((u) => u.email === invitation.email);
        if (account && account.password !== body.password) {
          throw new ApiError(400, INVITATION_MESSAGES.wrongPassword, '/api/auth/invitation/accept', 'password');
        }
        if (!account) {
          account = { email: invitation.email, password: body.password, workspaces: [] };
          this.backend.users.push(account);
        }
        account.workspaces.push({ id: link.workspaceId, name: workspace?.name ?? '', role_id: invitation.role.id });
        (this.usersByWorkspace[link.workspaceId] ??= []).push({
          id: account.email,
          email: account.email,
          active: true,
          role: invitation.role,
        });
        this.invitationsByWorkspace[link.workspaceId] = (this.invitationsByWorkspace[link.workspaceId] ?? []).filter(
          (i) => i.id !== invitation.id,
        );
        link.state = 'used';
        return { workspace_id: link.workspaceId, session: this.backend.openSessionFor(account) };
      }),
  };
}

const registry = new WeakMap<InMemoryBackend, InMemoryProfileBackend>();

/** The profile fakes that go with a backend (created on first use). */
export function profileFakes(backend: InMemoryBackend): InMemoryProfileBackend {
  let f = registry.get(backend);
  if (!f) {
    f = new InMemoryProfileBackend(backend);
    registry.set(backend, f);
  }
  return f;
}

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindProfileFakes(c: Container, backend: InMemoryBackend): void {
  const f = profileFakes(backend);
  c.bind(PROFILE_TOKENS.ProfileGateway).toConstantValue(f.profileGateway);
  c.bind(PROFILE_TOKENS.UserAdminGateway).toConstantValue(f.userAdmin);
  c.bind(PROFILE_TOKENS.AccountGateway).toConstantValue(f.account);
}
