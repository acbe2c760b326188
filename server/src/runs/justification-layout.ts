/**
 * The page layout of the justification PDF (pdfkit): an embedded font that prints every name a preparer may type
 * (DejaVu Sans: Latin Extended, Greek, Cyrillic, Vietnamese, €; pdfkit's built-in Helvetica would print them as
 * symbols), headings, label–value facts, paragraphs, tables that continue on the next page with their header,
 * and "Página N de M" on every page.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { TableCells } from './justification-cells';

export type Doc = InstanceType<typeof PDFDocument>;

/** The fonts ship in a registry package (dejavu-fonts-ttf), installed with the server: nothing is downloaded at run time. */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = 'Texto';
const BOLD = 'Texto-Negrita';

export const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export function newDocument(info: { title: string; createdAt: Date }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 60, left: 48, right: 48 },
    bufferPages: true, // the page count is known at the end, when the footers are written
    info: { Title: info.title, Author: 'Licita', Creator: 'Licita', CreationDate: info.createdAt },
  });
  pageOperationsAsText(doc);
  doc.registerFont(REGULAR, join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont(BOLD, join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  doc.font(REGULAR).fontSize(9).fillColor(INK);
  return doc;
}

/**
 * pdfkit turns each drawing operation of a page into bytes of its own, kept until the page is written (the end of
 * the document: the footers need the page count); an XL tender's Plantilla writes some 800,000. Each page's
 * operations are kept as text instead and handed to pdfkit as one, joined by the line end pdfkit adds to each, when
 * the page is written: the same bytes.
 */
function pageOperationsAsText(doc: Doc): void {
  const keep = (page: PDFKit.PDFPage) => {
    const write = page.write.bind(page);
    const end = page.end.bind(page);
    const ops: string[] = [];
    const flush = () => {
      // latin1: each character's low byte, as pdfkit turns a text into bytes (the operations are ASCII)
      if (ops.length) write(Buffer.from(`${ops.join('\n')}\n`, 'latin1'));
      ops.length = 0;
    };
    page.write = (chunk: unknown) => {
      if (typeof chunk === 'string') {
        // joined as they come: one flat string, not thousands of small ones the garbage collector copies
        if (ops.push(chunk) === 64) ops.splice(0, 64, ops.join('\n'));
      } else {
        flush();
        write(chunk);
      }
    };
    page.end = () => {
      flush();
      end();
    };
  };
  keep(doc.page);
  doc.on('pageAdded', () => keep(doc.page));
}

/** The document's bytes, once `finish` has ended it. */
export function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export const regular = (doc: Doc, size = 9) => doc.font(REGULAR).fontSize(size).fillColor(INK);
export const bold = (doc: Doc, size = 9) => doc.font(BOLD).fontSize(size).fillColor(INK);

const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when less than `room` points are left. */
export function ensureRoom(doc: Doc, room: number): void {
  if (doc.y + room > bottom(doc)) doc.addPage();
}

export function title(doc: Doc, text: string, subtitle: string): void {
  bold(doc, 18).text(text, doc.page.margins.left);
  regular(doc, 9).fillColor(MUTED).text(subtitle).fillColor(INK).moveDown(0.6);
}

export function heading(doc: Doc, text: string): void {
  ensureRoom(doc, 70);
  doc.moveDown(0.5);
  bold(doc, 12).text(text, doc.page.margins.left).moveDown(0.3);
  regular(doc);
}

export function subheading(doc: Doc, text: string): void {
  ensureRoom(doc, 50);
  bold(doc, 10).text(text, doc.page.margins.left).moveDown(0.2);
  regular(doc);
}

export function paragraph(doc: Doc, text: string): void {
  regular(doc)
    .text(text, doc.page.margins.left, undefined, { width: width(doc), align: 'left' })
    .moveDown(0.4);
}

export function note(doc: Doc, text: string): void {
  regular(doc, 8)
    .fillColor(MUTED)
    .text(text, doc.page.margins.left, undefined, { width: width(doc) })
    .fillColor(INK)
    .moveDown(0.4);
  regular(doc);
}

export function facts(doc: Doc, items: ReadonlyArray<readonly [string, string]>): void {
  for (const [k, v] of items) {
    ensureRoom(doc, 14);
    bold(doc).text(`${k}: `, doc.page.margins.left, undefined, { continued: true, width: width(doc) });
    regular(doc).text(v);
  }
  doc.moveDown(0.3);
}

export interface TableOptions {
  /** relative widths, spread over the page's width */
  widths: number[];
  /** columns from this index on are right-aligned numbers (default 1) */
  numbersFrom?: number;
  /** the last row is a total, printed in bold */
  totalRow?: boolean;
}

/** A table: a bold header row, repeated on each new page, rows that wrap their text, thin rules between rows. */
export function table(doc: Doc, headers: readonly string[], rows: ReadonlyArray<readonly string[]>, options: TableOptions): void {
  const x0 = doc.page.margins.left;
  const scale = width(doc) / options.widths.reduce((a, b) => a + b, 0);
  const widths = options.widths.map((w) => w * scale);
  const numbersFrom = options.numbersFrom ?? 1;
  const measures = { regular: new TableCells(doc), bold: new TableCells(doc) };
  const drawRow = (cells: readonly string[], strong: boolean, isHeader: boolean) => {
    const font = (d: Doc) => (strong ? bold(d, 8) : regular(d, 8));
    font(doc);
    const measure = measures[strong ? 'bold' : 'regular'];
    const single = cells.map((c, i) => measure.oneLine(c || ' ', widths[i]! - 4));
    const h = Math.max(...cells.map((c, i) => measure.height(c || ' ', widths[i]! - 4, single[i]!))) + 5;
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      if (!isHeader) drawRow(headers, true, true);
      font(doc);
    }
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      const right = i >= numbersFrom && !isHeader;
      measure.draw(c, { x: x + 2, y: y + 2.5, width: widths[i]! - 4, right, single: single[i]! });
      x += widths[i]!;
    });
    doc.x = x0;
    doc.y = y + h;
    doc
      .moveTo(x0, doc.y)
      .lineTo(x0 + width(doc), doc.y)
      .lineWidth(isHeader ? 0.8 : 0.3)
      .strokeColor(isHeader ? MUTED : RULE)
      .stroke();
  };
  ensureRoom(doc, 40);
  drawRow(headers, true, true);
  rows.forEach((r, i) => drawRow(r, !!options.totalRow && i === rows.length - 1, false));
  doc.moveDown(0.8);
  regular(doc);
}

/** "Página N de M" and the document's name at the foot of every page (called once, at the end). */
export function footers(doc: Doc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - doc.page.margins.bottom + 20;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    regular(doc, 7.5).fillColor(MUTED);
    doc.text(left, doc.page.margins.left, y, { width: width(doc) / 2, lineBreak: false });
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, doc.page.margins.left + width(doc) / 2, y, {
      width: width(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  regular(doc);
}

/** The signature block: place and date, name, role and signature, with lines to fill by hand. */
export function signature(doc: Doc, company: string | null, date: string): void {
  ensureRoom(doc, 150);
  doc.moveDown(1.5);
  const x = doc.page.margins.left;
  const line = (label: string, value = '') => {
    regular(doc)
      .text(`${label}: ${value || '__________________________________________'}`, x)
      .moveDown(0.6);
  };
  bold(doc, 10)
    .text(company ? `Por ${company}` : 'Por el licitador', x)
    .moveDown(0.6);
  line('Lugar y fecha', `______________________, ${date}`);
  line('Nombre y apellidos');
  line('Cargo');
  doc.moveDown(1.5);
  regular(doc).text('Firma: __________________________________________', x);
}
