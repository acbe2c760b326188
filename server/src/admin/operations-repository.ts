/**
 * The SQL of the operator's commands (./operations.ts): workspaces and accounts looked up by name and e-mail, the
 * membership they add, and what a workspace's deletion takes with it. The commands own the transactions.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export function workspaceByName(db: Executor, name: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('workspace').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

export async function userIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  return (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

/** Whether the account is a member (active or not) of the workspace. */
export async function isMember(db: Executor, userId: string, workspaceId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('membership')
    .select('role_id')
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst());
}

/** Adds the user to the workspace with that role (an existing membership fails the statement). */
export async function insertMembership(trx: Executor, userId: string, workspaceId: string, roleId: string): Promise<void> {
  await trx.insertInto('membership').values({ user_id: userId, workspace_id: workspaceId, role_id: roleId }).execute();
}

/** The ids of what owns stored files in the workspace: its simulations and previous studies, and its agreements. */
export async function fileOwnersOf(trx: Executor, workspaceId: string): Promise<{ runs: string[]; agreements: string[] }> {
  const sims = await trx
    .selectFrom('simulation as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select('s.id')
    .where('p.workspace_id', '=', workspaceId)
    .execute();
  const studies = await trx
    .selectFrom('previous_study as s')
    .innerJoin('project as p', 'p.id', 's.project_id')
    .select('s.id')
    .where('p.workspace_id', '=', workspaceId)
    .execute();
  const agreements = await trx.selectFrom('agreement').select('id').where('workspace_id', '=', workspaceId).execute();
  return { runs: [...sims, ...studies].map((r) => r.id), agreements: agreements.map((r) => r.id) };
}

/** Deletes the workspace with everything in it (ON DELETE CASCADE). */
export async function deleteWorkspaceRows(trx: Executor, workspaceId: string): Promise<void> {
  // Tenders first: their centers reference the workspace's agreements without a cascade of their own.
  await trx.deleteFrom('project').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspace').where('id', '=', workspaceId).execute();
}
