/**
 * The sizes a tender may reach through the API and the spreadsheets: the benchmark's XL (1,000 centers, 10,000
 * surrogates), which the engine solves in seconds. The contract's `CentersSave.centers` maxItems repeats
 * MAX_CENTERS (a server test checks they agree).
 */
import { formatNumber } from '../number-format';

/** Centers of one simulation saved at once (`PUT /simulation/{id}/center`). */
export const MAX_CENTERS = 1_000;

/**
 * Data rows one sheet of an imported workbook may hold: the 10,000 surrogates of XL in the Subrogados sheet (the
 * largest); a Centros sheet holds at most MAX_CENTERS.
 */
export const MAX_SHEET_ROWS = 10_000;

/** A sheet's problem when it holds more data rows than `max` (after 'Hoja X: '), the number read the Spanish way. */
export const sheetRowsLimitMessage = (max: number = MAX_SHEET_ROWS) => `como máximo ${formatNumber(max, 0)} filas`;
