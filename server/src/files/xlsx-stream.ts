/**
 * Reads the sheets of an uploaded .xlsx with ExcelJS's streaming reader (`ExcelJS.stream.xlsx.WorkbookReader`), row
 * by row, so a reader can stop at a row limit without inflating the rest of the sheet.
 *
 * The streaming reader cannot be given an upload as it is:
 *
 * - It reads the zip's entries in stored order and needs `xl/workbook.xml`, its rels and the shared strings
 *   before a sheet; otherwise it copies each sheet to a temporary file and parses it after the last entry.
 *   ExcelJS itself (our templates, the Formulario) stores `xl/workbook.xml` last.
 * - It learns that the zip has ended from unzipper's `Parse`, which announces its end as soon as all the bytes
 *   are written in, while entries may still wait in its readable buffer: those entries are never seen. With
 *   `xl/workbook.xml` last, that is the one lost, and the deferred sheets then read `this.model.sheets` of a
 *   workbook never parsed: "Cannot read properties of undefined (reading 'sheets')" (ExcelJS issue #962).
 *   The direct path has the same hole: a sheet arriving after the rels and shared strings but before
 *   `xl/workbook.xml` also reads `this.model.sheets` (it checks only for the rels and the shared strings).
 *
 * So the reader is fed a zip rebuilt from the upload's own compressed entries, nothing inflated or recompressed:
 * the workbook's rels (an empty list: the sheets are found by name here, not by the reader), `xl/workbook.xml`
 * (its date system), the shared strings (an empty table when the workbook has none), the styles (dates are
 * numbers with a date format), then only the sheets asked for, renamed `sheet1.xml`, `sheet2.xml`, … in the
 * order asked. No central directory follows and the stream is never ended: the reader never sees the zip end, so
 * it cannot drop an entry, and we stop it ourselves after the last sheet asked for (or at a row limit).
 *
 * The upload must already have passed `xlsxProblem` (`xlsx-limits.ts`): it is checked again here, so every entry
 * inflates to exactly its declared size and no damaged deflate data can stall the stream.
 */
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { centralDirectory, inflate, isZip, rawEntry, xlsxLimits, xlsxProblem, type ZipEntry } from './xlsx-limits';

// ExcelJS's own parsers of the workbook part and its relationships, and its date rules: the names and dates
// read here are exactly those of ExcelJS's in-memory reader.
const require = createRequire(import.meta.url);
const WorkbookXform = require('exceljs/lib/xlsx/xform/book/workbook-xform.js') as new () => {
  parseStream(chunks: Buffer[]): Promise<{ sheets?: { name: string; rId: string }[] } | undefined>;
};
const RelationshipsXform = require('exceljs/lib/xlsx/xform/core/relationships-xform.js') as new () => {
  parseStream(chunks: Buffer[]): Promise<{ Id: string; Target: string }[] | undefined>;
};
const excelUtils = require('exceljs/lib/utils/utils.js') as {
  isDateFmt(fmt: string | undefined): boolean;
  excelToDate(v: number, date1904: boolean): Date;
};

/** One row of a sheet as the streaming reader gives it (1-based row and column numbers). */
export interface StreamRow {
  number: number;
  cellCount: number;
  value(column: number): ExcelJS.CellValue;
}

export interface StreamedWorkbook {
  /** The sheet names, in the workbook's order. */
  names: string[];
  /**
   * Reads the sheets at `indices` (of `names`) one after the other. `row(k, row)` is called for each row of the
   * k-th of them, in the file's order; when it answers false that sheet is left at once (its remaining rows are
   * never inflated) and the next one is read. `end(k, merges)` is called when the k-th sheet was read to its end,
   * with its merged ranges (`A2:A5`). Throws when the workbook's XML cannot be read.
   */
  read(
    indices: readonly number[],
    visit: { row(k: number, row: StreamRow): boolean; end(k: number, merges: string[]): void },
  ): Promise<void>;
}

