#!/usr/bin/env node
/**
 * The structure counts (docs/architecture.md, "The counts"), read from the source tree (no build needed):
 *   node scripts/structure-counts.mjs          the table
 *   node scripts/structure-counts.mjs --list   the table, then every counted item with its file
 *
 * - sentences: user-readable sentences (string literals, the static pieces of template literals, JSX text and JSX
 *   string attributes starting with a capital letter, ¿ or ¡, of three words or more: `sentences.mjs`) written in
 *   two or more source files of domain, application, ui and server (tests, stories and generated code left out);
 *   those in English are counted apart, and so are the English sentences written in one file;
 * - queries: query-builder calls (selectFrom, insertInto, updateTable, deleteFrom, replaceInto, mergeInto, and raw
 *   `sql` templates or `sql.raw(…)` executed on the spot) in server/src outside the repositories
 *   (`*repository*.ts`) and `db/`; a `sql` fragment handed to a builder is part of that builder's call;
 * - route transactions: `transaction()` opened in a route module (`<area>/<subject>-routes.ts`) or a host's
 *   composition (`server/src/hosts/`): services own the transactions, routes open none;
 * - state: module-level mutable state in server/src: a top-level `new Map/Set/WeakMap/WeakSet` built empty
 *   (state that outlives an app), and, apart, a top-level `let`;
 * - env: `process.env` in server/src outside `config.ts` and the command-line entry points (`cli/`);
 * - double casts: `as unknown as` in domain, application, ui and server sources (stories included);
 * - shift shapes: hand-written declarations (interface, object type, io-ts `t.type`/`t.partial`) of a fixed
 *   shift, recognised by declaring both `shift_type` and `weekdays_working`;
 * - relative imports into another package: an import, re-export or `import()` whose relative path, resolved from
 *   its file, lands in the folder of another workspace package (`../../../domain/src/…` from server/); the files
 *   of every package and of the root's tooling (scripts/, .storybook/, the root's config files) are read. Climbs
 *   from a package into the root's tooling (.storybook/preview, scripts/sdk-source.ts) are counted apart: the
 *   root has no name to import it by;
 * - long functions: function declarations, function expressions, arrow functions, methods, accessors and
 *   constructors over 80 lines (last line − first line + 1 of the node, read with the TypeScript parser) in the
 *   source files of domain, application, ui and server (tests, stories, generated code and the migrations left
 *   out); a nested function counts on its own and its lines count in its parent too;
 * - fake lines: the lines of the in-memory fakes, i.e. the application/src files that its fakes entry
 *   (`@licita/application/fakes`, fakes.ts) reaches through relative imports and its main entry (index.ts) does not:
 *   the fakes, their shared helpers and demo data, and the entry itself (the stories' and ui tests' own set-up in
 *   ui/src/testing is not counted); the JSON files they import (recorded answers of the real server, decoded with
 *   the domain's codecs) are counted apart, as data.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isEnglish, sentencesOf } from './sentences.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const list = process.argv.includes('--list');

function walk(dir, code = /\.tsx?$/) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path, code));
    else if (code.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const rel = (path) => relative(root, path).split(sep).join('/');
const isTestOrStory = (path) => /\.(test|spec|stories)\.tsx?$/.test(path) || /\/(test|tests|testing)\//.test(path);
const read = (path) => readFileSync(path, 'utf8');

/** The text without comments, string contents kept (a `//` inside a string is not a comment). */
function stripComments(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const block = text.slice(i, end < 0 ? text.length : end + 2);
      out += block.replace(/[^\n]/g, ' ');
      i = end < 0 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// ------------------------------------------------------------------ sentences written in two or more files

const sourceFiles = ['domain/src', 'application/src', 'ui/src', 'server/src']
  .flatMap((dir) => walk(join(root, dir)))
  .filter((path) => !isTestOrStory(rel(path)));
const filesBySentence = new Map();
for (const path of sourceFiles) {
  for (const s of sentencesOf(read(path), path)) {
    const files = filesBySentence.get(s) ?? new Set();
    files.add(rel(path));
    filesBySentence.set(s, files);
  }
}
const repeatedSentences = [...filesBySentence].filter(([, files]) => files.size >= 2);
const repeatedEnglish = repeatedSentences.filter(([s]) => isEnglish(s));
const englishInOneFile = [...filesBySentence].filter(([s, files]) => files.size === 1 && isEnglish(s));

// ------------------------------------------------------------------ the server

const serverFiles = walk(join(root, 'server/src')).map((path) => ({ path: rel(path), code: stripComments(read(path)) }));

const isRepository = (path) => /(^|\/)[^/]*repository[^/]*\.ts$/.test(path) || path.startsWith('server/src/db/');
const isRoute = (path) => /-routes\.ts$/.test(path) || path.startsWith('server/src/hosts/');
const builderCall = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g;

/** The index just past the template literal opening at `open` (a backtick), substitutions and nested templates included. */
function templateEnd(code, open) {
  for (let i = open + 1; i < code.length;) {
    if (code[i] === '\\') i += 2;
    else if (code[i] === '`') return i + 1;
    else if (code[i] === '$' && code[i + 1] === '{') i = bracketEnd(code, i + 1);
    else i++;
  }
  return code.length;
}

/** The index just past the bracket closing the one at `open` (`{`, `(` or `<`), skipping strings and templates. */
function bracketEnd(code, open) {
  const [opening, closing] = { '{': ['{', '}'], '(': ['(', ')'], '<': ['<', '>'] }[code[open]];
  let depth = 0;
  for (let i = open; i < code.length;) {
    const c = code[i];
    if (c === '`') i = templateEnd(code, i);
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '=' && code[i + 1] === '>')
      i += 2; // an arrow inside type arguments closes nothing
    else {
      if (c === opening) depth++;
      else if (c === closing && --depth === 0) return i + 1;
      i++;
    }
  }
  return code.length;
}

