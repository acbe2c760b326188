/**
 * Opens the one database the server uses: a real PostgreSQL when a URL is given, otherwise embedded PGlite
 * (in a folder, or in memory for tests). Both speak the same SQL through the same Kysely query layer.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server. */
  databaseUrl?: string;
  /** PostgreSQL only: work inside this schema (created when missing). Tests use one per file. */
  schema?: string;
  /** Embedded only: the folder holding the data (`<dataDir>/pglite`). Without it the database lives in memory. */
  dataDir?: string;
  /** Embedded in memory only: start from this dump (`PGlite.dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded engine, when that is what runs. */
  pglite?: PGlite;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const dateAsText = (value: string) => value;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, schema?: string): Promise<DatabaseHandle> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Nombre de esquema no válido: ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? dateAsText : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its connection (database restart, network) must not crash the process: the pool reports
  // idle clients' errors, and a checked-out client between two queries (inside a transaction, say) reports them
  // on itself, where nothing else listens. The query in flight, if any, still fails with the error.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => console.error(`PostgreSQL (conexión en uso): ${error.message}`)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Fail early with a clear message when the server does not answer.
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`No se puede conectar con PostgreSQL (${redact(url)}): ${(error as Error).message}`, { cause: error });
  }
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let pglite: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    try {
      pglite = new PGlite(join(dataDir, 'pglite'), { parsers: { [DATE_OID]: dateAsText } });
      await pglite.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    pglite = new PGlite({ parsers: { [DATE_OID]: dateAsText }, ...(loadDataDir ? { loadDataDir } : {}) });
    await pglite.waitReady;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy(); // closes PGlite too
      releaseLock();
    },
  };
}

/**
 * PGlite is single-process: two processes opening the same folder corrupt it. A lock file with the owner's pid
 * makes the second one stop with a clear message (a stale lock of a dead process is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `La base de datos de ${dataDir} está en uso por otro proceso (pid ${pid}). ` +
            'Detén el servidor antes de usar esta orden, o usa DATABASE_URL con PostgreSQL.',
          { cause: error },
        );
      }
      if (pid === process.pid)
        throw new Error(`La base de datos de ${dataDir} ya está abierta en este proceso.`, { cause: error });
      rmSync(lockFile, { force: true }); // stale
    }
  }
  throw new Error(`No se pudo bloquear ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
