/**
 * The cells of the justification's tables, measured and drawn quickly (issue 48: an XL tender's Plantilla has some
 * 15,000 rows of nine cells). pdfkit's `heightOfString` and `text` with a width run its line wrapping (Unicode line
 * breaking, each word laid out in the font) twice for every cell. Here a cell that surely takes one line is
 * measured and drawn without it; a longer one is wrapped once per text (its lines kept) and each line drawn where
 * the wrapping would draw it. Each line is written as the content pdfkit's `text` writes for it (its glyphs
 * encoded once per text), one string a line instead of pdfkit's nine operations each laid out anew. The heights,
 * places and operations are pdfkit's own: the PDF is the same, byte for byte (checked on the engine bench's tenders
 * S to XL, and by server/test/runs/justification-cells.test.ts against pdfkit's own drawing).
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** A glyph's place as pdfkit's font lays it out (its `encode`), scaled to 1,000 units an em. */
type Position = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };
/** pdfkit's embedded font, as its `text` uses it to write a line (not in its typings). */
type Font = { id: string; ascender: number; encode?: (text: string) => [string[], Position[]]; ref: () => unknown };
/** What pdfkit's `text` reads of the document beside its public calls (not in its typings). */
type TextState = { _font?: Font & { layoutCache?: object }; _fontSize?: number; _textOptions?: unknown };

/**
 * Texts measured and encoded before the caches are emptied: most of a long table's texts (a person's name, an
 * amount) come once, and what pdfkit and this file keep of each (pdfkit's laid-out glyphs of every word) would
 * otherwise outlive them all, hundreds of MB the garbage collector copies over and over.
 */
const REMEMBERED = 4096;

/** A number as pdfkit writes it in a content stream (its PDFObject.number). */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The `TJ` operation pdfkit's `text` writes for a line (glyphs in runs, a kerning adjustment after each run), its
 * glyphs added to the font's subset as pdfkit adds them; null when a glyph is moved off the baseline (pdfkit
 * then places it with its own operation).
 */
function showText(font: Required<Pick<Font, 'encode'>>, text: string): string | null {
  const [hex, positions] = font.encode(text);
  const runs: string[] = [];
  let last = 0;
  const run = (end: number) => {
    if (last < end) {
      const p = positions[end - 1]!;
      runs.push(`<${hex.slice(last, end).join('')}> ${pdfNumber(-(p.xAdvance - p.advanceWidth))}`);
    }
    last = end;
  };
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (p.xOffset || p.yOffset) return null;
    if (p.xAdvance - p.advanceWidth !== 0) run(i + 1);
  }
  run(positions.length);
  return `[${runs.join(' ')}] TJ`;
}

/**
 * Characters whose line breaking this file knows: Latin letters, digits and punctuation, the typographic marks the
 * documents print; no control character (\n is a break) and no soft hyphen. Any other text is wrapped by pdfkit.
 */
const PLAIN = /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u024F\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u202F\u20AC]*$/;
const WORD = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;
const SEPARATOR = /[.,]/;

/** Whether the line breaker may cut between text[i - 1] and text[i] other than after a space (Unicode UAX 14). */
function mayCut(text: string, i: number): boolean {
  const a = text[i - 1]!;
  const b = text[i]!;
  if (a === ' ' || (WORD.test(a) && WORD.test(b))) return false; // after a space the font's runs are cut too
  // a separator inside a number ('1.234,56') is no break
  if (SEPARATOR.test(a)) return !(DIGIT.test(text[i - 2] ?? '') && DIGIT.test(b));
  return !(SEPARATOR.test(b) && DIGIT.test(a) && DIGIT.test(text[i + 1] ?? ''));
}

/** pdfkit's wrapping with a callback for each line, as its own `heightOfString` calls it (not in its typings). */
type Wrapping = {
  _text?: (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions, line: (text: string) => void) => unknown;
};

export class TableCells {
  /** How much wider two characters are apart than together (the font's kerning), by pair. */
  private readonly kerning = new Map<string, number>();
  /** The lines pdfkit wraps a text into, by width and text; null where only pdfkit may draw it. */
  private readonly wrapped = new Map<string, string[] | null>();
  /** Each text's width in the font. */
  private readonly widths = new Map<string, number>();
  /** Each line's `TJ` operation; null where only pdfkit may draw it. */
  private readonly shown = new Map<string, string | null>();

  /**
   * `doc`'s font and size are the same at every call of this measure (one measure a font and size); `fast: false`
   * draws every line with pdfkit's `text` (the reference the fast drawing is tested against).
   */
  constructor(
    private readonly doc: Doc & Wrapping & TextState,
    private readonly fast = true,
  ) {}

