/**
 * The limits a real user meets are the benchmark's XL: 1,000 centers saved at once and 10,000 surrogates imported
 * from a spreadsheet; one more is refused with a Spanish message naming the limit (and the sheet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CENTERS, MAX_SHEET_ROWS } from '@licita/domain';
import { loadContract } from '@licita/openapi';
import { targets, type TestApp } from '../helpers';
import { insertAgreement, localityId, newSimulation, newTender } from './fixtures';
import { createFilesTestApp, putUpload, SURROGATE_HEADERS, uploadAddress, workbook, XLSX } from '../upload-fixtures';

describe.each(await targets())('XL limits (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;
  let center: { municipality_id: string; agreement_id: string };

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-xl-limits-');
    A = await t.workspace('Empresa XL');
    const agreement = await insertAgreement(t, A.id);
    center = { municipality_id: await localityId(t, A.adminToken, A.id, 'Madrid'), agreement_id: agreement.id };
    sim = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'XL');
  }, 180_000);
  afterAll(() => t?.close());

  const centers = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Centro ${i + 1}`, ...center }));
  const listed = async (what: 'center' | 'subrogate') =>
    (await t.call('GET', `/api/simulation/${sim}/${what}`, { token: A.adminToken, query: { limit: '1' } })).headers[
      'x-total-count'
    ];

  it('the contract bounds a centers save by the domain limit', () => {
    const schema = loadContract('config').components.schemas.CentersSave as { properties: { centers: { maxItems: number } } };
    expect(schema.properties.centers.maxItems).toBe(MAX_CENTERS);
    expect([MAX_CENTERS, MAX_SHEET_ROWS]).toEqual([1_000, 10_000]);
  });

  it('a PUT of 1,000 centers is saved; 1,001 are refused naming the limit, nothing changed', async () => {
    const ok = await t.call('PUT', `/api/simulation/${sim}/center`, { token: A.adminToken, body: { centers: centers(1_000) } });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect(await listed('center')).toBe('1000');
    const over = await t.call('PUT', `/api/simulation/${sim}/center`, { token: A.adminToken, body: { centers: centers(1_001) } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'El campo «Centros» no puede tener más de 1.000 elementos', field: 'centers' });
    expect(await listed('center')).toBe('1000');
  }, 120_000);

  /** Uploads a surrogates workbook of `n` rows; answers the import's status. */
  async function importSurrogates(n: number) {
    const rows = Array.from({ length: n }, (_, i) => [`Persona ${i + 1}`, '', '', '', '', 'Limpiador/a', 20]);
    const data = await workbook('Subrogados', [SURROGATE_HEADERS, ...rows]);
    const addr = await uploadAddress(t, A.adminToken, `/api/files_server/simulation/${sim}/subrogates`, {
      filename: 'subrogados.xlsx',
      mime_type: XLSX,
    });
    const put = await putUpload(t, addr.upload_url, data);
    expect(put.statusCode, put.body).toBe(200);
    const status = `/api/files_server/simulation/${sim}/subrogates/upload_status`;
    return (await t.call('GET', status, { token: A.adminToken })).json() as { status: string; info_message: string | null };
  }

  it('a surrogates workbook of 10,000 rows is imported; 10,001 are refused naming sheet and limit, nothing changed', async () => {
    expect(await importSurrogates(10_000)).toEqual({ status: 'FINISHED', info_message: null });
    expect(await listed('subrogate')).toBe('10000');
    const over = await importSurrogates(10_001);
    expect(over.status).toBe('ERROR');
    expect(over.info_message!.split('\n')[0]).toBe('Hoja Subrogados: como máximo 10.000 filas');
    expect(await listed('subrogate')).toBe('10000');
  }, 300_000);
});
