import type { UserHandlers } from '../../http/context';
import { authHandlers } from '../../users/auth-routes';
import { accountHandlers } from '../../users/account-routes';
import { memberHandlers } from '../../users/member-routes';
import { myInvitationHandlers } from '../../users/my-invitation-routes';

/** Every implemented operation of the user host, by operationId. */
export const userHostHandlers: UserHandlers = { ...authHandlers, ...accountHandlers, ...memberHandlers, ...myInvitationHandlers };
