/**
 * Workspace scoping and permissions. Every config-host query goes through here: a workspace the caller does not
 * belong to (or an object of one) answers 404, a role without the permission answers 403. The SQL is in
 * ./access-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Action, Module } from './defaults';
import { API_MESSAGES } from '@licita/domain';
import { forbidden, notFound } from './http/errors';
import { activeMemberGrants, projectById } from './access-repository';

export const NO_WORKSPACE_ACCESS = API_MESSAGES.noWorkspaceAccess;

export interface WorkspaceAccess {
  workspaceId: string;
  roleId: string;
  manageUsers: boolean;
  can(module: Module, action: Action): boolean;
}

/** The caller's role in the workspace, or 404 when not an active member. */
export async function workspaceAccess(db: Kysely<Database>, userId: string, workspaceId: string): Promise<WorkspaceAccess> {
  const rows = await activeMemberGrants(db, userId, workspaceId);
  // Same answer for a workspace that does not exist: no way to probe other workspaces' ids. The API's message,
  // which the ui translates ('Su usuario no tiene acceso al espacio de trabajo').
  if (rows.length === 0) throw notFound(NO_WORKSPACE_ACCESS);
  const grants = new Map(rows.filter((r) => r.module).map((r) => [r.module as string, r]));
  return {
    workspaceId,
    roleId: rows[0].role_id,
    manageUsers: rows[0].manage_users,
    can: (module, action) => Boolean(grants.get(module)?.[action]),
  };
}

export function requirePermission(access: WorkspaceAccess, module: Module, action: Action): void {
  if (!access.can(module, action)) throw forbidden();
}

/** The tender and the caller's access to its workspace; 404 when either is missing. */
export async function projectAccess(db: Kysely<Database>, userId: string, projectId: string) {
  const project = await projectById(db, projectId);
  if (!project) throw notFound('La licitación no existe');
  const access = await workspaceAccess(db, userId, project.workspace_id).catch(() => {
    throw notFound('La licitación no existe');
  });
  return { project, access };
}
