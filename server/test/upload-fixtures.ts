/**
 * Shared pieces of the upload tests: an app with local file storage, the upload-address flow (ask for the signed
 * address, PUT the bytes to it) and small workbooks with the headers the imports read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createTestApp, type Target, type TestApp } from './helpers';
import { attachStorage, LocalFileStorage } from '../src/files/storage';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CENTER_HEADERS = ['Centro', 'Localidad', 'Comunidad autónoma', 'Convenio', 'Agrupación', 'Cobertura Vac. (%)'];
export const SURROGATE_HEADERS = [
  'Nombre',
  'Unidad organizativa',
  'Centro',
  'Agrupación',
  'Convenio',
  'Categoría',
  'Jornada',
  'Unidad de jornada',
  'Tipo de contrato',
  'Salario anual pactado',
  'Pluses anuales',
  'Fecha de antigüedad',
  'Contrato a efectos de cotización',
];
/** A previous study's surrogates sheet: no center nor group. */
export const STUDY_SURROGATE_HEADERS = SURROGATE_HEADERS.filter((h) => h !== 'Centro' && h !== 'Agrupación');

/** A centers row of the template (the locality in lower case, the agreement by its name, group 1, 50 % coverage). */
export const HOSPITAL_ROW = ['Hospital', 'madrid', '', 'Convenio limpieza Ávila', 1, 50];
/** The center HOSPITAL_ROW imports as: the locality by its stored name, the agreement by its id. */
export const importedHospital = (agreementId: string) =>
  expect.objectContaining({
    name: 'Hospital',
    municipality_name: 'Madrid',
    agreement_id: agreementId,
    center_group: 1,
    vacation_coverage: 50,
  });

/** A workbook of one sheet with these rows. */
export async function workbook(sheet: string, rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A test app whose files live in a fresh folder `filesDir` (`prefix` names it); `close` removes the folder too. */
export async function createFilesTestApp(
  target: Target,
  prefix: string,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp & { filesDir: string }> {
  const t = await createTestApp(target, options);
  const filesDir = mkdtempSync(join(tmpdir(), prefix));
  attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret', options.now));
  return {
    ...t,
    filesDir,
    async close() {
      await t.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Asks for an upload address (POST `path` with `body`); answers the address's JSON. */
export async function uploadAddress(t: TestApp, token: string, path: string, body: Record<string, unknown>) {
  const addr = await t.call('POST', path, { token, body });
  expect(addr.statusCode, addr.body).toBe(200);
  return addr.json() as { upload_url: string; upload_id?: string; contentUploadUrl?: string };
}

/** PUTs the bytes to a signed upload address of the app's local storage, as the browser does. */
export function putUpload(t: TestApp, uploadUrl: string, data: Buffer, contentType = XLSX) {
  const url = new URL(uploadUrl);
  return t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': contentType }, payload: data });
}
