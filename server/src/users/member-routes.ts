/**
 * User host: inviting colleagues into a workspace, the public side of the invitation link, and deactivating or
 * reactivating members. Every administrative call needs user management in the workspace (403) and sees only that
 * workspace's invitations and members (404); a refused call writes nothing. The writes are in
 * ./invitation-service.ts and ./service.ts.
 */
import type { Deps, UserHandlers } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { workspaceAccess } from '../access';
import { deactivateMember, requireNewPassword, toWorkspaceUser, workspaceUser } from './service';
import {
  acceptInvitationLink,
  INVITATION_MESSAGES,
  invitationByToken,
  inviteMember,
  resendInvitation,
  toInvitation,
} from './invitation-service';
import * as repo from './repository';

async function requireManager(deps: Deps, userId: string, workspaceId: string) {
  const access = await workspaceAccess(deps.db, userId, workspaceId);
  if (!access.manageUsers) throw forbidden();
  return access;
}

export const memberHandlers = {
  async listInvitations({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    const now = deps.now();
    const rows = await repo.listPendingInvitations(deps.db, params.id);
    return rows.map((r) => toInvitation(r, now));
  },

  async inviteWorkspaceUser({ params, body, user, deps, reply }) {
    await requireManager(deps, user.id, params.id);
    const email = String(body.email).trim().toLowerCase();
    const answer = await inviteMember(deps, params.id, user, email, body.role_id);
    reply.code(201);
    return answer;
  },

  async resendInvitation({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    return resendInvitation(deps, params.id, params.invitationId, user.email);
  },

  async revokeInvitation({ params, user, deps, reply }) {
    await requireManager(deps, user.id, params.id);
    if (!(await repo.updatePendingInvitation(deps.db, params.id, params.invitationId, { revoked_at: deps.now() })))
      throw notFound(INVITATION_MESSAGES.notFound);
    reply.code(204);
  },

  async deactivateWorkspaceUser({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    return deactivateMember(deps.db, params.id, params.userId, deps.now());
  },

  async reactivateWorkspaceUser({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    if (!(await repo.updateMembership(deps.db, params.id, params.userId, { active: true })))
      throw notFound(INVITATION_MESSAGES.userNotFound);
    return toWorkspaceUser((await workspaceUser(deps.db, params.id, params.userId))!);
  },

  async checkInvitation({ body, ip, deps }) {
    // The link's token is a credential: a wrong one counts against the address like a failed login.
    const row = await deps.rateLimits.guard(null, ip, () => invitationByToken(deps.db, body.token, deps.now()));
    const account = await repo.userByEmail(deps.db, row.email);
    return {
      workspace_id: row.workspace_id,
      workspace_name: row.workspace_name,
      email: row.email,
      role: { id: row.role_id, name: row.role_name },
      expires_at: new Date(row.expires_at).toISOString(),
      account_exists: !!account,
    };
  },

  async acceptInvitation({ body, ip, deps }) {
    const now = deps.now();
    // The token counts against the address like a failed login; an existing account's password then counts
    // against that account too (the login limits, ../auth/rate-limit.ts).
    const invitation = await deps.rateLimits.guard(null, ip, () => invitationByToken(deps.db, body.token, now));
    const existing = await repo.userByEmail(deps.db, invitation.email);
    // Hash or verify before the transaction: argon2 takes tens of milliseconds and must not hold row locks.
    let passwordHash: string | null = null;
    if (existing) {
      if (!existing.active) throw badRequest(INVITATION_MESSAGES.inactiveAccount, 'token');
      await deps.rateLimits.guard(existing.email, ip, async () => {
        if (!(await deps.passwords.verify(existing.password_hash, body.password)))
          throw badRequest(INVITATION_MESSAGES.wrongPassword, 'password');
      });
    } else {
      await requireNewPassword(deps, body.password, invitation.email);
      passwordHash = await deps.passwords.hash(body.password);
    }
    const device = typeof body.device === 'string' ? body.device : null;
    const session = await acceptInvitationLink(deps, invitation, body.token, existing, passwordHash, device, now);
    return { workspace_id: invitation.workspace_id, session };
  },
} satisfies UserHandlers;
