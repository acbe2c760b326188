import type { OperationHandlers } from '../../http/context';
import { authHandlers } from './auth';
import { accountHandlers } from './account';

/** Every implemented operation of the user host, by operationId. */
export const userHostHandlers: OperationHandlers = { ...authHandlers, ...accountHandlers };
