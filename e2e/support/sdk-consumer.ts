/**
 * A project outside the repository that uses the sdk as another team would: the packed tarball installed from
 * a file (its dependency, openapi-fetch, from the npm registry or cache), compiled by plain tsc.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './server-process';

/** The environment without what `npm run` adds, so the nested npm acts on the consumer project, not the workspace. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== 'INIT_CWD') env[k] = v;
  return { ...env, ...extra };
}

export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env: cleanEnv(env), encoding: 'utf8', timeout: 240_000 });
}

function check(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} falló (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The first fenced block of `lang` after `heading` in sdk/README.md: the quick start, verbatim. */
function readmeBlock(heading: string, lang: string): string {
  const readme = readFileSync(join(repoRoot, 'sdk/README.md'), 'utf8');
  const from = readme.indexOf(`\n${heading}\n`);
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(readme.slice(from));
  if (from < 0 || !match) throw new Error(`sdk/README.md no tiene un bloque ${lang} bajo «${heading}»`);
  return match[1] + '\n';
}

/** The repository's TypeScript. */
export const tsc = (dir: string, project: string) =>
  run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', project], dir);

/** The TypeScript a plain `npm install -D typescript` brought the consumer project (the newest release). */
export const freshTsc = (dir: string, project: string) =>
  run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', project], dir);

/** Packs the sdk (its prepack builds dist/) and installs the tarball into a fresh project in the temp folder. */
export function consumerProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'licita-sdk-consumer-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = JSON.parse(
    check(run(npm, ['pack', '-w', '@licita/sdk', '--pack-destination', dir, '--json'], repoRoot), 'npm pack'),
  ) as Array<{ filename: string }>;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }, null, 2));
  check(
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${packed[0]!.filename}`, '@types/node@20'], dir),
    'npm install',
  );
  // as the README says: a plain install of TypeScript, whatever version that brings today
  check(run(npm, ['install', '-D', '--no-audit', '--no-fund', 'typescript'], dir), 'npm install -D typescript');
  for (const file of ['errors.ts', 'types.ts', 'browser.ts'])
    copyFileSync(join(repoRoot, 'e2e/sdk-consumer', file), join(dir, file));
  writeFileSync(join(dir, 'app.ts'), readmeBlock('## Quick start', 'ts'));
  writeFileSync(join(dir, 'tsconfig.json'), readmeBlock('## Quick start', 'json'));
  writeFileSync(join(dir, 'bid.ts'), readmeBlock('## Presupuesto y oferta', 'ts'));
  // Node16 also without the DOM library, as a Node-only project has it: fetch and Response come from @types/node.
  const variants = {
    node16: { module: 'Node16', moduleResolution: 'Node16', lib: ['ES2022'], types: ['node'] },
    bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  };
  for (const [name, options] of Object.entries(variants)) {
    writeFileSync(
      join(dir, `tsconfig.${name}.json`),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { ...options, noEmit: true } }),
    );
  }
  return dir;
}
