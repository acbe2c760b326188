import type { UserHandlers, UserOperationId } from '../http/context';
import { composeHandlers } from '../http/compose-handlers';
import { authHandlers } from '../users/auth-routes';
import { accountHandlers } from '../users/account-routes';
import { memberHandlers } from '../users/member-routes';
import { myInvitationHandlers } from '../users/my-invitation-routes';

/** Every implemented operation of the user host, by operationId (an operationId in two maps fails at start-up). */
export const userHostHandlers: UserHandlers = composeHandlers<UserOperationId>(
  authHandlers,
  accountHandlers,
  memberHandlers,
  myInvitationHandlers,
);
