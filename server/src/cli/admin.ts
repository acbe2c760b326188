/**
 * Operator command (`npm run admin -- …`), on the same database the server uses (DATABASE_URL, or the embedded
 * one in DATA_DIR / ./data):
 *
 *   create-workspace --name N --admin-email E --admin-password P [--max-simulations K]
 *   add-user --workspace N --email E --password P --role Administrador|Editor|Lector
 *   delete-workspace --name N   (the workspace, everything in it and its stored files)
 *   import-awards FILE…         (the Plataforma's awards: ATOM pages and ZIP archives of them; docs/market.md)
 *   load-reference-agreement --file F   (a reference agreement's file: docs/reference-agreements.md)
 *   verify-reference-agreement --regcon C --by NAME [--date YYYY-MM-DD]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { DEFAULT_DATA_DIR } from '../paths';
import { migrateToLatest } from '../db/migrate';
import { seedRoles } from '../db/seed';
import { createPasswordHasher } from '../auth/passwords';
import { AdminError, addUser, createWorkspace, deleteWorkspace, parseRole } from '../admin/operations';
import { createFileStorage } from '../files/storage';
import { runtimeSettings } from '../config';
import { WORKSPACE_LABEL } from '@licita/domain';
import { importAwards } from '../market/import-awards';
import { PlacspFileError } from '../placsp/xml-tree';
import { loadReferenceCommand, verifyReferenceCommand } from './reference-commands';

const USAGE = `Uso:
  npm run admin -- create-workspace --name NOMBRE --admin-email CORREO --admin-password CLAVE [--max-simulations N]
  npm run admin -- add-user --workspace NOMBRE --email CORREO --password CLAVE --role Administrador|Editor|Lector
  npm run admin -- delete-workspace --name NOMBRE   (con todo su contenido y sus ficheros)
  npm run admin -- import-awards ARCHIVO…   (adjudicaciones de la Plataforma: páginas ATOM o archivos ZIP de ellas)
  npm run admin -- load-reference-agreement --file FICHERO.json   (convenio de referencia: versión nueva o corrección)
  npm run admin -- verify-reference-agreement --regcon CÓDIGO --by NOMBRE [--date AAAA-MM-DD]

Usa DATABASE_URL si está definida; si no, la base de datos embebida de DATA_DIR (por defecto ./data).
Con la base embebida, detén antes el servidor (npm start).`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value === '') throw new UsageError(`Falta la opción --${name}`);
  return value;
}

type Command = 'create-workspace' | 'add-user' | 'delete-workspace' | 'load-reference-agreement' | 'verify-reference-agreement';
type Values = Record<string, string | undefined>;

const OPTIONS: Record<Command, readonly string[]> = {
  'create-workspace': ['name', 'admin-email', 'admin-password', 'max-simulations'],
  'add-user': ['workspace', 'email', 'password', 'role'],
  'delete-workspace': ['name'],
  'load-reference-agreement': ['file'],
  'verify-reference-agreement': ['regcon', 'by', 'date'],
};
const REQUIRED: Record<Command, readonly string[]> = {
  'create-workspace': ['name', 'admin-email', 'admin-password'],
  'add-user': ['workspace', 'email', 'password', 'role'],
  'delete-workspace': ['name'],
  'load-reference-agreement': ['file'],
  'verify-reference-agreement': ['regcon', 'by'],
};
const isCommand = (command: string): command is Command => Object.hasOwn(OPTIONS, command);

export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return USAGE;
  if (command === 'import-awards') return runImportAwards(rest, env);
  if (!isCommand(command)) throw new UsageError(`Orden desconocida: ${command}`);
  const values = parseOptions(command, rest);
  checkOptions(command, values);
  const database = await databaseOf(env);
  try {
    await migrateToLatest(database.db);
    await seedRoles(database.db);
    return await runCommand(command, values, database.db, env);
  } finally {
    await database.close();
  }
}

/** The database the server uses: DATABASE_URL, or the embedded one in DATA_DIR (./data). */
const databaseOf = (env: NodeJS.ProcessEnv) =>
  openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR || DEFAULT_DATA_DIR) });

