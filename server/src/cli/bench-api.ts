/**
 * `npm run bench:api`: HTTP benchmark of the API with autocannon (docs/performance.md, section "API").
 *
 * For each database (embedded PGlite in a temporary DATA_DIR; then PostgreSQL when it answers) it starts the
 * compiled server (server/dist, as production runs it) on a fresh database, builds through the public API a
 * workspace with tenders and the engine benchmark's M tender (server/src/engine/bench-generator.ts), launches
 * it until Solved, and measures list, simulation GET, roster GET, parameter change and login: req/s at 10
 * connections for a fixed duration, and p50/p99 latency at a fixed rate. Launch is timed launch → Solved over
 * a few copies (each launch is a whole engine run and spends quota, so a req/s figure means nothing).
 *
 * Settings (environment): BENCH_SECONDS (5), BENCH_RATE (100), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432;
 * its database BENCH_PG_DB, default licita_bench, is dropped and recreated), BENCH_SKIP_PG=1.
 * Only 127.0.0.1 is ever contacted.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ReplyOf } from '../http/context.js';
import { Api, BENCH_LINES, createTender, launchAndWait, recreatePgDatabase } from './bench-api-tender.js';
import { autocannon, type CannonOptions, type CannonRequest, type CannonResult } from './autocannon.js';
import { removeTempDir, startCompiledServer, tempDir } from './compiled-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PG_DB = process.env.BENCH_PG_DB ?? 'licita_bench';
const HOST = '127.0.0.1';
const TENDERS = 40;
const LAUNCH_RUNS = 3;
const LOGIN_USERS = 10;
const LOGIN_PASSWORD = 'bench-login-password';

// ---------------------------------------------------------------- server processes, killed on exit (./compiled-server.ts)

/** The compiled server with `env` (bench:api builds it first). */
const startServer = (env: Record<string, string>) =>
  startCompiledServer(root, env, { readyMs: 120_000, buildHint: 'npm run bench:api lo hace' });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  operation: string;
  rps: number | null;
  /** req/s the fixed-rate run actually reached (below the rate when the server cannot keep up) */
  reached: number | null;
  p50: number | null;
  p99: number | null;
  non2xx: string;
  note?: string;
}

const statusSummary = (r: CannonResult, messages: Map<string, string>) => {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, v]) => `${v.count}×${code}${messages.has(code) ? ` "${messages.get(code)}"` : ''}`);
  const other = r.errors + r.timeouts ? [`${r.errors} errores${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`] : [];
  return [`${r.non2xx}`, ...(codes.length || other.length ? [`(${[...codes, ...other].join(', ')})`] : [])].join(' ');
};

const addCodes = (a: CannonResult, b: CannonResult): CannonResult => {
  const stats: Record<string, { count: number }> = {};
  for (const r of [a, b])
    for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) stats[k] = { count: (stats[k]?.count ?? 0) + v.count };
  return {
    ...a,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    statusCodeStats: stats,
  };
};

/** req/s at 10 connections for SECONDS, then p50/p99 at RATE req/s for SECONDS. */
async function measure(
  operation: string,
  base: Omit<CannonOptions, 'connections'>,
  throughput: Partial<CannonOptions> = {},
  fixed: Partial<CannonOptions> = {},
): Promise<Row> {
  // the server's message of each refused status (one example per status), to tell a 429 of the hash queue from the login limits
  const messages = new Map<string, string>();
  let lastResponse = 0;
  const onResponse = (status: number, body: string) => {
    lastResponse = performance.now();
    if (status >= 300 && !messages.has(String(status)))
      messages.set(String(status), String((JSON.parse(body || '{}') as { message?: string }).message ?? '').slice(0, 90));
  };
  base = { ...base, requests: base.requests?.map((r) => ({ ...r, onResponse })) };
  // a bounded `amount` replaces the duration (autocannon refuses an undefined one)
  const opts = (o: CannonOptions) => (o.amount ? (({ duration: _d, ...rest }) => rest)(o) : o);
  const started = performance.now();
  const t = await autocannon(opts({ ...base, connections: 10, duration: SECONDS, ...throughput }));
  const bounded = throughput.amount ? (t.requests.total * 1000) / (lastResponse - started) : null;
  const l = await autocannon(opts({ ...base, connections: 10, duration: SECONDS, overallRate: RATE, ...fixed }));
  // autocannon notices a reached `amount` only on its once-a-second tick, so a bounded run is timed to its last answer
  const perSecond = (r: CannonResult) => (r.requests.total * 1000) / (new Date(r.finish).getTime() - new Date(r.start).getTime());
  return {
    operation,
    rps: bounded ?? perSecond(t),
    reached: perSecond(l),
    p50: l.latency.p50,
    p99: l.latency.p99,
    non2xx: statusSummary(addCodes(t, l), messages),
  };
}

