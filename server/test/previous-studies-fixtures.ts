/**
 * Shared set-up of the previous-study tests: an app with local file storage, two workspaces, a Lector of the first,
 * a tender and an agreement, and the calls the tests repeat (a study created, filled, launched and solved).
 */
import { expect } from 'vitest';
import type { Target, TestApp } from './helpers';
import { insertAgreement, newTender } from './simulations/fixtures';
import { previousStudyJobsIdle } from '../src/previous-studies/jobs';
import { linkedWorkbook } from './linked-file';
import { createFilesTestApp } from './upload-fixtures';

export { STUDY_SURROGATE_HEADERS, XLSX } from './upload-fixtures';

/** What `start` builds; a test file copies it into its own variables in its beforeAll. */
export interface StudyWorld {
  t: TestApp;
  A: { id: string; adminToken: string };
  B: { id: string; adminToken: string };
  lector: string;
  tender: string;
  agreement: Awaited<ReturnType<typeof insertAgreement>>;
  filesDir: string;
}

/**
 * The helpers close over the world `start` builds, so a test file can take them at definition time and still call
 * them only from its tests. One beforeAll/afterAll per file calls `start`/`stop`, so no hook order is assumed.
 */
export function previousStudyFixture() {
  let w: StudyWorld | undefined;
  const world = () => {
    if (!w) throw new Error('previousStudyFixture: start() has not run');
    return w;
  };

  const db = () => world().t.database.db;
  const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
  const call = (method: string, url: string, body?: unknown, token = world().A.adminToken) =>
    world().t.call(method, url, { token, body });
  const getStudy = async (id: string, token = world().A.adminToken) => {
    const res = await call('GET', `/api/previous_study/${id}`, undefined, token);
    ok(res);
    return res.json();
  };

  async function newStudy(name = 'Estudio'): Promise<string> {
    const res = await call('POST', '/api/previous_study', { name, project_id: world().tender });
    ok(res);
    return res.json().id;
  }

  /** A study ready to launch: basic data, two surrogates (one in percent) and two other costs. */
  async function filledStudy(name = 'Estudio completo'): Promise<string> {
    const { agreement } = world();
    const id = await newStudy(name);
    ok(
      await call('PUT', `/api/previous_study/${id}`, {
        name,
        service_date_init: '2026-01-01',
        service_duration: 12,
        social_security: 33,
        absenteeism_rate: 2,
        substitution_percentage: 100,
      }),
    );
    ok(
      await call('POST', `/api/previous_study/${id}/subrogate`, {
        name: 'Ana',
        category_id: agreement.cats.limpiador,
        working_day: 30,
        beginning_year: '2015-03-01',
      }),
    );
    ok(
      await call('POST', `/api/previous_study/${id}/subrogate`, {
        name: 'Luis',
        category_id: agreement.cats.cristalero,
        working_day: 50,
        value_metric_working_day: 'PERCENT',
      }),
    );
    ok(
      await call('POST', `/api/previous_study/${id}/material_cost`, {
        name: 'Productos',
        cost_type: 'MONTHLY_AMOUNT',
        amount: 300,
      }),
    );
    ok(
      await call('POST', `/api/previous_study/${id}/material_cost`, {
        name: 'Maquinaria',
        cost_type: 'MONTHLY_UNIT_COST',
        amount: 10,
        number_of_units: 5,
        months_to_apply: 6,
      }),
    );
    return id;
  }

  /** Polls the study as the ui does (once a second there; faster here) until `done` says so. */
  async function waitStudy(id: string, done: (s: any) => boolean) {
    for (let i = 0; i < 300; i++) {
      const s = await getStudy(id);
      if (done(s)) return s;
      await previousStudyJobsIdle(world().t.app.deps);
    }
    throw new Error(`study ${id} did not finish`);
  }

  async function solvedStudy(name: string) {
    const id = await filledStudy(name);
    const res = await call('POST', `/api/previous_study/${id}/launch_async`);
    ok(res);
    expect(res.json()).toEqual({ id, status: 'Running', sub_status: 'PENDING' });
    const s = await waitStudy(id, (x) => x.status !== 'Running');
    expect(s.status, JSON.stringify(s.events)).toBe('Solved');
    return s;
  }

  const download = (url: string) => linkedWorkbook(world().t.app, url);

  let app: TestApp | undefined; // closed by `stop` even when `start` fails half-way

  async function start(target: Target): Promise<StudyWorld> {
    const t = (app = await createFilesTestApp(target, 'licita-studies-'));
    const A = await t.workspace('Estudios A');
    const B = await t.workspace('Estudios B');
    const lector = (await t.member('Estudios A', 'lector@estudios.test', 'Lector')).token;
    const tender = await newTender(t, A.adminToken, A.id);
    const agreement = await insertAgreement(t, A.id);
    w = { t, filesDir: t.filesDir, A, B, lector, tender, agreement };
    return w;
  }

  async function stop() {
    await app?.close();
  }

  return { start, stop, db, ok, call, getStudy, newStudy, filledStudy, waitStudy, solvedStudy, download };
}
