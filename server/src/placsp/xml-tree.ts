/**
 * A hardened, namespace-aware reading of an XML file into a small element tree, with saxes (a non-validating
 * parser that never loads anything from outside). A document type declaration is refused outright, whatever it
 * holds: without it no entity can be declared, so neither an entity expansion (billion laughs) nor an external
 * entity can happen; an undeclared entity reference is a parse error. Size, depth and element count are bounded.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { oneLine } from './imported-text';

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

/** Encodings a declaration may name that are read as windows-1252 (WHATWG reads ISO-8859-1 so too: a superset). */
const LATIN = ['iso-8859-1', 'latin1', 'iso_8859-1', 'l1', 'windows-1252', 'cp1252'];

/**
 * The text of the file as its byte order mark or XML declaration says: UTF-8 (PLACSP's encoding, also when nothing
 * is declared), UTF-16 LE/BE, ISO-8859-1 / windows-1252 or ISO-8859-15. A byte that is not UTF-8 in a UTF-8 file
 * becomes U+FFFD in its place (the rest of the file reads as it is), as does a broken UTF-16 unit.
 */
function decode(data: Uint8Array): string {
  const [a, b, c] = data;
  // a BOM (it wins over the declaration), or "<?" in UTF-16 without one (XML 1.0, appendix F); the decoder drops it
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder('utf-8').decode(data);
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0x00)) return new TextDecoder('utf-16le').decode(data);
  if ((a === 0xfe && b === 0xff) || (a === 0x00 && b === 0x3c)) return new TextDecoder('utf-16be').decode(data);
  const head = new TextDecoder('latin1').decode(data.subarray(0, 256));
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1]?.toLowerCase();
  if (declared === undefined || declared === 'utf-8' || declared === 'utf8') return new TextDecoder('utf-8').decode(data);
  if (LATIN.includes(declared)) return new TextDecoder('windows-1252').decode(data);
  if (declared === 'iso-8859-15' || declared === 'latin9') return new TextDecoder('iso-8859-15').decode(data);
  throw new PlacspFileError(
    `El archivo declara la codificación «${declared}», que no se admite: los anuncios de la Plataforma están en UTF-8.`,
  );
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
    const attrs: Record<string, string> = Object.create(null); // an attribute named __proto__ stays an attribute
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
  const text = decode(data);
  try {
    parser.write(text).close();
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

/** The text of an element on one line (imported-text.ts: every text the import stores), null when absent or empty. */
export const textOf = (el: XmlElement | null | undefined): string | null => oneLine(el?.text);
