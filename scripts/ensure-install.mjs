// Installs the workspace's packages with `npm ci` when they are missing or were installed from another lock,
// so running the project never rewrites package-lock.json. Plain Node on purpose: it runs before anything else
// is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureInstalled(root) {
  const stamp = join(root, 'node_modules', '.licita-lock-sha256');
  const lockHash = createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === lockHash) return;
  console.log('› Instalando dependencias (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${lockHash}\n`);
}
