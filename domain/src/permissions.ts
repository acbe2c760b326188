import * as t from 'io-ts';
import * as User from './generated/user';

export const MODULES = ['agreement', 'simulation', 'inventory', 'previous_study'] as const;
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export const Module = t.keyof({ agreement: null, simulation: null, inventory: null, previous_study: null });
export type Module = t.TypeOf<typeof Module>;
export type Action = (typeof ACTIONS)[number];

export const Permission = User.Permission;
export type Permission = t.TypeOf<typeof Permission>;
export const Permissions = t.array(Permission);
export type Permissions = readonly Permission[];

export const Role = User.Role;
export type Role = t.TypeOf<typeof Role>;

const readOnly = (module: Module): Permission => ({ module, read: true, create: false, update: false, delete: false });

/** Before the role loads: read only on agreement, simulation and inventory. */
export const DEFAULT_PERMISSIONS: Permissions = [readOnly('agreement'), readOnly('simulation'), readOnly('inventory')];

/** True when any of the listed actions is granted on the module (an element shows when any of its actions is granted). */
export function can(permissions: Permissions | null | undefined, module: Module, ...actions: Action[]): boolean {
  const entry = (permissions ?? DEFAULT_PERMISSIONS).find((p) => p.module === module);
  if (!entry) return false;
  return actions.some((a) => entry[a] === true);
}

/** Which action of which module each element of the screens needs, named once. */
export const TenderRules = {
  create: (p: Permissions) => can(p, 'simulation', 'create'),
  edit: (p: Permissions) => can(p, 'simulation', 'update'),
  remove: (p: Permissions) => can(p, 'simulation', 'delete'),
};
export const SimulationRules = {
  create: (p: Permissions) => can(p, 'simulation', 'create'),
  edit: (p: Permissions) => can(p, 'simulation', 'update'),
  remove: (p: Permissions) => can(p, 'simulation', 'delete'),
  duplicate: (p: Permissions) => can(p, 'simulation', 'create'),
};
export const PreviousStudyRules = {
  create: (p: Permissions) => can(p, 'previous_study', 'create'),
  edit: (p: Permissions) => can(p, 'previous_study', 'update'),
  remove: (p: Permissions) => can(p, 'previous_study', 'delete'),
  convert: (p: Permissions) => can(p, 'simulation', 'create'),
};
