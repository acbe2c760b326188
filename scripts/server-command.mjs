// Runs one of the server's programs: the compiled JavaScript of server/dist with plain `node` when
// NODE_ENV=production (built by `npm run build`), the TypeScript sources through tsx otherwise.
//   node scripts/server-command.mjs main|worker|admin|simulate [args…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = { main: 'main.ts', worker: 'cli/worker.ts', admin: 'cli/admin.ts', simulate: 'cli/simulate.ts' };

export function serverCommand(program, args = [], env = process.env) {
  if (!(program in SOURCES)) throw new Error(`Programa desconocido: ${program}`);
  if (env.NODE_ENV === 'production') {
    const compiled = join(root, 'server', 'dist', `${program}.js`);
    if (!existsSync(compiled)) {
      console.error('✘ Falta el servidor compilado (server/dist). Compílalo con:  NODE_ENV=production npm run build');
      process.exit(1);
    }
    return [process.execPath, ['--enable-source-maps', compiled, ...args]];
  }
  return [process.execPath, ['--import', 'tsx', join(root, 'server', 'src', SOURCES[program]), ...args]];
}

/** Runs the program as a child that gets this process's signals, and exits with its code. */
export function runServerCommand(program, args = []) {
  const [command, commandArgs] = serverCommand(program, args);
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [program, ...args] = process.argv.slice(2);
  runServerCommand(program, args);
}
