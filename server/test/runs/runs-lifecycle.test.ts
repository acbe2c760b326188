/**
 * Runs of simulations (docs/runs.md) once launched: cancellation, progress seen while the run goes on, and a worker
 * lost mid-run (retried, then Error). A run is a durable job of kind `simulation-run`; these tests put a handler of
 * their own in place (a slow document, a gated engine) and the app's afterwards. On PGlite and, when it answers,
 * PostgreSQL. The launch, the quota, re-costing and the workbook: ./runs.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { targets, type TestApp } from '../helpers';
import { runsWorld, copyOf, executed, getSim, setQuota, waitEnd, type RunsWorld, type World } from './fixtures';
import { runJobHandler, type RunJobOptions } from '../../src/runs/run-jobs';
import { inlineEngine } from '../../src/runs/engine-runner';
import { runRetried } from '../../src/runs/executor';

describe.each(await targets())('simulation runs: cancel, progress, lost workers (%s)', (target) => {
  let t: TestApp, w: World, token: string, launch: RunsWorld['launch'];
  beforeAll(async () => {
    ({ t, w, token, launch } = await runsWorld(target, 'Runs'));
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;

  /** Runs `body` with the runs computed by a handler of `options`; the app's handler is put back after. */
  async function withRunHandler(options: RunJobOptions, body: () => Promise<void>): Promise<void> {
    const jobs = t.app.deps.jobs;
    const original = jobs.handle('simulation-run', runJobHandler(t.app.deps, options), 'runs');
    try {
      await body();
    } finally {
      await jobs.idle();
      if (original) jobs.handle('simulation-run', original, 'runs');
    }
  }

  it('cancels a run: back to Stopped, an event says so, the engine stops and writes nothing', async () => {
    // documents that take a while to build, so the cancel lands mid-run
    let started!: () => void;
    const began = new Promise<void>((r) => (started = r));
    const slow: RunJobOptions = {
      engine: inlineEngine(), // no second engine thread to boot
      buildDocument: async (d, id) => {
        started();
        const { buildInputDocument } = await import('../../src/simulations/input-document');
        await new Promise((r) => setTimeout(r, 1500));
        return buildInputDocument(d, id);
      },
    };
    await withRunHandler(slow, async () => {
      const sim = await copyOf(t, w);
      expect((await launch(sim)).statusCode).toBe(200);
      await began;
      const res = await t.call('POST', `/api/simulation/${sim}/cancel`, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: sim, status: 'Stopped' });
      await t.app.deps.jobs.idle();
      const s = await getSim(t, token, sim);
      expect(s.status).toBe('Stopped');
      expect(s.results).toBeNull();
      expect(s.events.map((e: { title: string }) => e.title)).toContain('Simulación cancelada');
      expect(s.events.map((e: { title: string }) => e.title)).not.toContain('Fin');
      const run = await db()
        .selectFrom('simulation_run')
        .select(['id', 'status'])
        .where('simulation_id', '=', sim)
        .executeTakeFirstOrThrow();
      expect(run.status).toBe('cancelled');
      // its job ended with it: no process computes it any more
      expect(await db().selectFrom('background_job').select('id').where('subject_id', '=', run.id).execute()).toEqual([]);
      expect((await t.call('POST', `/api/simulation/${sim}/cancel`, { token })).statusCode).toBe(409);
      // cancelled means Stopped: it can be launched again
      expect((await launch(sim)).statusCode).toBe(200);
      expect((await waitEnd(t, token, sim)).status).toBe('Solved');
    });
  });

  it('progress is visible within a second of each event, while the run goes on', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let emittedAt = 0;
    const gated: RunJobOptions = {
      engine: async (doc, onEvent, signal) => {
        const { simulate } = await import('@licita/domain');
        emittedAt = Date.now();
        onEvent({
          created: new Date().toISOString(),
          title: 'Paso 1',
          description: 'primer paso',
          type_info: 'Info',
          group: 'data',
        });
        await gate;
        return simulate(doc, { clock: () => Date.now(), onEvent, signal });
      },
    };
    await withRunHandler(gated, async () => {
      try {
        const sim = await copyOf(t, w);
        expect((await launch(sim)).statusCode).toBe(200);
        let s = await getSim(t, token, sim);
        const until = Date.now() + 10_000;
        while (!s.events.some((e: { title: string }) => e.title === 'Paso 1') && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 20));
          s = await getSim(t, token, sim);
        }
        expect(emittedAt).toBeGreaterThan(0);
        expect(Date.now() - emittedAt, 'the event shows within a second of being emitted').toBeLessThan(1000);
        expect(s.status).toBe('Running');
        release();
        expect((await waitEnd(t, token, sim)).status).toBe('Solved');
      } finally {
        release();
      }
    });
  });

  const stale = new Date(Date.now() - 10 * 60_000);
  /**
   * A Running simulation whose run is held, at `attempt`, by a worker whose heartbeat stopped long ago; its job as
   * that worker left it (`running`), as the reaper leaves it before it marks the run queued (`queued`), or gone.
   */
  const dead = async (attempt: number, job: 'running' | 'queued' | 'none' = 'running') => {
    const sim = await copyOf(t, w);
    await sql`update simulation set status = 'Running', started = ${stale} where id = ${sim}`.execute(db());
    const run = await db()
      .insertInto('simulation_run')
      .values({
        simulation_id: sim,
        workspace_id: w.ws.id,
        status: 'running',
        attempt,
        worker_id: 'gone:1',
        started_at: stale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = crypto.randomUUID();
    if (job !== 'none')
      await db()
        .insertInto('background_job')
        .values({
          id: jobId,
          kind: 'simulation-run',
          subject_id: run.id,
          payload: JSON.stringify({ runId: run.id }),
          state: job,
          attempt,
          worker_id: job === 'running' ? 'gone:1' : null,
          heartbeat_at: job === 'running' ? stale : null,
        })
        .execute();
    return { sim, run: run.id, jobId };
  };

  it('a worker that died mid-run: the run is retried, and after the last attempt ends in Error with an event', async () => {
    // the quota first: the app's own reaper may give a launch back as soon as a dead run exists, and a quota set
    // after it would overwrite that give-back
    await setQuota(t, w.ws.id, null, 5);
    const retried = await dead(1);
    const lost = await dead(2);
    // a run whose job is gone (its process died within the final write) and that never ended
    const orphan = await dead(1, 'none');
    await t.app.deps.jobs.reap();
    const s1 = await waitEnd(t, token, retried.sim);
    expect(s1.status).toBe('Solved');
    expect(s1.events.map((e: { title: string }) => e.title)).toContain('Reintento');
    expect(
      await db()
        .selectFrom('simulation_run')
        .select(['status', 'attempt'])
        .where('id', '=', retried.run)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'solved', attempt: 2 });
    const s2 = await getSim(t, token, lost.sim);
    expect(s2.status).toBe('Error');
    expect(s2.events.at(-1)).toMatchObject({ type_info: 'Error', title: 'Error' });
    expect(s2.events.at(-1).description).toMatch(/dejó de responder/);
    const s3 = await getSim(t, token, orphan.sim);
    expect(s3.status).toBe('Error');
    expect(s3.events.at(-1).description).toBe('La simulación estaba en curso sin ningún cálculo pendiente; termina con error.');
    expect(
      await db().selectFrom('simulation_run').select('status').where('id', '=', orphan.run).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'error' });
    // the two runs that failed gave their launches back; the retried one, solved, kept its own
    expect(await executed(t, w.ws.id)).toBe(3);
    // nothing is left Running
    const running = await db().selectFrom('simulation').select('id').where('status', '=', 'Running').execute();
    expect(running).toEqual([]);
  });

  it('another process takes a reaped run before the reaper marks it queued: it computes it, and the late mark leaves it alone', async () => {
    const raced = await dead(1, 'queued');
    await setQuota(t, w.ws.id, null, 5);
    t.app.deps.jobs.kick();
    const s = await waitEnd(t, token, raced.sim);
    expect(s.status).toBe('Solved');
    // the reaper's own step, late: the run it would queue again is already at the next attempt
    await runRetried(db(), { id: raced.jobId, subjectId: raced.run, payload: { runId: raced.run }, attempt: 1 }, 2);
    expect(
      await db().selectFrom('simulation_run').select(['status', 'attempt']).where('id', '=', raced.run).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'solved', attempt: 2 });
    expect((await getSim(t, token, raced.sim)).status).toBe('Solved');
  });
});
