/**
 * Ids in the parameter edits of a solved run: workspace B re-costs its own solved simulation and its own solved
 * previous study with one of workspace A's cost ids among the material costs. The isolation sweep cannot get
 * there (its objects are not solved, so those calls stop at 409 first); here both workspaces have solved runs.
 * A foreign id must answer exactly as a missing one (same status, message and field) and change nothing, in A
 * or in B.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { previousStudyJobsIdle } from '../../src/previous-studies/jobs';
import { insertAgreement, newTender } from '../simulations/fixtures';
import { waitTask, type World } from '../runs/fixtures';
import { smallStudy, solvedWorld } from '../runs/solved-fixtures';

interface Solved {
  w: World;
  /** The solved simulation (its solution has the simulation's id). */
  sim: string;
  study: string;
  simCosts: string[];
  studyCosts: string[];
}

describe.each(await targets())('parameter edits of solved runs with another workspace ids (%s)', (target) => {
  let t: TestApp;
  let filesDir: string;
  let A: Solved;
  let B: Solved;

  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

  async function solvedStudy(w: World): Promise<string> {
    const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token: w.ws.adminToken, body });
    const id = await smallStudy(call, await newTender(t, w.ws.adminToken, w.ws.id), await insertAgreement(t, w.ws.id));
    ok(await call('POST', `/api/previous_study/${id}/launch_async`));
    for (let i = 0; i < 300; i++) {
      const s = (await call('GET', `/api/previous_study/${id}`)).json();
      if (s.status !== 'Running') {
        expect(s.status, JSON.stringify(s.events)).toBe('Solved');
        return id;
      }
      await previousStudyJobsIdle(t.app.deps);
    }
    throw new Error(`study ${id} did not finish`);
  }

  async function solved(name: string): Promise<Solved> {
    const w = await solvedWorld(t, name);
    const study = await solvedStudy(w);
    const simCosts = (await t.call('GET', `/api/solution/${w.base.sim}/parameters`, { token: w.ws.adminToken }))
      .json()
      .material_costs.map((m: { id: string }) => m.id);
    const studyCosts = (await t.call('GET', `/api/previous_study/${study}/parameters`, { token: w.ws.adminToken }))
      .json()
      .material_costs.map((m: { id: string }) => m.id);
    expect(simCosts.length).toBeGreaterThan(0);
    expect(studyCosts.length).toBeGreaterThan(0);
    return { w, sim: w.base.sim, study, simCosts, studyCosts };
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    filesDir = mkdtempSync(join(tmpdir(), 'licita-solved-params-'));
    attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    A = await solved('Parametros A');
    B = await solved('Parametros B');
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  /** What a reader sees of both workspaces' solved runs. */
  const snapshot = async () => {
    const out: unknown[] = [];
    for (const s of [A, B]) {
      const token = s.w.ws.adminToken;
      out.push((await t.call('GET', `/api/solution/${s.sim}/parameters`, { token })).json());
      out.push((await t.call('GET', `/api/previous_study/${s.study}/parameters`, { token })).json());
      const sim = (await t.call('GET', `/api/simulation/${s.sim}`, { token })).json();
      out.push([sim.status, sim.results ?? null]);
      const study = (await t.call('GET', `/api/previous_study/${s.study}`, { token })).json();
      out.push([study.status, study.sub_status, study.results]);
    }
    return out;
  };

  for (const kind of ['simulation', 'previous study'] as const) {
    it(`${kind}: one of A's cost ids among B's own answers as a missing id and changes nothing`, async () => {
      const token = B.w.ws.adminToken;
      const [getUrl, putUrl] =
        kind === 'simulation'
          ? [`/api/solution/${B.sim}/parameters`, `/api/solution/${B.sim}/parameters`]
          : [`/api/previous_study/${B.study}/parameters`, `/api/previous_study/${B.study}/parameters_async`];
      const foreignId = kind === 'simulation' ? A.simCosts[0] : A.studyCosts[0];
      const current = (await t.call('GET', getUrl, { token })).json();
      const body = (id: string) => ({
        absenteeism_rate: current.absenteeism_rate,
        benefit: current.benefit,
        material_costs: current.material_costs.map(
          (m: { id: string; amount: number; months_to_apply?: number | null; number_of_units?: number | null }, i: number) => ({
            id: i === current.material_costs.length - 1 ? id : m.id,
            amount: m.amount + 1,
            months_to_apply: m.months_to_apply ?? null,
            number_of_units: m.number_of_units ?? null,
          }),
        ),
      });
      const seenBefore = await snapshot();
      const rowsBefore = await t.counts(); // after the reads (a read may store what it computed once)
      const foreign = await t.call('PUT', putUrl, { token, body: body(foreignId) });
      const missing = await t.call('PUT', putUrl, { token, body: body(randomUUID()) });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual(missing.json());
      expect(foreign.statusCode).toBe(missing.statusCode);
      expect(foreign.json().field).toBe(`material_costs[${current.material_costs.length - 1}].id`);
      expect(await t.counts()).toEqual(rowsBefore);
      expect(await snapshot()).toEqual(seenBefore);
      // The same body with B's own id is accepted: the 400 above is the foreign id's, not the body's.
      const own = await t.call('PUT', putUrl, { token, body: body(current.material_costs.at(-1).id) });
      expect(own.statusCode, own.body).toBe(200);
      // Its re-costing ends before the next test takes its snapshot.
      if (kind === 'simulation')
        expect((await waitTask(t, token, `/api/solution/${B.sim}/parameters/status`, 60_000)).status).toBe('FINISHED');
      else {
        await previousStudyJobsIdle(t.app.deps);
        expect((await t.call('GET', `/api/previous_study/${B.study}`, { token })).json().sub_status).toBe('FINISHED');
      }
    }, 60_000);
  }
});
