/** User host: workspaces, roles, profile, password change and user management. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserHandlers } from '../../http/context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { workspaceAccess } from '../../access';
import { MODULES } from '../../defaults';

export const LAST_ADMIN = 'El espacio de trabajo debe conservar al menos un administrador';

async function roleWithPermissions(db: Kysely<Database>, id: string) {
  const role = await db.selectFrom('role').select(['id', 'name', 'manage_users']).where('id', '=', id).executeTakeFirst();
  if (!role) return undefined;
  const perms = await db
    .selectFrom('role_permission')
    .select(['module', 'read', 'create', 'update', 'delete'])
    .where('role_id', '=', id)
    .execute();
  const byModule = new Map(perms.map((p) => [p.module, p]));
  return {
    ...role,
    permissions: MODULES.map((module) => {
      const p = byModule.get(module);
      return { module, read: !!p?.read, create: !!p?.create, update: !!p?.update, delete: !!p?.delete };
    }),
  };
}

/** A member as the admin screen shows it; `active` is false when the account or the membership is deactivated. */
export async function workspaceUser(db: Kysely<Database>, workspaceId: string, userId: string) {
  const row = await db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .innerJoin('role as r', 'r.id', 'm.role_id')
    .select(['u.id', 'u.email', 'u.active as user_active', 'm.active as member_active', 'r.id as role_id', 'r.name as role_name', 'r.manage_users'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, active: row.user_active && row.member_active };
}

export const toWorkspaceUser = (row: { id: string; email: string; active: boolean; role_id: string; role_name: string }) => ({
  id: row.id,
  email: row.email,
  active: row.active,
  role: { id: row.role_id, name: row.role_name },
});

/**
 * Throws 409 when `userId` is the workspace's only active administrator. It locks the administrators' membership
 * rows first, so two concurrent demotions or deactivations cannot both pass. Only active ones count: a deactivated
 * administrator (account or membership) cannot manage anything.
 */
export async function keepOneAdministrator(trx: Kysely<Database>, workspaceId: string, userId: string): Promise<void> {
  const admins = await trx
    .selectFrom('membership as m')
    .innerJoin('role as r', 'r.id', 'm.role_id')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.workspace_id', '=', workspaceId)
    .where('r.manage_users', '=', true)
    .where('u.active', '=', true)
    .where('m.active', '=', true)
    .forUpdate('m')
    .execute();
  if (admins.every((a) => a.user_id === userId)) throw conflict(LAST_ADMIN);
}

export const accountHandlers = {
  async userWorkspaces({ query, user, deps }) {
    let q = deps.db
      .selectFrom('membership as m')
      .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
      .innerJoin('role as r', 'r.id', 'm.role_id')
      .select(['w.id', 'w.name', 'm.role_id'])
      .where('m.user_id', '=', user.id)
      .where('m.active', '=', true)
      .orderBy('w.name');
    if (query.is_admin === true) q = q.where('r.manage_users', '=', true);
    return q.execute();
  },

  async getWorkspace({ params, user, deps }) {
    await workspaceAccess(deps.db, user.id, params.id);
    return deps.db
      .selectFrom('workspace')
      .select(['id', 'name', 'simulations_executed', 'max_simulations', 'simulations_added_from_last_month'])
      .where('id', '=', params.id)
      .executeTakeFirstOrThrow();
  },

  async listRoles({ deps }) {
    return deps.db.selectFrom('role').select(['id', 'name']).orderBy('name').execute();
  },

  async getRole({ params, deps }) {
    const role = await roleWithPermissions(deps.db, params.id);
    if (!role) throw notFound('El rol no existe');
    return role;
  },

  async getProfile({ user, deps }) {
    return deps.db
      .selectFrom('app_user')
      .select(['email', 'name', 'first_surname', 'second_surname'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  },

  async updateProfile({ body, user, deps }) {
    if (body.email !== undefined && String(body.email).trim().toLowerCase() !== user.email) {
      throw badRequest('El correo electrónico no se puede cambiar', 'email');
    }
    return deps.db
      .updateTable('app_user')
      .set({
        name: body.name.trim(),
        first_surname: body.first_surname.trim(),
        second_surname: body.second_surname?.trim() || null,
        updated_at: deps.now(),
      })
      .where('id', '=', user.id)
      .returning(['email', 'name', 'first_surname', 'second_surname'])
      .executeTakeFirstOrThrow();
  },

  async changePassword({ body, user, deps }) {
    const row = await deps.db.selectFrom('app_user').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await deps.passwords.verify(row.password_hash, body.old_password))) {
      throw badRequest('La contraseña actual no es correcta', 'old_password');
    }
    const hash = await deps.passwords.hash(body.password);
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute();
      await trx
        .updateTable('refresh_token')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('session_id', '!=', user.sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    });
    return { message: 'Contraseña cambiada' };
  },

  async listWorkspaceUsers({ params, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, params.id);
    if (!access.manageUsers) throw forbidden();
    const rows = await deps.db
      .selectFrom('membership as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .innerJoin('role as r', 'r.id', 'm.role_id')
      .select(['u.id', 'u.email', 'u.active as user_active', 'm.active as member_active', 'r.id as role_id', 'r.name as role_name'])
      .where('m.workspace_id', '=', params.id)
      .orderBy('u.email')
      .execute();
    return rows.map((r) => toWorkspaceUser({ ...r, active: r.user_active && r.member_active }));
  },

  async updateWorkspaceUser({ params, body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, params.id);
    if (!access.manageUsers) throw forbidden();
    return deps.db.transaction().execute(async (trx) => {
      const target = await workspaceUser(trx, params.id, params.userId);
      if (!target) throw notFound('User Not Found'); // the API's message; the ui shows 'Usuario incorrecto'
      const role = await trx.selectFrom('role').select(['id', 'manage_users']).where('id', '=', body.role_id).executeTakeFirst();
      if (!role) throw badRequest('El rol no existe', 'role_id');
      if (target.manage_users && target.active && !role.manage_users) await keepOneAdministrator(trx, params.id, params.userId);
      await trx
        .updateTable('membership')
        .set({ role_id: role.id })
        .where('workspace_id', '=', params.id)
        .where('user_id', '=', params.userId)
        .execute();
      return toWorkspaceUser((await workspaceUser(trx, params.id, params.userId))!);
    });
  },
} satisfies UserHandlers;

