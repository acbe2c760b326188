/** Reference data every installation has (the three roles) and the first workspace of an empty database. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { DEMO_WORKSPACE_NAME, MODULES, ROLE_IDS, type Module, type RoleName } from '../defaults';
import type { PasswordHasher } from '../auth/passwords';
import type { SeedAdmin } from '../defaults';
import { newPasswordPolicyError } from '@licita/domain/password-strength';
import type { Database } from './schema';

type Grant = { read: boolean; create: boolean; update: boolean; delete: boolean };
const ALL: Grant = { read: true, create: true, update: true, delete: true };
const READ: Grant = { read: true, create: false, update: false, delete: false };

export const ROLE_DEFINITIONS: Record<RoleName, { manage_users: boolean; grants: Record<Module, Grant> }> = {
  Administrador: {
    manage_users: true,
    grants: { agreement: ALL, simulation: ALL, inventory: ALL, previous_study: ALL },
  },
  Editor: {
    manage_users: false,
    grants: { agreement: READ, simulation: ALL, inventory: ALL, previous_study: ALL },
  },
  Lector: {
    manage_users: false,
    grants: { agreement: READ, simulation: READ, inventory: READ, previous_study: READ },
  },
};

/** Inserts or refreshes the three roles and their permissions (idempotent). */
export async function seedRoles(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [name, def] of Object.entries(ROLE_DEFINITIONS) as [RoleName, (typeof ROLE_DEFINITIONS)[RoleName]][]) {
      const id = ROLE_IDS[name];
      await trx
        .insertInto('role')
        .values({ id, name, manage_users: def.manage_users })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name, manage_users: def.manage_users }))
        .execute();
      for (const module of MODULES) {
        const grant = def.grants[module];
        await trx
          .insertInto('role_permission')
          .values({ role_id: id, module, ...grant })
          .onConflict((oc) => oc.columns(['role_id', 'module']).doUpdateSet(grant))
          .execute();
      }
    }
  });
}

export interface SeedResult {
  /** The demo workspace and administrator were created by this call. */
  seeded: boolean;
}

/**
 * Seeds the roles and, when the database has no workspace yet and an administrator is known, the workspace
 * "Demo" with that administrator.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  admin: SeedAdmin | undefined,
): Promise<SeedResult> {
  await seedRoles(db);
  if (!admin) return { seeded: false };
  const isEmpty = async (q: Kysely<Database>) =>
    (
      await q
        .selectFrom('workspace')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count === 0;
  if (!(await isEmpty(db))) return { seeded: false };
  const problem = admin.checked ? newPasswordPolicyError(admin.password, [admin.email]) : undefined;
  if (problem) throw new Error(`SEED_ADMIN_PASSWORD: ${problem}`);
  const passwordHash = await passwords.hash(admin.password);
  return db.transaction().execute(async (trx) => {
    // Several processes may start together on one PostgreSQL: one seeds, the others find it done.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) return { seeded: false };
    const workspace = await insertWorkspace(trx, DEMO_WORKSPACE_NAME, null);
    const user = await upsertUser(trx, admin.email, passwordHash);
    await trx
      .insertInto('membership')
      .values({ user_id: user.id, workspace_id: workspace.id, role_id: ROLE_IDS.Administrador })
      .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doUpdateSet({ role_id: ROLE_IDS.Administrador }))
      .execute();
    return { seeded: true };
  });
}

const SEED_LOCK = 732_100_1;

export async function insertWorkspace(trx: Transaction<Database>, name: string, maxSimulations: number | null) {
  return trx
    .insertInto('workspace')
    .values({ name, max_simulations: maxSimulations })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** The user of that e-mail, created with the given hash when missing (an existing user keeps its password). */
export async function upsertUser(trx: Transaction<Database>, email: string, passwordHash: string) {
  const normalized = email.trim().toLowerCase();
  const existing = await trx.selectFrom('app_user').select(['id', 'email']).where('email', '=', normalized).executeTakeFirst();
  if (existing) return { ...existing, created: false };
  const created = await trx
    .insertInto('app_user')
    .values({ email: normalized, password_hash: passwordHash, updated_at: new Date() })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { ...created, created: true };
}
