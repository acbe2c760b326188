/**
 * Reading and writing the sheets of an imported or exported workbook: cells as text, numbers, dates, times and
 * Sí/No; a sheet found by its (folded) name with its columns found by their headers; every problem named by
 * sheet, row and column, collected over all the sheets of a workbook.
 */
import ExcelJS from 'exceljs';
import { openStreamedWorkbook, type StreamedWorkbook } from '../files/xlsx-stream';
import { foldName, importCellMessage, fileSafeText, MAX_SHEET_ROWS as MAX_ROWS, sheetRowsLimitMessage } from '@licita/domain';

export type CellValue = ExcelJS.CellValue;

export interface SheetColumn {
  key: string;
  header: string;
  width?: number;
  /** a file without the column reads its cells as empty (a column added after files were written) */
  optional?: boolean;
}

const MAX_MESSAGES = 50;

// ------------------------------------------------------------------ cells

/** A formula's cached result, or the value itself. */
const plain = (v: CellValue): CellValue =>
  v && typeof v === 'object' && !(v instanceof Date) && 'result' in (v as object)
    ? ((v as { result?: CellValue }).result ?? null)
    : v;

export function cellText(v: CellValue): string {
  const x = plain(v);
  if (x === null || x === undefined) return '';
  if (x instanceof Date) return x.toISOString().slice(0, 10);
  if (typeof x === 'object') {
    const o = x as { richText?: { text: string }[]; text?: unknown };
    if (o.richText) return unescapeFormulaText(o.richText.map((r) => r.text).join(''));
    if ('text' in o) return String(o.text);
    return '';
  }
  return unescapeFormulaText(String(x).trim());
}

