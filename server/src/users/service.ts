/**
 * Accounts, roles and members: the contract's shapes, the rule that a workspace keeps an administrator, and the
 * member changes that follow it (each one transaction). The SQL is in ./repository.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { newPasswordError, PROFILE_MESSAGES } from '@licita/domain';
import { ownAddressError, PASSWORD_ESTIMATE_PREFIX } from '@licita/domain/password-strength';
import { badRequest, conflict, notFound } from '../http/errors';
import { MODULES } from '../defaults';
import { revokeUserSessions } from '../auth/session-repository';
import type { Deps } from '../http/context';
import * as repo from './repository';

/**
 * The cheap part of the new-password rule (the shape, not the account's own address): checked before any limit.
 * 400 on `password` with the reason.
 */
export function requirePasswordShape(password: string, ...userInputs: string[]): void {
  const problem = newPasswordError(password) ?? ownAddressError(password, userInputs);
  if (problem) throw badRequest(problem, 'password');
}

/**
 * A password a user chooses (register, invitation, change, reset) follows the domain's rule, the forms' own (the
 * operator's commands and seed apply the same rule, ../admin/operations.ts). The strength estimate runs last, after
 * the limits and the token's check, in a worker thread (../auth/password-strength-pool.ts). 400 on `password`.
 */
export async function requireNewPassword(deps: Pick<Deps, 'passwordStrength'>, password: string, ...userInputs: string[]) {
  requirePasswordShape(password, ...userInputs);
  const problem = await deps.passwordStrength.problem(password.slice(0, PASSWORD_ESTIMATE_PREFIX), userInputs);
  if (problem) throw badRequest(problem, 'password');
}

export const USER_NOT_FOUND = PROFILE_MESSAGES.userNotFound;

export const ROLE_NOT_FOUND = PROFILE_MESSAGES.roleNotFound;

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
export async function workspaceUser(db: Kysely<Database> | Transaction<Database>, workspaceId: string, userId: string) {
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
async function keepOneAdministrator(trx: Transaction<Database>, workspaceId: string, userId: string): Promise<void> {
  const admins = await repo.lockActiveAdministrators(trx, workspaceId);
  if (admins.every((id) => id === userId)) throw conflict(LAST_ADMIN);
}

/**
 * Deactivates the member (409 when the workspace's last active administrator, 404 when no member); the member as
 * the admin screen shows it.
 */
export async function deactivateMember(db: Kysely<Database>, workspaceId: string, userId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const target = await workspaceUser(trx, workspaceId, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (target.manage_users && target.active) await keepOneAdministrator(trx, workspaceId, userId);
    await repo.updateMembership(trx, workspaceId, userId, { active: false });
    // Sessions belong to the user, not to a workspace. Access to this workspace is refused from now on by every
    // permission check; when no active workspace is left, the sessions end too.
    if (!(await repo.hasActiveMembership(trx, userId))) await revokeUserSessions(trx, userId, now);
    return toWorkspaceUser((await workspaceUser(trx, workspaceId, userId))!);
  });
}

/**
 * Gives the member another role (400 when the role does not exist, 409 when it would leave the workspace without
 * an active administrator, 404 when no member); the member as the admin screen shows it.
 */
export async function changeMemberRole(db: Kysely<Database>, workspaceId: string, userId: string, roleId: string) {
  return db.transaction().execute(async (trx) => {
    const target = await workspaceUser(trx, workspaceId, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    const role = await repo.findRole(trx, roleId);
    if (!role) throw badRequest(ROLE_NOT_FOUND, 'role_id');
    if (target.manage_users && target.active && !role.manage_users) await keepOneAdministrator(trx, workspaceId, userId);
    await repo.updateMembership(trx, workspaceId, userId, { role_id: role.id });
    return toWorkspaceUser((await workspaceUser(trx, workspaceId, userId))!);
  });
}
