import type { UserHandlers } from '../../http/context';
import { authHandlers } from './auth';
import { accountHandlers } from './account';
import { memberHandlers } from './members';

/** Every implemented operation of the user host, by operationId. */
export const userHostHandlers: UserHandlers = { ...authHandlers, ...accountHandlers, ...memberHandlers };
