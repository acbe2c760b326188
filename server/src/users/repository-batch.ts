/** Workspaces, users and memberships written in batches (`npm run bench:scale` seeds thousands through these). */
import type { Insertable, Kysely } from 'kysely';
import type { AppUserTable, Database, MembershipTable, WorkspaceTable } from '../db/schema';
import { insertRows } from '../db/batch';

type Db = Kysely<Database>;

/** Inserts the workspaces as given (ids included). */
export function insertWorkspaces(db: Db, rows: readonly Insertable<WorkspaceTable>[]): Promise<void> {
  return insertRows(db, 'workspace', rows);
}

/** Inserts the users as given (ids included; e-mails already normalised). */
export function insertUsers(db: Db, rows: readonly Insertable<AppUserTable>[]): Promise<void> {
  return insertRows(db, 'app_user', rows);
}

export function insertMemberships(db: Db, rows: readonly Insertable<MembershipTable>[]): Promise<void> {
  return insertRows(db, 'membership', rows);
}
