/**
 * The sentences a source file writes, found with the TypeScript parser (so template literals with `${…}`, nested
 * templates, regular expressions and JSX never put the scan out of step):
 * - string literals (JSX string attributes such as title="…" or aria-label="…" included);
 * - the static pieces of a template literal (`Fila ${n}: el campo es obligatorio` gives "Fila" and
 *   "el campo es obligatorio");
 * - JSX text (`<p>Guardar cambios</p>`), cut at each `{…}` like a template.
 * A sentence starts with a capital letter, ¿ or ¡ and has three words or more; a piece that follows a `${…}` or a
 * `{…}` after a clause mark (`: `, `. `, `— `) may start in lower case, as it reads on its own.
 */
import ts from 'typescript';

const PIECES = new Set([
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);
const FOLLOWS_SUBSTITUTION = new Set([ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail]);

/** The texts a file writes: `{ text, piece, afterSubstitution }`, in order. */
function sourceTexts(code, fileName) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const texts = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.StringLiteral || node.kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) {
      texts.push({ text: node.text, piece: false, afterSubstitution: false });
    } else if (PIECES.has(node.kind)) {
      const previous = node.kind === ts.SyntaxKind.JsxText ? previousSibling(node) : undefined;
      texts.push({
        text: node.text,
        piece: true,
        afterSubstitution: FOLLOWS_SUBSTITUTION.has(node.kind) || previous?.kind === ts.SyntaxKind.JsxExpression,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

function previousSibling(node) {
  const siblings = node.parent?.children;
  if (!siblings) return undefined;
  const i = siblings.indexOf(node);
  return i > 0 ? siblings[i - 1] : undefined;
}

const words = (s) => s.split(/\s+/).filter(Boolean).length;
const isCode = (s) => /[{}<>=;]|^\w+\(|\.\/|https?:/.test(s);

/** The sentence a text reads as, or null. */
function sentenceOf({ text, piece, afterSubstitution }) {
  if (!piece) return /^[A-ZÁÉÍÓÚÑ¿¡]/.test(text) && words(text) >= 3 && !isCode(text) ? text : null;
  const collapsed = text.replace(/\s+/g, ' ');
  const s = collapsed.replace(/^[\s:.,;)\]—–-]+/, '').replace(/[\s'"«([—–-]+$/, '');
  if (words(s) < 3 || isCode(s)) return null;
  if (/^[A-ZÁÉÍÓÚÑ¿¡]/.test(s)) return s;
  const newClause = afterSubstitution && /^\s*[:.—–]\s/.test(collapsed);
  return newClause && /^[a-záéíóúñ]/.test(s) ? s : null;
}

/** The sentences of a source file, each once. */
export const sentencesOf = (code, fileName) =>
  new Set(
    sourceTexts(code, fileName)
      .map(sentenceOf)
      .filter((s) => s !== null),
  );

// Words that only English uses (Spanish shares "a", "no", "me", "con"…, left out); a sentence with one of them and
// no Spanish word or letter is English.
const ENGLISH = new Set(
  (
    'the of and is are was were be been to for with not cannot must should this that these has have had an on at by ' +
    'from it its or into than when which will would can does did you your please missing invalid found failed ' +
    'unknown required expected only each every after before while there their'
  ).split(' '),
);
const SPANISH = new Set('de la el los las del y en con por para que un una se es al sin su sus lo le ya'.split(' '));

/** Whether a sentence is in English. */
export function isEnglish(sentence) {
  if (/[áéíóúñÁÉÍÓÚÑ¿¡«»]/.test(sentence)) return false;
  const w = sentence
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  return w.some((x) => ENGLISH.has(x)) && !w.some((x) => SPANISH.has(x));
}
