/**
 * Operator actions shared by the admin CLI and the tests: create a workspace with its administrator, add users,
 * delete a workspace. Each command's writes are one transaction; the SQL is in ./operations-repository.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordHasher } from '../auth/passwords';
import { ROLE_IDS, type RoleName } from '../defaults';
import { insertWorkspace, upsertUser } from '../db/seed';
import type { FileStorage } from '../files/port';
import { removeOwnedFiles } from '../files/owned';
import { isEmailAddress } from '@licita/domain';
import { newPasswordPolicyError } from '@licita/domain/password-strength';
import * as repo from './operations-repository';

export class AdminError extends Error {
  override name = 'AdminError';
}

function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!isEmailAddress(normalized)) throw new AdminError(`El correo electrónico "${email}" no es válido`);
  return normalized;
}

/** The users' own rule (../../domain/src/password-strength.ts): an operator gets no weaker passwords than a user. */
function checkPassword(password: string, email: string): void {
  const problem = newPasswordPolicyError(password, [email]);
  if (problem) throw new AdminError(problem);
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
  if (await repo.workspaceByName(db, name)) throw new AdminError(`Ya existe un espacio de trabajo llamado "${name}"`);
  const existingUser = await repo.userIdByEmail(db, email);
  if (!existingUser) checkPassword(input.adminPassword, email);
  const hash = existingUser ? '' : await passwords.hash(input.adminPassword);
  return db.transaction().execute(async (trx) => {
    const workspace = await insertWorkspace(trx, name, max);
    const user = await upsertUser(trx, email, hash);
    await repo.insertMembership(trx, user.id, workspace.id, ROLE_IDS.Administrador);
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
  const workspace = await repo.workspaceByName(db, input.workspace.trim());
  if (!workspace) throw new AdminError(`No existe el espacio de trabajo "${input.workspace}"`);
  const existingUser = await repo.userIdByEmail(db, email);
  if (existingUser) {
    if (await repo.isMember(db, existingUser, workspace.id))
      throw new AdminError(`El usuario ${email} ya pertenece a "${workspace.name}"`);
  } else {
    checkPassword(input.password, email);
  }
  const hash = existingUser ? '' : await passwords.hash(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await upsertUser(trx, email, hash);
    await repo.insertMembership(trx, user.id, workspace.id, ROLE_IDS[role]);
    return { workspace, user, role };
  });
}

/**
 * Deletes a workspace with everything in it (ON DELETE CASCADE), then, after the commit, the stored files of its
 * simulations, previous studies (comparisons included), agreements and PLACSP uploads; a crash in between leaves
 * orphans that the hourly sweep removes.
 */
export async function deleteWorkspace(db: Kysely<Database>, storage: FileStorage, name: string) {
  const workspace = await repo.workspaceByName(db, name.trim());
  if (!workspace) throw new AdminError(`No existe el espacio de trabajo "${name}"`);
  const owners = await db.transaction().execute(async (trx) => {
    const owners = await repo.fileOwnersOf(trx, workspace.id);
    await repo.deleteWorkspaceRows(trx, workspace.id);
    return owners;
  });
  const removed =
    (await removeOwnedFiles(storage, owners.runs)) +
    (await removeOwnedFiles(storage, owners.agreements, undefined, 'agreement')) +
    (await removeOwnedFiles(storage, [workspace.id], undefined, 'workspace'));
  return { workspace, removed };
}
