/** A minimal zip writer for tests: hand-made workbooks (zip bombs, odd ratios) ExcelJS would not write. */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Declared uncompressed size, when a test wants the directory to lie. */
  declaredSize?: number;
}

/**
 * The fields a local file header and its central directory record hold alike, from "version needed" on (offset
 * 4 of the local header, 6 of the central record): version 2.0, deflate, CRC-32, both sizes and the name length.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  e: { crc: number; compressed: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(e.crc, at + 10);
  header.writeUInt32LE(e.compressed, at + 14);
  header.writeUInt32LE(e.size, at + 18);
  header.writeUInt16LE(e.nameLength, at + 22);
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = deflateRawSync(e.data, { level: 9 });
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const shared = { crc, compressed: body.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, shared);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeSharedFields(central, 6, shared);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a one-sheet workbook named `sheet`, whose sheet XML is `sheetXml`. */
export function workbookParts(sheet: string, sheetXml: Buffer): ZipEntry[] {
  const text = (name: string, s: string) => ({ name, data: Buffer.from(s) });
  return [
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
  ];
}

/** Sheet XML with `rows` rows of one inline-text cell each. */
export function sheetXml(rows: number, cell = 'Hospital'): Buffer {
  const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${cell}</t></is></c></row>`;
  const body: string[] = [];
  for (let n = 1; n <= rows; n++) body.push(row(n));
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`,
  );
}
