/**
 * Durable jobs (docs/runs.md, "Jobs"): the process that accepted a simulation's launch, a previous study's launch,
 * a re-cost, a centers import and a Formulario import dies before finishing them — its job worker stops, and the
 * jobs are left held by a process of this machine that no longer exists, as a SIGKILL leaves them — and a server
 * started again on the same database finishes them all with exactly the result they would have had.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, targets, TEST_PASSWORD_COST, type TestApp } from '../helpers';
import { buildApp } from '../../src/app';
import { createPasswordHasher } from '../../src/auth/passwords';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { newSimulation, newTender } from '../simulations/fixtures';
import ExcelJS from 'exceljs';
import { copyOf, type World } from './fixtures';
import { smallStudy, solvedWorld } from './solved-fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(await targets())('durable jobs survive the death of their process (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let filesDir: string;
  let restarted: FastifyInstance | null = null;
  const secret = 'durable-jobs-secret';

  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  /** Calls `app` (the first process, or the restarted one) as the workspace's administrator. */
  const callOn = (app: FastifyInstance, method: string, url: string, body?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${w.ws.adminToken}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  /** A study of the workspace's agreement (a second one of the same name would make the Formulario ambiguous). */
  const filledStudy = (tender: string) =>
    smallStudy((method, url, body) => callOn(t.app, method, url, body), tender, w.agreement);

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const start = Date.now();
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() - start > timeoutMs) throw new Error(`${what}: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** A centers spreadsheet of one center. */
  async function centersFile(name: string): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Centros');
    ws.addRow(['Centro', 'Localidad', 'Comunidad autónoma', 'Convenio', 'Agrupación', 'Cobertura Vac. (%)']);
    ws.addRow([name, 'Madrid', '', 'Convenio limpieza Ávila', '', '']);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** Asks for the address of an upload (`addressPath` with `body`) and PUTs the spreadsheet there. */
  async function upload(addressPath: string, body: Record<string, string>, data: Buffer): Promise<void> {
    const addr = await callOn(t.app, 'POST', addressPath, { ...body, mime_type: XLSX });
    ok(addr);
    const url = new URL(addr.json().upload_url);
    ok(await t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': XLSX }, payload: data }));
  }

  /** The Formulario workbook of a simulation (GET …/formulario_url). */
  async function formularioOf(sim: string): Promise<Buffer> {
    const url = new URL((await callOn(t.app, 'GET', `/api/simulation/${sim}/formulario_url`)).json().download_url);
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    ok(file);
    return file.rawPayload;
  }

  beforeAll(async () => {
    t = await createTestApp(target, { jwtSecret: secret });
    filesDir = mkdtempSync(join(tmpdir(), 'licita-durable-jobs-'));
    attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    w = await solvedWorld(t, 'Durables');
  }, 240_000);
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('a run, a previous study, a re-cost and imports (centers, Formulario) accepted by a process that dies are finished after a restart, with the results they would have had', async () => {
    const launched = await copyOf(t, w);
    const imported = await newSimulation(t, w.ws.adminToken, w.tender, 'Importada');
    const fromFormulario = await newSimulation(t, w.ws.adminToken, w.tender, 'Formulario');
    const tender = await newTender(t, w.ws.adminToken, w.ws.id);
    // the figures a study of the same data gets when nothing dies
    const reference = await filledStudy(tender);
    ok(await callOn(t.app, 'POST', `/api/previous_study/${reference}/launch_async`));
    const expected = await until(
      'reference study',
      async () => (await callOn(t.app, 'GET', `/api/previous_study/${reference}`)).json(),
      (s) => s.status !== 'Running',
    );
    expect(expected.status).toBe('Solved');
    const parameters = (await callOn(t.app, 'GET', `/api/solution/${w.base.sim}/parameters`)).json();
    const totalBefore = (await callOn(t.app, 'GET', `/api/simulation/${w.base.sim}`)).json().results.total_cost;

    // the process's job worker stops: what it accepts from now on is queued and never done by it
    await t.app.deps.jobs.stop();
    ok(await callOn(t.app, 'POST', `/api/simulation/${launched}/launch`));
    const study = await filledStudy(tender);
    ok(await callOn(t.app, 'POST', `/api/previous_study/${study}/launch_async`));
    const put = await callOn(t.app, 'PUT', `/api/solution/${w.base.sim}/parameters`, { ...parameters, benefit: 10 });
    ok(put);
    expect(put.json()).toEqual({ status: 'PENDING', info_message: null });
    await upload(
      `/api/simulation/${imported}/center/excel/upload`,
      { filename: 'Centros.xlsx' },
      await centersFile('Sede importada'),
    );
    await upload(
      `/api/simulation/${fromFormulario}/upload-url`,
      { filename: 'Formulario.xlsx', project_uid: w.tender, simulation_uid: fromFormulario },
      await formularioOf(w.base.sim),
    );
    // it had claimed both and died (a pid that no longer exists), as a SIGKILL leaves them
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const jobs = await t.database.db
      .updateTable('background_job')
      .set({ state: 'running', attempt: 1, worker_id: `${hostname()}:${deadPid}:dead00`, heartbeat_at: new Date() })
      .returning('kind')
      .execute();
    expect(jobs.map((j) => j.kind).sort()).toEqual([
      'formulario-import',
      'import',
      'previous-study-launch',
      'recost',
      'simulation-run',
    ]);
    expect((await callOn(t.app, 'GET', `/api/simulation/${launched}`)).json().status).toBe('Running');
    expect((await callOn(t.app, 'GET', `/api/previous_study/${study}`)).json()).toMatchObject({
      status: 'Running',
      sub_status: 'PENDING',
    });
    expect((await callOn(t.app, 'GET', `/api/solution/${w.base.sim}/parameters/status`)).json()).toEqual({
      status: 'PENDING',
      info_message: null,
    });
    expect((await callOn(t.app, 'GET', `/api/simulation/${imported}/center/excel/status`)).json()).toEqual({
      status: 'PENDING',
      info_message: null,
    });
    expect((await callOn(t.app, 'GET', `/api/simulation/${fromFormulario}/upload-status`)).json()).toEqual({
      status: 'PENDING',
      info_message: null,
    });

    // a server started again on the same database
    restarted = await buildApp({
      database: t.database,
      apiKeys: [API_KEY],
      jwtSecret: secret,
      publicUrl: 'http://licita.test',
      passwords: createPasswordHasher(TEST_PASSWORD_COST),
      uiDir: null,
    });
    attachStorage(restarted.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    await restarted.ready();
    const again = restarted;
    const run = await until(
      'run after the restart',
      async () => (await callOn(again, 'GET', `/api/simulation/${launched}`)).json(),
      (s) => s.status !== 'Running',
      60_000,
    );
    expect(run.status).toBe('Solved');
    const events = (await callOn(again, 'GET', `/api/simulation/${launched}/events`)).json();
    expect(events.map((e: { title: string }) => e.title)).toContain('Reintento');
    // the copy of the base simulation costs what the base did before its parameters change below
    expect(run.results.total_cost).toBe(totalBefore);
    const solved = await until(
      'study after the restart',
      async () => (await callOn(again, 'GET', `/api/previous_study/${study}`)).json(),
      (s) => s.status !== 'Running',
    );
    expect(solved.status, JSON.stringify(solved.events)).toBe('Solved');
    expect(solved.sub_status).toBe('FINISHED');
    expect(solved.results).toEqual(expected.results);
    expect(
      await until(
        're-cost after the restart',
        async () => (await callOn(again, 'GET', `/api/solution/${w.base.sim}/parameters/status`)).json(),
        (s) => s.status !== 'PENDING',
      ),
    ).toEqual({ status: 'FINISHED', info_message: null });
    expect(
      await until(
        'import after the restart',
        async () => (await callOn(again, 'GET', `/api/simulation/${imported}/center/excel/status`)).json(),
        (s) => s.status !== 'PENDING',
      ),
    ).toEqual({ status: 'FINISHED', info_message: null });
    const centers = (await callOn(again, 'GET', `/api/simulation/${imported}/center`)).json();
    expect(centers.map((c: { name: string }) => c.name)).toEqual(['Sede importada']);
    expect(
      await until(
        'Formulario after the restart',
        async () => (await callOn(again, 'GET', `/api/simulation/${fromFormulario}/upload-status`)).json(),
        (s) => s.status !== 'PENDING',
      ),
    ).toEqual({ status: 'FINISHED', info_message: null });
    const centerNames = async (sim: string) =>
      (await callOn(again, 'GET', `/api/simulation/${sim}/center`)).json().map((c: { name: string }) => c.name);
    expect(await centerNames(fromFormulario)).toEqual(await centerNames(w.base.sim));
    const totalAfter = (await callOn(again, 'GET', `/api/simulation/${w.base.sim}`)).json().results.total_cost;
    expect(totalAfter).not.toBe(totalBefore);
    expect(await t.database.db.selectFrom('background_job').select('id').execute()).toEqual([]);

    // the same change made by a live process gives the same total
    const same = await callOn(again, 'PUT', `/api/solution/${w.base.sim}/parameters`, { ...parameters, benefit: 10 });
    ok(same);
    await until(
      're-cost by a live process',
      async () => (await callOn(again, 'GET', `/api/solution/${w.base.sim}/parameters/status`)).json(),
      (s) => s.status !== 'PENDING',
    );
    expect((await callOn(again, 'GET', `/api/simulation/${w.base.sim}`)).json().results.total_cost).toBe(totalAfter);
  }, 120_000);
});
