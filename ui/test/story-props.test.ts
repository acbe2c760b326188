/**
 * Every docs page has a props table with descriptions: each stories file names its `component` (and the other
 * components it shows as `subcomponents`), and every prop of those components has a JSDoc description. The props
 * are read by react-docgen-typescript with the options of .storybook/main.ts, so this is the table the designers
 * see. One TypeScript program over the components' files only (not the stories), to stay fast.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { DOCGEN_TSCONFIG, docgenOptions } from '../../.storybook/docgen';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The stories files' text, by their path from the repository's root.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob('../src/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>,
  ).map(([f, text]) => [f.replace('../', 'ui/'), text]),
);
const storyFiles = Object.keys(sources).sort();

interface StoryComponent {
  story: string;
  name: string;
  file: string | null;
  /** `component` (true) or one of the `subcomponents` */
  main: boolean;
}

/** The expression under `as`, `satisfies` and parentheses. */
const unwrap = (e: ts.Expression | undefined): ts.Expression | undefined =>
  e && (ts.isSatisfiesExpression(e) || ts.isAsExpression(e) || ts.isParenthesizedExpression(e)) ? unwrap(e.expression) : e;

/** The object literal the stories file exports as default (`export default meta` or `export default {…}`). */
function metaObject(sf: ts.SourceFile): ts.ObjectLiteralExpression | null {
  let exported: ts.Expression | undefined;
  sf.forEachChild((n) => {
    if (ts.isExportAssignment(n)) exported = n.expression;
  });
  let e = unwrap(exported);
  if (e && ts.isIdentifier(e)) {
    const name = e.text;
    sf.forEachChild((n) => {
      if (!ts.isVariableStatement(n)) return;
      for (const d of n.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name) e = unwrap(d.initializer);
    });
  }
  return e && ts.isObjectLiteralExpression(e) ? e : null;
}

/** The file a name is imported from (null when it is declared in the stories file itself). */
function importedFrom(sf: ts.SourceFile, storyFile: string, name: string): string | null {
  for (const n of sf.statements) {
    if (!ts.isImportDeclaration(n) || !ts.isStringLiteral(n.moduleSpecifier)) continue;
    const named = n.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || !named.elements.some((el) => el.name.text === name)) continue;
    const base = resolve(root, dirname(storyFile), n.moduleSpecifier.text);
    return ['.tsx', '.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync) ?? null;
  }
  return null;
}

/** The components a stories file documents: `component` and the values of `subcomponents`. */
function componentsOf(storyFile: string): StoryComponent[] {
  const sf = ts.createSourceFile(storyFile, sources[storyFile], ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const meta = metaObject(sf);
  const names: string[] = [];
  let main = '';
  for (const p of meta?.properties ?? []) {
    const key = p.name && ts.isIdentifier(p.name) ? p.name.text : '';
    const value = ts.isPropertyAssignment(p) ? unwrap(p.initializer) : undefined;
    if (key === 'component' && value && ts.isIdentifier(value)) names.push((main = value.text));
    if (key === 'component' && ts.isShorthandPropertyAssignment(p)) names.push((main = p.name.text));
    if (key === 'subcomponents' && ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer)) {
      for (const s of p.initializer.properties) {
        if (ts.isShorthandPropertyAssignment(s)) names.push(s.name.text);
        else if (ts.isPropertyAssignment(s) && ts.isIdentifier(s.initializer)) names.push(s.initializer.text);
      }
    }
  }
  return names.map((name) => ({ story: storyFile, name, file: importedFrom(sf, storyFile, name), main: name === main }));
}

const components = storyFiles.flatMap(componentsOf);
const parser = withCustomConfig(join(root, DOCGEN_TSCONFIG), docgenOptions);
const docs = parser.parse([...new Set(components.flatMap((c) => (c.file ? [c.file] : [])))]);

describe('docs pages: props tables with descriptions', () => {
  it('finds the stories files', () => {
    expect(storyFiles.length).toBeGreaterThan(5);
  });

  it('every stories file names the component its docs page describes', () => {
    const without = storyFiles.filter((f) => !components.some((c) => c.story === f && c.main));
    expect(without).toEqual([]);
  });

  it('every documented component is imported from a ui component file (not declared in the stories)', () => {
    expect(components.filter((c) => !c.file).map((c) => `${c.story}: ${c.name}`)).toEqual([]);
  });

  it('every prop of a documented component has a description', () => {
    const missing: string[] = [];
    for (const c of components) {
      if (!c.file) continue;
      const doc = docs.find((d) => d.filePath === c.file && d.displayName === c.name);
      if (!doc) {
        missing.push(`${c.story}: ${c.name} (no props table: react-docgen-typescript found no component)`);
        continue;
      }
      for (const [prop, info] of Object.entries(doc.props))
        if (!info.description.trim()) missing.push(`${c.name}.${prop} (${c.file.slice(root.length + 1)})`);
    }
    expect(missing).toEqual([]);
  });
});
