// `npm test`: every check, in order of speed; exits non-zero on the first failing stage.
//   1. types (tsc, strict, all packages)
//   2. the dependency rule between packages, and no import cycles (dependency-cruiser, .dependency-cruiser.cjs)
//   3. the contract of both hosts linted by Redocly CLI's recommended rules (scripts/lint-contract.ts, redocly.yaml)
//   4. formatting (Prettier, .prettierrc.json; `npm run format` writes it)
//   5. style (ESLint with typescript-eslint and the rules of hooks, eslint.config.js)
//   6. unused files, exports and dependencies (knip, knip.json)
//   7. unit, story, server tests (vitest projects; server on PGlite and on PostgreSQL when one answers)
//   8. browser tests (the built app served by the real server, clicked in Chromium)
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const BROWSER = 'Pruebas en el navegador (Chromium)';
const stages = [
  ['Tipos (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Dependencias (dependency-cruiser)', 'npm', ['run', 'lint:deps', '--silent']],
  ['Contrato (Redocly CLI)', 'npm', ['run', 'lint:contract', '--silent']],
  ['Formato (Prettier)', 'npm', ['run', 'format:check', '--silent']],
  ['Estilo (ESLint)', 'npm', ['run', 'lint', '--silent']],
  ['Código sin usar (knip)', 'npm', ['run', 'knip', '--silent']],
  ['Pruebas unitarias, historias y servidor (vitest)', 'npx', ['vitest', 'run']],
  [BROWSER, 'npm', ['run', 'test:e2e', '--silent']],
];

const only = process.argv.slice(2);
const selected = stages.filter(([title]) => !only.length || only.some((o) => title.toLowerCase().includes(o.toLowerCase())));

// The browser is checked before anything runs (the install included), so a missing one costs seconds.
const env = { ...process.env, FORCE_COLOR: '0' };
if (selected.some(([title]) => title === BROWSER)) {
  const chromium = ensureChromium();
  if (!chromium) process.exit(1);
  env.CHROMIUM_PATH = chromium;
}

ensureInstalled(root);

const results = [];
for (const [title, cmd, args] of selected) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([title, run.status === 0, seconds]);
  if (run.status !== 0) break;
}

console.log('\n━━ Resumen ━━');
for (const [title, ok, seconds] of results) console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
const failed = results.filter(([, ok]) => !ok).length;
process.exit(failed || results.length === 0 ? 1 : 0);
