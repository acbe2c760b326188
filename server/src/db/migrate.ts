/**
 * Runs the ordered migration files of ./migrations (`NNNN_name.ts`, each exporting `up` and optionally `down`)
 * that have not run yet. Kysely's migrator keeps the record in `kysely_migration` and takes a lock, so two
 * processes starting together on PostgreSQL do not both migrate.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * A database whatever its tables: the migrator and the readiness check use only Kysely's record of migrations and
 * raw SQL, so they take the application's typed database and the untyped one migrations get alike (Kysely's own
 * Migrator is typed the same way).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever tables the database has (above)
export type AnyTablesDb = Kysely<any>;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d+_[\w-]+\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const name = file.replace(/\.(ts|js|mjs)$/, '');
      migrations[name] = (await import(pathToFileURL(join(migrationsDir, file)).href)) as Migration;
    }
    return migrations;
  }
}

async function migratorFor(db: AnyTablesDb): Promise<Migrator> {
  // Name the schema: otherwise Kysely may take another schema's migration tables for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider: new FolderMigrationProvider(), migrationTableSchema: rows[0]?.schema ?? 'public' });
}

/** Names of the migrations this build has that the database has not run (the readiness check). */
export async function pendingMigrations(db: AnyTablesDb): Promise<string[]> {
  const migrations = await (await migratorFor(db)).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrateToLatest(db: AnyTablesDb): Promise<string[]> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`La migración ${failed?.migrationName ?? ''} ha fallado: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