const READ_TIMEOUT_MS = 120_000;
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/; // the sheet parts ExcelJS reads (in memory and streaming)
const EMPTY_RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
);
const EMPTY_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A local zip entry: its header (sizes and CRC known up front, no data descriptor) and its data. */
function localEntry(name: string, method: number, crc: number, uncompressed: number, body: Buffer): Buffer[] {
  const file = Buffer.from(name, 'utf8');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(0x0800, 6); // UTF-8 names
  head.writeUInt16LE(method, 8);
  head.writeUInt32LE(crc >>> 0, 14);
  head.writeUInt32LE(body.length, 18);
  head.writeUInt32LE(uncompressed, 22);
  head.writeUInt16LE(file.length, 26);
  return [head, file, body];
}

const copied = (data: Buffer, entry: ZipEntry, name: string) => {
  const raw = rawEntry(data, entry);
  if (!raw) throw new Error(`damaged entry ${entry.name}`);
  return localEntry(name, entry.method, entry.crc, entry.uncompressed, raw);
};
const stored = (name: string, body: Buffer) => localEntry(name, 0, crc32(body), body.length, body);

/** Merged ranges seen in a sheet's XML as it streams by (after its rows), without changing what the reader gets. */
async function* tapMerges(chunks: AsyncIterable<Buffer | string>, merges: string[]): AsyncGenerator<Buffer | string> {
  let tail = '';
  for await (const chunk of chunks) {
    const text = tail + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
    // A match ending inside the tail was taken with the previous chunk.
    for (const m of text.matchAll(/<(?:[\w.-]+:)?mergeCell\b[^>]*?\bref="([A-Za-z]+\d+:[A-Za-z]+\d+)"/g))
      if (m.index + m[0].length > tail.length) merges.push(m[1]);
    tail = text.slice(-300);
    yield chunk;
  }
}

type SheetPart = { name: string; part: ZipEntry };

