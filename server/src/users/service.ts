/** Accounts, roles and members: the contract's shapes and the rule that a workspace keeps an administrator. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PROFILE_MESSAGES } from '@licita/domain';
import { newPasswordPolicyError } from '@licita/domain/password-strength';
import { badRequest, conflict } from '../http/errors';
import { MODULES } from '../defaults';
import * as repo from './repository';

/**
 * A password a user chooses (register, invitation, change, reset) follows the domain's rule, the forms' own; the
 * operator's seed and admin command do not go through here. 400 on `password` with the reason.
 */
export function requireNewPassword(password: string, ...userInputs: string[]): void {
  const problem = newPasswordPolicyError(password, userInputs);
  if (problem) throw badRequest(problem, 'password');
}

export const USER_NOT_FOUND = PROFILE_MESSAGES.userNotFound;

export const LAST_ADMIN = PROFILE_MESSAGES.lastAdmin;

/** The role with one permission entry per module (no stored entry: nothing allowed). */
export async function roleWithPermissions(db: Kysely<Database>, id: string) {
  const role = await repo.findRole(db, id);
  if (!role) return undefined;
  const byModule = new Map((await repo.rolePermissions(db, id)).map((p) => [p.module, p]));
  return {
    id: role.id,
    name: role.name,
    manage_users: role.manage_users,
    permissions: MODULES.map((module) => {
      const p = byModule.get(module);
      return { module, read: !!p?.read, create: !!p?.create, update: !!p?.update, delete: !!p?.delete };
    }),
  };
}

/** A member as the admin screen shows it; `active` is false when the account or the membership is deactivated. */
export async function workspaceUser(db: Kysely<Database>, workspaceId: string, userId: string) {
  const row = await repo.findMember(db, workspaceId, userId);
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
  const admins = await repo.lockActiveAdministrators(trx, workspaceId);
  if (admins.every((id) => id === userId)) throw conflict(LAST_ADMIN);
}
