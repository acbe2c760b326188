// Records in package-lock.json the other platforms' native builds that the registry this lock was written
// against did not serve (a registry mirror may carry only Linux builds). Without them `npm ci` refuses the lock
// ("Missing: @tailwindcss/oxide-darwin-arm64@ from lock file"). Each entry gets its os/cpu from its name, so
// npm skips it on every other platform and fetches it (by version) on its own.
//
//   rm -rf node_modules package-lock.json && npm install && node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl' };

/** `@scope/oxide-linux-arm64-musl` → { os: ['linux'], cpu: ['arm64'], libc: ['musl'] } */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) throw new Error(`No sé de qué plataforma es ${name}`);
  const os = parts.find((p) => OS.includes(p));
  const libc = parts.map((p) => LIBC[p]).find(Boolean);
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

export function completeLock(lock) {
  const added = [];
  const packages = {};
  for (const [path, entry] of Object.entries(lock.packages)) {
    packages[path] = entry;
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = path === '' ? '' : `${path}/`;
      const at = [`${base}node_modules/${dep}`, `node_modules/${dep}`].find((p) => lock.packages[p]);
      if (at || packages[`node_modules/${dep}`]) continue;
      // Right after the package that wants it, where a later `npm install` keeps it.
      packages[`node_modules/${dep}`] = {
        version,
        ...platformOf(dep),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
      };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = packages;
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLock(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Añadidas al lock: ${added.join(', ')}` : 'El lock ya estaba completo.');
}
