/** The SQL of workspace scoping (./access.ts): a member's role with its grants, and the tender an id names. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The role of an active member of the workspace, with one row per module it grants (none: no member). */
export function activeMemberGrants(db: Executor, userId: string, workspaceId: string) {
  return (
    db
      .selectFrom('membership as m')
      .innerJoin('role as r', 'r.id', 'm.role_id')
      .leftJoin('role_permission as p', 'p.role_id', 'r.id')
      .select(['m.role_id', 'r.manage_users', 'p.module', 'p.read', 'p.create', 'p.update', 'p.delete'])
      .where('m.user_id', '=', userId)
      .where('m.workspace_id', '=', workspaceId)
      // A deactivated member is refused like a stranger: every permission check of both hosts comes through here.
      .where('m.active', '=', true)
      .execute()
  );
}

/** The tender of that id with its workspace, or undefined. */
export function projectById(db: Executor, projectId: string) {
  return db
    .selectFrom('project')
    .select(['id', 'workspace_id', 'name', 'created_at', 'updated_at'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}
