/** The justification's table cells written without pdfkit's `text` are the bytes pdfkit's `text` writes. */
import { describe, expect, it } from 'vitest';
import { TableCells } from '../../src/runs/justification-cells';
import { collect, newDocument, regular } from '../../src/runs/justification-layout';
import { pdfText } from '../pdf-text';

/** Cells of every kind a table holds: names, amounts, kerned pairs, letters pdfkit alone wraps, empty, long. */
const CELLS = [
  'María José Fernández Añón',
  '12.345,67 €',
  '01/05/2009',
  'Subrogado/a',
  'AVATAR Toledo, Wärme',
  'Ζωγράφου Łódź żółć',
  '',
  'Centro 12, Centro 345, Centro 6789, Centro 10112, Centro 131415',
  'Año 1\n01/01/2027–31/12/2027',
];

/** A PDF of `rows` copies of the cells (four columns, the amounts right-aligned), through the pages' end. */
async function tablePdf(fast: boolean, rows: number): Promise<Buffer> {
  const doc = newDocument({ title: 'Celdas', createdAt: new Date(Date.UTC(2026, 10, 22)) });
  const bytes = collect(doc);
  regular(doc, 8);
  const cells = new TableCells(doc, fast);
  for (let r = 0; r < rows; r++)
    CELLS.forEach((text, i) => {
      const width = [90, 60, 120, 70][i % 4]!;
      const single = cells.oneLine(text || ' ', width);
      const h = cells.height(text || ' ', width, single);
      cells.draw(text, { x: 48 + (i % 4) * 125, y: doc.y, width, right: i % 4 === 1, single });
      doc.x = 48;
      doc.y += h + 5;
      if (doc.y > 780) doc.addPage();
    });
  doc.end();
  return bytes;
}

describe('justification table cells', () => {
  it('writes the same bytes as pdfkit, and every cell reads in the PDF', async () => {
    const [fast, pdfkit] = await Promise.all([tablePdf(true, 12), tablePdf(false, 12)]);
    expect(fast.equals(pdfkit)).toBe(true);
    const text = await pdfText(fast);
    for (const cell of ['María José Fernández Añón', '12.345,67 €', 'Ζωγράφου Łódź żółć', 'AVATAR Toledo, Wärme'])
      expect(text).toContain(cell);
    expect(text).toContain('Centro 10112');
  });
});
