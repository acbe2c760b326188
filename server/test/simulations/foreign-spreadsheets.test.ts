/**
 * Workbooks saved by LibreOffice (.ods) or an old Excel (.xls), as real files written by LibreOffice Calc
 * (test/fixtures/libreoffice), uploaded to every workbook import: the centers and surrogates templates of a
 * simulation, the surrogates template of a previous study and the Formulario. Under their own name the upload
 * address is refused; under an .xlsx name the file itself is. Either way the answer says what the file is and how
 * to save it as .xlsx, and nothing the user saved before changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_SPREADSHEET_MESSAGES } from '@licita/domain';
import { targets, type TestApp } from '../helpers';
import { previousStudyFixture, XLSX } from '../previous-studies-fixtures';
import { fillSimulation, newSimulation } from './fixtures';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'libreoffice');
const ODS_MESSAGE =
  'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»';
const XLS_MESSAGE = 'Este fichero es un libro de Excel 97-2003 (.xls): ábrelo en Excel y guárdalo como «Libro de Excel (.xlsx)»';

type Upload = 'centros de una simulación' | 'subrogados de una simulación' | 'subrogados de un estudio previo' | 'Formulario';

/** Each upload, the LibreOffice file of its template, and each format. */
const CASES: [Upload, string, 'ods' | 'xls', string][] = (
  [
    ['centros de una simulación', 'Plantilla_centros'],
    ['subrogados de una simulación', 'Plantilla_subrogados'],
    ['subrogados de un estudio previo', 'Plantilla_subrogados'],
    ['Formulario', 'Formulario'],
  ] as const
).flatMap(([upload, file]) => [
  [upload, file, 'ods', ODS_MESSAGE] as [Upload, string, 'ods', string],
  [upload, file, 'xls', XLS_MESSAGE] as [Upload, string, 'xls', string],
]);

describe.each(await targets())('workbooks saved as .ods or .xls (%s)', (target) => {
  const { start, stop, ok, call } = previousStudyFixture();
  let t: TestApp;
  let tender: string;
  let sim: string;
  let study: string;

  beforeAll(async () => {
    const w = await start(target);
    t = w.t;
    tender = w.tender;
    sim = await newSimulation(t, w.A.adminToken, tender, 'Con datos');
    await fillSimulation(t, w.A.adminToken, w.A.id, sim, w.agreement);
    const res = await call('POST', '/api/previous_study', { name: 'Estudio con datos', project_id: tender });
    ok(res);
    study = res.json().id;
    ok(
      await call('POST', `/api/previous_study/${study}/subrogate`, {
        name: 'Ana',
        category_id: w.agreement.cats.limpiador,
        working_day: 30,
      }),
    );
  });
  afterAll(stop);

  /** The upload address call and its status call of each upload. */
  const paths = (upload: Upload): { address: string; status: string; body: object } => {
    if (upload === 'centros de una simulación')
      return {
        address: `/api/simulation/${sim}/center/excel/upload`,
        status: `/api/simulation/${sim}/center/excel/status`,
        body: {},
      };
    if (upload === 'subrogados de una simulación')
      return {
        address: `/api/files_server/simulation/${sim}/subrogates`,
        status: `/api/files_server/simulation/${sim}/subrogates/upload_status`,
        body: {},
      };
    if (upload === 'subrogados de un estudio previo')
      return {
        address: `/api/previous_study/${study}/subrogate/upload_url`,
        status: `/api/previous_study/${study}/subrogate/upload_status`,
        body: {},
      };
    return {
      address: `/api/simulation/${sim}/upload-url`,
      status: `/api/simulation/${sim}/upload-status`,
      body: { project_uid: tender, simulation_uid: sim },
    };
  };

  /** What the user saved: every table but the import states and the simulation's events (which say the outcome). */
  const saved = async () => {
    const { simulation_import: _a, previous_study_import: _b, simulation_event: _c, ...rest } = await t.counts();
    return rest;
  };

  it('the fixtures are what they say: an OpenDocument zip and a Compound File Binary workbook', () => {
    const ods = readFileSync(join(FIXTURES, 'Plantilla_subrogados.ods'));
    expect(ods.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(ods.subarray(38, 84).toString('latin1')).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(readFileSync(join(FIXTURES, 'Plantilla_subrogados.xls')).subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    expect(FOREIGN_SPREADSHEET_MESSAGES).toEqual({ ods: ODS_MESSAGE, xls: XLS_MESSAGE });
  });

  it.each(CASES)('%s: %s.%s under its own name is refused when asking for the address', async (upload, file, format, message) => {
    const { address, status, body } = paths(upload);
    const before = (await call('GET', status)).json();
    const res = await call('POST', address, {
      ...body,
      filename: `${file}.${format}`,
      mime_type: format === 'ods' ? 'application/vnd.oasis.opendocument.spreadsheet' : 'application/vnd.ms-excel',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, field: 'filename' });
    // the same in upper case
    const upper = await call('POST', address, { ...body, filename: `${file}.${format.toUpperCase()}`, mime_type: XLSX });
    expect(upper.json().message).toBe(message);
    expect((await call('GET', status)).json()).toEqual(before);
  });

  it.each(CASES)(
    '%s: %s.%s under an .xlsx name is refused by its content, and what was saved stays',
    async (upload, file, format, message) => {
      const { address, status, body } = paths(upload);
      const before = await saved();
      const addr = await call('POST', address, { ...body, filename: `${file}.xlsx`, mime_type: XLSX });
      ok(addr);
      const url = new URL(addr.json().upload_url);
      const put = await t.app.inject({
        method: 'PUT',
        url: url.pathname + url.search,
        headers: { 'content-type': XLSX },
        payload: readFileSync(join(FIXTURES, `${file}.${format}`)),
      });
      expect(put.statusCode, put.body).toBe(400);
      expect(put.json().message).toBe(message);
      expect((await call('GET', status)).json()).toEqual({ status: 'ERROR', info_message: message });
      expect(await saved()).toEqual(before);
    },
  );
});