// ---------------------------------------------------------------- one database

interface DbRun {
  name: string;
  rows: Row[];
  notes: string[];
  loadStart: number[];
  loadEnd: number[];
}

async function benchDatabase(
  name: string,
  env: Record<string, string>,
  admin: { email: string; password: string },
  apiKey: string,
): Promise<DbRun> {
  const loadStart = os.loadavg();
  const notes: string[] = [];
  process.stderr.write(`\n[${name}] arrancando el servidor…\n`);
  const server = await startServer(env);
  try {
    const api = new Api(server.url, apiKey);
    await api.login(admin.email, admin.password);
    const workspaceId = (await api.call<{ id: string }[]>('GET', '/api/user/workspaces'))[0].id;
    process.stderr.write(`[${name}] preparando ${TENDERS} licitaciones y la simulación M por la API…\n`);
    const projects = await createProjects(api, workspaceId);
    const t0 = performance.now();
    const sim = await createTender(api, workspaceId, projects[0]);
    notes.push(
      `Set-up of the M simulation through the API (agreement, localities, centers, positions, shifts, tasks, surrogates, costs): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const launches = await timeLaunches(api, sim);
    const solved = launches.map((l) => l.solvedS).sort((a, b) => a - b);
    notes.push(
      `Launch (M, ${LAUNCH_RUNS} runs one after another, the original and copies): POST /launch answers in ${launches.map((l) => l.launchMs.toFixed(0)).join(', ')} ms; launch → GET shows Solved (polled every 100 ms) ${launches.map((l) => l.solvedS.toFixed(2)).join(', ')} s (median ${solved[Math.floor(solved.length / 2)].toFixed(2)} s)`,
    );
    // accounts for the login rows: several users, correct passwords (failures would lock them out)
    const users = Array.from({ length: LOGIN_USERS }, (_, i) => `bench-${i}-${Date.now()}@bench.local`);
    for (const email of users) await api.call('POST', '/api/auth/register', { email, password: LOGIN_PASSWORD });

    const headers = api.headers();
    const get = (path: string) => ({ url: `${server.url}${path}`, requests: [{ method: 'GET', path, headers }] });
    const rows: Row[] = [];
    process.stderr.write(`[${name}] midiendo…\n`);
    rows.push(
      await measure(`GET /api/project (page of 32 of ${TENDERS})`, get(`/api/project?workspace_id=${workspaceId}&limit=32`)),
    );
    rows.push(await measure('GET /api/simulation/{id} (M, solved)', get(`/api/simulation/${sim}`)));
    rows.push(await measure('GET /api/solution/{id}/roster (M)', get(`/api/solution/${sim}/roster`)));
    const body = await parameterBody(api, sim);
    rows.push(await measureParameterChanges(server.url, api.headers(true), sim, body));
    notes.push(await parameterChangesSeen(api, sim, body));
    rows.push(await measureLogin(server.url, apiKey, users));
    rows.push({
      operation: 'POST /api/simulation/{id}/launch (M)',
      rps: null,
      reached: null,
      p50: median(launches.map((l) => l.launchMs)),
      p99: null,
      non2xx: '0',
      note: `p50 of the ${LAUNCH_RUNS} POSTs; launch → Solved below`,
    });
    notes.push(targetsNote(rows[0], rows[1]));
    return { name, rows, notes, loadStart, loadEnd: os.loadavg() };
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** TENDERS tenders in the workspace; their ids. */
async function createProjects(api: Api, workspaceId: string): Promise<string[]> {
  const projects: string[] = [];
  for (let i = 0; i < TENDERS; i++)
    projects.push(
      (
        await api.call<{ id: string }>('POST', '/api/project', {
          name: `Licitación de prueba ${i + 1}`,
          workspace_id: workspaceId,
        })
      ).id,
    );
  return projects;
}

/** launch → Solved on the original and on copies, one after another (a run takes a core). */
async function timeLaunches(api: Api, sim: string): Promise<{ launchMs: number; solvedS: number }[]> {
  const launches: { launchMs: number; solvedS: number }[] = [];
  launches.push(await launchAndWait(api, sim));
  for (let i = 1; i < LAUNCH_RUNS; i++) {
    const copy = randomUUID();
    await api.call('POST', '/api/simulation/duplicate', { origin_simulation: sim, new_simulation: copy });
    launches.push(await launchAndWait(api, copy));
  }
  return launches;
}

/** A parameters body with that benefit and the solution's other parameters as stored. */
async function parameterBody(api: Api, sim: string): Promise<(benefit: number) => string> {
  const params = await api.call<ReplyOf<'getSolutionParameters'>>('GET', `/api/solution/${sim}/parameters`);
  return (benefit: number) =>
    JSON.stringify({
      absenteeism_rate: params.absenteeism_rate,
      benefit,
      material_costs: params.material_costs.map((m) => ({
        id: m.id,
        amount: m.amount,
        number_of_units: m.number_of_units,
        months_to_apply: m.months_to_apply,
      })),
    });
}

/** Parameter changes under load: two benefits alternate so each request really re-costs. */
async function measureParameterChanges(
  url: string,
  jsonHeaders: Record<string, string>,
  sim: string,
  body: (benefit: number) => string,
): Promise<Row> {
  const putParams = {
    url: `${url}/api/solution/${sim}/parameters`,
    requests: [6, 7].map((b) => ({
      method: 'PUT',
      path: `/api/solution/${sim}/parameters`,
      headers: jsonHeaders,
      body: body(b),
    })),
  };
  // one connection at a low rate for the latency: a second change while one is PENDING is refused (409)
  const paramRate = 5;
  const paramRow = await measure(
    'PUT /api/solution/{id}/parameters (M)',
    putParams,
    {},
    { connections: 1, overallRate: paramRate },
  );
  paramRow.note = `latency at ${paramRate} req/s on 1 connection (not ${RATE})`;
  return paramRow;
}

/** PUT → GET /simulation/{id} shows the new total, one change at a time: the note of the six changes. */
async function parameterChangesSeen(api: Api, sim: string, body: (benefit: number) => string): Promise<string> {
  const visible: number[] = [];
  const putLatency: number[] = [];
  const putStatus: string[] = [];
  const getsNeeded: number[] = [];
  let last = (await api.call<{ results: { total_cost: number } }>('GET', `/api/simulation/${sim}`)).results.total_cost;
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    const answer = await api.call<{ status: string }>('PUT', `/api/solution/${sim}/parameters`, JSON.parse(body(10 + i)));
    putLatency.push(performance.now() - t);
    putStatus.push(answer.status);
    for (let gets = 1; ; gets++) {
      const now = (await api.call<{ results: { total_cost: number } }>('GET', `/api/simulation/${sim}`)).results.total_cost;
      if (now !== last) {
        getsNeeded.push(gets);
        last = now;
        break;
      }
      if (performance.now() - t > 60_000)
        throw new Error(`el cambio de parámetros no se vio en 60 s (respuesta ${answer.status})`);
      await sleep(answer.status === 'FINISHED' ? 0 : 20);
    }
    visible.push(performance.now() - t);
  }
  return `Parameter change, one at a time (6 changes): PUT answers in ${putLatency.map((x) => x.toFixed(0)).join(', ')} ms (median ${median(putLatency).toFixed(0)}; answers ${[...new Set(putStatus)].join('/')}); PUT → GET /simulation/{id} shows the new total: median ${median(visible).toFixed(0)} ms, max ${Math.max(...visible).toFixed(0)} ms (the GETs that took, its own included: ${getsNeeded.join(', ')})`;
}

/** Login: argon2 on purpose; a few connections and a bounded count, every user with the right password. */
async function measureLogin(url: string, apiKey: string, users: readonly string[]): Promise<Row> {
  // round robin over the users across all connections: every connection starting on the same user would put
  // more than 5 of its attempts in flight at once, and in-flight attempts count against the e-mail's limit
  let nextUser = 0;
  const loginReq = [
    {
      method: 'POST',
      path: '/api/auth/token',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      setupRequest: (req: CannonRequest) => ({
        ...req,
        body: JSON.stringify({ email: users[nextUser++ % users.length], password: LOGIN_PASSWORD }),
      }),
    },
  ];
  const loginRate = 4;
  const login = await measure(
    'POST /api/auth/token (argon2)',
    { url: `${url}/api/auth/token`, requests: loginReq },
    { connections: 10, amount: 60 },
    { connections: 4, amount: 40, overallRate: loginRate },
  );
  login.note = `bounded: 60 requests on 10 connections; latency: 40 requests at ${loginRate} req/s on 4 connections`;
  return login;
}

/** The simulation's GET against the list's: throughput and p99 ratios and their targets. */
function targetsNote(list: Row, simGet: Row): string {
  const tr = simGet.rps! / list.rps!;
  const pr = simGet.p99! / list.p99!;
  return `GET /simulation/{id} ÷ GET /project: throughput ${tr.toFixed(2)}× (target ≥ 0.5×: ${tr >= 0.5 ? 'met' : 'NOT met'}); p99 at ${RATE} req/s ${pr.toFixed(2)}× (target ≤ 3×: ${pr <= 3 ? 'met' : 'NOT met'})`;
}

// ---------------------------------------------------------------- output

const fmt = (n: number | null, d = 0) =>
  n === null ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function print(run: DbRun) {
  const out = [
    `### ${run.name}`,
    '',
    `Load average (1, 5, 15 min) at the start ${run.loadStart.map((l) => l.toFixed(2)).join(', ')}; at the end ${run.loadEnd.map((l) => l.toFixed(2)).join(', ')}`,
    '',
    `| operation | req/s at 10 connections (${SECONDS} s) | p50 ms at ${RATE} req/s | p99 ms at ${RATE} req/s | req/s reached in that run | non-2xx (both runs) | note |`,
    '|---|---:|---:|---:|---:|---|---|',
    ...run.rows.map(
      (r) =>
        `| ${r.operation} | ${fmt(r.rps, 1)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.reached, 1)} | ${r.non2xx} | ${r.note ?? ''} |`,
    ),
    '',
    ...run.notes.map((n) => `- ${n}`),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

async function pgAnswers(): Promise<boolean> {
  // the bench only ever talks to this machine
  if (new URL(PG_URL).hostname !== HOST) throw new Error(BENCH_LINES.wrongPgHost(HOST));
  const c = new pg.Client({ connectionString: `${PG_URL}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function main() {
  const cpus = os.cpus();
  process.stdout.write(
    `Machine: ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  process.stdout.write(
    `Method: autocannon; req/s at 10 connections for ${SECONDS} s; p50/p99 at ${RATE} req/s (overallRate, 10 connections) for ${SECONDS} s; compiled server (node server/dist/main.js, NODE_ENV=production, LOG_LEVEL=warn) on 127.0.0.1\n\n`,
  );
  const runs: DbRun[] = [];
  const dataDir = tempDir('licita-bench-api-');
  try {
    const run = await benchDatabase(
      'PGlite (embedded)',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { email: 'admin@demo.local', password: 'demo1234' },
      'licita-dev-key',
    );
    print(run);
    runs.push(run);
  } finally {
    removeTempDir(dataDir);
  }
  if (process.env.BENCH_SKIP_PG === '1') process.stdout.write('PostgreSQL skipped (BENCH_SKIP_PG=1)\n');
  else if (!(await pgAnswers()))
    process.stdout.write(`PostgreSQL skipped: nothing answers at ${PG_URL.replace(/\/\/[^@]*@/, '//')}\n`);
  else {
    await recreatePgDatabase(PG_URL, PG_DB, HOST);
    const pgDataDir = tempDir('licita-bench-api-pg-');
    const admin = { email: 'bench-admin@bench.local', password: 'Banco-de-pruebas-2026' };
    try {
      const run = await benchDatabase(
        'PostgreSQL',
        {
          DATA_DIR: pgDataDir,
          DATABASE_URL: `${PG_URL}/${PG_DB}`,
          API_KEYS: 'bench-api-key',
          JWT_SECRET: randomUUID() + randomUUID(),
          SEED_ADMIN_EMAIL: admin.email,
          SEED_ADMIN_PASSWORD: admin.password,
        },
        admin,
        'bench-api-key',
      );
      print(run);
      runs.push(run);
    } finally {
      removeTempDir(pgDataDir);
    }
  }
  process.stdout.write(`${BENCH_LINES.loadAtEnd()}\n`);
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