/** A number: a number, or text holding one (decimal comma accepted); undefined when empty, NaN when not a number. */
export function cellNumber(v: CellValue): number | undefined {
  const x = plain(v);
  if (x === null || x === undefined || x === '') return undefined;
  if (typeof x === 'number') return x;
  const t = cellText(x).replace(',', '.');
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A date: a real date, or text `YYYY-MM-DD` / `DD/MM/YYYY`; undefined when empty (the text as it is otherwise). */
export function cellDate(v: CellValue): string | undefined {
  const x = plain(v);
  if (x === null || x === undefined || x === '') return undefined;
  if (x instanceof Date) return x.toISOString().slice(0, 10);
  return textDate(cellText(x)) || undefined;
}

/** `DD/MM/YYYY` as `YYYY-MM-DD`; any other text as it is. */
export function textDate(t: string): string {
  const es = /^(\d{1,2})\/(\d{1,2})\/(\d+)$/.exec(t.trim());
  return es ? `${es[3]}-${es[2].padStart(2, '0')}-${es[1].padStart(2, '0')}` : t.trim();
}

/** A time of day as `HH:MM`: text, an Excel time (a date on 1899-12-30, or a fraction of a day); '' when empty. */
export function cellTime(v: CellValue): string {
  const x = plain(v);
  if (x === null || x === undefined) return '';
  const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (x instanceof Date) return hm(x.getUTCHours() * 60 + x.getUTCMinutes());
  if (typeof x === 'number' && x >= 0 && x < 1) return hm(Math.round(x * 24 * 60));
  const t = cellText(x);
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(t);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : t;
}

/** Sí / No (also true/false, 1/0, x); blank is No; undefined when it is anything else. */
export function cellYesNo(v: CellValue): boolean | undefined {
  const x = plain(v);
  if (typeof x === 'boolean') return x;
  const t = foldName(cellText(x));
  if (['', 'no', 'false', '0', 'n'].includes(t)) return false;
  if (['si', 'sí', 'true', '1', 'x', 's'].includes(t)) return true;
  return undefined;
}

export const yesNo = (b: boolean) => (b ? 'Sí' : 'No');

/** Column letter of a 1-based index: 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// ------------------------------------------------------------------ problems

/** The problems of one sheet, written into a list that may be shared by every sheet of a workbook (at most 50). */
export class SheetProblems {
  /** The file's own column of a key, once the header row is read. */
  private letters = new Map<string, string>();
  constructor(
    readonly sheet: string,
    private readonly columns: readonly SheetColumn[],
    readonly messages: string[] = [],
  ) {}

  setLetters(positions: ReadonlyMap<string, number>): void {
    this.letters = new Map([...positions].map(([k, n]) => [k, columnLetter(n)]));
  }

  /** A problem of the sheet (row null), of a row (key null), or of a cell. */
  add(row: number | null, key: string | null, message: string): void {
    if (this.messages.length >= MAX_MESSAGES) return;
    if (row === null) return void this.messages.push(`Hoja ${this.sheet}: ${message}`);
    const column = key === null ? undefined : this.columns.find((c) => c.key === key);
    if (!column) return void this.messages.push(`Hoja ${this.sheet}, fila ${row}: ${message}`);
    const letter = this.letters.get(column.key) ?? columnLetter(this.columns.indexOf(column) + 1);
    this.messages.push(importCellMessage(this.sheet, row, letter, column.header, message));
  }

  get any(): boolean {
    return this.messages.length > 0;
  }
}

// ------------------------------------------------------------------ reading

export interface SheetRow {
  row: number;
  get(key: string): CellValue;
}

/** One sheet an import reads: found by its (folded) name, its columns found by header in any order. */
export interface SheetRequest {
  problems: SheetProblems;
  columns: readonly SheetColumn[];
  /** A sheet without data rows is a problem unless this is set. */
  allowEmpty?: boolean;
  /** Said in brackets after a missing sheet's name. */
  missingSheetHint?: string;
  /** Data rows read at most (default MAX_SHEET_ROWS); beyond, the problem names this limit. */
  maxRows?: number;
}

/** What the stream left of one sheet: its header row's texts, then its rows' values in the asked columns. */
interface SheetRead {
  header: string[];
  positions: Map<string, number>;
  rows: Map<number, Map<number, CellValue>>;
  filled: number;
  cut: boolean;
}

const blank = (values: ReadonlyMap<number, CellValue>) => [...values.values()].every((v) => cellText(v) === '');

/** A merged range's cells take its first cell's value (as ExcelJS's in-memory reader), within the rows read. */
function applyMerges(read: SheetRead, merges: readonly string[]): void {
  const columns = new Set(read.positions.values());
  for (const ref of merges) {
    const [from, to] = ref.split(':').map((a) => /^([A-Za-z]+)(\d+)$/.exec(a)!);
    const c0 = columnNumber(from[1]);
    const c1 = columnNumber(to[1]);
    const r0 = Number(from[2]);
    const r1 = Number(to[2]);
    const master = read.rows.get(r0)?.get(c0) ?? null;
    for (const [n, values] of read.rows) {
      if (n < r0 || n > r1) continue;
      for (const c of columns) if (c >= c0 && c <= c1 && !(n === r0 && c === c0)) values.set(c, master);
    }
  }
}

const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/**
 * The data rows of each requested sheet (blank rows skipped), in request order: null for a sheet when it or a
 * column is missing (each named in its `problems`, the missing sheet with `missingSheetHint` in brackets); the
 * whole answer is null when `data` is not an .xlsx workbook. The sheets are read with ExcelJS's streaming reader
 * (`files/xlsx-stream.ts`): a sheet is left as soon as it has more than its `maxRows` (MAX_SHEET_ROWS, 10,000,
 * unless told) data rows, its remaining rows never inflated, with the problem `Hoja <hoja>: como máximo 10.000
 * filas` and its first 10,000 rows.
 */
export async function readSheets(data: Buffer, requests: readonly SheetRequest[]): Promise<(SheetRow[] | null)[] | null> {
  let book: StreamedWorkbook | null;
  try {
    book = await openStreamedWorkbook(data);
  } catch {
    return null;
  }
  if (!book) return null;
  const names = book.names;
  // The first sheet of the workbook with the folded name of each request.
  const index = requests.map((r) => names.findIndex((n) => foldName(n) === foldName(r.problems.sheet)));
  const asked = [...new Set(index.filter((i) => i >= 0))];
  const reads = new Map<number, SheetRead>();
  try {
    await book.read(asked, {
      row(k, row) {
        const sheet = asked[k];
        const { columns, maxRows = MAX_ROWS } = requests[index.indexOf(sheet)];
        let read = reads.get(sheet);
        if (!read) {
          read = { header: [], positions: new Map(), rows: new Map(), filled: 0, cut: false };
          reads.set(sheet, read);
        }
        if (row.number === 1) {
          for (let c = 1; c <= Math.max(row.cellCount, columns.length); c++) read.header[c] = cellText(row.value(c));
          for (let c = 1; c < read.header.length; c++) {
            const col = columns.find((x) => foldName(x.header) === foldName(read.header[c]));
            if (col && !read.positions.has(col.key)) read.positions.set(col.key, c);
          }
          return true;
        }
        if (row.number < 1) return true;
        // a required column is missing: no row is read
        if (columns.some((x) => !x.optional && !read.positions.has(x.key))) return false;
        const values = new Map<number, CellValue>();
        for (const c of read.positions.values()) values.set(c, row.value(c));
        read.rows.set(row.number, values);
        if (!blank(values)) read.filled++;
        if (read.filled > maxRows) {
          read.cut = true;
          return false;
        }
        return true;
      },
      end(k, merges) {
        const read = reads.get(asked[k]);
        if (read && !read.cut) applyMerges(read, merges);
      },
    });
  } catch {
    return null; // XML ExcelJS cannot read
  }
  return requests.map((request, i) =>
    finishSheet(
      request,
      index[i] < 0 ? null : (reads.get(index[i]) ?? { header: [], positions: new Map(), rows: new Map(), filled: 0, cut: false }),
    ),
  );
}

/** The rows of one requested sheet and its problems, in the order and words of every import. */
function finishSheet(
  { problems, columns, allowEmpty, missingSheetHint, maxRows = MAX_ROWS }: SheetRequest,
  read: SheetRead | null,
): SheetRow[] | null {
  if (!read) {
    problems.add(null, null, `falta la hoja '${problems.sheet}'${missingSheetHint ? ` (${missingSheetHint})` : ''}`);
    return null;
  }
  const before = problems.messages.length;
  for (const [i, col] of columns.entries())
    if (!col.optional && !read.positions.has(col.key))
      problems.messages.push(importCellMessage(problems.sheet, 1, columnLetter(i + 1), null, `falta la columna '${col.header}'`));
  if (problems.messages.length > before) return null;
  problems.setLetters(read.positions);
  const rows: SheetRow[] = [];
  for (const [n, values] of [...read.rows].sort(([a], [b]) => a - b)) {
    if (blank(values)) continue;
    const get = (key: string) => (read.positions.has(key) ? (values.get(read.positions.get(key)!) ?? null) : null);
    rows.push({ row: n, get });
  }
  if (rows.length === 0 && !allowEmpty) problems.add(null, null, 'no hay ninguna fila con datos');
  if (rows.length > maxRows) problems.add(null, null, sheetRowsLimitMessage(maxRows));
  return rows.slice(0, maxRows);
}

// ------------------------------------------------------------------ writing

/**
 * Text a spreadsheet program could take for a formula (OWASP "CSV injection": a leading `=`, `+`, `-`, `@`, tab
 * or carriage return) is written with a leading apostrophe. ExcelJS cannot write Excel's quotePrefix style, so the
 * apostrophe is part of the text; text already starting with apostrophes before such a character gets one more,
 * so `unescapeFormulaText` (used by every import through `cellText`) gives back exactly what was written.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
export const escapeFormulaText = (text: string) => (FORMULA_LIKE.test(text) ? `'${text}` : text);
export const unescapeFormulaText = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Escapes every text cell of the workbook (formulas the server writes itself are not text and stay), and makes
 * every text one a file can carry (`fileSafeText`: text stored before the server refused U+FFFE, U+FFFF, unpaired
 * surrogates and control characters would otherwise make the whole file unreadable in Excel, LibreOffice and ExcelJS).
 */
export function escapeWorkbookText(wb: ExcelJS.Workbook): void {
  wb.eachSheet((ws) => {
    ws.name = fileSafeText(ws.name);
    ws.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        const v = cell.value;
        if (typeof v === 'string') cell.value = escapeFormulaText(fileSafeText(v));
        else if (v && typeof v === 'object' && 'richText' in v && v.richText.length) {
          const parts = v.richText.map((p) => ({ ...p, text: fileSafeText(p.text) }));
          cell.value = { richText: [{ ...parts[0], text: escapeFormulaText(parts[0].text) }, ...parts.slice(1)] };
        } else if (v && typeof v === 'object' && 'formula' in v && typeof v.result === 'string')
          cell.value = { ...v, result: fileSafeText(v.result) };
        else if (v && typeof v === 'object' && 'hyperlink' in v && typeof v.text === 'string')
          cell.value = { ...v, text: fileSafeText(v.text) };
      }),
    );
  });
  for (const key of ['creator', 'lastModifiedBy', 'title', 'subject', 'company', 'description'] as const) {
    const text = wb[key];
    if (typeof text === 'string') wb[key] = fileSafeText(text);
  }
}

/** The bytes of a workbook the server hands out: every writer ends here, so none skips the escaping. */
export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  escapeWorkbookText(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A sheet with a styled, frozen header row and one row per record (keys of `columns`). */
export function writeSheet(
  wb: ExcelJS.Workbook,
  name: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, CellValue>[],
): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(name);
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  const h = ws.getRow(1);
  h.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  h.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of rows) ws.addRow(r);
  return ws;
}
