/**
 * `npm test -- contrato` (or `npm run lint:contract`): both hosts' contracts, merged from the YAML fragments
 * as the server serves them at /api/docs, linted by Redocly CLI with its recommended rules and the exceptions of
 * `redocly.yaml`. Any error fails; warnings are listed. Each problem is named by the fragment that defines it
 * (openapi/<host>/<area>.yaml) and its place in the document, since that file is the one to fix.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { contractFiles, HOSTS, loadContract, type Host } from '@licita/openapi';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const root = join(import.meta.dirname, '..');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The fragment of a host that defines what a JSON pointer points into (a path item's method, a component, the head). */
function fragmentOf(host: Host, pointer: string): string {
  const [, section, name, third] = pointer
    .replace(/^#/, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const files = contractFiles(host);
  for (const file of files) {
    const doc = parse(readFileSync(file, 'utf8')) ?? {};
    if (section === 'paths' && doc.paths?.[name] && (!third || third === 'parameters' || doc.paths[name][third])) return file;
    if (section === 'components' && doc.components?.[name]?.[third]) return file;
  }
  return files[0]; // the document head (info, servers, security…) is _base.yaml
}

function lintHost(host: Host, dir: string): Problem[] {
  const file = join(dir, `openapi.${host}.json`);
  writeFileSync(file, JSON.stringify(loadContract(host), null, 2));
  // The package's own binary, not npx (which costs seconds resolving it)
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  );
  try {
    return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
  } catch {
    console.error(`Redocly CLI no ha podido leer el contrato de ${host}:\n${run.stdout}${run.stderr}`);
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'licita-contract-lint-'));
let errors = 0;
let warnings = 0;
try {
  for (const host of HOSTS) {
    const problems = lintHost(host, dir);
    const count = (severity: Problem['severity']) => problems.filter((p) => p.severity === severity).length;
    errors += count('error');
    warnings += count('warn');
    console.log(`${host}: ${plural(count('error'), 'error', 'errores')}, ${plural(count('warn'), 'aviso', 'avisos')}`);
    for (const p of problems) {
      const pointer = p.location[0]?.pointer ?? '#/';
      const where = relative(root, fragmentOf(host, pointer));
      console.log(`  ${p.severity === 'error' ? '✘ error' : '· aviso'}  ${p.ruleId}  ${where}  ${pointer}\n      ${p.message}`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (errors) {
  console.error(
    `\n${plural(errors, 'error', 'errores')} en el contrato: corrige los fragmentos YAML señalados (reglas y excepciones: redocly.yaml, openapi/README.md), y después npm run gen:sdk.`,
  );
  process.exit(1);
}
console.log(`\nContrato sin errores (${plural(warnings, 'aviso', 'avisos')}, explicados en openapi/README.md).`);
