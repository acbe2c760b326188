/**
 * Refuses a spreadsheet (.xlsx, a zip) before any parser sees it, from its zip central directory and a bounded
 * inflation: too many entries, a declared uncompressed size or compression ratio beyond the limits, entries that
 * inflate to more than they declare, or a sheet with more rows than any import reads. Without this a 0.3 MB zip
 * bomb cost seconds and hundreds of megabytes before failing; the sheets are then read by ExcelJS's streaming
 * reader (`xlsx-stream.ts`), which relies on these checks (every entry inflates to exactly its declared size).
 *
 * Limits: `xlsxLimits` of ../config.ts (UPLOAD_XLSX_*, read at each check).
 */
import { inflateRawSync } from 'node:zlib';
import { foreignSpreadsheetMessage, formatNumber } from '@licita/domain';
import { xlsxLimits, type XlsxLimits } from '../config';
import { FILE_MESSAGES } from './messages';

export { xlsxLimits, type XlsxLimits };

const NOT_XLSX = FILE_MESSAGES.notXlsx;
const TOO_BIG = (limits: XlsxLimits) =>
  `El libro es demasiado grande al descomprimirlo (máximo ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB)`;
const RATIO_ENTRY_MIN = 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** Whether `data` ends with a zip's end-of-central-directory record (an empty zip has no entries). */
export function isZip(data: Buffer): boolean {
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--)
    if (data.readUInt32LE(i) === 0x06054b50) return true;
  return false;
}

/** The central directory's entries, or a message when it is missing, damaged or over the entry limit. */
export function centralDirectory(data: Buffer, limits: XlsxLimits): ZipEntry[] | string {
  // End of central directory: the last signature within the final 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return []; // not a zip at all: nothing to inflate; the import's reader says it is no workbook
  let count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    // ZIP64: the locator just before points at the ZIP64 end record.
    const locator = eocd - 20;
    if (locator < 0 || data.readUInt32LE(locator) !== 0x07064b50) return NOT_XLSX;
    const record = Number(data.readBigUInt64LE(locator + 8));
    if (record + 56 > data.length || data.readUInt32LE(record) !== 0x06064b50) return NOT_XLSX;
    count = Number(data.readBigUInt64LE(record + 32));
    offset = Number(data.readBigUInt64LE(record + 48));
  }
  if (count > limits.maxEntries) return `El libro tiene demasiados elementos (${count}; máximo ${limits.maxEntries})`;
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) return NOT_XLSX;
    const nameLength = data.readUInt16LE(p + 28);
    const extraLength = data.readUInt16LE(p + 30);
    const commentLength = data.readUInt16LE(p + 32);
    const compressed = data.readUInt32LE(p + 20);
    const uncompressed = data.readUInt32LE(p + 24);
    const localOffset = data.readUInt32LE(p + 42);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff) {
      // Any ZIP64 sizes at all are far beyond what a form's workbook holds.
      return TOO_BIG(limits);
    }
    entries.push({
      name: data.toString('utf8', p + 46, p + 46 + nameLength),
      method: data.readUInt16LE(p + 10),
      crc: data.readUInt32LE(p + 16),
      compressed,
      uncompressed,
      localOffset,
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's data starts and its compressed bytes (null when its local header is missing). */
export function rawEntry(data: Buffer, entry: ZipEntry): Buffer | null {
  const p = entry.localOffset;
  if (p + 30 > data.length || data.readUInt32LE(p) !== 0x04034b50) return null;
  const start = p + 30 + data.readUInt16LE(p + 26) + data.readUInt16LE(p + 28);
  return start + entry.compressed <= data.length ? data.subarray(start, start + entry.compressed) : null;
}

/** Inflates one entry, never past its declared size (null when it is damaged or lies about its size). */
export function inflate(data: Buffer, entry: ZipEntry): Buffer | null {
  const raw = rawEntry(data, entry);
  if (!raw) return null;
  if (entry.method === 0) return raw.length === entry.uncompressed ? raw : null;
  if (entry.method !== 8) return null;
  try {
    const out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressed) });
    return out.length === entry.uncompressed ? out : null;
  } catch {
    return null; // more output than declared, or not deflate data
  }
}

/** The sheet names by their part (`xl/worksheets/sheet1.xml` → 'Centros'), from workbook.xml and its rels. */
function sheetNames(parts: Map<string, Buffer>): Map<string, string> {
  const names = new Map<string, string>();
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  for (const m of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const id = /\br:id="([^"]+)"/.exec(m[0])?.[1];
    const part = id ? targets.get(id) : undefined;
    if (name !== undefined && part)
      names.set(
        part,
        name
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'"),
      );
  }
  return names;
}

const countRows = (xml: Buffer) => {
  let n = 0;
  for (let i = xml.indexOf('<row'); i >= 0; i = xml.indexOf('<row', i + 4)) {
    const next = xml[i + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f) n++; // '<row ', '<row>', '<row/'
  }
  return n;
};

/** Why this .xlsx must not be parsed, or null when it is within the limits. */
export function xlsxProblem(data: Buffer, limits: XlsxLimits = xlsxLimits()): string | null {
  // An .ods or .xls, whatever its name: say what it is and how to save it as .xlsx
  const foreign = foreignSpreadsheetMessage(null, data);
  if (foreign) return foreign;
  const entries = centralDirectory(data, limits);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const e of entries) {
    total += e.uncompressed;
    if (total > limits.maxUncompressedBytes) return TOO_BIG(limits);
    if (e.uncompressed > RATIO_ENTRY_MIN && e.uncompressed > limits.maxRatio * Math.max(1, e.compressed)) {
      return `El libro está comprimido de forma anómala (${e.name}: ${Math.round(e.uncompressed / Math.max(1, e.compressed))} a 1; máximo ${limits.maxRatio} a 1)`;
    }
  }
  // Within the declared limits: inflate the parts (bounded by what they declare) to check them and count rows.
  const parts = new Map<string, Buffer>();
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const out = inflate(data, e);
    if (!out) return NOT_XLSX;
    parts.set(e.name, out);
  }
  const names = sheetNames(parts);
  for (const [part, xml] of parts) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(part)) continue;
    const rows = countRows(xml);
    if (rows > limits.maxRows)
      return `Hoja ${names.get(part) ?? part}: tiene ${formatNumber(rows, 0)} filas y se leen como máximo ${formatNumber(limits.maxRows, 0)}`;
  }
  return null;
}
