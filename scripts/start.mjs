// `npm start`: install what is missing, build the sdk types and the app, then migrate, seed and serve.
import { execSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);

if (process.env.SKIP_BUILD !== '1') {
  console.log('› Compilando la aplicación…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

// The server migrates and seeds before it listens (server/src/main.ts).
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