  private width(text: string): number {
    let w = this.widths.get(text);
    if (w === undefined) {
      w = this.doc.widthOfString(text);
      this.widths.set(text, w);
    }
    return w;
  }

  private kern(pair: string): number {
    let k = this.kerning.get(pair);
    if (k === undefined) {
      k = Math.max(0, this.width(pair[0]!) + this.width(pair[1]!) - this.width(pair));
      this.kerning.set(pair, k);
    }
    return k;
  }

  /**
   * Whether pdfkit's wrapping surely puts the text on one line of `width`: a plain text whose width, plus what the
   * font's kerning adds where the wrapping may cut it into words laid out apart, fits.
   */
  oneLine(text: string, width: number): boolean {
    if (!PLAIN.test(text)) return false;
    let room = width - 0.01 - this.width(text); // 0.01: pdfkit rounds each word's width to a float
    for (let i = 1; i < text.length && room >= 0; i++) if (mayCut(text, i)) room -= this.kern(text.slice(i - 1, i + 1));
    return room >= 0;
  }

  /** The lines of a text wrapped by pdfkit to `width` (as `heightOfString` wraps it: no page end), once per text. */
  private lines(text: string, width: number): string[] | null {
    const key = `${width}\u0000${text}`;
    let lines = this.wrapped.get(key);
    if (lines === undefined) {
      const { doc } = this;
      const [x, y] = [doc.x, doc.y];
      lines = [];
      const into = lines;
      if (doc._text) doc._text(text, x, y, { width, height: Infinity }, (line) => into.push(line));
      else lines = null; // another pdfkit: measured and drawn by its public calls
      [doc.x, doc.y] = [x, y];
      this.wrapped.set(key, lines);
    }
    return lines;
  }

  /** The cell's height as `heightOfString` computes it: the page's y moved down a line at a time, less the start. */
  height(text: string, width: number, single: boolean): number {
    const count = single ? 1 : this.lines(text, width)?.length;
    if (count === undefined) return this.doc.heightOfString(text, { width });
    const start = this.doc.y;
    let y = start;
    for (let n = 0; n < count; n++) y += this.doc.currentLineHeight(true);
    return y - start;
  }

  /** The cell's text at (x, y), each line where pdfkit's wrapping puts it (a cell past the page's end: by pdfkit). */
  draw(text: string, at: { x: number; y: number; width: number; right: boolean; single: boolean }): void {
    const { x, width, right, single } = at;
    const lines = single ? [text] : this.lines(text, width);
    const line = this.doc.currentLineHeight(true);
    const past = (lines?.length ?? 0) * line + at.y >= this.doc.page.height - this.doc.page.margins.bottom;
    if (!lines || past) {
      this.doc.text(text, x, at.y, { width, align: right ? 'right' : 'left' });
      return;
    }
    let y = at.y;
    for (const l of lines) {
      // right-aligned: the line's width as pdfkit's LineWrapper computes it (scaled by 100 %) less the text's
      const left = right ? x + ((width * 100) / 100 - this.width(l.replace(/\s+$/, ''))) : x;
      if (!this.write(l, left, y)) this.doc.text(l, left, y, { lineBreak: false });
      y += line;
    }
  }

  /** Empties the caches of texts (pdfkit's words laid out in the font too: it lays them out again when asked). */
  private forget(font: NonNullable<TextState['_font']>): void {
    this.shown.clear();
    this.widths.clear();
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }

  /**
   * Writes one line at (x, y) as pdfkit's `text(line, x, y, { lineBreak: false })` writes it, and leaves the
   * document's place where that call leaves it; false when only pdfkit may write it (nothing written).
   */
  private write(text: string, x: number, y: number): boolean {
    const { doc } = this;
    const font = doc._font;
    const size = doc._fontSize;
    if (!this.fast || !font?.encode || size === undefined || doc._textOptions || text.includes('\n')) return false;
    let show = this.shown.get(text);
    if (show === undefined) {
      if (this.shown.size >= REMEMBERED) this.forget(font);
      show = text ? showText({ encode: font.encode.bind(font) }, text) : '';
      this.shown.set(text, show);
    }
    if (show === null) return false;
    doc.x = x + this.width(text);
    doc.y = y;
    if (!show) return true; // pdfkit writes nothing for an empty line
    const { page } = doc;
    page.fonts[font.id] ??= font.ref();
    const baseline = page.height - y - (font.ascender / 1000) * size;
    doc.addContent(
      `q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n` +
        `/${font.id} ${pdfNumber(size)} Tf\n${show}\nET\nQ`,
    );
    return true;
  }
}
