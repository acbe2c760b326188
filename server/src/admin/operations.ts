/** Operator actions shared by the admin CLI and the tests: create a workspace with its administrator, add users. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordHasher } from '../auth/passwords';
import { ROLE_IDS, type RoleName } from '../defaults';
import { insertWorkspace, upsertUser } from '../db/seed';
import type { FileStorage } from '../files/port';
import { removeOwnedFiles } from '../files/owned';
import { isEmailAddress } from '@licita/domain';

export class AdminError extends Error {
  override name = 'AdminError';
}

export const MIN_PASSWORD_LENGTH = 8;

function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!isEmailAddress(normalized)) throw new AdminError(`El correo electrónico "${email}" no es válido`);
  return normalized;
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminError(`La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`);
  }
}

export function parseRole(role: string): RoleName {
  const match = (Object.keys(ROLE_IDS) as RoleName[]).find((r) => r.toLowerCase() === role.trim().toLowerCase());
  if (!match) throw new AdminError(`El rol "${role}" no existe: usa Administrador, Editor o Lector`);
  return match;
}

export interface CreateWorkspaceInput {
  name: string;
  adminEmail: string;
  adminPassword: string;
  maxSimulations?: number | null;
}

export async function createWorkspace(db: Kysely<Database>, passwords: PasswordHasher, input: CreateWorkspaceInput) {
  const name = input.name.trim();
  if (!name) throw new AdminError('El nombre del espacio de trabajo es obligatorio');
  const email = checkEmail(input.adminEmail);
  const max = input.maxSimulations ?? null;
  if (max !== null && (!Number.isInteger(max) || max < 0)) {
    throw new AdminError('El número máximo de simulaciones debe ser un entero mayor o igual que 0');
  }
  const exists = await db.selectFrom('workspace').select('id').where('name', '=', name).executeTakeFirst();
  if (exists) throw new AdminError(`Ya existe un espacio de trabajo llamado "${name}"`);
  const existingUser = await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
  if (!existingUser) checkPassword(input.adminPassword);
  const hash = existingUser ? '' : await passwords.hash(input.adminPassword);
  return db.transaction().execute(async (trx) => {
    const workspace = await insertWorkspace(trx, name, max);
    const user = await upsertUser(trx, email, hash);
    await trx.insertInto('membership').values({ user_id: user.id, workspace_id: workspace.id, role_id: ROLE_IDS.Administrador }).execute();
    return { workspace, user };
  });
}

export interface AddUserInput {
  workspace: string;
  email: string;
  password: string;
  role: string;
}

export async function addUser(db: Kysely<Database>, passwords: PasswordHasher, input: AddUserInput) {
  const role = parseRole(input.role);
  const email = checkEmail(input.email);
  const workspace = await db.selectFrom('workspace').select(['id', 'name']).where('name', '=', input.workspace.trim()).executeTakeFirst();
  if (!workspace) throw new AdminError(`No existe el espacio de trabajo "${input.workspace}"`);
  const existingUser = await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
  if (existingUser) {
    const member = await db
      .selectFrom('membership')
      .select('role_id')
      .where('user_id', '=', existingUser.id)
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirst();
    if (member) throw new AdminError(`El usuario ${email} ya pertenece a "${workspace.name}"`);
  } else {
    checkPassword(input.password);
  }
  const hash = existingUser ? '' : await passwords.hash(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await upsertUser(trx, email, hash);
    await trx.insertInto('membership').values({ user_id: user.id, workspace_id: workspace.id, role_id: ROLE_IDS[role] }).execute();
    return { workspace, user, role };
  });
}

/**
 * Deletes a workspace with everything in it (ON DELETE CASCADE), then, after the commit, the stored files of its
 * simulations, previous studies and agreements; a crash in between leaves orphans that the hourly sweep removes.
 */
export async function deleteWorkspace(db: Kysely<Database>, storage: FileStorage, name: string) {
  const workspace = await db.selectFrom('workspace').select(['id', 'name']).where('name', '=', name.trim()).executeTakeFirst();
  if (!workspace) throw new AdminError(`No existe el espacio de trabajo "${name}"`);
  const owners = await db.transaction().execute(async (trx) => {
    const sims = await trx.selectFrom('simulation as s').innerJoin('project as p', 'p.id', 's.project_id').select('s.id').where('p.workspace_id', '=', workspace.id).execute();
    const studies = await trx.selectFrom('previous_study as s').innerJoin('project as p', 'p.id', 's.project_id').select('s.id').where('p.workspace_id', '=', workspace.id).execute();
    const agreements = await trx.selectFrom('agreement').select('id').where('workspace_id', '=', workspace.id).execute();
    // Tenders first: their centers reference the workspace's agreements without a cascade of their own.
    await trx.deleteFrom('project').where('workspace_id', '=', workspace.id).execute();
    await trx.deleteFrom('workspace').where('id', '=', workspace.id).execute();
    return { runs: [...sims, ...studies].map((r) => r.id), agreements: agreements.map((r) => r.id) };
  });
  const removed = await removeOwnedFiles(storage, owners.runs);
  for (const id of owners.agreements) await storage.remove(`agreement-${id}.pdf`);
  return { workspace, removed: removed + owners.agreements.length };
}
