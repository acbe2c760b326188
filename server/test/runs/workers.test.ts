/**
 * PostgreSQL with separate worker processes (`npm run worker`): two workers share the job queue, ten runs are
 * queued, one worker is killed (SIGKILL) in the middle of a run. Every run ends Solved or Error, none is lost or
 * left Running, and the quota counts each run once; the launches rang the workers through pg-boss. A worker works
 * the other kinds too: a previous study launched on a server that works no job is costed by the worker left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, postgresAvailable, TEST_POSTGRES_URL, type TestApp } from '../helpers';
import { copyOf, executed, setQuota, world, type World } from './fixtures';
import { smallStudy } from './solved-fixtures';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe.skipIf(!(await postgresAvailable()))('worker processes on PostgreSQL', () => {
  let t: TestApp;
  let w: World;
  let schema: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    const before = process.env.RUN_JOBS_IN_SERVER;
    process.env.RUN_JOBS_IN_SERVER = '0'; // this server only queues: the workers compute
    try {
      t = await createTestApp('postgres');
    } finally {
      if (before === undefined) delete process.env.RUN_JOBS_IN_SERVER;
      else process.env.RUN_JOBS_IN_SERVER = before;
    }
    schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.database.db)).rows[0].s;
    w = await world(t, 'Workers');
  });
  afterAll(async () => {
    for (const p of workers) if (p.exitCode === null && !p.killed) p.kill('SIGKILL');
    await t?.close();
  });

  function startWorker(): Promise<ChildProcess> {
    // node itself runs the worker (tsx as a loader), so its pid is the worker's
    const child = spawn(process.execPath, ['--import', 'tsx', `${repo}server/src/cli/worker.ts`], {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: TEST_POSTGRES_URL,
        DATABASE_SCHEMA: schema,
        RUN_HEARTBEAT_MS: '200',
        RUN_STALE_MS: '2500',
        RUN_REAPER_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`worker did not start: ${out}`)), 60_000);
      child.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('esperando simulaciones')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
      child.stderr!.on('data', (d) => (out += d));
      child.on('exit', (code) => reject(new Error(`worker exited (${code}): ${out}`)));
    });
  }

  it('two workers, ten runs, one worker killed mid-run: nothing lost, nothing left Running, quota counted once per run that did not fail', async () => {
    const [a, b] = await Promise.all([startWorker(), startWorker()]);
    expect(b.pid).toBeDefined();
    await setQuota(t, w.ws.id, null, 0);
    const sims = await Promise.all(Array.from({ length: 10 }, () => copyOf(t, w)));
    for (const s of sims)
      expect((await t.call('POST', `/api/simulation/${s}/launch`, { token: w.ws.adminToken })).statusCode).toBe(200);

    // kill worker a as soon as it holds a running run
    const db = t.database.db;
    let victim: string | undefined;
    for (let i = 0; i < 600 && !victim; i++) {
      const held = await db
        .selectFrom('simulation_run')
        .select('id')
        .where('status', '=', 'running')
        .where('worker_id', 'like', `%:${a.pid}:%`)
        .executeTakeFirst();
      if (held) victim = held.id;
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(victim, 'worker a never took a run').toBeDefined();
    a.kill('SIGKILL');

    const until = Date.now() + 90_000;
    for (;;) {
      const left = await db
        .selectFrom('simulation')
        .select('id')
        .where('id', 'in', sims)
        .where('status', '=', 'Running')
        .execute();
      if (left.length === 0) break;
      if (Date.now() > until) throw new Error(`${left.length} simulations still Running`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const statuses = await db.selectFrom('simulation').select('status').where('id', 'in', sims).execute();
    for (const s of statuses) expect(['Solved', 'Error']).toContain(s.status);
    const runs = await db
      .selectFrom('simulation_run')
      .select(['id', 'simulation_id', 'status', 'attempt'])
      .where('simulation_id', 'in', sims)
      .execute();
    expect(runs).toHaveLength(10); // one run a launch: a retry reuses it
    for (const r of runs) expect(['solved', 'error']).toContain(r.status);
    // the quota counts the runs that did not fail (a failed one gives its launch back)
    expect(await executed(t, w.ws.id)).toBe(statuses.filter((s) => s.status === 'Solved').length);
    const killed = runs.find((r) => r.id === victim)!;
    // the run the dead worker held was finished by the other one (retried) unless it had just ended
    console.log(`killed run: attempt ${killed.attempt}, ${killed.status}; outcomes ${statuses.map((s) => s.status).join(',')}`);
    expect(killed.attempt === 2 || killed.status === 'solved').toBe(true);
    // each launch rang the workers through pg-boss (its queue lives in the test's schema), and they heard it
    const rings = await sql<{ state: string; n: number }>`
      select state, count(*)::int as n from job where name = 'licita-jobs-runs' group by state`.execute(db);
    expect(rings.rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(10);
    expect(rings.rows.find((r) => r.state === 'completed')?.n ?? 0).toBeGreaterThan(0);

    // this server stops working jobs: a previous study it accepts is costed by the worker left
    await t.app.deps.jobs.stop();
    const call = (method: string, url: string, body?: unknown) =>
      t.call(method, url, { token: w.ws.adminToken, ...(body !== undefined ? { body } : {}) });
    const study = await smallStudy(call, w.tender, w.agreement);
    expect((await call('POST', `/api/previous_study/${study}/launch_async`)).statusCode).toBe(200);
    let costed = (await call('GET', `/api/previous_study/${study}`)).json();
    for (const end = Date.now() + 30_000; costed.status === 'Running' && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 200));
      costed = (await call('GET', `/api/previous_study/${study}`)).json();
    }
    expect(costed.status, JSON.stringify(costed.events)).toBe('Solved');
    expect(costed.sub_status).toBe('FINISHED');
  }, 180_000);
});
