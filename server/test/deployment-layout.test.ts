/**
 * The production layout of docs/deployment.md on PostgreSQL: two API processes (`npm start`'s server, on two
 * ports, computing nothing) and two worker processes (`npm run worker`) on one database.
 * - both API processes start at once on an empty schema: it is migrated and seeded exactly once;
 * - a session opened on one API process works on the other;
 * - ten launches, sent to both API processes, are computed by both workers and all end Solved, even though one
 *   worker is killed (SIGKILL) while it holds a run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, postgresAvailable, TEST_POSTGRES_URL, type TestApp } from './helpers';
import { freePort } from '../src/cli/child-process';
import { copyOf, setQuota, world, type World } from './runs/fixtures';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATIONS = readdirSync(new URL('../src/db/migrations/', import.meta.url)).filter((f) => /^\d+_.*\.ts$/.test(f)).length;
const KEY = `layout-${randomBytes(6).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'operaciones@layout.test', password: 'una-clave-larga-2026' };

interface Proc {
  child: ChildProcess;
  output: () => string;
}

describe.skipIf(!(await postgresAvailable()))('deployment layout: two API processes and two workers on PostgreSQL', () => {
  const schema = `layout_${randomBytes(5).toString('hex')}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: TEST_POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    API_KEYS: KEY,
    JWT_SECRET,
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    RUN_JOBS_IN_SERVER: '0',
    RUN_HEARTBEAT_MS: '200',
    RUN_STALE_MS: '2500',
    RUN_REAPER_MS: '500',
  };
  const procs: Proc[] = [];
  let apis: string[] = [];
  let t: TestApp;
  let w: World;
  const sql = new pg.Client({ connectionString: TEST_POSTGRES_URL });

  function spawnProgram(file: string, extra: Record<string, string> = {}): Proc {
    // node itself runs the program (tsx as a loader), so the child's pid is the program's
    const child = spawn(process.execPath, ['--import', 'tsx', `${repo}server/src/${file}`], {
      cwd: repo,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const proc = { child, output: () => out };
    procs.push(proc);
    return proc;
  }

  async function untilReady(url: string, proc: Proc): Promise<void> {
    const until = Date.now() + 90_000;
    for (;;) {
      if (proc.child.exitCode !== null) throw new Error(`the API process exited:\n${proc.output()}`);
      const res = await fetch(`${url}/readyz`).catch(() => null);
      if (res?.status === 200) return;
      if (Date.now() > until) throw new Error(`${url}/readyz never answered 200:\n${proc.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  function startWorker(): Promise<ChildProcess> {
    const proc = spawnProgram('cli/worker.ts');
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        if (proc.output().includes('esperando simulaciones')) {
          clearInterval(timer);
          resolve(proc.child);
        } else if (proc.child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`worker exited: ${proc.output()}`));
        }
      }, 50);
    });
  }

  const api = (i: number, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${apis[i % apis.length]}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-api-key': KEY,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });

  beforeAll(async () => {
    await sql.connect();
    // The operator creates the database (here: a schema); the processes find it empty.
    await sql.query(`create schema ${schema}`);
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) => spawnProgram('main.ts', { PORT: String(port) }));
    apis = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(apis.map((url, i) => untilReady(url, servers[i]!)));

    // Fixtures written straight to the same schema, with tokens both API processes accept.
    const before = process.env.RUN_JOBS_IN_SERVER;
    process.env.RUN_JOBS_IN_SERVER = '0';
    try {
      t = await createTestApp('postgres', { schema, jwtSecret: JWT_SECRET });
    } finally {
      if (before === undefined) delete process.env.RUN_JOBS_IN_SERVER;
      else process.env.RUN_JOBS_IN_SERVER = before;
    }
    w = await world(t, 'Layout');
  }, 180_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await t?.close();
    await sql.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await sql.end();
  });

  it('two processes starting together on an empty database migrate and seed it exactly once', async () => {
    const migrations = await sql.query(`select name, count(*)::int as n from ${schema}.kysely_migration group by name`);
    expect(migrations.rows).toHaveLength(MIGRATIONS);
    for (const row of migrations.rows) expect(row.n, row.name).toBe(1);
    const admins = await sql.query(`select count(*)::int as n from ${schema}.app_user where email = $1`, [ADMIN.email]);
    expect(admins.rows[0].n).toBe(1);
    for (const url of apis) {
      const ready = await fetch(`${url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    }
  });

  it('a session opened on one API process works on the other', async () => {
    const login = await api(0, '/auth/token', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password, device: 'layout' },
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const other = await api(1, '/user/workspaces', { token });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { name: string }[]).map((ws) => ws.name)).toContain('Demo');
  });

  it('ten launches over both API processes: both workers compute, one is killed mid-run, all end Solved', async () => {
    const [a] = await Promise.all([startWorker(), startWorker()]);
    await setQuota(t, w.ws.id, null, 0);
    const sims = await Promise.all(Array.from({ length: 10 }, () => copyOf(t, w)));
    for (const [i, s] of sims.entries())
      expect((await api(i, `/simulation/${s}/launch`, { method: 'POST', token: w.ws.adminToken })).status).toBe(200);

    // Who holds a run is sampled apart from the (slower) status polls, so a short run is not missed under load.
    const holders = new Set<string>();
    let killed = false;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const running = await sql.query(`select worker_id from ${schema}.simulation_run where status = 'running'`);
        for (const r of running.rows) holders.add(String(r.worker_id).split(':')[1]!);
        if (!killed && running.rows.some((r) => String(r.worker_id).includes(`:${a.pid}:`))) {
          a.kill('SIGKILL');
          killed = true;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const until = Date.now() + 120_000;
    try {
      for (;;) {
        const states = await Promise.all(
          sims.map(
            async (s, i) =>
              ((await (await api(i, `/simulation/${s}`, { token: w.ws.adminToken })).json()) as { status: string }).status,
          ),
        );
        if (states.every((s) => s !== 'Running')) {
          expect(states).toEqual(Array(10).fill('Solved'));
          break;
        }
        if (Date.now() > until) throw new Error(`still running after 120 s: ${states.join(', ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      sampling = false;
      await sampler;
    }
    expect(killed, 'the first worker never held a run').toBe(true);
    const pids = procs.filter((p) => p.child.spawnargs.some((arg) => arg.endsWith('worker.ts'))).map((p) => String(p.child.pid));
    expect([...holders].sort()).toEqual(pids.sort()); // both workers computed
    const runs = await sql.query(`select status from ${schema}.simulation_run`);
    expect(runs.rows.map((r) => r.status)).toEqual(Array(10).fill('solved')); // one run a launch, none lost
  }, 180_000);
});
