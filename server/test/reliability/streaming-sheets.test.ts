/**
 * The imports' sheet reader (`readSheets`, ExcelJS's streaming reader behind `files/xlsx-stream.ts`): workbooks
 * whatever the order of their zip entries, the same values as the in-memory reader gave, and a sheet left at the
 * 10,000-row limit without reading the rest of it.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheets, SheetProblems, type SheetColumn, type SheetRow } from '../../src/simulations/sheets';
import { zip, type ZipEntry } from './zip';

const COLUMNS: SheetColumn[] = [
  { key: 'name', header: 'Centro' },
  { key: 'count', header: 'Plazas' },
  { key: 'date', header: 'Inicio' },
];
const OTHER: SheetColumn[] = [{ key: 'name', header: 'Nombre' }];

const values = (rows: SheetRow[] | null, keys = COLUMNS.map((c) => c.key)) =>
  rows?.map((r) => [
    r.row,
    ...keys.map((k) => {
      const v = r.get(k);
      return v instanceof Date
        ? v.toISOString().slice(0, 10)
        : v && typeof v === 'object' && 'result' in v
          ? v.result instanceof Date
            ? v.result.toISOString().slice(0, 10)
            : v.result
          : v;
    }),
  ]) ?? null;

async function read(data: Buffer, sheets: [string, SheetColumn[]][] = [['Centros', COLUMNS]]) {
  const messages: string[] = [];
  const rows = await readSheets(
    data,
    sheets.map(([name, columns]) => ({ problems: new SheetProblems(name, columns, messages), columns })),
  );
  return { rows, messages };
}

/** The zip entries' names in stored order. */
function entryNames(data: Buffer): string[] {
  const names: string[] = [];
  for (let p = 0; data.readUInt32LE(p) === 0x04034b50;) {
    const nameLength = data.readUInt16LE(p + 26);
    names.push(data.toString('utf8', p + 30, p + 30 + nameLength));
    p += 30 + nameLength + data.readUInt16LE(p + 28) + data.readUInt32LE(p + 18);
  }
  return names;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A hand-made workbook: its sheets (name, sheet XML) and its entries stored in the order given by `order`. */
function handMade(sheets: [string, string][], order: (names: string[]) => string[] = (n) => n): Buffer {
  const parts = new Map<string, string>([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map(([name], i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="/xl/worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
    ],
    ...sheets.map(([, xml], i) => [`xl/worksheets/sheet${i + 1}.xml`, xml] as [string, string]),
  ]);
  return zip(order([...parts.keys()]).map((name): ZipEntry => ({ name, data: Buffer.from(parts.get(name)!) })));
}
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const sheet = (rows: string[], after = '') =>
  `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows.join('')}</sheetData>${after}</worksheet>`;
const header = `<row r="1">${inline('A1', 'Centro')}${inline('B1', 'Plazas')}${inline('C1', 'Inicio')}</row>`;
const dataRow = (n: number) => `<row r="${n}">${inline(`A${n}`, `Centro ${n}`)}<c r="B${n}"><v>${n}</v></c></row>`;

describe('sheets read by the streaming reader', () => {
  it('a workbook ExcelJS wrote (its workbook part stored last) reads every time, values as the in-memory reader gave them', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notas').addRow(['Nombre']).commit();
    const ws = wb.addWorksheet('Centros');
    ws.addRow(['Plazas', 'Centro', 'Inicio']);
    ws.addRow([3, '  Hospital ', new Date(Date.UTC(2026, 2, 1))]);
    ws.addRow([]);
    ws.addRow([
      { formula: 'A2*2', result: 6 },
      { richText: [{ text: 'Cole' }, { text: 'gio' }] },
      { formula: 'TODAY()', result: new Date(Date.UTC(2026, 0, 5)) },
    ]);
    ws.getCell('C4').numFmt = 'dd/mm/yyyy';
    ws.addRow([1, 'Ambulatorio']);
    ws.addRow([2, 'Centro de día']);
    ws.mergeCells('C5:C6');
    ws.getCell('C5').value = new Date(Date.UTC(2026, 5, 1));
    wb.addWorksheet('Otra').addRow(['Nombre']);
    wb.getWorksheet('Otra')!.addRow(['Ana']);
    // Seven sheets, as the Formulario: ExcelJS's reader given such a workbook as it is failed 20 reads of 20 here.
    for (let s = 0; s < 4; s++) {
      const extra = wb.addWorksheet(`Extra ${s}`);
      extra.addRow(['Nombre']);
      for (let i = 1; i <= 50; i++) extra.addRow([`Fila ${i}`]);
    }
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const names = entryNames(data);
    expect(names.indexOf('xl/workbook.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet2.xml'));
    expect(names.indexOf('xl/sharedStrings.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet2.xml'));

    for (let i = 0; i < 20; i++) {
      const { rows, messages } = await read(data, [
        ['Otra', OTHER],
        ['centros', COLUMNS],
        ['Extra 3', OTHER],
      ]);
      expect(messages).toEqual([]);
      expect(values(rows![0], ['name'])).toEqual([[2, 'Ana']]);
      expect(values(rows![2], ['name'])).toEqual(Array.from({ length: 50 }, (_, i) => [i + 2, `Fila ${i + 1}`]));
      expect(values(rows![1])).toEqual([
        [2, '  Hospital ', 3, '2026-03-01'],
        [
          4,
          {
            richText: [
              { font: null, text: 'Cole' },
              { font: null, text: 'gio' },
            ],
          },
          6,
          '2026-01-05',
        ],
        [5, 'Ambulatorio', 1, '2026-06-01'],
        [6, 'Centro de día', 2, '2026-06-01'], // a merged cell reads its range's value
      ]);
    }
  });

  it('any entry order: sheets first, the workbook part last, no shared strings, absolute targets', async () => {
    const data = handMade([['Centros', sheet([header, dataRow(2), dataRow(3)])]], (n) => [...n].reverse());
    expect(entryNames(data)[0]).toBe('xl/worksheets/sheet1.xml');
    const { rows, messages } = await read(data);
    expect(messages).toEqual([]);
    expect(values(rows![0])).toEqual([
      [2, 'Centro 2', 2, null],
      [3, 'Centro 3', 3, null],
    ]);
  });

  it('a sheet over 10,000 data rows is left at the limit, its rest never read; the next sheet is still read', async () => {
    const rows = [header];
    for (let n = 2; n <= 10_600; n++) rows.push(dataRow(n));
    // Past row 10,100 the XML is broken: reading it would make the workbook unreadable.
    const broken = sheet(rows).replace('<row r="10100">', '<row r="10100"><c r="A10100" t="inlineStr"><is><t>roto</c></row>');
    const data = handMade([
      ['Centros', broken],
      ['Notas', sheet([`<row r="1">${inline('A1', 'Nombre')}</row>`, `<row r="2">${inline('A2', 'Ana')}</row>`])],
    ]);
    const { rows: read1, messages } = await read(data, [
      ['Centros', COLUMNS],
      ['Notas', OTHER],
    ]);
    expect(messages).toEqual(['Hoja Centros: como máximo 10.000 filas']);
    expect(read1![0]).toHaveLength(10_000);
    expect(read1![0]!.at(-1)!.row).toBe(10_001);
    expect(values(read1![1], ['name'])).toEqual([[2, 'Ana']]);
  });

  it('the problems keep the order of the sheets asked for, whatever the order of the file', async () => {
    const data = handMade([
      ['Notas', sheet([`<row r="1">${inline('A1', 'Otra cosa')}</row>`])],
      ['Centros', sheet([header])],
    ]);
    const { messages } = await read(data, [
      ['Centros', COLUMNS],
      ['Falta', OTHER],
      ['Notas', OTHER],
    ]);
    expect(messages).toEqual([
      'Hoja Centros: no hay ninguna fila con datos',
      "Hoja Falta: falta la hoja 'Falta'",
      "Hoja Notas, fila 1, columna A: falta la columna 'Nombre'",
    ]);
  });

  it('a file that is not a workbook, or whose sheet XML is broken, is not a workbook', async () => {
    expect((await read(Buffer.from('no soy un libro'))).rows).toBeNull();
    expect((await read(handMade([['Centros', sheet([header, '<row r="2"><c r="A2"><v>1</c>'])]]))).rows).toBeNull();
  });
});
