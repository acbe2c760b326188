/**
 * User host: inviting colleagues into a workspace, the public side of the invitation link, and deactivating or
 * reactivating members. Every administrative call needs user management in the workspace (403) and sees only that
 * workspace's invitations and members (404); a refused call writes nothing.
 */
import type { Kysely } from 'kysely';
import { INVITATION_MESSAGES as INVITATION_TEXTS, PROFILE_MESSAGES } from '@licita/domain';
import type { Database } from '../db/schema';
import type { Deps, UserHandlers } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { workspaceAccess } from '../access';
import { openSession } from '../auth/sessions';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { keepOneAdministrator, requireNewPassword, toWorkspaceUser, USER_NOT_FOUND, workspaceUser } from './service';
import * as repo from './repository';

export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation refusals, in the domain's words (the ui and the in-memory fakes show the same). */
export const INVITATION_MESSAGES = {
  notFound: INVITATION_TEXTS.notFound,
  userNotFound: USER_NOT_FOUND,
  roleNotFound: PROFILE_MESSAGES.roleNotFound,
  alreadyMember: INVITATION_TEXTS.alreadyMember,
  alreadyInvited: INVITATION_TEXTS.alreadyInvited,
  invalidLink: INVITATION_TEXTS.invalidLink,
  used: INVITATION_TEXTS.used,
  expired: INVITATION_TEXTS.expired,
  wrongPassword: INVITATION_TEXTS.wrongPassword,
  inactiveAccount: INVITATION_TEXTS.inactiveAccount,
} as const;

async function requireManager(deps: Deps, userId: string, workspaceId: string) {
  const access = await workspaceAccess(deps.db, userId, workspaceId);
  if (!access.manageUsers) throw forbidden();
  return access;
}

interface InvitationRow {
  id: string;
  email: string;
  role_id: string;
  role_name: string;
  expires_at: Date;
  created_at: Date;
}

