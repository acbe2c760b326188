// `npm start`: install what is missing, build the sdk types and the app, then migrate, seed and serve.
// With NODE_ENV=production nothing is built at start: it runs the compiled server of `npm run build`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';
import { runServerCommand } from './server-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';
ensureInstalled(root);

if (production) {
  if (!existsSync(join(root, 'ui', 'dist', 'index.html'))) {
    console.error('✘ Falta la aplicación compilada (ui/dist). Compílala con:  NODE_ENV=production npm run build');
    process.exit(1);
  }
} else if (process.env.SKIP_BUILD !== '1') {
  console.log('› Compilando la aplicación…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

// The server migrates and seeds before it listens (server/src/main.ts).
runServerCommand('main');
