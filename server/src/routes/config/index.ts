import type { OperationHandlers } from '../../http/context';
import { projectHandlers } from './projects';
import { eventHandlers } from './events';
import { agreementHandlers } from './agreements';
import { materialCostHandlers } from './material-costs';
import { fileHandlers } from './files';

/** Every implemented operation of the config host, by operationId; the rest of the contract answers 501. */
export const configHostHandlers: OperationHandlers = { ...projectHandlers, ...eventHandlers, ...agreementHandlers, ...materialCostHandlers, ...fileHandlers };
