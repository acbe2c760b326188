import type { Profile, ProfilePayload, RoleRef, UserWorkspace, WorkspaceUser } from '@licita/domain';
import { ApiError } from '../errors';
import type { AccountGateway, ProfileGateway, UserAdminGateway } from '../profile-ports';
import { DEMO_WORKSPACE, FAKE_ROLES, type InMemoryBackend } from './memory';
import { answerAfter } from './answer';

const LAST_ADMIN = 'El espacio de trabajo debe conservar al menos un administrador';

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

/**
 * In-memory profile, users and account calls behind the ports of this slice, one per InMemoryBackend (its
 * latency and first user are shared). Get it with `profileFakes(backend)` to change the data of a test or story.
 */
export class InMemoryProfileBackend {
  profile: Profile;
  password: string;
  /** Users by workspace id. */
  usersByWorkspace: Record<string, WorkspaceUser[]>;
  registered: { email: string; password: string }[] = [];
  /** Recovery links "sent": token → e-mail (used ones are removed). */
  resetLinks = new Map<string, string>();
  readonly calls: string[] = [];
  private seq = 1;

  constructor(private readonly backend: InMemoryBackend) {
    const me = backend.users[0];
    const email = me?.email ?? 'admin@demo.es';
    this.profile = { email, name: 'Ana', first_surname: 'García', second_surname: 'López' };
    this.password = me?.password ?? 'demo1234';
    this.usersByWorkspace = Object.fromEntries(backend.workspaces.map((w) => [w.id, w.id === DEMO_WORKSPACE.id ? fakeWorkspaceUsers(email) : []]));
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
    if (!entry) throw new ApiError(404, 'Not found', url);
    if (!this.manages(entry.role_id)) throw new ApiError(403, 'No tienes permiso para realizar esta acción', url);
  }

  readonly profileGateway: ProfileGateway = {
    get: () => this.answer('getProfile', () => this.profile),
    update: (p: ProfilePayload) =>
      this.answer('updateProfile', () => {
        if (p.email !== this.profile.email) throw new ApiError(400, 'El correo electrónico no se puede cambiar', '/api/user/profile', 'email');
        this.profile = { email: this.profile.email, name: p.name, first_surname: p.first_surname, second_surname: p.second_surname || null };
        return this.profile;
      }),
    changePassword: (b) =>
      this.answer('changePassword', () => {
        if (b.old_password !== this.password) throw new ApiError(400, 'La contraseña actual no es correcta', '/api/user/change_password', 'old_password');
        this.password = b.password;
        const me = this.backend.users[0];
        if (me) me.password = b.password;
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
        if (!target) throw new ApiError(404, 'El usuario no pertenece al espacio de trabajo', url);
        const role = this.backend.roles.find((r) => r.id === roleId);
        if (!role) throw new ApiError(400, 'El rol no existe', url, 'role_id');
        if (this.manages(target.role.id) && !role.manage_users && users.filter((u) => this.manages(u.role.id)).length <= 1) {
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
      this.answer('adminWorkspaces', (): UserWorkspace[] => (this.backend.users[0]?.workspaces ?? []).filter((w) => this.manages(w.role_id))),
  };

  readonly account: AccountGateway = {
    register: (b) =>
      this.answer('register', () => {
        const email = b.email.trim().toLowerCase();
        if (this.backend.users.some((u) => u.email === email) || this.registered.some((u) => u.email === email)) {
          throw new ApiError(409, 'Ya existe una cuenta con ese correo electrónico', '/api/auth/register', 'email');
        }
        this.registered.push({ email, password: b.password });
        return { id: `u-new-${this.seq++}` };
      }),
    recover: (email) =>
      this.answer('recover', () => {
        if (this.backend.users.some((u) => u.email === email)) this.resetLinks.set(`reset-token-${this.seq++}`, email);
        return 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña';
      }),
    reset: (b) =>
      this.answer('reset', () => {
        const email = this.resetLinks.get(b.token);
        if (!email) throw new ApiError(400, 'Enlace no válido o caducado', '/api/auth/password/reset', 'token');
        this.resetLinks.delete(b.token);
        const u = this.backend.users.find((x) => x.email === email);
        if (u) u.password = b.password;
        return 'Contraseña cambiada';
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
