/** User host: workspaces, roles, profile, password change and user management. */
import { checkSmiForecast, numberInputText, PROFILE_MESSAGES, type SmiForecastEntry } from '@licita/domain';
import * as E from 'fp-ts/lib/Either.js';
import type { UserHandlers } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { workspaceAccess } from '../access';
import * as repo from './repository';
import {
  changeMemberRole,
  requireNewPassword,
  requirePasswordShape,
  ROLE_NOT_FOUND,
  roleWithPermissions,
  toWorkspaceUser,
} from './service';
import { changePassword } from './session-service';

/** The workspace's SMI previsto as given, by the form's own rule (one a year, after the last published one). */
function checkedSmiForecast(list: readonly SmiForecastEntry[]): SmiForecastEntry[] {
  const checked = checkSmiForecast(list.map((f) => ({ year: String(f.year), annual: numberInputText(f.annual) })));
  if (E.isLeft(checked)) throw badRequest(checked.left[0]!.message, 'smi_forecast');
  return checked.right;
}

export const accountHandlers = {
  async userWorkspaces({ query, user, deps }) {
    return repo.userWorkspaces(deps.db, user.id, query.is_admin === true);
  },

  async getWorkspace({ params, user, deps }) {
    await workspaceAccess(deps.db, user.id, params.id);
    return repo.workspaceWithQuota(deps.db, params.id);
  },

  async updateWorkspace({ params, body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, params.id);
    if (!access.manageUsers) throw forbidden();
    const text = (v: string | null | undefined) =>
      v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();
    const set: Parameters<typeof repo.updateWorkspaceBidder>[2] = {};
    if (body.company_name !== undefined) set.company_name = text(body.company_name);
    if (body.tax_id !== undefined) set.tax_id = text(body.tax_id)?.toUpperCase() ?? null;
    if (body.smi_forecast !== undefined) set.smi_forecast = checkedSmiForecast(body.smi_forecast);
    await repo.updateWorkspaceBidder(deps.db, params.id, set);
    return repo.workspaceWithQuota(deps.db, params.id);
  },

  async listRoles({ deps }) {
    return repo.listRoles(deps.db);
  },

  async getRole({ params, deps }) {
    const role = await roleWithPermissions(deps.db, params.id);
    if (!role) throw notFound(ROLE_NOT_FOUND);
    return role;
  },

  async getProfile({ user, deps }) {
    return repo.profileOf(deps.db, user.id);
  },

  async updateProfile({ body, user, deps }) {
    if (body.email !== undefined && String(body.email).trim().toLowerCase() !== user.email) {
      throw badRequest(PROFILE_MESSAGES.emailFixed, 'email');
    }
    return repo.updateProfile(deps.db, user.id, {
      name: body.name.trim(),
      first_surname: body.first_surname.trim(),
      second_surname: body.second_surname?.trim() || null,
      updated_at: deps.now(),
    });
  },

  async changePassword({ body, user, ip, deps }) {
    requirePasswordShape(body.password, user.email);
    // Checking the current password counts like a login of the account (a stolen session cannot guess it freely).
    await deps.rateLimits.guard(user.email, ip, async () => {
      if (!(await deps.passwords.verify(await repo.passwordHashOf(deps.db, user.id), body.old_password))) {
        throw badRequest(PROFILE_MESSAGES.wrongOldPassword, 'old_password');
      }
    });
    await requireNewPassword(deps, body.password, user.email);
    const hash = await deps.passwords.hash(body.password);
    await changePassword(deps, user.id, hash, user.sessionId);
    return { message: PROFILE_MESSAGES.passwordChanged };
  },

  async listWorkspaceUsers({ params, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, params.id);
    if (!access.manageUsers) throw forbidden();
    const rows = await repo.listMembers(deps.db, params.id);
    return rows.map((r) => toWorkspaceUser({ ...r, active: r.user_active && r.member_active }));
  },

  async updateWorkspaceUser({ params, body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, params.id);
    if (!access.manageUsers) throw forbidden();
    return changeMemberRole(deps.db, params.id, params.userId, body.role_id);
  },
} satisfies UserHandlers;
