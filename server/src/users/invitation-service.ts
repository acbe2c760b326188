/**
 * Invitations into a workspace: sent (the link mailed, its token's hash stored), sent again, and accepted with the
 * link or from the user's own page. Each write is one transaction, so of two concurrent acceptances (or an
 * acceptance and a revocation) only one wins. The SQL is in ./repository.ts.
 */
import type { Kysely } from 'kysely';
import { INVITATION_MESSAGES as INVITATION_TEXTS } from '@licita/domain';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import { openSession } from '../auth/sessions';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { ROLE_NOT_FOUND, USER_NOT_FOUND } from './service';
import { INVALID_LINK } from './session-service';
import * as repo from './repository';

export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation refusals, in the domain's words (the ui and the in-memory fakes show the same). */
export const INVITATION_MESSAGES = {
  notFound: INVITATION_TEXTS.notFound,
  userNotFound: USER_NOT_FOUND,
  roleNotFound: ROLE_NOT_FOUND,
  alreadyMember: INVITATION_TEXTS.alreadyMember,
  alreadyInvited: INVITATION_TEXTS.alreadyInvited,
  invalidLink: INVALID_LINK,
  used: INVITATION_TEXTS.used,
  expired: INVITATION_TEXTS.expired,
  wrongPassword: INVITATION_TEXTS.wrongPassword,
  inactiveAccount: INVITATION_TEXTS.inactiveAccount,
} as const;

interface InvitationRow {
  id: string;
  email: string;
  role_id: string;
  role_name: string;
  expires_at: Date;
  created_at: Date;
}

export const toInvitation = (row: InvitationRow, now: Date) => ({
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

/** Invites an e-mail into the workspace with a role and mails the link; the invitation as the admin screen shows it. */
export async function inviteMember(
  deps: Deps,
  workspaceId: string,
  inviter: { id: string; email: string },
  email: string,
  roleId: string,
) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const role = await repo.findRole(trx, roleId);
    if (!role) throw badRequest(INVITATION_MESSAGES.roleNotFound, 'role_id');
    const workspace = await repo.workspaceName(trx, workspaceId);
    // An account joins only when its owner accepts (a link, or their own list once logged in); the answer is
    // the same whether or not the address has an account. Only a member of this very workspace is refused.
    const existing = await repo.userByEmail(trx, email);
    if (existing && (await repo.isMember(trx, existing.id, workspaceId)))
      throw conflict(INVITATION_MESSAGES.alreadyMember, 'email');
    if (await repo.lockPendingInvitationTo(trx, workspaceId, email)) throw conflict(INVITATION_MESSAGES.alreadyInvited, 'email');
    const token = newOpaqueToken();
    const row = await repo.insertInvitation(trx, {
      workspace_id: workspaceId,
      email,
      role_id: role.id,
      token_hash: hashToken(token),
      invited_by: inviter.id,
      expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      created_at: now,
    });
    // Sent inside the transaction: a mail that cannot be sent leaves no invitation behind.
    await mailInvitation(deps, { email, workspace, role: role.name, invitedBy: inviter.email, hasAccount: !!existing }, token);
    return { outcome: 'invited' as const, invitation: toInvitation({ ...row, role_name: role.name }, now) };
  });
}

/** Mails a pending invitation again with a new link (the previous one stops working); 404 when none is pending. */
export async function resendInvitation(deps: Deps, workspaceId: string, invitationId: string, inviterEmail: string) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const token = newOpaqueToken();
    // A new token replaces the stored hash: the previous link stops working.
    const renewed = await repo.updatePendingInvitation(trx, workspaceId, invitationId, {
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    if (!renewed) throw notFound(INVITATION_MESSAGES.notFound);
    const row = await repo.pendingInvitation(trx, workspaceId, invitationId);
    const hasAccount = !!(await repo.userByEmail(trx, row.email));
    await mailInvitation(
      deps,
      {
        email: row.email,
        workspace: await repo.workspaceName(trx, workspaceId),
        role: row.role_name,
        invitedBy: inviterEmail,
        hasAccount,
      },
      token,
    );
    return toInvitation(row, now);
  });
}

/** An invitation found by its link's token, or the 400 that says why it cannot be used. */
export async function invitationByToken(db: Kysely<Database>, token: string, now: Date) {
  const row = await repo.invitationByTokenHash(db, hashToken(token));
  // A revoked or replaced (resent) link is told apart from nothing: both are simply not valid.
  if (!row || row.revoked_at) throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
  if (row.accepted_at) throw badRequest(INVITATION_MESSAGES.used, 'token');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw badRequest(INVITATION_MESSAGES.expired, 'token');
  return row;
}

/**
 * Accepts an invitation with its link: the token spent, the account created when `existing` is undefined (with
 * `passwordHash`, hashed before: argon2 must not hold row locks), the membership added and a session opened.
 */
export async function acceptInvitationLink(
  deps: Deps,
  invitation: { id: string; email: string; workspace_id: string; role_id: string },
  token: string,
  existing: { id: string; email: string } | undefined,
  passwordHash: string | null,
  device: string | null,
  now: Date,
) {
  return deps.db.transaction().execute(async (trx) => {
    // Spend the token atomically: of two concurrent acceptances only one wins.
    if (!(await repo.claimInvitation(trx, invitation.id, hashToken(token), now)))
      throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
    let account = existing;
    if (!account) {
      account = await repo.insertUser(trx, { email: invitation.email, password_hash: passwordHash!, updated_at: now });
      // The account was created between the check and now: open the link again to give its password.
      if (!account) throw badRequest(INVITATION_MESSAGES.invalidLink, 'token');
    }
    await repo.addMembership(trx, account.id, invitation.workspace_id, invitation.role_id);
    return openSession(trx, deps.accessTokens, account, device, false, now);
  });
}

/**
 * The user accepts a live invitation to their e-mail: closed and the membership added in one transaction, so of
 * two concurrent acceptances (or an acceptance and a revocation) only one wins; its workspace, or null.
 */
export async function acceptLiveInvitation(
  db: Kysely<Database>,
  id: string,
  email: string,
  userId: string,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const invitation = await repo.closeLiveInvitation(trx, id, email, now, 'accepted_at');
    if (!invitation) return null;
    await repo.addMembership(trx, userId, invitation.workspace_id, invitation.role_id);
    return invitation.workspace_id;
  });
}
