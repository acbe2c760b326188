/**
 * The cells of the justification's tables, measured and drawn quickly (issue 48: an XL tender's Plantilla has some
 * 15,000 rows of nine cells). pdfkit's `heightOfString` and `text` with a width run its line wrapping (Unicode line
 * breaking, each word laid out in the font) twice for every cell; here a cell that surely takes one line is
 * measured and drawn without it, at the place and with the height the wrapping gives, and a longer cell's line
 * count is measured once per text. The PDF is the same, byte for byte.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

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

export class TableCells {
  /** How much wider two characters are apart than together (the font's kerning), by pair. */
  private readonly kerning = new Map<string, number>();
  /** The lines pdfkit wraps a text into, by width and text. */
  private readonly lines = new Map<string, number>();

  /** `doc`'s font and size are one's for every call of this measure (one measure a font and size). */
  constructor(private readonly doc: Doc) {}

  private kern(pair: string): number {
    let k = this.kerning.get(pair);
    if (k === undefined) {
      k = Math.max(0, this.doc.widthOfString(pair[0]!) + this.doc.widthOfString(pair[1]!) - this.doc.widthOfString(pair));
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
    let room = width - 0.01 - this.doc.widthOfString(text); // 0.01: pdfkit rounds each word's width to a float
    for (let i = 1; i < text.length && room >= 0; i++) if (mayCut(text, i)) room -= this.kern(text.slice(i - 1, i + 1));
    return room >= 0;
  }

  /** The cell's height as `heightOfString` computes it: the page's y moved down a line at a time, less the start. */
  height(text: string, width: number, single: boolean): number {
    const key = `${width}\u0000${text}`;
    let count = single ? 1 : this.lines.get(key);
    if (count === undefined) {
      const line = this.doc.currentLineHeight(true);
      count = Math.round(this.doc.heightOfString(text, { width }) / line);
      this.lines.set(key, count);
    }
    const start = this.doc.y;
    let y = start;
    for (let n = 0; n < count; n++) y += this.doc.currentLineHeight(true);
    return y - start;
  }

  /** The cell's text at (x, y): a one-line cell where pdfkit's wrapping would put it, another wrapped by pdfkit. */
  draw(text: string, at: { x: number; y: number; width: number; right: boolean; single: boolean }): void {
    const { x, y, width, right, single } = at;
    if (!single) this.doc.text(text, x, y, { width, align: right ? 'right' : 'left' });
    else if (!right) this.doc.text(text, x, y, { lineBreak: false });
    // right-aligned: the line's width as pdfkit's LineWrapper computes it (scaled by 100 %) less the text's
    else this.doc.text(text, x + ((width * 100) / 100 - this.doc.widthOfString(text.replace(/\s+$/, ''))), y, { lineBreak: false });
  }
}
