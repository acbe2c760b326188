/**
 * Recovery of runs whose worker died (docs/reliability.md, defect 9), on PostgreSQL with a separate worker (`npm run
 * worker`'s own function, in this process): a run held by a
 * dead process of this machine is taken again as soon as a worker starts; one held by a silent worker of another
 * machine within staleMs + reaperMs (defaults 12 s + 4 s). The figures are printed for docs/reliability.md.
 */
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, postgresAvailable, TEST_POSTGRES_URL, type TestApp } from '../helpers';
import { copyOf, setQuota, world, type World } from '../runs/fixtures';
import { runWorker } from '../../src/cli/worker';

describe.skipIf(!(await postgresAvailable()))('recovery of runs of dead workers (postgres)', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    const before = process.env.RUN_JOBS_IN_SERVER;
    process.env.RUN_JOBS_IN_SERVER = '0'; // this server only queues (and reaps): the worker below computes
    try {
      t = await createTestApp('postgres');
    } finally {
      if (before === undefined) delete process.env.RUN_JOBS_IN_SERVER;
      else process.env.RUN_JOBS_IN_SERVER = before;
    }
    w = await world(t, 'Recuperacion');
    await setQuota(t, w.ws.id, null, 0);
  }, 180_000);
  afterAll(() => t?.close());

  /** `npm run worker` on the test's schema; the function that stops it. */
  async function startWorker(): Promise<() => Promise<void>> {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.database.db)).rows[0].s;
    return runWorker({ ...process.env, DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema });
  }

  /** A launched simulation whose run (and its job) looks held by `workerId`, with a heartbeat from just now. */
  async function heldRun(workerId: string): Promise<string> {
    const sim = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token: w.ws.adminToken })).statusCode).toBe(200);
    const run = await t.database.db
      .selectFrom('simulation_run')
      .select('id')
      .where('simulation_id', '=', sim)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('simulation_run')
      .set({ status: 'running', worker_id: workerId, attempt: 1, started_at: new Date() })
      .where('id', '=', run.id)
      .execute();
    await t.database.db
      .updateTable('background_job')
      .set({ state: 'running', worker_id: workerId, attempt: 1, heartbeat_at: new Date() })
      .where('subject_id', '=', run.id)
      .execute();
    return run.id;
  }

  /** Seconds until the run is no longer held by `workerId` (bounded). */
  async function secondsUntilTaken(runId: string, workerId: string, boundMs: number): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < boundMs) {
      const row = await t.database.db
        .selectFrom('simulation_run')
        .select(['worker_id', 'status'])
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      if (row.worker_id !== workerId) return (Date.now() - start) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${runId} still held by ${workerId} after ${boundMs / 1000} s`);
  }

  it('a worker starting on this machine takes at once the run a dead process of this machine held', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid; // a process that has exited
    const dead = `${hostname()}:${deadPid}:dead00`;
    const runId = await heldRun(dead);
    const stop = await startWorker();
    try {
      const seconds = await secondsUntilTaken(runId, dead, 10_000);
      console.log(`recovery after a restart on the same machine: ${seconds.toFixed(1)} s`);
      const events = await t.database.db.selectFrom('simulation_event').select('title').where('run_id', '=', runId).execute();
      expect(events.map((e) => e.title)).toContain('Reintento');
    } finally {
      await stop();
    }
  }, 60_000);

  it('a run held by a silent worker of another machine is taken again within staleMs + reaperMs (16 s by default; the target is 40 s) on a live cluster', async () => {
    const silent = 'otra-maquina:4242:abcdef';
    const stop = await startWorker();
    try {
      const runId = await heldRun(silent);
      const seconds = await secondsUntilTaken(runId, silent, 25_000);
      console.log(`recovery on a live cluster (another machine's worker silent): ${seconds.toFixed(1)} s`);
    } finally {
      await stop();
    }
  }, 90_000);
});
