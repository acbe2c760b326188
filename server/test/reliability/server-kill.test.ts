/**
 * A real API server, started as a process of its own (`node --import tsx server/src/main.ts`, as `npm start`
 * runs it), is killed with SIGKILL while it computes a run it accepted over HTTP, then started again: the run
 * is finished after the restart, without anyone launching it again. On PostgreSQL the restarted server shares
 * the database; on PGlite (one process per data folder) it opens the data folder the killed one left, its lock
 * and its write-ahead log as they were. The times are printed for docs/reliability.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, targets, TEST_POSTGRES_URL, type Target, type TestApp } from '../helpers';
import { setQuota, world, type World } from '../runs/fixtures';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const JWT_SECRET = 'server-kill-secret-0123456789abcdef';

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
}

const started: ChildProcess[] = [];

const freePortNumber = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The server as a process of its own, answering /readyz (database, migrations and job queue ready). */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePortNumber();
  // node itself runs the server (tsx as a loader), so the pid is the server's
  const child = spawn(process.execPath, ['--import', 'tsx', `${repo}server/src/main.ts`], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, output: () => output };
    if (Date.now() > until) throw new Error(`the server was not ready in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function api(server: ServerProcess, token: string, method: string, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.text() };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface SimulationView {
  status: string;
  events: { title: string }[];
}

describe.each(await targets())('a server process killed mid-run and started again (%s)', (target: Target) => {
  let t: TestApp | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    for (const child of started) await killed(child);
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the run it was computing, after the restart, without a new launch', async () => {
    let env: Record<string, string>;
    let w: World;
    /** Whether the killed server's run had started computing (PGlite: read through that server's API). */
    let computing: (server: ServerProcess, sim: SimulationView, eventsBefore: number) => Promise<boolean>;
    if (target === 'postgres') {
      const before = process.env.RUN_JOBS_IN_SERVER;
      process.env.RUN_JOBS_IN_SERVER = '0'; // this in-test app only sets up and reads: the server processes compute
      try {
        t = await createTestApp('postgres', { jwtSecret: JWT_SECRET });
      } finally {
        if (before === undefined) delete process.env.RUN_JOBS_IN_SERVER;
        else process.env.RUN_JOBS_IN_SERVER = before;
      }
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.database.db)).rows[0].s;
      w = await world(t, 'Reinicio');
      await setQuota(t, w.ws.id, null, 0);
      env = { DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema, RUN_JOBS_IN_SERVER: '1' };
      const db = t.database.db;
      computing = async (server) => {
        const run = await db
          .selectFrom('simulation_run')
          .select(['status', 'worker_id'])
          .where('simulation_id', '=', w.base.sim)
          .executeTakeFirst();
        return run?.status === 'running' && Boolean(run.worker_id?.includes(`:${server.child.pid}:`));
      };
    } else {
      // PGlite: the data is set up in memory, copied into a data folder, and the server processes open that.
      const setup = await createTestApp('pglite', { jwtSecret: JWT_SECRET });
      w = await world(setup, 'Reinicio');
      await setQuota(setup, w.ws.id, null, 0);
      const dump = await setup.database.pglite!.dumpDataDir('none');
      await setup.close();
      dataDir = mkdtempSync(join(tmpdir(), 'licita-server-kill-'));
      const copy = new PGlite(join(dataDir, 'pglite'), { loadDataDir: dump });
      await copy.waitReady;
      await copy.close();
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      // One process per data folder: the run has started once the engine wrote its first events.
      computing = async (_server, sim, eventsBefore) => sim.events.length > eventsBefore;
    }

    const token = w.ws.adminToken;
    // the simulation with its events (a read of their own, newest first)
    const read = async (server: ServerProcess): Promise<SimulationView> => {
      const res = await api(server, token, 'GET', `/api/simulation/${w.base.sim}`);
      expect(res.status, res.body).toBe(200);
      const events = await api(server, token, 'GET', `/api/simulation/${w.base.sim}/events`);
      expect(events.status, events.body).toBe(200);
      return { status: JSON.parse(res.body).status, events: JSON.parse(events.body).reverse() };
    };
    const first = await startServer(env);
    const eventsBefore = (await read(first)).events.length;
    const launch = await api(first, token, 'POST', `/api/simulation/${w.base.sim}/launch`);
    expect(launch.status, launch.body).toBe(200);
    // SIGKILL as soon as the run is being computed by that process.
    for (let i = 0; ; i++) {
      const sim = await read(first);
      if (sim.status !== 'Running') throw new Error(`the run ended before the kill: ${sim.status}`);
      if (await computing(first, sim, eventsBefore)) break;
      if (i > 2_000) throw new Error(`the server never computed the run:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    await killed(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    const killedAt = Date.now();

    const second = await startServer(env);
    const readyAt = Date.now();
    let sim = await read(second);
    while (sim.status === 'Running') {
      if (Date.now() - readyAt > 60_000) throw new Error(`the run was not finished 60 s after the restart:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 50));
      sim = await read(second);
    }
    const doneAt = Date.now();
    expect(sim.status).toBe('Solved');
    expect(sim.events.map((e) => e.title)).toContain('Reintento');
    console.log(
      `server SIGKILLed mid-run (${target}): new server ready ${((readyAt - killedAt) / 1000).toFixed(1)} s after the kill; run Solved ${((doneAt - readyAt) / 1000).toFixed(1)} s after that (${((doneAt - killedAt) / 1000).toFixed(1)} s from the kill)`,
    );
  }, 240_000);
});
