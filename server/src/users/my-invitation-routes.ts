/**
 * User host: the invitations addressed to the logged-in user's e-mail, on their own page. An account never
 * joins a workspace because an administrator typed its address: its owner accepts here (or with the mailed link
 * and their password) or declines. Another user's invitation answers as a missing one (404).
 */
import { INVITATION_MESSAGES } from '@licita/domain';
import type { UserHandlers } from '../http/context';
import { notFound } from '../http/errors';
import { acceptLiveInvitation } from './invitation-service';
import * as repo from './repository';

export const MY_INVITATION_MESSAGES = {
  notFound: INVITATION_MESSAGES.notPending,
} as const;

export const myInvitationHandlers = {
  async listMyInvitations({ user, deps }) {
    return repo.liveInvitationsTo(deps.db, user.email, deps.now());
  },

  async acceptMyInvitation({ params, user, deps }) {
    const workspaceId = await acceptLiveInvitation(deps.db, params.invitationId, user.email, user.id, deps.now());
    if (workspaceId === null) throw notFound(MY_INVITATION_MESSAGES.notFound);
    return { workspace_id: workspaceId };
  },

  async declineMyInvitation({ params, user, deps, reply }) {
    if (!(await repo.closeLiveInvitation(deps.db, params.invitationId, user.email, deps.now(), 'revoked_at')))
      throw notFound(MY_INVITATION_MESSAGES.notFound);
    reply.code(204);
  },
} satisfies UserHandlers;
