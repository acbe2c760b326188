/**
 * Spreadsheet imports with the S3 storage, on a real S3-protocol server (./s3-server.ts): the browser PUTs straight
 * to the bucket's presigned address, so no hook runs; the status poll finds the object, runs the import once (two
 * polls at once included) and removes the file. Also: the local hooks are registered when the app starts, before
 * any upload or status call.
 */
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';
import { insertAgreement, fillSimulation, newSimulation, newTender, readInputs, withoutIds } from './simulations/fixtures';
import {
  CENTER_HEADERS,
  HOSPITAL_ROW,
  importedHospital,
  STUDY_SURROGATE_HEADERS,
  SURROGATE_HEADERS,
  workbook,
  XLSX,
} from './upload-fixtures';
import { attachStorage, storageOf, type FileStorage } from '../src/files/storage';
import { S3FileStorage } from '../src/files/s3';
import { startS3, type TestBucket } from './s3-server';

/** Counts the `delete from subrogate` statements: a surrogates import runs exactly one. */
function surrogateDeletes() {
  const counter = { n: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }): RootOperationNode {
      if (node.kind === 'DeleteQueryNode' && JSON.stringify(node.from).includes('"name":"subrogate"')) counter.n++;
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
  return { counter, plugin };
}

describe.each(await targets())('spreadsheet imports through S3 (%s)', (target) => {
  let t: TestApp;
  let bucket: TestBucket;
  let started: FileStorage;
  let A: { id: string; adminToken: string };
  let agreement: Awaited<ReturnType<typeof insertAgreement>>;
  let tender: string;
  let sim: string;
  const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token: A.adminToken, body });

  beforeAll(async () => {
    t = await createTestApp(target);
    started = storageOf(t.app.deps); // the storage the app started with, before the test's bucket replaces it
    bucket = await startS3();
    attachStorage(t.app.deps, new S3FileStorage(bucket.options('pre/')));
    A = await t.workspace('Empresa S3');
    agreement = await insertAgreement(t, A.id);
    tender = await newTender(t, A.adminToken, A.id);
    sim = await newSimulation(t, A.adminToken, tender, 'Importada por S3');
    expect(
      (
        await call('PUT', `/api/simulation/${sim}`, {
          name: 'Importada por S3',
          service_date_init: '2026-01-01',
          service_duration: 12,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  /** Objects of the bucket under the imports' prefixes (meta files left out). */
  const pendingObjects = async () =>
    (await bucket.keys()).filter((k) => /^pre\/(simimport|simform)-/.test(k) && !k.endsWith('.meta.json'));

  /** Asks for the address and PUTs the file to the bucket (not to the app); answers the status path. */
  async function putToBucket(uploadPath: string, statusPath: string, body: Record<string, unknown>, data: Buffer) {
    const addr = await call('POST', uploadPath, body);
    expect(addr.statusCode, addr.body).toBe(200);
    const url: string = addr.json().upload_url;
    expect(url.startsWith(`${bucket.endpoint}/licita/pre/`)).toBe(true);
    expect((await call('GET', statusPath)).json()).toEqual({ status: 'PENDING', info_message: null });
    const put = await fetch(url, { method: 'PUT', body: new Uint8Array(data), headers: { 'content-type': XLSX } });
    expect(put.status).toBe(200);
    expect(await pendingObjects()).toHaveLength(1);
  }

  async function upload(uploadPath: string, statusPath: string, body: Record<string, unknown>, data: Buffer) {
    await putToBucket(uploadPath, statusPath, body, data);
    const status = (await call('GET', statusPath)).json();
    expect(await pendingObjects()).toEqual([]); // imported (or refused) and removed
    return status as { status: string; info_message: string | null };
  }

  const centers = (data: Buffer) =>
    upload(
      `/api/simulation/${sim}/center/excel/upload`,
      `/api/simulation/${sim}/center/excel/status`,
      { filename: 'centros.xlsx', mime_type: XLSX },
      data,
    );
  const surrogatesPaths = (id: string) =>
    [`/api/files_server/simulation/${id}/subrogates`, `/api/files_server/simulation/${id}/subrogates/upload_status`] as const;

  it('the hooks of the local PUT are registered when the app starts, before any upload or status call', async () => {
    const other = await newSimulation(t, A.adminToken, tender, 'Arranque');
    const key = `simimport-centers-${other}-0123456789abcdef.xlsx`;
    await sql`insert into simulation_import (simulation_id, kind, status, upload_key) values (${other}, 'centers', 'PENDING', ${key})`.execute(
      t.database.db,
    );
    const data = await workbook('Centros', [CENTER_HEADERS, ['Sede', 'Madrid', '', 'Convenio limpieza Ávila']]);
    await started.notifyStored(key, { data, contentType: XLSX, filename: 'centros.xlsx' });
    const row = await t.database.db
      .selectFrom('simulation_import')
      .select(['status', 'info_message', 'upload_key'])
      .where('simulation_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'FINISHED', info_message: null, upload_key: null });
    // a second notice of the same file finds nothing to claim
    await started.notifyStored(key, { data: await workbook('Hoja1', []), contentType: XLSX, filename: 'x.xlsx' });
    expect(
      (
        await t.database.db
          .selectFrom('simulation_import')
          .select('status')
          .where('simulation_id', '=', other)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('FINISHED');
  });

  it('centers: the poll imports the file from the bucket; a bad file names sheet, row and column', async () => {
    const good = await workbook('Centros', [CENTER_HEADERS, HOSPITAL_ROW]);
    expect(await centers(good)).toEqual({ status: 'FINISHED', info_message: null });
    expect((await call('GET', `/api/simulation/${sim}/center`)).json()).toEqual([importedHospital(agreement.id)]);
    // later polls answer the same without importing again
    expect((await call('GET', `/api/simulation/${sim}/center/excel/status`)).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });

    const before = await readInputs(t, A.adminToken, sim);
    const bad = await centers(await workbook('Centros', [CENTER_HEADERS, ['', 'Madrid', '', 'Convenio limpieza Ávila']]));
    expect(bad).toEqual({ status: 'ERROR', info_message: 'Hoja Centros, fila 2, columna A (Centro): Centros es requerido' });
    // nothing checked the upload: an empty object is refused by the poll with the PUT's message
    expect(await centers(Buffer.alloc(0))).toEqual({ status: 'ERROR', info_message: 'El fichero está vacío' });
    expect(await readInputs(t, A.adminToken, sim)).toEqual(before);
  });

  it('simulation surrogates: imported by the poll; two polls at once import once', async () => {
    const [uploadPath, statusPath] = surrogatesPaths(sim);
    const body = { filename: 'subrogados.xlsx', mime_type: XLSX };
    const data = await workbook('Subrogados', [
      SURROGATE_HEADERS,
      ['Ana', '', 'Hospital', '', 'Convenio limpieza Ávila', 'Limpiador/a', 30],
      ['Eva', '', '', '', '', 'Limpiador/a', '20'],
    ]);
    expect(await upload(uploadPath, statusPath, body, data)).toEqual({ status: 'FINISHED', info_message: null });
    const list = (await call('GET', `/api/simulation/${sim}/subrogate`)).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Eva']);

    const bad = await upload(
      uploadPath,
      statusPath,
      body,
      await workbook('Subrogados', [SURROGATE_HEADERS, ['Luis', '', '', '', '', 'Limpiador/a', 'treinta']]),
    );
    expect(bad).toEqual({ status: 'ERROR', info_message: 'Hoja Subrogados, fila 2, columna G (Jornada): Valor incorrecto' });

    const { counter, plugin } = surrogateDeletes();
    const db = t.app.deps.db;
    t.app.deps.db = db.withPlugin(plugin);
    try {
      await putToBucket(
        uploadPath,
        statusPath,
        body,
        await workbook('Subrogados', [SURROGATE_HEADERS, ['Luis', '', '', '', '', 'Cristalero/a', 25]]),
      );
      const both = (await Promise.all([call('GET', statusPath), call('GET', statusPath)])).map((r) => r.json().status);
      expect(both).toContain('FINISHED');
      expect(both.every((s) => s === 'FINISHED' || s === 'PENDING')).toBe(true);
      expect((await call('GET', statusPath)).json()).toEqual({ status: 'FINISHED', info_message: null });
      expect(counter.n).toBe(1);
    } finally {
      t.app.deps.db = db;
    }
    expect(await pendingObjects()).toEqual([]);
    expect((await call('GET', `/api/simulation/${sim}/subrogate`)).json().map((s: { name: string }) => s.name)).toEqual(['Luis']);
  });

  it('previous study surrogates: imported by the poll, a bad file refused with sheet, row and column', async () => {
    const res = await call('POST', '/api/previous_study', { name: 'Estudio S3', project_id: tender });
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().id;
    const [uploadPath, statusPath] = [
      `/api/previous_study/${id}/subrogate/upload_url`,
      `/api/previous_study/${id}/subrogate/upload_status`,
    ];
    const body = { filename: 'subrogados.xlsx', mime_type: XLSX };
    const good = await workbook('Subrogados', [
      STUDY_SURROGATE_HEADERS,
      ['Ana', '', 'Convenio limpieza Ávila', 'Limpiador/a', 30],
      ['Luis', '', 'Convenio limpieza Ávila', 'Cristalero/a', 20],
    ]);
    expect(await upload(uploadPath, statusPath, body, good)).toEqual({ status: 'FINISHED', info_message: null });
    const list = (await call('GET', `/api/previous_study/${id}/subrogate`)).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Luis']);

    const bad = await upload(
      uploadPath,
      statusPath,
      body,
      await workbook('Subrogados', [
        STUDY_SURROGATE_HEADERS,
        ['Ana', '', 'Convenio limpieza Ávila', 'Limpiador/a', 'treinta'],
        ['Luis', '', 'Convenio limpieza Ávila', 'Astronauta', 20],
      ]),
    );
    expect(bad.status).toBe('ERROR');
    expect(bad.info_message!.split('\n')).toEqual([
      'Hoja Subrogados, fila 2, columna E (Jornada): Valor incorrecto',
      "Hoja Subrogados, fila 3, columna D (Categoría): categoría desconocida 'Astronauta' en los convenios del espacio de trabajo",
    ]);
    expect((await call('GET', `/api/previous_study/${id}/subrogate`)).json()).toEqual(list);
  });

  it('Formulario: a whole simulation imported by the poll from the bucket; an empty file is refused', async () => {
    const origin = await newSimulation(t, A.adminToken, tender, 'Origen S3');
    await fillSimulation(t, A.adminToken, A.id, origin, agreement);
    const dataUrl: string = (await call('GET', `/api/simulation/${origin}/formulario_url`)).json().download_url;
    expect(dataUrl.startsWith(bucket.endpoint)).toBe(true);
    const exported = Buffer.from(await (await fetch(dataUrl)).arrayBuffer());

    const copy = await newSimulation(t, A.adminToken, tender, 'Copia S3');
    const body = { filename: 'Formulario.xlsx', project_uid: tender, simulation_uid: copy, mime_type: XLSX };
    const paths = [`/api/simulation/${copy}/upload-url`, `/api/simulation/${copy}/upload-status`] as const;
    expect(await upload(...paths, body, exported)).toEqual({ status: 'FINISHED', info_message: null });
    const names = async (s: string) =>
      ((await call('GET', `/api/simulation/${s}/center`)).json() as { name: string }[]).map((c) => c.name);
    expect(await names(copy)).toEqual(await names(origin));
    expect(withoutIds((await call('GET', `/api/simulation/${copy}/subrogate`)).json())).toEqual(
      withoutIds((await call('GET', `/api/simulation/${origin}/subrogate`)).json()),
    );

    const empty = await newSimulation(t, A.adminToken, tender, 'Vacía S3');
    const emptyBody = { ...body, simulation_uid: empty };
    expect(
      await upload(`/api/simulation/${empty}/upload-url`, `/api/simulation/${empty}/upload-status`, emptyBody, Buffer.alloc(0)),
    ).toEqual({
      status: 'ERROR',
      info_message: 'El fichero está vacío',
    });
  });
});