/** Raw SQL executed where it is written: `sql<T>`…`.execute(` or `sql.raw(…).execute(`. */
function rawSqlExecuted(code) {
  let count = 0;
  for (const m of code.matchAll(/(?<![\w.$])sql\b/g)) {
    let i = m.index + 3;
    if (code.startsWith('.raw(', i)) i = bracketEnd(code, i + 4);
    else {
      if (code[i] === '<') i = bracketEnd(code, i);
      if (code[i] !== '`') continue;
      i = templateEnd(code, i);
    }
    if (/^\s*\.execute\(/.test(code.slice(i, i + 40))) count++;
  }
  return count;
}

const queries = serverFiles
  .filter((f) => !isRepository(f.path))
  .flatMap((f) =>
    Array(f.code.match(builderCall)?.length ?? 0)
      .fill(f.path)
      .concat(Array(rawSqlExecuted(f.code)).fill(f.path)),
  );
const routeTransactions = serverFiles
  .filter((f) => isRoute(f.path))
  .flatMap((f) => Array(f.code.match(/\.transaction\(\)/g)?.length ?? 0).fill(f.path));

const topLevel = (pattern) =>
  serverFiles.flatMap((f) =>
    f.code
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${f.path}: ${line.trim().slice(0, 90)}`),
  );
const stateMaps = topLevel(/^(?:export )?(?:const|let) \w+(?::[^=]+)?\s*=\s*new (?:Weak)?(?:Map|Set)(?:<.*>)?\(\)/);
const stateLets = topLevel(/^(?:export )?let \w+/).filter((line) => !stateMaps.includes(line));

const isEntryPoint = (path) => path === 'server/src/config.ts' || path.startsWith('server/src/cli/');
const envReads = serverFiles
  .filter((f) => !isEntryPoint(f.path))
  .flatMap((f) =>
    f.code
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(/process\.env/g)].map(() => `${f.path}:${i + 1}: ${line.trim().slice(0, 90)}`)),
  );

// ------------------------------------------------------------------ hand-written fixed shift shapes

/** The bracketed block opening at `open` (a `{` or a `[`). */
function blockFrom(code, open) {
  const [opening, closing] = code[open] === '[' ? ['[', ']'] : ['{', '}'];
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === opening) depth++;
    else if (code[i] === closing && --depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

// an io-ts intersection is one shape (its parts are not counted again)
const shapeStart =
  /\binterface \w+[^{]*\{|\btype \w+(?:<[^=]*>)? = \{|\bt\.intersection\(\[|(?<!\[\s*)\bt\.(?:type|partial|exact|strict)\(\{/g;
const shiftShapes = sourceFiles.flatMap((path) => {
  const code = stripComments(read(path));
  return [...code.matchAll(shapeStart)]
    .filter((m) => {
      const body = blockFrom(code, m.index + m[0].length - 1);
      return /\bshift_type\??:/.test(body) && /\bweekdays_working\??:/.test(body);
    })
    .map((m) => `${rel(path)}: ${m[0]}`);
});

// ------------------------------------------------------------------ relative imports into another package

const PACKAGES = JSON.parse(read(join(root, 'package.json'))).workspaces;
/** The workspace package a repository path belongs to, or '' for the root (its tooling). */
const packageOf = (path) => (PACKAGES.includes(path.split('/')[0]) ? path.split('/')[0] : '');
const anyCode = /\.(m|c)?[jt]sx?$/;
const importerFiles = [
  ...PACKAGES.flatMap((dir) => walk(join(root, dir), anyCode)),
  ...['scripts', '.storybook'].flatMap((dir) => walk(join(root, dir), anyCode)),
  ...readdirSync(root)
    .filter((name) => anyCode.test(name))
    .map((name) => join(root, name)),
].map((path) => ({ path: rel(path), code: stripComments(read(path)) }));
const relativeImports = importerFiles.flatMap((f) =>
  [...f.code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]*)\1/gm)].map((m) => ({
    file: f.path,
    spec: m[2],
    target: rel(join(root, dirname(f.path), m[2])),
  })),
);
const crossing = relativeImports.filter((i) => packageOf(i.target) !== packageOf(i.file));
const intoPackages = crossing.filter((i) => packageOf(i.target)).map((i) => `${i.file}: ${i.spec}`);
const intoRootTooling = crossing.filter((i) => !packageOf(i.target)).map((i) => `${i.file}: ${i.spec}`);
// ------------------------------------------------------------------ functions over 80 lines

const LONG_FUNCTION = 80;
const FUNCTION_KINDS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
]);

/** The name a reader knows a function by: its own, its variable's or property's, or the call it is handed to. */
function functionName(node, file) {
  if (node.name) return node.name.getText(file);
  if (node.kind === ts.SyntaxKind.Constructor) return 'constructor';
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) {
    const outer = ts.isVariableDeclaration(parent.parent) ? `${parent.parent.name.getText(file)} = ` : '';
    return `${outer}${parent.expression.getText(file).slice(0, 40)}(…)`;
  }
  return '(anonymous)';
}

const longFunctions = sourceFiles
  .filter((path) => !rel(path).startsWith('server/src/db/migrations/'))
  .flatMap((path) => {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true, kind);
    const found = [];
    const visit = (node) => {
      if (FUNCTION_KINDS.has(node.kind)) {
        const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
        const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > LONG_FUNCTION) found.push({ lines, item: `${rel(path)}:${first + 1}: ${functionName(node, file)}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  })
  .sort((a, b) => b.lines - a.lines)
  .map(({ lines, item }) => `${String(lines).padStart(4)}  ${item}`);
// ------------------------------------------------------------------ `as unknown as` casts

const doubleCasts = ['domain/src', 'application/src', 'ui/src', 'server/src']
  .flatMap((dir) => walk(join(root, dir)))
  .flatMap((path) =>
    stripComments(read(path))
      .split('\n')
      .flatMap((line, i) => (/\bas unknown as\b/.test(line) ? [`${rel(path)}:${i + 1}`] : [])),
  );

// ------------------------------------------------------------------ lines of the in-memory fakes

/** The files a module reaches through relative imports and re-exports (itself included). */
function reachedFrom(entry) {
  const seen = new Set();
  const todo = [entry];
  while (todo.length) {
    const path = todo.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    for (const [, spec] of stripComments(read(path)).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = join(dirname(path), spec);
      const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
      if (file) todo.push(file);
    }
  }
  return seen;
}

const applicationMain = reachedFrom(join(root, 'application/src/index.ts'));
const fakeFiles = [...reachedFrom(join(root, 'application/src/fakes.ts'))].filter((path) => !applicationMain.has(path)).sort();
const linesOf = (path) => read(path).split('\n').length - (read(path).endsWith('\n') ? 1 : 0);
const fakeLines = fakeFiles.map((path) => [rel(path), linesOf(path)]);
/** The recorded answers (JSON) the fakes import: data, counted apart from the fakes' code. */
const recordedAnswers = [
  ...new Set(
    fakeFiles.flatMap((path) =>
      [...stripComments(read(path)).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.json)'/g)].map(([, spec]) =>
        join(dirname(path), spec),
      ),
    ),
  ),
].map((path) => [rel(path), linesOf(path)]);

// ------------------------------------------------------------------ report

const distinctFiles = (items) => new Set(items.map((i) => i.split(':')[0])).size;
const rows = [
  ['User-readable sentences written in two or more files', repeatedSentences.length],
  ['  of which in English', repeatedEnglish.length],
  ['English sentences written in one file', englishInOneFile.length],
  [`Query-builder calls outside repositories and db/ (in ${distinctFiles(queries)} files)`, queries.length],
  [`transaction() opened in routes (in ${distinctFiles(routeTransactions)} files)`, routeTransactions.length],
  ['Module-level maps and sets of state in server/src (built empty)', stateMaps.length],
  ['Top-level `let` in server/src', stateLets.length],
  ['process.env outside config.ts and the CLI entry points (cli/)', envReads.length],
  ['Hand-written fixed shift shapes', shiftShapes.length],
  [`Relative imports into another package (in ${distinctFiles(intoPackages)} files)`, intoPackages.length],
  ["  apart: from a package into the root's tooling (.storybook/, scripts/)", intoRootTooling.length],
  [`Functions over ${LONG_FUNCTION} lines`, longFunctions.length],
  ['`as unknown as` casts (stories included)', doubleCasts.length],
  [`Lines of the in-memory fakes (in ${fakeLines.length} files)`, fakeLines.reduce((sum, [, n]) => sum + n, 0)],
  [
    `  apart: recorded answers they import (JSON, in ${recordedAnswers.length} files)`,
    recordedAnswers.reduce((sum, [, n]) => sum + n, 0),
  ],
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${String(value).padStart(4)}`);

if (list) {
  const section = (title, items) => {
    console.log(`\n## ${title}`);
    for (const item of items) console.log(`  ${item}`);
  };
  section(
    'Sentences in two or more files',
    repeatedSentences.map(([s, files]) => `${JSON.stringify(s)}  (${[...files].join(', ')})`),
  );
  section(
    'English sentences in one file',
    englishInOneFile.map(([s, files]) => `${JSON.stringify(s)}  (${[...files][0]})`),
  );
  const countByFile = (paths) => {
    const byFile = new Map();
    for (const path of paths) byFile.set(path, (byFile.get(path) ?? 0) + 1);
    return [...byFile].map(([path, n]) => `${path}: ${n}`);
  };
  section('Query-builder calls by file', countByFile(queries));
  section('transaction() in routes, by file', countByFile(routeTransactions));
  section('Module-level maps and sets', stateMaps);
  section('Top-level let', stateLets);
  section('process.env reads', envReads);
  section('Fixed shift shapes', shiftShapes);
  section('Relative imports into another package', intoPackages);
  section("Relative imports into the root's tooling", intoRootTooling);
  section(`Functions over ${LONG_FUNCTION} lines (lines, file:line: name)`, longFunctions);
  section('`as unknown as` casts', doubleCasts);
  section(
    'Lines of the in-memory fakes (lines, file)',
    [...fakeLines, ...recordedAnswers].map(([path, n]) => `${String(n).padStart(4)}  ${path}`),
  );
}
