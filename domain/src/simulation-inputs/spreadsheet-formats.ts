/**
 * The one workbook format the imports read (Excel's .xlsx), and what to tell a user whose program saved another:
 * LibreOffice's OpenDocument spreadsheet (.ods) or the legacy Excel 97-2003 workbook (.xls). Recognised by the
 * file's name before uploading and by its content once uploaded (whatever its name), so the user reads what the
 * file is and how to save it as .xlsx instead of a puzzle about its name or a missing sheet.
 */

/** What the file pickers and upload dialogs say before a file is chosen. */
export const ACCEPTED_SPREADSHEET = 'Formato: Libro de Excel (.xlsx)';

/** The `accept` of a workbook file picker. */
export const SPREADSHEET_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ForeignSpreadsheet = 'ods' | 'xls';

export const FOREIGN_SPREADSHEET_MESSAGES: Record<ForeignSpreadsheet, string> = {
  ods: 'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»',
  xls: 'Este fichero es un libro de Excel 97-2003 (.xls): ábrelo en Excel y guárdalo como «Libro de Excel (.xlsx)»',
};

/** The other format a file name says (.ods, .xls, also .ots/.xlt templates and upper case), or null. */
export function foreignSpreadsheetByName(filename: string): ForeignSpreadsheet | null {
  const extension = /\.([^.]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (extension === 'ods' || extension === 'ots' || extension === 'fods') return 'ods';
  if (extension === 'xls' || extension === 'xlt') return 'xls';
  return null;
}

/** Compound File Binary (OLE2), the container of .xls workbooks. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...data.subarray(from, Math.min(to, data.length)));

/**
 * The other format a file's bytes are, or null (an .xlsx, or anything else the import's own checks refuse).
 * An OpenDocument file is a zip whose first entry is `mimetype`, stored uncompressed, holding its media type
 * (ODF 1.2, part 3, 3.3); an .xls is a Compound File Binary file.
 */
export function foreignSpreadsheetByContent(data: Uint8Array): ForeignSpreadsheet | null {
  if (startsWith(data, CFB_MAGIC)) return 'xls';
  if (!startsWith(data, ZIP_LOCAL_HEADER) || data.length < 30) return null;
  const nameLength = data[26] | (data[27] << 8);
  const extraLength = data[28] | (data[29] << 8);
  if (ascii(data, 30, 30 + nameLength) !== 'mimetype') return null;
  const start = 30 + nameLength + extraLength;
  // Stored entries only (method 0): the media type is readable as is; a spreadsheet template ends in '-template'.
  const method = data[8] | (data[9] << 8);
  return method === 0 && ascii(data, start, start + ODS_MIMETYPE.length) === ODS_MIMETYPE ? 'ods' : null;
}

/** The message for a workbook of another format, by content first and then by name, or null for an .xlsx. */
export function foreignSpreadsheetMessage(filename: string | null, data?: Uint8Array): string | null {
  const kind = (data && foreignSpreadsheetByContent(data)) || (filename !== null ? foreignSpreadsheetByName(filename) : null);
  return kind ? FOREIGN_SPREADSHEET_MESSAGES[kind] : null;
}
