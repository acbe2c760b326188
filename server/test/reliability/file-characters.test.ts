/**
 * Characters no file can carry (U+FFFE, U+FFFF, unpaired UTF-16 surrogates): refused in every request text with a
 * Spanish message naming the field, as control characters are; and text stored before the rule still gives
 * workbooks (Formulario, templates, the solution workbook with its Presupuesto sheet) that ExcelJS opens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { fillSimulation, insertAgreement, newSimulation, newTender } from '../simulations/fixtures';
import { setQuota, waitEnd } from '../runs/fixtures';
import { linkedWorkbook } from '../linked-file';

const INVALID = 'contiene caracteres no válidos (U+FFFE, U+FFFF o un carácter partido)';

describe.each(await targets())('characters no file can carry (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let tender: string;
  let sim: string;
  let filesDir: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    filesDir = mkdtempSync(join(tmpdir(), 'licita-chars-'));
    attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    A = await t.workspace('Caracteres A');
    tender = await newTender(t, A.adminToken, A.id);
    sim = await newSimulation(t, A.adminToken, tender, 'Sim caracteres');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('U+FFFE, U+FFFF and unpaired surrogates answer 400 naming the field, and nothing is written', async () => {
    const token = A.adminToken;
    const before = await t.counts();
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/api/project', { name: 'Hospital\uFFFE', workspace_id: A.id }, 'name', '«Nombre»'],
      ['POST', '/api/project', { name: 'Hospital\uFFFF', workspace_id: A.id }, 'name', '«Nombre»'],
      ['POST', '/api/simulation', { name: 'Sim \uD800', project_id: tender }, 'name', '«Nombre»'],
      ['POST', `/api/simulation/${sim}/position`, { name: '\uDC00Limpieza' }, 'name', '«Nombre»'],
      [
        'PUT',
        `/api/simulation/${sim}/center`,
        { centers: [{ name: 'Centro\uFFFE', municipality_id: A.id, agreement_id: A.id }] },
        'centers[0].name',
        '«Nombre» (Centros, fila 1)',
      ],
    ];
    for (const [method, url, body, field, label] of cases) {
      const res = await t.call(method, url, { token, body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual({ field, message: `El campo ${label} ${INVALID}` });
    }
    const search = await t.call('GET', '/api/project', { token, query: { workspace_id: A.id, search_string: 'a\uFFFF' } });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ field: 'search_string', message: `El campo «Buscar» ${INVALID}` });
    expect(await t.counts()).toEqual(before);
  });

  it('names in any script, with characters outside the basic plane (a surrogate pair), still pass', async () => {
    const res = await t.call('POST', '/api/project', {
      token: A.adminToken,
      body: { name: 'Ștefan Țuțea · Łukasz · Nguyễn · Дмитрий · 𝔸 😀', workspace_id: A.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  const texts = (wb: ExcelJS.Workbook, sheet: string) => {
    const out: string[] = [];
    wb.getWorksheet(sheet)!.eachRow((row) =>
      row.eachCell((cell) => void (typeof cell.value === 'string' && out.push(cell.value))),
    );
    return out;
  };

  it('text stored before the rule: the Formulario, the centers template and the solution workbook open with ExcelJS', async () => {
    const token = A.adminToken;
    const agreement = await insertAgreement(t, A.id);
    const stored = await newSimulation(t, token, tender, 'Guardada antes');
    const filled = await fillSimulation(t, token, A.id, stored, agreement);
    // as a row written before the server refused them
    await sql`update center set name = ${'Hospital\uFFFE del \uFFFFNorte'} where id = ${filled.centers[0].id}`.execute(
      t.database.db,
    );
    await sql`update subrogate set name = ${'Ana\uFFFE'} where simulation_id = ${stored} and name = 'Ana'`.execute(t.database.db);
    await sql`update simulation set inputs_version = inputs_version + 1 where id = ${stored}`.execute(t.database.db);

    const formulario = await linkedWorkbook(
      t.app,
      (await t.call('GET', `/api/simulation/${stored}/formulario_url`, { token })).json().download_url,
    );
    expect(texts(formulario, 'Centros')).toContain('Hospital\uFFFD del \uFFFDNorte');

    const link = await t.call('GET', `/api/simulation/${stored}/center/excel/download`, { token });
    expect(link.statusCode, link.body).toBe(200);
    const template = await linkedWorkbook(t.app, link.json().download_url);
    expect(texts(template, 'Centros')).toContain('Hospital\uFFFD del \uFFFDNorte');

    await setQuota(t, A.id, null, 0);
    expect((await t.call('POST', `/api/simulation/${stored}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, stored)).status).toBe('Solved');
    const solution = await t.call('GET', `/api/simulation/${stored}/solution_url`, { token });
    expect(solution.statusCode, solution.body).toBe(200);
    const workbook = await linkedWorkbook(t.app, solution.json().download_url);
    expect(texts(workbook, 'Plantilla')).toContain('Ana\uFFFD');
    expect(workbook.getWorksheet('Presupuesto')).toBeDefined();
  });
});
