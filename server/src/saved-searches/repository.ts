/**
 * The SQL of a user's saved searches (table `saved_search`). A change reaches only the user's own searches in a
 * workspace where the user is an active member.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SavedSearchRow {
  id: string;
  search: string;
  created_at: Date;
}

/** The user's searches in the workspace, newest first. */
export function listSearches(db: Kysely<Database>, userId: string, workspaceId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_search')
    .select(['id', 'search', 'created_at'])
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertSearch(db: Kysely<Database>, userId: string, workspaceId: string, search: string): Promise<string> {
  const row = await db
    .insertInto('saved_search')
    .values({ user_id: userId, workspace_id: workspaceId, search })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The workspaces where the user is an active member. */
const activeWorkspaces = (userId: string) => (eb: ExpressionBuilder<Database, 'saved_search'>) =>
  eb.selectFrom('membership').select('workspace_id').where('user_id', '=', userId).where('active', '=', true);

/** The changed search, or undefined when the user has no such search. */
export function updateSearch(
  db: Kysely<Database>,
  userId: string,
  id: string,
  search: string,
): Promise<SavedSearchRow | undefined> {
  return db
    .updateTable('saved_search')
    .set({ search })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('workspace_id', 'in', activeWorkspaces(userId))
    .returning(['id', 'search', 'created_at'])
    .executeTakeFirst();
}

/** Whether the user had that search (now deleted). */
export async function deleteSearch(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_search')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('workspace_id', 'in', activeWorkspaces(userId))
    .executeTakeFirst();
  return Boolean(result.numDeletedRows);
}
