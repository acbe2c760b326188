/**
 * The SQL of accounts, password recovery, workspaces, roles, memberships and invitations (sessions' refresh tokens:
 * ../auth/session-repository.ts). The statements that must run together take the transaction (`trx`) a service
 * opened.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { UserComponents } from '../contract';
import type { AppUserTable, Database, InvitationTable, PasswordResetTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// ------------------------------------------------------------------ accounts and password recovery

export function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'password_hash', 'active'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account of that id when it is active. */
export function activeUser(db: Db, id: string) {
  return db.selectFrom('app_user').select(['id', 'email']).where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

/** The account of that e-mail when it is active. */
export function activeUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email'])
    .where('email', '=', email)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** A new account; undefined when the e-mail was taken meanwhile. */
export function insertUser(db: Db, values: Insertable<AppUserTable>) {
  return db
    .insertInto('app_user')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();
}

export async function updateUser(db: Db, id: string, set: Updateable<AppUserTable>): Promise<void> {
  await db.updateTable('app_user').set(set).where('id', '=', id).execute();
}

/** Stores today's hash unless the password changed meanwhile. */
export async function storeRehash(db: Db, id: string, fresh: string, old: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: fresh }).where('id', '=', id).where('password_hash', '=', old).execute();
}

export async function passwordHashOf(db: Db, userId: string): Promise<string> {
  return (await db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;
}

export function profileOf(db: Db, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['email', 'name', 'first_surname', 'second_surname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function updateProfile(db: Db, userId: string, set: Updateable<AppUserTable>) {
  return db
    .updateTable('app_user')
    .set(set)
    .where('id', '=', userId)
    .returning(['email', 'name', 'first_surname', 'second_surname'])
    .executeTakeFirstOrThrow();
}

export async function insertPasswordReset(db: Db, values: Insertable<PasswordResetTable>): Promise<void> {
  await db.insertInto('password_reset').values(values).execute();
}

/** Spends a live recovery link atomically; its user, or undefined. */
/** The e-mail of the account whose recovery link is still live (not spent, not expired); nothing is spent. */
export async function liveResetEmail(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select('u.email')
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .executeTakeFirst();
  return row?.email;
}

export async function spendPasswordReset(trx: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const live = trx.updateTable('password_reset').set({ used_at: now }).where('token_hash', '=', tokenHash);
  return (await live.where('used_at', 'is', null).where('expires_at', '>', now).returning('user_id').executeTakeFirst())?.user_id;
}

/** Spends the user's other pending recovery links. */
export async function spendUserResets(trx: Db, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

// ------------------------------------------------------------------ workspaces, roles and members

/** The user's active workspaces by name, those where the user manages users only when `adminsOnly`. */
export function userWorkspaces(db: Db, userId: string, adminsOnly: boolean) {
  let q = db
    .selectFrom('membership as m')
    .innerJoin('workspace as w', 'w.id', 'm.workspace_id')
    .innerJoin('role as r', 'r.id', 'm.role_id')
    .select(['w.id', 'w.name', 'm.role_id'])
    .where('m.user_id', '=', userId)
    .where('m.active', '=', true)
    .orderBy('w.name');
  if (adminsOnly) q = q.where('r.manage_users', '=', true);
  return q.execute();
}

export function workspaceWithQuota(db: Db, id: string) {
  return db
    .selectFrom('workspace')
    .select([
      'id',
      'name',
      'simulations_executed',
      'max_simulations',
      'simulations_added_from_last_month',
      'company_name',
      'tax_id',
      'smi_forecast',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Saves the bidder's data of the workspace (the fields given; null clears one). */
export async function updateWorkspaceBidder(
  db: Db,
  id: string,
  set: { company_name?: string | null; tax_id?: string | null; smi_forecast?: Array<{ year: number; annual: number }> },
): Promise<void> {
  const { smi_forecast, ...rest } = set;
  const values = { ...rest, ...(smi_forecast ? { smi_forecast: JSON.stringify(smi_forecast) } : {}) };
  if (Object.keys(values).length) await db.updateTable('workspace').set(values).where('id', '=', id).execute();
}

export async function workspaceName(db: Db, id: string): Promise<string> {
  return (await db.selectFrom('workspace').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
}

export function listRoles(db: Db) {
  return db.selectFrom('role').select(['id', 'name']).orderBy('name').execute();
}

export function findRole(db: Db, id: string) {
  return db.selectFrom('role').select(['id', 'name', 'manage_users']).where('id', '=', id).executeTakeFirst();
}

export function rolePermissions(db: Db, roleId: string) {
  return db
    .selectFrom('role_permission')
    .select(['module', 'read', 'create', 'update', 'delete'])
    .where('role_id', '=', roleId)
    .execute();
}

const members = (db: Db) =>
  db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .innerJoin('role as r', 'r.id', 'm.role_id')
    .select([
      'u.id',
      'u.email',
      'u.active as user_active',
      'm.active as member_active',
      'r.id as role_id',
      'r.name as role_name',
      'r.manage_users',
    ]);

/** One member of the workspace with its role, or undefined. */
export function findMember(db: Db, workspaceId: string, userId: string) {
  return members(db).where('m.workspace_id', '=', workspaceId).where('m.user_id', '=', userId).executeTakeFirst();
}

/** The workspace's members by e-mail. */
export function listMembers(db: Db, workspaceId: string) {
  return members(db).where('m.workspace_id', '=', workspaceId).orderBy('u.email').execute();
}

/** The user ids of the workspace's active administrators, their membership rows locked until the transaction ends. */
export async function lockActiveAdministrators(trx: Db, workspaceId: string): Promise<string[]> {
  const admins = await trx
    .selectFrom('membership as m')
    .innerJoin('role as r', 'r.id', 'm.role_id')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.workspace_id', '=', workspaceId)
    .where('r.manage_users', '=', true)
    .where('u.active', '=', true)
    .where('m.active', '=', true)
    .forUpdate('m')
    .execute();
  return admins.map((a) => a.user_id);
}

/** Adds the user to the workspace; false when already a member. */
export async function addMembership(db: Db, userId: string, workspaceId: string, roleId: string): Promise<boolean> {
  const added = await db
    .insertInto('membership')
    .values({ user_id: userId, workspace_id: workspaceId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return !!added;
}

/** Changes the member's role or active flag; false when the user is no member. */
export async function updateMembership(
  db: Db,
  workspaceId: string,
  userId: string,
  set: { role_id?: string; active?: boolean },
): Promise<boolean> {
  const r = await db
    .updateTable('membership')
    .set(set)
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function hasActiveMembership(db: Db, userId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('membership')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .executeTakeFirst());
}

// ------------------------------------------------------------------ invitations

/** The workspace's invitations neither accepted nor revoked, with their role's name (not handed out: finished below). */
const pendingInvitations = (db: Db, workspaceId: string) =>
  db
    .selectFrom('invitation as i')
    .innerJoin('role as r', 'r.id', 'i.role_id')
    .select(['i.id', 'i.email', 'i.role_id', 'r.name as role_name', 'i.expires_at', 'i.created_at'])
    .where('i.workspace_id', '=', workspaceId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null);

/** The workspace's pending invitations by e-mail. */
export function listPendingInvitations(db: Db, workspaceId: string) {
  return pendingInvitations(db, workspaceId).orderBy('i.email').execute();
}

/** The workspace's pending invitation to that e-mail, its row locked until the transaction ends; or undefined. */
export function lockPendingInvitationTo(trx: Db, workspaceId: string, email: string) {
  return pendingInvitations(trx, workspaceId).where('i.email', '=', email).forUpdate('i').executeTakeFirst();
}

/** The workspace's pending invitation of that id (it must exist). */
export function pendingInvitation(db: Db, workspaceId: string, id: string) {
  return pendingInvitations(db, workspaceId).where('i.id', '=', id).executeTakeFirstOrThrow();
}

/** The invitation of a link's token hash, with its workspace's and role's names. */
export function invitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitation as i')
    .innerJoin('role as r', 'r.id', 'i.role_id')
    .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
    .select([
      'i.id',
      'i.workspace_id',
      'w.name as workspace_name',
      'i.email',
      'i.role_id',
      'r.name as role_name',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function insertInvitation(trx: Db, values: Insertable<InvitationTable>) {
  return trx
    .insertInto('invitation')
    .values(values)
    .returning(['id', 'email', 'role_id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Changes a pending invitation of the workspace; false when there is none of that id. */
export async function updatePendingInvitation(
  db: Db,
  workspaceId: string,
  id: string,
  set: Updateable<InvitationTable>,
): Promise<boolean> {
  const r = await db
    .updateTable('invitation')
    .set(set)
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Whether the account is a member (active or not) of the workspace. */
export async function isMember(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('membership')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst());
}

/** The live invitations to an e-mail (neither accepted, revoked nor expired), newest first. */
export async function liveInvitationsTo(db: Db, email: string, now: Date): Promise<UserComponents['schemas']['MyInvitation'][]> {
  const rows = await db
    .selectFrom('invitation as i')
    .innerJoin('role as r', 'r.id', 'i.role_id')
    .innerJoin('workspace as w', 'w.id', 'i.workspace_id')
    .leftJoin('app_user as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.workspace_id',
      'w.name as workspace_name',
      'i.role_id',
      'r.name as role_name',
      'u.email as invited_by',
      'i.expires_at',
    ])
    .where('i.email', '=', email)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    workspace_id: r.workspace_id,
    workspace_name: r.workspace_name,
    role: { id: r.role_id, name: r.role_name },
    invited_by: r.invited_by ?? '',
    expires_at: new Date(r.expires_at).toISOString(),
  }));
}

/** Ends a live invitation to that e-mail (accepted or declined) atomically; its workspace and role, or undefined. */
export async function closeLiveInvitation(trx: Db, id: string, email: string, now: Date, how: 'accepted_at' | 'revoked_at') {
  return trx
    .updateTable('invitation')
    .set({ [how]: now })
    .where('id', '=', id)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['workspace_id', 'role_id'])
    .executeTakeFirst();
}

/** Spends a live invitation atomically: of two concurrent acceptances only one wins. */
export async function claimInvitation(trx: Db, id: string, tokenHash: string, now: Date): Promise<boolean> {
  const pending = trx
    .updateTable('invitation')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash);
  const claimed = await pending
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}
