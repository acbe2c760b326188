/** Spreadsheet imports: polling of the import job, the file check and the message of a bad cell. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { err } from './internal';

export const IMPORT_POLL_INTERVAL_MS = 500;
export const IMPORT_POLL_MAX_ATTEMPTS = 10;

/** Import of a spreadsheet with no file chosen. */
export function validateImportFile(file: unknown): FieldError[] {
  return file ? [] : [err('file', M.noFile)];
}

/** Where a bad cell of an imported workbook is: 'Hoja Subrogados, fila 3, columna C (Categoría): Categoría requerida'. */
export function importCellMessage(sheet: string, row: number, column: string, header: string | null, message: string): string {
  return `Hoja ${sheet}, fila ${row}, columna ${column}${header ? ` (${header})` : ''}: ${message}`;
}
