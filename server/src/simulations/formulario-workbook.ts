/** The Formulario workbook of a simulation's rows (formulario-export.ts reads them); built in the document thread. */
import ExcelJS from 'exceljs';
import { workbookBuffer, writeSheet, type CellValue } from './sheets';
import { FORMULARIO_COLUMNS as COLUMNS, FORMULARIO_SHEETS as S, type FormularioSheet } from './formulario-sheets';

type Rows = Record<string, CellValue>[];
export type FormularioRows = Record<FormularioSheet, Rows>;

/** The workbook of those rows (dates shown dd/mm/yyyy). */
export async function formularioWorkbook(rows: FormularioRows): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Licita';
  wb.created = new Date(0);
  wb.modified = new Date(0);
  for (const kind of Object.keys(S) as FormularioSheet[]) {
    const ws = writeSheet(wb, S[kind], COLUMNS[kind], rows[kind]);
    for (const key of ['service_date_init', 'beginning_year'])
      if (COLUMNS[kind].some((c) => c.key === key)) ws.getColumn(key).numFmt = 'dd/mm/yyyy';
  }
  return workbookBuffer(wb);
}