/** The workbook in `data` ready to stream its sheets, or null when it is not an .xlsx workbook ExcelJS can read. */
export async function openStreamedWorkbook(data: Buffer): Promise<StreamedWorkbook | null> {
  if (xlsxProblem(data)) return null;
  const entries = centralDirectory(data, xlsxLimits());
  if (typeof entries === 'string' || (entries.length === 0 && !isZip(data))) return null;
  const byName = new Map(entries.map((e) => [e.name, e]));
  const workbookEntry = byName.get('xl/workbook.xml');
  const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
  // A zip without a workbook part (or an empty one) is a workbook without sheets, as for the in-memory reader.
  if (!workbookEntry) return { names: [], read: async () => undefined };
  const workbookXml = inflate(data, workbookEntry);
  const relsXml = relsEntry ? inflate(data, relsEntry) : EMPTY_RELS;
  if (!workbookXml || !relsXml) return null;
  const sheets = await sheetParts(workbookXml, relsXml, byName);
  if (!sheets) return null;
  const head = readerHead(data, workbookEntry, byName);
  return {
    names: sheets.map((s) => s.name),
    async read(indices, visit) {
      // After a sheet left at a row limit, a fresh reader takes the remaining sheets (the left one is not drained).
      // A reader that stalls (it should not: every entry was checked to inflate) fails the read instead of
      // leaving the import waiting for ever.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the streaming reader stalled')), READ_TIMEOUT_MS);
      });
      try {
        for (let done = 0; done < indices.length;) {
          const parts = indices.slice(done).map((i, n) => copied(data, sheets[i].part, `xl/worksheets/sheet${n + 1}.xml`));
          done += await Promise.race([readSome(head, parts, done, visit), stalled]);
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The workbook's sheets with their parts, or null when its XML cannot be read. */
async function sheetParts(
  workbookXml: Buffer,
  relsXml: Buffer,
  byName: ReadonlyMap<string, ZipEntry>,
): Promise<SheetPart[] | null> {
  try {
    const model = await new WorkbookXform().parseStream([workbookXml]);
    const rels = (await new RelationshipsXform().parseStream([relsXml])) ?? [];
    // A sheet's part, as ExcelJS resolves it: the rel's target under xl/ (a leading "/xl/" dropped); a sheet
    // without a worksheet part (a chart sheet, a broken link) is left out, as the in-memory reader does.
    return (model?.sheets ?? []).flatMap((s) => {
      const target = rels.find((r) => r.Id === s.rId)?.Target;
      const path = target === undefined ? undefined : `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;
      const part = path !== undefined && WORKSHEET.test(path) ? byName.get(path) : undefined;
      return part ? [{ name: s.name, part }] : [];
    });
  } catch {
    return null;
  }
}

/** The entries the reader needs before any sheet: the rels (empty), the workbook, the shared strings and the styles. */
function readerHead(data: Buffer, workbookEntry: ZipEntry, byName: ReadonlyMap<string, ZipEntry>): Buffer[] {
  return [
    ...stored('xl/_rels/workbook.xml.rels', EMPTY_RELS),
    ...copied(data, workbookEntry, 'xl/workbook.xml'),
    ...(byName.has('xl/sharedStrings.xml')
      ? copied(data, byName.get('xl/sharedStrings.xml')!, 'xl/sharedStrings.xml')
      : stored('xl/sharedStrings.xml', EMPTY_STRINGS)),
    ...(byName.has('xl/styles.xml') ? copied(data, byName.get('xl/styles.xml')!, 'xl/styles.xml') : []),
  ];
}

/**
 * One streaming reader over `head` and the sheets' `parts` (the sheets `first`, `first` + 1, … of the read): visits
 * their rows until a sheet is left or the last one ends; answers how many sheets it took.
 */
async function readSome(
  head: readonly Buffer[],
  parts: readonly Buffer[][],
  first: number,
  visit: Parameters<StreamedWorkbook['read']>[1],
): Promise<number> {
  const input = new PassThrough();
  input.write(Buffer.concat([...head, ...parts.flat()])); // never ended: see above
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const merges: string[][] = parts.map(() => []);
  const internal = tapSheetMerges(reader, merges);
  let k = 0;
  try {
    for await (const sheet of reader) {
      let previous = 0;
      let left = false;
      for await (const row of sheet) {
        const number = Number.isFinite(row.number) ? row.number : previous + 1; // a <row> without its r
        previous = number;
        const date1904 = Boolean(internal.properties?.model?.date1904);
        const streamed: StreamRow = {
          number,
          cellCount: row.cellCount,
          value: (column) => cellValue(row.getCell(column), date1904),
        };
        if (!visit.row(first + k, streamed)) {
          left = true;
          break;
        }
      }
      if (left) return k + 1;
      visit.end(first + k, merges[k]);
      k++;
      if (k === parts.length) return k;
    }
  } finally {
    input.destroy();
  }
  throw new Error('the streaming reader ended before the last sheet');
}

/**
 * ExcelJS' reader parses each sheet in a method its types do not declare: tapped to collect each sheet's merged
 * cells into `merges` (by sheet number). Answers the reader as it is typed inside (its workbook properties).
 */
function tapSheetMerges(reader: ExcelJS.stream.xlsx.WorkbookReader, merges: string[][]) {
  const internal = reader as typeof reader & {
    _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator;
    properties?: { model?: { date1904?: boolean } };
  };
  const parseWorksheet = internal._parseWorksheet;
  internal._parseWorksheet = function (iterator, sheetNo) {
    return parseWorksheet.call(this, tapMerges(iterator, merges[Number(sheetNo) - 1] ?? []) as AsyncIterable<Buffer>, sheetNo);
  };
  return internal;
}

/** A cell's value as ExcelJS's in-memory reader gives it: a formula's cached result with a date format is a date. */
function cellValue(cell: ExcelJS.Cell, date1904: boolean): ExcelJS.CellValue {
  const v = cell.value;
  if (v && typeof v === 'object' && 'formula' in v) {
    const result = (v as { result?: unknown }).result;
    if (typeof result === 'number' && Number.isNaN(result)) return { ...v, result: { error: '#N/A' } } as ExcelJS.CellValue; // an error result
    if (typeof result === 'number' && excelUtils.isDateFmt(cell.numFmt))
      return { ...v, result: excelUtils.excelToDate(result, date1904) } as ExcelJS.CellValue;
  }
  return v ?? null;
}
