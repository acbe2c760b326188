/** Workbooks of another format: known by name and by their first bytes, each with what to do with it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_SPREADSHEET,
  foreignSpreadsheetByContent,
  foreignSpreadsheetByName,
  foreignSpreadsheetMessage,
} from '../../src/index';

// Real files written by LibreOffice Calc (server/test/fixtures/libreoffice/README.md says how).
const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', '..', 'server', 'test', 'fixtures', 'libreoffice', name)));

describe('spreadsheet formats', () => {
  it('the pickers say the one format accepted', () => {
    expect(ACCEPTED_SPREADSHEET).toBe('Formato: Libro de Excel (.xlsx)');
  });

  it('by name: .ods and .xls in any case, not .xlsx', () => {
    expect(
      ['a.ods', 'B.ODS', 'plantilla.ots', 'a.xls', 'Libro.XLS', 'a.xlsx', 'a.XLSX', 'ods', 'a.xls.xlsx'].map(
        foreignSpreadsheetByName,
      ),
    ).toEqual(['ods', 'ods', 'ods', 'xls', 'xls', null, null, null, null]);
  });

  it('by content: the LibreOffice files whatever their name; an .xlsx, text or an empty file are not', () => {
    expect(foreignSpreadsheetByContent(fixture('Plantilla_subrogados.ods'))).toBe('ods');
    expect(foreignSpreadsheetByContent(fixture('Formulario.xls'))).toBe('xls');
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]);
    expect([xlsx, new TextEncoder().encode('esto no es un libro'), new Uint8Array()].map(foreignSpreadsheetByContent)).toEqual([
      null,
      null,
      null,
    ]);
    expect(foreignSpreadsheetMessage('subrogados.xlsx', fixture('Plantilla_centros.ods'))).toBe(
      'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»',
    );
    expect(foreignSpreadsheetMessage('subrogados.xlsx', fixture('Plantilla_centros.xls'))).toBe(
      'Este fichero es un libro de Excel 97-2003 (.xls): ábrelo en Excel y guárdalo como «Libro de Excel (.xlsx)»',
    );
    expect(foreignSpreadsheetMessage('subrogados.xlsx', new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
