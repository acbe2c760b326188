/**
 * A hardened, namespace-aware reading of an XML file into a small element tree, with saxes (a non-validating
 * parser that never loads anything from outside). A document type declaration is refused outright, whatever it
 * holds: without it no entity can be declared, so neither an entity expansion (billion laughs) nor an external
 * entity can happen; an undeclared entity reference is a parse error. Size, depth and element count are bounded.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

export const MAX_XML_BYTES = 10 * 1024 * 1024;
export const MAX_DEPTH = 64;
export const MAX_ELEMENTS = 200_000;

export interface XmlElement {
  uri: string;
  local: string;
  /** Attributes by local name (CODICE's attributes have no namespace). */
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** A file refused before any of it is used, with the Spanish message the preparer reads. */
export class PlacspFileError extends Error {}

export const NOT_A_NOTICE =
  'El archivo no es un anuncio de la Plataforma de Contratación del Sector Público: guarde la página del anuncio (o el feed ATOM) como archivo .atom o .xml y súbalo de nuevo.';

class Refusal extends Error {}

/** The text of the file: UTF-8 (PLACSP's encoding), or Latin-1 for an older saved copy that is not valid UTF-8. */
function decode(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('latin1').decode(data);
  }
}

export function readXml(data: Uint8Array): XmlElement {
  if (data.byteLength === 0) throw new PlacspFileError('El archivo está vacío.');
  if (data.byteLength > MAX_XML_BYTES) {
    throw new PlacspFileError(
      `El archivo ocupa más de ${MAX_XML_BYTES / 1024 / 1024} MB: un anuncio de la Plataforma es mucho menor. Guarde solo el anuncio de la licitación.`,
    );
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  parser.on('doctype', () => {
    throw new Refusal(
      'El archivo declara un tipo de documento (DOCTYPE) o entidades: por seguridad no se admite. Los anuncios de la Plataforma no los llevan.',
    );
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    count += 1;
    if (count > MAX_ELEMENTS)
      throw new Refusal(`El archivo tiene más de ${MAX_ELEMENTS} elementos: no parece un anuncio de la Plataforma.`);
    if (stack.length >= MAX_DEPTH)
      throw new Refusal(`El archivo anida más de ${MAX_DEPTH} niveles: no parece un anuncio de la Plataforma.`);
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) if (a.prefix !== 'xmlns' && a.local !== 'xmlns') attrs[a.local] = a.value;
    const el: XmlElement = { uri: tag.uri, local: tag.local, attrs, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  const onText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(decode(data)).close();
  } catch (e) {
    if (e instanceof Refusal) throw new PlacspFileError(e.message);
    throw new PlacspFileError(`${NOT_A_NOTICE} (No es un XML bien formado.)`);
  }
  if (!root) throw new PlacspFileError(NOT_A_NOTICE);
  return root;
}

// ---------------------------------------------------------------- walking the tree

/** The children of `el` named `local` in namespace `uri`. */
export const childrenOf = (el: XmlElement | null | undefined, uri: string, local: string): XmlElement[] =>
  el ? el.children.filter((c) => c.uri === uri && c.local === local) : [];

export const childOf = (el: XmlElement | null | undefined, uri: string, local: string): XmlElement | null =>
  childrenOf(el, uri, local)[0] ?? null;

/** Follows a path of [uri, local] steps, first match at each step. */
export function pathOf(el: XmlElement | null | undefined, ...steps: Array<[string, string]>): XmlElement | null {
  let cur: XmlElement | null = el ?? null;
  for (const [uri, local] of steps) cur = childOf(cur, uri, local);
  return cur;
}

/** The trimmed text of an element, null when absent or empty. */
export function textOf(el: XmlElement | null | undefined): string | null {
  const t = el?.text.trim();
  return t ? t : null;
}
