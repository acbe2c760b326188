import * as t from 'io-ts';
import * as User from './generated/user';

export const UserWorkspace = User.UserWorkspace;
export type UserWorkspace = t.TypeOf<typeof UserWorkspace>;

export const Workspace = User.Workspace;
export type Workspace = t.TypeOf<typeof Workspace>;

/**
 * Simulations spent versus contracted: `executed/(max + added_last_month)`;
 * '∞' when unlimited (no max); '0/0' when both are zero.
 */
export function quotaDisplay(w: Pick<Workspace, 'simulations_executed' | 'max_simulations' | 'simulations_added_from_last_month'>): string {
  const executed = w.simulations_executed ?? 0;
  if (w.max_simulations === null || w.max_simulations === undefined) return `${executed}/∞`;
  const total = w.max_simulations + (w.simulations_added_from_last_month ?? 0);
  if (executed === 0 && total === 0) return '0/0';
  return `${executed}/${total}`;
}
