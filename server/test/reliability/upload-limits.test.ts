/**
 * Upload limits (docs/reliability.md, defects 3 and 4): zip bombs, odd compression ratios and sheets with too many rows are
 * refused before any parsing, and a refused or empty upload ends its import in ERROR at once with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { newSimulation, newTender } from '../simulations/fixtures';
import { sheetXml, workbookParts, zip } from './zip';
import { CENTER_HEADERS, createFilesTestApp, putUpload, uploadAddress, workbook, XLSX } from '../upload-fixtures';

const spaces = (bytes: number) => {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, ' '), Buffer.from('</sheetData></worksheet>')]);
};

describe.each(await targets())('upload limits (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-upload-limits-');
    A = await t.workspace('Subidas A');
    sim = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'Subidas');
  }, 180_000);
  afterAll(() => t?.close());

  /** Asks for the centers upload address, PUTs the bytes; answers the PUT and the status right after it. */
  async function upload(data: Buffer) {
    const addr = await uploadAddress(t, A.adminToken, `/api/simulation/${sim}/center/excel/upload`, {
      filename: 'centros.xlsx',
      mime_type: XLSX,
    });
    const put = await putUpload(t, addr.upload_url, data);
    const status = (await t.call('GET', `/api/simulation/${sim}/center/excel/status`, { token: A.adminToken })).json();
    return { put: { status: put.statusCode, body: (put.body ? put.json() : null) as { message: string } }, status };
  }

  it('an empty upload is refused and its import is an ERROR at once', async () => {
    const { put, status } = await upload(Buffer.alloc(0));
    expect(put).toEqual({ status: 400, body: { message: 'El fichero está vacío', field: 'body' } });
    expect(status).toEqual({ status: 'ERROR', info_message: 'El fichero está vacío' });
  });

  it('an empty or refused Formulario upload ends its import in ERROR at once too', async () => {
    const project = (await t.call('GET', `/api/simulation/${sim}`, { token: A.adminToken })).json().project_id as string;
    for (const [data, message] of [
      [Buffer.alloc(0), 'El fichero está vacío'],
      [zip(workbookParts('Centros', spaces(100 * 1024 * 1024))), 'El libro es demasiado grande al descomprimirlo (máximo 20 MB)'],
    ] as const) {
      const addr = await uploadAddress(t, A.adminToken, `/api/simulation/${sim}/upload-url`, {
        filename: 'F.xlsx',
        project_uid: project,
        simulation_uid: sim,
        mime_type: XLSX,
      });
      const put = await putUpload(t, addr.upload_url, data);
      expect(put.statusCode).toBe(400);
      expect((await t.call('GET', `/api/simulation/${sim}/upload-status`, { token: A.adminToken })).json()).toEqual({
        status: 'ERROR',
        info_message: message,
      });
    }
  });

  it('a zip bomb (100 MB declared in a 0.1 MB file) is refused before parsing, its import an ERROR, nothing written', async () => {
    const bomb = zip(workbookParts('Centros', spaces(100 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await t.counts();
    const { put, status } = await upload(bomb);
    const message = 'El libro es demasiado grande al descomprimirlo (máximo 20 MB)';
    expect(put).toEqual({ status: 400, body: { message, field: 'body' } });
    expect(status).toEqual({ status: 'ERROR', info_message: message });
    const after = await t.counts();
    delete before.simulation_import;
    delete after.simulation_import;
    expect(after).toEqual(before);
  });

  it('an entry compressed far beyond any real sheet (5 MB of blanks) is refused by its ratio', async () => {
    const { put, status } = await upload(zip(workbookParts('Centros', spaces(5 * 1024 * 1024))));
    expect(put.status).toBe(400);
    expect(put.body.message).toMatch(
      /^El libro está comprimido de forma anómala \(xl\/worksheets\/sheet1\.xml: \d+ a 1; máximo 200 a 1\)$/,
    );
    expect(status.status).toBe('ERROR');
  });

  it('a sheet with more rows than the limit is refused naming the sheet', async () => {
    const previous = process.env.UPLOAD_XLSX_MAX_ROWS;
    process.env.UPLOAD_XLSX_MAX_ROWS = '50';
    try {
      const { put, status } = await upload(zip(workbookParts('Centros', sheetXml(60))));
      const message = 'Hoja Centros: tiene 60 filas y se leen como máximo 50';
      expect(put).toEqual({ status: 400, body: { message, field: 'body' } });
      expect(status).toEqual({ status: 'ERROR', info_message: message });
    } finally {
      if (previous === undefined) delete process.env.UPLOAD_XLSX_MAX_ROWS;
      else process.env.UPLOAD_XLSX_MAX_ROWS = previous;
    }
  });

  it('a centers sheet over 1,000 data rows (within the upload limits) ends its import naming the sheet, nothing written', async () => {
    const rows = Array.from({ length: 1_001 }, (_, i) => [
      `Centro ${i + 1}`,
      'Sevilla',
      'Andalucía',
      'Convenio desconocido',
      1,
      50,
    ]);
    const data = await workbook('Centros', [CENTER_HEADERS, ...rows]);
    const before = await t.counts();
    const { put, status } = await upload(data);
    expect(put.status).toBe(200);
    expect(status.status).toBe('ERROR');
    expect(status.info_message.split('\n')[0]).toBe('Hoja Centros: como máximo 1.000 filas');
    const after = await t.counts();
    delete before.simulation_import;
    delete after.simulation_import;
    expect(after).toEqual(before);
  });

  it('an entry that inflates to more than it declares is refused as not a workbook', async () => {
    const parts = workbookParts('Centros', sheetXml(10));
    parts[4] = { ...parts[4], declaredSize: 100 };
    const { put } = await upload(zip(parts));
    expect(put).toEqual({ status: 400, body: { message: 'El fichero no es un libro Excel (.xlsx) válido', field: 'body' } });
  });

  it('a small hand-made workbook within the limits still reaches the import (which names its own problems)', async () => {
    const { put, status } = await upload(zip(workbookParts('Centros', sheetXml(3))));
    expect(put.status).toBe(200);
    expect(status.status).toBe('ERROR');
    expect(status.info_message).not.toMatch(/comprimido|descomprimirlo|filas y se leen/);
  });
});