const toInvitation = (row: InvitationRow, now: Date) => ({
  id: row.id,
  email: row.email,
  role: { id: row.role_id, name: row.role_name },
  expires_at: new Date(row.expires_at).toISOString(),
  expired: new Date(row.expires_at).getTime() <= now.getTime(),
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * The mail with the link. The token travels only here and in the link; the database keeps its hash. An address
 * that already has an account is told it can accept with its password or from its own page once logged in.
 */
async function mailInvitation(
  deps: Deps,
  to: { email: string; workspace: string; role: string; invitedBy: string; hasAccount: boolean },
  token: string,
) {
  const link = `${deps.publicUrl}/invitation?token=${encodeURIComponent(token)}`;
  const how = to.hasAccount
    ? [
        `Ya tienes una cuenta en Licita: inicia sesión y acéptala en tu perfil (${deps.publicUrl}/profile), o abre este enlace`,
        `y escribe tu contraseña (caduca en ${INVITATION_DAYS} días y solo sirve una vez). No formarás parte del espacio hasta que la aceptes:`,
      ]
    : [`Abre este enlace para elegir tu contraseña y entrar (caduca en ${INVITATION_DAYS} días y solo sirve una vez):`];
  await deps.mailer.send({
    to: to.email,
    subject: `Licita: te han invitado al espacio de trabajo «${to.workspace}»`,
    text: [
      'Hola:',
      '',
      `${to.invitedBy} te invita a unirte al espacio de trabajo «${to.workspace}» de Licita con el rol ${to.role}.`,
      ...how,
      '',
      link,
      '',
      'Si no esperabas esta invitación, ignora este mensaje.',
    ].join('\n'),
  });
}

/** An invitation found by its link's token, or the 400 that says why it cannot be used. */
async function invitationByToken(db: Kysely<Database>, token: string, now: Date) {
  const row = await repo.invitationByTokenHash(db, hashToken(token));
  // A revoked or replaced (resent) link is told apart from nothing: both are simply not valid.
  if (!row || row.revoked_at) throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
  if (row.accepted_at) throw badRequest(INVITATION_MESSAGES.used, 'token');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw badRequest(INVITATION_MESSAGES.expired, 'token');
  return row;
}

export const memberHandlers = {
  async listInvitations({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    const now = deps.now();
    const rows = await repo.pendingInvitations(deps.db, params.id).orderBy('i.email').execute();
    return rows.map((r) => toInvitation(r, now));
  },

  async inviteWorkspaceUser({ params, body, user, deps, reply }) {
    await requireManager(deps, user.id, params.id);
    const email = String(body.email).trim().toLowerCase();
    const now = deps.now();
    const answer = await deps.db.transaction().execute(async (trx) => {
      const role = await repo.findRole(trx, body.role_id);
      if (!role) throw badRequest(INVITATION_MESSAGES.roleNotFound, 'role_id');
      const workspace = await repo.workspaceName(trx, params.id);
      // An account joins only when its owner accepts (a link, or their own list once logged in); the answer is
      // the same whether or not the address has an account. Only a member of this very workspace is refused.
      const existing = await repo.userByEmail(trx, email);
      if (existing && (await repo.isMember(trx, existing.id, params.id))) throw conflict(INVITATION_MESSAGES.alreadyMember, 'email');
      const pending = await repo.pendingInvitations(trx, params.id).where('i.email', '=', email).forUpdate('i').executeTakeFirst();
      if (pending) throw conflict(INVITATION_MESSAGES.alreadyInvited, 'email');
      const token = newOpaqueToken();
      const row = await repo.insertInvitation(trx, {
        workspace_id: params.id,
        email,
        role_id: role.id,
        token_hash: hashToken(token),
        invited_by: user.id,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        created_at: now,
      });
      // Sent inside the transaction: a mail that cannot be sent leaves no invitation behind.
      await mailInvitation(deps, { email, workspace, role: role.name, invitedBy: user.email, hasAccount: !!existing }, token);
      return { outcome: 'invited' as const, invitation: toInvitation({ ...row, role_name: role.name }, now) };
    });
    reply.code(201);
    return answer;
  },

  async resendInvitation({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    const now = deps.now();
    return deps.db.transaction().execute(async (trx) => {
      const token = newOpaqueToken();
      // A new token replaces the stored hash: the previous link stops working.
      const renewed = await repo.updatePendingInvitation(trx, params.id, params.invitationId, {
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      if (!renewed) throw notFound(INVITATION_MESSAGES.notFound);
      const row = await repo.pendingInvitations(trx, params.id).where('i.id', '=', params.invitationId).executeTakeFirstOrThrow();
      const hasAccount = !!(await repo.userByEmail(trx, row.email));
      await mailInvitation(deps, { email: row.email, workspace: await repo.workspaceName(trx, params.id), role: row.role_name, invitedBy: user.email, hasAccount }, token);
      return toInvitation(row, now);
    });
  },

  async revokeInvitation({ params, user, deps, reply }) {
    await requireManager(deps, user.id, params.id);
    if (!(await repo.updatePendingInvitation(deps.db, params.id, params.invitationId, { revoked_at: deps.now() }))) throw notFound(INVITATION_MESSAGES.notFound);
    reply.code(204);
  },

  async deactivateWorkspaceUser({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    const now = deps.now();
    return deps.db.transaction().execute(async (trx) => {
      const target = await workspaceUser(trx, params.id, params.userId);
      if (!target) throw notFound(INVITATION_MESSAGES.userNotFound);
      if (target.manage_users && target.active) await keepOneAdministrator(trx, params.id, params.userId);
      await repo.updateMembership(trx, params.id, params.userId, { active: false });
      // Sessions belong to the user, not to a workspace. Access to this workspace is refused from now on by every
      // permission check; when no active workspace is left, the sessions end too.
      if (!(await repo.hasActiveMembership(trx, params.userId))) {
        await repo.revokeUserSessions(trx, params.userId, now);
      }
      return toWorkspaceUser((await workspaceUser(trx, params.id, params.userId))!);
    });
  },

  async reactivateWorkspaceUser({ params, user, deps }) {
    await requireManager(deps, user.id, params.id);
    if (!(await repo.updateMembership(deps.db, params.id, params.userId, { active: true }))) throw notFound(INVITATION_MESSAGES.userNotFound);
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
        if (!(await deps.passwords.verify(existing.password_hash, body.password))) throw badRequest(INVITATION_MESSAGES.wrongPassword, 'password');
      });
    } else {
      requireNewPassword(body.password, invitation.email);
      passwordHash = await deps.passwords.hash(body.password);
    }
    const device = typeof body.device === 'string' ? body.device : null;
    const session = await deps.db.transaction().execute(async (trx) => {
      // Spend the token atomically: of two concurrent acceptances only one wins.
      if (!(await repo.claimInvitation(trx, invitation.id, hashToken(body.token), now))) throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
      let account: { id: string; email: string } | undefined = existing;
      if (!account) {
        account = await repo.insertUser(trx, { email: invitation.email, password_hash: passwordHash!, updated_at: now });
        // The account was created between the check and now: open the link again to give its password.
        if (!account) throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
      }
      await repo.addMembership(trx, account.id, invitation.workspace_id, invitation.role_id);
      return openSession(trx, deps.accessTokens, account, device, false, now);
    });
    return { workspace_id: invitation.workspace_id, session };
  },
} satisfies UserHandlers;
