// Installs the workspace's packages when they are missing or older than package-lock.json.
// Plain Node on purpose: it runs before anything else is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  // `npm install`, not `npm ci`: npm leaves other platforms' optional packages (tailwind's, rolldown's native
  // builds) out of a lock written on Linux, and `npm ci` then refuses the lock. Versions still come from it.
  console.log('› Instalando dependencias (npm install)…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
