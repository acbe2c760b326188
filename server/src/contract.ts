/**
 * The wire shapes of the contract (openapi/), as the generator writes them into the sdk's generated types: the
 * one place the server reaches them. Handlers are typed per operationId from `ConfigOperations` /
 * `UserOperations` (see http/context.ts); rows and mappers name a schema as `Schemas['Weekday']`.
 */
export type { components as ConfigComponents, operations as ConfigOperations } from '@licita/sdk/generated/config';
export type { components as UserComponents, operations as UserOperations } from '@licita/sdk/generated/user';
import type { components } from '@licita/sdk/generated/config';

/** The config host's schemas (the user host's are `UserComponents['schemas']`). */
export type Schemas = components['schemas'];
/** A frequency of an hourly task. */
export type TaskFrequency = Schemas['VariableWork']['frequency'];
