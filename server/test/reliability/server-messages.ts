/**
 * Every message the server can send a user, read from its sources and the domain's (whose messages it sends too)
 * and from the contract: the strings given to the HTTP error helpers (`badRequest`, `conflict`, `notFound`,
 * `unauthorized`, `tooManyRequests`, `HttpError`, `refuse`), the constants they are given, the values of every
 * `…MESSAGES` object, and the `message`, `info_message`, `sub_status_message`, `title` and `description` properties
 * written in answers and events; plus the contract's `x-messages`. Template literals are read with `…` in place of
 * each interpolation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const HELPERS = new Set([
  'badRequest',
  'conflict',
  'notFound',
  'unauthorized',
  'forbidden',
  'tooManyRequests',
  'HttpError',
  'refuse',
  'refusal',
  'problem',
]);
const PROPERTIES = new Set(['message', 'info_message', 'sub_status_message', 'title', 'description', 'reason']);

export interface FoundMessage {
  text: string;
  where: string;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' || name === 'seed' || name === 'cli' ? [] : files(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('');
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  return null;
}

/** The user-facing strings of one source file. */
function messagesOf(path: string, root: string): FoundMessage[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const found: FoundMessage[] = [];
  const add = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== null)
      found.push({ text, where: `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    else if (ts.isIdentifier(node) && constants.has(node.text))
      found.push({ text: constants.get(node.text)!, where: `${relative(root, path)} (${node.text})` });
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(add);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = textOf(node.initializer);
      if (text !== null) constants.set(node.name.text, text);
      const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (/MESSAGES$/.test(node.name.text) && ts.isObjectLiteralExpression(init)) {
        for (const p of init.properties) {
          if (ts.isPropertyAssignment(p)) add(ts.isArrowFunction(p.initializer) ? p.initializer.body : p.initializer);
        }
      }
    }
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      HELPERS.has(node.expression.text)
    ) {
      for (const arg of node.arguments ?? []) add(arg);
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      PROPERTIES.has(node.name.text)
    )
      add(node.initializer);
    ts.forEachChild(node, visit);
  };
  // Constants first (a helper may use one declared below it).
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = textOf(node.initializer);
      if (text !== null) constants.set(node.name.text, text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  visit(source);
  return found;
}

/** The server's own messages and the domain's, which the server sends too (its rules' and its catalogues'). */
export function serverMessages(root: string): FoundMessage[] {
  return [join(root, 'server', 'src'), join(root, 'domain', 'src')]
    .flatMap((dir) => files(dir))
    .flatMap((path) => messagesOf(path, root));
}

/** The contract's coded messages (`x-messages`), as generated for the domain. */
export async function contractMessages(): Promise<FoundMessage[]> {
  const generated = await import('@licita/domain/generated/messages');
  return Object.entries(generated).flatMap(([name, table]) =>
    typeof table === 'object' && table
      ? Object.values(table as Record<string, string>).map((text) => ({ text, where: `contract ${name}` }))
      : [],
  );
}

/** English words no Spanish message uses; a message holding one (outside quotes and identifiers) is not Spanish. */
const ENGLISH =
  /\b(the|not|can|cannot|found|provided|invalid|wrong|user|must|should|is|are|does|did|failed|unknown|missing|please|already|exists?|denied|calculated|too|many|request|file|with|without|and|of|to|for|an|no such|only|between|value|field|error creating)\b/i;

/** Whether a message reads as Spanish: letters, and none of the English words above once quoted names are removed. */
export function looksSpanish(text: string): boolean {
  const words = text.replace(/«[^»]*»|"[^"]*"|'[^']*'|`[^`]*`|\$\{[^}]*\}|…/g, ' ');
  return !ENGLISH.test(words);
}
