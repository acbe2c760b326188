/**
 * Formula-like text in the workbooks the server writes (docs/reliability.md, defect 8): escaped with a leading apostrophe
 * (OWASP), and read back unchanged by the imports. Centers named like formulas go through the Formulario and the
 * centers template, out and back in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { fillSimulation, insertAgreement, newSimulation, newTender, readInputs } from '../simulations/fixtures';
import { fetchLinked, openWorkbook } from '../linked-file';
import { waitEnd } from '../runs/fixtures';
import { createFilesTestApp, putUpload, uploadAddress, XLSX } from '../upload-fixtures';

const NAMES = [
  '=HYPERLINK("http://x.test","pulsa")',
  "+1+cmd|' /C calc'!A0",
  '@SUM(1,2)',
  '-2+3',
  "'=ya con apóstrofo",
  'Hospital normal',
];

describe.each(await targets())('formula-like text in workbooks (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let project: string;
  let origin: string;
  let agreement: Awaited<ReturnType<typeof insertAgreement>>;

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-formula-');
    A = await t.workspace('Formulas A');
    agreement = await insertAgreement(t, A.id);
    project = await newTender(t, A.adminToken, A.id);
    origin = await newSimulation(t, A.adminToken, project, 'Origen');
    await fillSimulation(t, A.adminToken, A.id, origin, agreement);
    const centers = (await t.call('GET', `/api/simulation/${origin}/center`, { token: A.adminToken })).json() as any[];
    const rows = [
      ...centers.map((c, i) => ({
        center_id: c.id,
        name: NAMES[i],
        municipality_id: c.municipality_id,
        agreement_id: c.agreement_id,
      })),
      ...NAMES.slice(centers.length).map((name) => ({
        name,
        municipality_id: centers[0].municipality_id,
        agreement_id: centers[0].agreement_id,
      })),
    ];
    const saved = await t.call('PUT', `/api/simulation/${origin}/center`, { token: A.adminToken, body: { centers: rows } });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 180_000);
  afterAll(() => t?.close());

  const fetchFile = async (link: string) => (await fetchLinked(t.app, link)).rawPayload;
  const firstColumn = async (data: Buffer, sheet: string) => {
    const wb = await openWorkbook(data);
    const ws = wb.worksheets.find((w) => w.name === sheet)!;
    const out: unknown[] = [];
    ws.eachRow((row, n) => n > 1 && out.push(row.getCell(1).value));
    return out;
  };
  const escaped = (name: string) => (/^'*[=+\-@\t\r]/.test(name) ? `'${name}` : name);
  /** Uploads the file through the address flow; the import must finish. */
  const importFile = async (uploadPath: string, body: Record<string, unknown>, statusPath: string, data: Buffer) => {
    const addr = await uploadAddress(t, A.adminToken, uploadPath, body);
    const put = await putUpload(t, addr.upload_url, data);
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.call('GET', statusPath, { token: A.adminToken })).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
  };
  const centerNames = async (sim: string) =>
    (await t.call('GET', `/api/simulation/${sim}/center`, { token: A.adminToken })).json().map((c: { name: string }) => c.name);

  it('the Formulario writes formula-like names with a leading apostrophe, and importing it gives them back unchanged', async () => {
    const link = (await t.call('GET', `/api/simulation/${origin}/formulario_url`, { token: A.adminToken })).json();
    const data = await fetchFile(link.download_url);
    expect(await firstColumn(data, 'Centros')).toEqual(NAMES.map(escaped));

    const copy = await newSimulation(t, A.adminToken, project, 'Importada');
    await importFile(
      `/api/simulation/${copy}/upload-url`,
      { filename: 'F.xlsx', project_uid: project, simulation_uid: copy, mime_type: XLSX },
      `/api/simulation/${copy}/upload-status`,
      data,
    );
    expect(await centerNames(copy)).toEqual(NAMES);
    expect(await readInputs(t, A.adminToken, copy)).toEqual(await readInputs(t, A.adminToken, origin));
  });

  it('the centers template escapes them too, and its import reads them back unchanged', async () => {
    const link = await t.call('GET', `/api/simulation/${origin}/center/excel/download`, { token: A.adminToken });
    expect(link.statusCode, link.body).toBe(200);
    const data = await fetchFile(link.json().download_url);
    expect(await firstColumn(data, 'Centros')).toEqual(NAMES.map(escaped));

    const fresh = await newSimulation(t, A.adminToken, project, 'Desde plantilla');
    await importFile(
      `/api/simulation/${fresh}/center/excel/upload`,
      { filename: 'centros.xlsx', mime_type: XLSX },
      `/api/simulation/${fresh}/center/excel/status`,
      data,
    );
    expect(await centerNames(fresh)).toEqual(NAMES);
  });

  it('the comparison workbook escapes formula-like simulation names too (its headers read back with the apostrophe)', async () => {
    const token = A.adminToken;
    const compared = [NAMES[0]!, NAMES[2]!];
    const ids: string[] = [];
    for (const name of compared) {
      const id = await newSimulation(t, token, project, name);
      await fillSimulation(t, token, A.id, id, agreement);
      expect((await t.call('POST', `/api/simulation/${id}/launch`, { token })).statusCode).toBe(200);
      expect((await waitEnd(t, token, id, 60_000)).status).toBe('Solved');
      ids.push(id);
    }
    const link = await t.call('POST', `/api/project/${project}/comparison_url`, {
      token,
      body: { items: ids.map((id) => ({ kind: 'simulation', id })) },
    });
    expect(link.statusCode, link.body).toBe(200);
    const sheet = (await openWorkbook(await fetchFile(link.json().download_url))).getWorksheet('Comparativa')!;
    expect([sheet.getCell('B3').value, sheet.getCell('C3').value, sheet.getCell('D3').value]).toEqual([
      `'${compared[0]}`,
      `'${compared[1]}`,
      `Diferencia con ${compared[0]}`,
    ]);
  }, 180_000);
});
