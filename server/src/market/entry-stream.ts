/**
 * The ATOM entries of a feed page read as a stream (docs/market.md): the bytes go through saxes as they arrive and
 * only the entry being read is kept as a tree (the notice import's `XmlElement`), so a page or an archive of any
 * size is read in bounded memory. The same hardening as the notice import's reader (`placsp/xml-tree.ts`): a
 * document type declaration is refused, and an entry's depth and element count are bounded.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { NS } from '../placsp/codes';
import { MAX_DEPTH, MAX_ELEMENTS, NOT_A_NOTICE, PlacspFileError, type XmlElement } from '../placsp/xml-tree';

class Refusal extends Error {}

/** Builds the tree of each `atom:entry` (the root or a child of the feed) and hands it over when it closes. */
class EntryCollector {
  readonly done: XmlElement[] = [];
  private stack: XmlElement[] = [];
  private depth = 0;
  private count = 0;

  open(tag: SaxesTagNS): void {
    this.depth += 1;
    if (this.depth === 1 && !(tag.uri === NS.atom && (tag.local === 'feed' || tag.local === 'entry')))
      throw new Refusal(NOT_A_NOTICE);
    const starts = tag.uri === NS.atom && tag.local === 'entry' && this.depth <= 2 && this.stack.length === 0;
    if (!starts && this.stack.length === 0) return;
    if (starts) this.count = 0;
    this.count += 1;
    if (this.count > MAX_ELEMENTS) throw new Refusal(`Una entrada tiene más de ${MAX_ELEMENTS} elementos.`);
    if (this.stack.length >= MAX_DEPTH) throw new Refusal(`Una entrada anida más de ${MAX_DEPTH} niveles.`);
    const attrs: Record<string, string> = Object.create(null);
    for (const a of Object.values(tag.attributes)) if (a.prefix !== 'xmlns' && a.local !== 'xmlns') attrs[a.local] = a.value;
    const el: XmlElement = { uri: tag.uri, local: tag.local, attrs, children: [], text: '' };
    this.stack[this.stack.length - 1]?.children.push(el);
    this.stack.push(el);
  }

  text(t: string): void {
    const top = this.stack[this.stack.length - 1];
    if (top) top.text += t;
  }

  close(): void {
    this.depth -= 1;
    const el = this.stack.pop();
    if (el && this.stack.length === 0) this.done.push(el);
  }
}

/** The entries of one ATOM page given as chunks of UTF-8 bytes; a malformed page throws PlacspFileError. */
export async function* atomEntries(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<XmlElement> {
  const parser = new SaxesParser({ xmlns: true });
  const entries = new EntryCollector();
  parser.on('doctype', () => {
    throw new Refusal('El archivo declara un tipo de documento (DOCTYPE) o entidades: por seguridad no se admite.');
  });
  parser.on('opentag', (tag: SaxesTagNS) => entries.open(tag));
  parser.on('text', (t) => entries.text(t));
  parser.on('cdata', (t) => entries.text(t));
  parser.on('closetag', () => entries.close());
  const decoder = new TextDecoder('utf-8');
  const write = (text: string, end: boolean) => {
    try {
      parser.write(text);
      if (end) parser.close();
    } catch (e) {
      if (e instanceof Refusal) throw new PlacspFileError(e.message);
      throw new PlacspFileError(`No es un XML bien formado (${e instanceof Error ? e.message : String(e)}).`);
    }
  };
  for await (const chunk of chunks) {
    write(decoder.decode(chunk, { stream: true }), false);
    yield* entries.done.splice(0);
  }
  write(decoder.decode(), true);
  yield* entries.done.splice(0);
}