/** Loads the Plataforma's awards from the files, printing a progress line as it goes (docs/market.md). */
async function runImportAwards(files: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (files.length === 0) throw new UsageError('Falta al menos un archivo: import-awards ARCHIVO…');
  const database = await databaseOf(env);
  try {
    await migrateToLatest(database.db);
    const totals = await importAwards(database.db, files, (line) => process.stderr.write(`${line}\n`));
    return `Adjudicaciones cargadas: ${totals.entries} entradas leídas, ${totals.stored} nuevas o actualizadas, ${totals.lots} lotes adjudicados guardados.`;
  } catch (e) {
    if (e instanceof PlacspFileError) throw new AdminError(e.message);
    throw e;
  } finally {
    await database.close();
  }
}

/** The command's options (each a string), refused in Spanish when unknown or without a value. */
function parseOptions(command: Command, args: string[]): Values {
  try {
    const typed = Object.fromEntries(OPTIONS[command].map((k) => [k, { type: 'string' as const }]));
    return parseArgs({ args, options: typed, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    throw new UsageError(translateParseError((error as Error).message));
  }
}

/** Everything that can be checked without the database is checked first. */
function checkOptions(command: Command, values: Values): void {
  for (const name of REQUIRED[command]) required(values, name);
  if (command === 'add-user') parseRole(values.role!);
  const maxText = values['max-simulations'];
  if (maxText !== undefined && !/^\d+$/.test(maxText)) {
    throw new AdminError('--max-simulations debe ser un número entero mayor o igual que 0');
  }
}

/** Runs the checked command on the migrated database; the line it prints. */
async function runCommand(command: Command, values: Values, db: DatabaseHandle['db'], env: NodeJS.ProcessEnv): Promise<string> {
  if (command === 'load-reference-agreement') return loadReferenceCommand(db, resolve(required(values, 'file')));
  if (command === 'verify-reference-agreement')
    return verifyReferenceCommand(
      db,
      { regcon: required(values, 'regcon'), by: required(values, 'by'), date: values.date },
      new Date(),
    );
  if (command === 'delete-workspace') {
    // the storage only removes files here: its signing secret is never used
    const { workspace, removed } = await deleteWorkspace(
      db,
      createFileStorage('admin', () => new Date(), runtimeSettings(env)),
      required(values, 'name'),
    );
    return `${WORKSPACE_LABEL} "${workspace.name}" eliminado con todo su contenido (${removed} ficheros)`;
  }
  const passwords = createPasswordHasher();
  if (command === 'create-workspace') {
    const maxText = values['max-simulations'];
    const maxSimulations = maxText === undefined ? null : Number(maxText);
    const { workspace, user } = await createWorkspace(db, passwords, {
      name: required(values, 'name'),
      adminEmail: required(values, 'admin-email'),
      adminPassword: required(values, 'admin-password'),
      maxSimulations,
    });
    return `${WORKSPACE_LABEL} "${workspace.name}" creado (${workspace.id}); administrador: ${user.email}${
      user.created ? '' : ' (usuario existente: conserva su contraseña)'
    }`;
  }
  const { workspace, user, role } = await addUser(db, passwords, {
    workspace: required(values, 'workspace'),
    email: required(values, 'email'),
    password: required(values, 'password'),
    role: required(values, 'role'),
  });
  return `Usuario ${user.email} añadido a "${workspace.name}" como ${role}${
    user.created ? '' : ' (usuario existente: conserva su contraseña)'
  }`;
}

function translateParseError(message: string): string {
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown) return `Opción desconocida: ${unknown[1]}`;
  const missingValue = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
  if (missingValue) return `Falta el valor de ${missingValue[1]}`;
  if (/Unexpected argument/.test(message)) return `Argumento inesperado: ${message.split("'")[1] ?? message}`;
  return message;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href;
if (isMain) {
  runAdmin(process.argv.slice(2)).then(
    (output) => {
      console.log(output);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Error: ${message}`);
      if (error instanceof UsageError) console.error(`\n${USAGE}`);
      process.exit(1);
    },
  );
}
