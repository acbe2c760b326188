/**
 * `npm run bench:scale`: the server on a database of many companies (docs/performance.md, "Data at scale").
 *
 * 1. Seeds a database through the repositories' batch functions (./bench-scale-seed.ts): at `--scale 1` 1,000
 *    workspaces, 5,000 users, 20,000 tenders and 100,000 simulations (70 % S, 27 % M, 3 % L; 60 % solved with
 *    solution and events, 30 % never launched, 10 % in error), every one with the inputs of a real simulation of
 *    its size; three template simulations (S, M, L) are stored through the API and solved once, and their
 *    solutions and events are copied. PostgreSQL (database BENCH_SCALE_DB, default licita_scale, dropped and
 *    recreated) or, with `--pglite`, embedded PGlite (default scale 0.02).
 * 2. Captures every statement behind each measured request and runs it under EXPLAIN (ANALYZE, BUFFERS),
 *    flagging sequential scans of large tables (./bench-scale-plans.ts).
 * 3. Starts the compiled server on that database and measures each request with autocannon: req/s at 10
 *    connections, p50/p99 at a fixed rate (./bench-scale-load.ts).
 *
 * Flags: --scale N (1), --pglite, --seconds N (5), --rate N (100), --reuse (measure the database seeded by the
 * last run again: its ids are kept in the system's temporary folder), --skip-plans, --plans-only.
 * Only 127.0.0.1 is ever contacted.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { vacuumAnalyze, tableRows } from '../db/statements';
import { openDatabase } from '../db/connect';
import { prepareDatabase } from '../server';
import { buildApp } from '../app';
import { createPasswordHasher } from '../auth/passwords';
import { Api, createTender, launchAndWait, recreatePgDatabase, BENCH_LINES } from './bench-api-tender.js';
import {
  countsAt,
  seedAccounts,
  seedSimulations,
  seedTenders,
  type SeedSize,
  type SeededSimulations,
} from './bench-scale-seed.js';
import { QueryCapture, explain, type Plan } from './bench-scale-plans.js';
import { measure, type LoadRow } from './bench-scale-load.js';
import { startCompiledServer } from './compiled-server.js';
import type { CannonRequest } from './autocannon.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '100' },
    reuse: { type: 'boolean', default: false },
    'skip-plans': { type: 'boolean', default: false },
    'plans-only': { type: 'boolean', default: false },
  },
});
const PGLITE = flags.pglite!;
const SCALE = Number(flags.scale ?? (PGLITE ? 0.02 : 1));
const SECONDS = Number(flags.seconds);
const RATE = Number(flags.rate);
const HOST = '127.0.0.1';
const PG_URL = process.env.BENCH_PG_URL ?? `postgres://postgres@${HOST}:5432`;
const PG_DB = process.env.BENCH_SCALE_DB ?? 'licita_scale';
const API_KEY = 'bench-scale-key';
const PASSWORD = 'bench-scale-password';
const STATE = join(os.tmpdir(), `licita-bench-scale-${PGLITE ? 'pglite' : 'pg'}.json`);
const log = (line: string) => process.stderr.write(`${line}\n`);
const out = (line = '') => process.stdout.write(`${line}\n`);

/** What a run seeded, kept for `--reuse`. */
interface Seeded {
  scale: number;
  dataDir: string;
  email: string;
  workspaces: string[];
  templates: Record<SeedSize, string>;
  sims: SeededSimulations['bySize'];
  seconds: { accounts: number; templates: number; simulations: number; analyze: number; total: number };
  counts: Record<string, number>;
}

const secondsSince = (t: number) => (performance.now() - t) / 1000;

async function seed(db: Parameters<typeof seedAccounts>[0], api: Api, dataDir: string): Promise<Seeded> {
  const counts = countsAt(SCALE);
  const now = new Date();
  const t0 = performance.now();
  log(`Sembrando ${JSON.stringify(counts)}…`);
  const hash = await createPasswordHasher().hash(PASSWORD);
  const accounts = await seedAccounts(db, counts, hash, now);
  const tenders = await seedTenders(db, accounts.workspaces, counts.tenders, now);
  const tAccounts = secondsSince(t0);
  log(`  cuentas y licitaciones: ${tAccounts.toFixed(1)} s; plantillas S, M, L por la API…`);
  const t1 = performance.now();
  await api.login(accounts.users[0].email, PASSWORD);
  const templates = {} as Record<SeedSize, string>;
  for (const [i, size] of (['S', 'M', 'L'] as const).entries()) {
    const workspace = accounts.workspaces[i];
    const project = (
      await api.call<{ id: string }>('POST', '/api/project', { name: `Plantilla ${size}`, workspace_id: workspace })
    ).id;
    templates[size] = await createTender(api, workspace, project, size);
    const run = await launchAndWait(api, templates[size]);
    log(`  plantilla ${size}: resuelta en ${run.solvedS.toFixed(1)} s`);
  }
  const tTemplates = secondsSince(t1);
  const t2 = performance.now();
  const sims = await seedSimulations(db, tenders, counts.simulations, templates, now, log, PGLITE ? 0.1 : 1);
  const tSims = secondsSince(t2);
  const t3 = performance.now();
  await vacuumAnalyze(db);
  const tAnalyze = secondsSince(t3);
  const mine = new Set<string>(accounts.workspaces.slice(0, 3));
  const keep = (list: { id: string; workspace_id: string }[]) => list.filter((s) => mine.has(s.workspace_id)).slice(0, 2000);
  const bySize = Object.fromEntries(
    Object.entries(sims.bySize).map(([k, v]) => [k, { solved: keep(v.solved), stopped: keep(v.stopped) }]),
  ) as SeededSimulations['bySize'];
  return {
    scale: SCALE,
    dataDir,
    email: accounts.users[0].email,
    workspaces: accounts.workspaces.slice(0, 3),
    templates,
    sims: bySize,
    seconds: { accounts: tAccounts, templates: tTemplates, simulations: tSims, analyze: tAnalyze, total: secondsSince(t0) },
    counts,
  };
}

interface Operation {
  name: string;
  /** What the fixed-rate and throughput runs send. */
  requests: (headers: Headers) => CannonRequest[];
  /** One request for the plans (through the in-process app). */
  once: (api: Api) => Promise<unknown>;
  read: boolean;
  amount?: number;
  note?: string;
}

/** The operations the targets name (found by name in the results: rows are added over time). */
const LIST = 'GET /api/project (largest workspace, page of 32)';
const SEARCH = 'GET /api/project?search_string=avila (largest workspace)';
const ROSTER = 'GET /api/solution/{id}/roster (M)';

type Headers = { plain: Record<string, string>; json: Record<string, string> };

/** A GET measured as the page repeats it (its first answer outside the figures). */
const readOperation = (name: string, path: string): Operation => ({
  name,
  requests: (h) => [{ method: 'GET', path, headers: h.plain }],
  once: (a) => a.call('GET', path),
  read: true,
});

/** Requests over `list`, each for the next of its ids (from a random start), with a body made for that id if given. */
const rotating =
  (list: { id: string }[], path: (id: string) => string, method: string, body?: (id: string) => string) => (h: Headers) => {
    let next = Math.floor(Math.random() * list.length); // another start each run: a database measured again has used some
    return [
      {
        method,
        headers: body ? h.json : h.plain,
        setupRequest: (req: CannonRequest) => {
          const id = list[next++ % list.length].id;
          return { ...req, path: path(id), ...(body ? { body: body(id) } : {}) };
        },
      },
    ];
  };

function operations(s: Seeded): Operation[] {
  const ws = s.workspaces[0];
  const poll = s.sims.M.solved[0].id;
  return [
    readOperation(LIST, `/api/project?workspace_id=${ws}&limit=32`),
    readOperation(SEARCH, `/api/project?workspace_id=${ws}&limit=32&search_string=avila`),
    readOperation("GET /api/simulation/{id} (M, solved: the page's read and poll)", `/api/simulation/${poll}`),
    readOperation(
      'GET /api/simulation/{id}/events (M, solved: the newest page of Progreso)',
      `/api/simulation/${poll}/events?limit=50`,
    ),
    readOperation(ROSTER, `/api/solution/${poll}/roster`),
    readOperation('GET /api/workspace/{id} (quota)', `/api/workspace/${ws}`),
    parameterOperation(s.sims.M.solved),
    launchOperation(s.sims.S.stopped),
  ];
}

/** A parameter change (a re-cost) of a different solved M simulation each request. */
function parameterOperation(m: { id: string }[]): Operation {
  const params = (benefit: number) => JSON.stringify({ absenteeism_rate: 4, benefit, material_costs: [] });
  return {
    name: 'PUT /api/solution/{id}/parameters (M, re-cost)',
    requests: rotating(
      m.slice(1),
      (id) => `/api/solution/${id}/parameters`,
      'PUT',
      () => params(5 + Math.floor(Math.random() * 5)),
    ),
    once: (a) => a.call('PUT', `/api/solution/${m[1].id}/parameters`, JSON.parse(params(9))),
    read: false,
    note: `a different solved M simulation each request (${m.length - 1})`,
  };
}

/** A launch of a different never-launched S simulation each request (bounded: each one queues a run). */
function launchOperation(stopped: { id: string }[]): Operation {
  return {
    name: 'POST /api/simulation/{id}/launch (S, queueing)',
    requests: rotating(stopped.slice(1), (id) => `/api/simulation/${id}/launch`, 'POST'),
    // the first one not launched yet (a database measured again has launched some)
    once: async (a) => {
      for (const { id } of stopped) {
        const answer = await a.call<{ status?: string; message?: string }>(
          'POST',
          `/api/simulation/${id}/launch`,
          undefined,
          [200, 409],
        );
        if (answer?.status) return; // launched (a 409 answers only a message)
      }
    },
    read: false,
    amount: Math.min(200, Math.floor((stopped.length - 1) / 2)),
    note: 'bounded: each request launches a different never-launched S simulation',
  };
}

interface OperationPlans {
  name: string;
  plans: Plan[];
}

async function capturePlans(
  db: Parameters<typeof explain>[0],
  capture: QueryCapture,
  api: Api,
  ops: Operation[],
): Promise<OperationPlans[]> {
  const rows = await tableRows(db);
  const result: OperationPlans[] = [];
  for (const op of ops) {
    // a read is planned as the page repeats it: after a first request (which may build and store what later ones reuse)
    if (op.read) await op.once(api);
    const queries = await capture.during(() => op.once(api));
    const plans: Plan[] = [];
    for (const q of queries) plans.push(await explain(db, q, rows));
    result.push({ name: op.name, plans });
  }
  return result;
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** A statement (its first 600 characters) and its plan under a heading. */
function printPlan(title: string, p: Plan): void {
  out(`##### ${title}`);
  out();
  out('```');
  out(p.sql.length > 600 ? `${p.sql.slice(0, 600)}…` : p.sql);
  out(p.text);
  out('```');
  out();
}

function printPlans(all: OperationPlans[]) {
  out('#### Query plans (EXPLAIN ANALYZE of every statement behind one request)');
  out();
  out('| operation | statements | their execution time, ms (sum) | slowest statement, ms | sequential scans of large tables |');
  out('|---|---:|---:|---:|---|');
  for (const o of all) {
    const sum = o.plans.reduce((a, p) => a + (p.ms || 0), 0);
    const slowest = Math.max(0, ...o.plans.map((p) => p.ms || 0));
    const scans = o.plans.flatMap((p) => p.seqScans.map((s) => `${s.table} (${fmt(s.rows)} rows)`));
    out(
      `| ${o.name} | ${o.plans.length} | ${fmt(sum, 2)} | ${fmt(slowest, 2)} | ${scans.length ? `**${[...new Set(scans)].join(', ')}**` : 'none'} |`,
    );
  }
  out();
  for (const o of all)
    for (const p of o.plans.filter((x) => x.seqScans.length)) {
      printPlan(`${o.name}: a sequential scan of ${p.seqScans.map((x) => x.table).join(', ')} (${fmt(p.ms, 2)} ms)`, p);
    }
}

function printSlowestPlans(all: OperationPlans[], rows: LoadRow[]) {
  const reads = rows.filter(
    (r) => all.some((o) => o.name === r.operation) && !r.operation.startsWith('PUT') && !r.operation.startsWith('POST'),
  );
  const slowest = [...reads].sort((a, b) => b.p50 - a.p50).slice(0, 3);
  for (const r of slowest) {
    const o = all.find((x) => x.name === r.operation)!;
    const p = [...o.plans].sort((a, b) => (b.ms || 0) - (a.ms || 0))[0];
    if (!p) continue;
    printPlan(`${r.operation}: p50 ${fmt(r.p50)} ms; its slowest statement (${fmt(p.ms, 2)} ms)`, p);
  }
}

async function coldRosterReads(api: Api, sims: { id: string }[]): Promise<number[]> {
  const times: number[] = [];
  for (const s of sims) {
    const t = performance.now();
    await api.call('GET', `/api/solution/${s.id}/roster`);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const cpus = os.cpus();
  out(
    `Machine: ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average at the start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  out(
    `Database: ${PGLITE ? 'PGlite (embedded)' : `PostgreSQL (${PG_DB})`}; scale ${SCALE}${flags.reuse ? ' (reused: seeded by an earlier run)' : ''}`,
  );
  const { seeded: s, plans, dataDir, databaseUrl } = await seedAndPlan();
  printSeeding(s);
  if (plans.length) printPlans(plans);
  if (flags['plans-only']) return;

  log('Servidor compilado…');
  const server = await startCompiledServer(root, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    API_KEYS: API_KEY,
    JWT_SECRET: randomUUID() + randomUUID(),
  });
  let measured: { rows: LoadRow[]; cold: number[] };
  try {
    measured = await measureRequests(server.url, s);
  } finally {
    await server.stop();
  }
  printRequests(measured.rows, measured.cold);
  if (plans.length) printSlowestPlans(plans, measured.rows);
  if (PGLITE && dataDir && !flags.reuse)
    log(`Datos PGlite en ${dataDir} (bórralo cuando no lo necesites; --reuse lo vuelve a medir)`);
}

/**
 * The database seeded (or the last run's, with --reuse) through the in-process app, whose queries are captured
 * for the plans (unless --skip-plans).
 */
async function seedAndPlan(): Promise<{
  seeded: Seeded;
  plans: OperationPlans[];
  dataDir: string;
  databaseUrl: string | undefined;
}> {
  let seeded: Seeded | null = flags.reuse ? (JSON.parse(readFileSync(STATE, 'utf8')) as Seeded) : null;
  if (!seeded) {
    if (!PGLITE) await recreatePgDatabase(PG_URL, PG_DB, HOST);
  }
  // the database (PGlite) and the stored files of both the in-process app and the compiled server
  const dataDir = seeded?.dataDir ?? mkdtempSync(join(os.tmpdir(), 'licita-bench-scale-'));
  process.env.DATA_DIR = dataDir;
  const databaseUrl = PGLITE ? undefined : `${PG_URL}/${PG_DB}`;
  const handle = await openDatabase({ databaseUrl, dataDir });
  await prepareDatabase(handle);
  const capture = new QueryCapture();
  const app = await buildApp({
    database: { ...handle, db: handle.db.withPlugin(capture.plugin(handle.db)) },
    apiKeys: [API_KEY],
    jwtSecret: randomUUID(),
    uiDir: null,
    logger: false,
  });
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address() as { port: number };
  const api = new Api(`http://${HOST}:${address.port}`, API_KEY);
  let plans: OperationPlans[] = [];
  try {
    if (!seeded) {
      seeded = await seed(handle.db, api, dataDir);
      writeFileSync(STATE, JSON.stringify(seeded));
    }
    await api.login(seeded.email, PASSWORD);
    if (!flags['skip-plans']) {
      log('Planes de las consultas…');
      plans = await capturePlans(handle.db, capture, api, operations(seeded));
    }
  } finally {
    await app.close();
    await handle.close();
  }
  return { seeded, plans, dataDir, databaseUrl };
}

function printSeeding(s: Seeded): void {
  out(
    `Seeded: ${Object.entries(s.counts)
      .map(([k, v]) => `${fmt(v)} ${k}`)
      .join(', ')} (scale ${s.scale})`,
  );
  out(
    `Seeding time: ${fmt(s.seconds.total, 1)} s in all — workspaces, users and tenders ${fmt(s.seconds.accounts, 1)} s; the three template simulations stored and solved through the API ${fmt(s.seconds.templates, 1)} s; the simulations with inputs, runs, events and solutions ${fmt(s.seconds.simulations, 1)} s; VACUUM ANALYZE ${fmt(s.seconds.analyze, 1)} s`,
  );
  out();
}

/** Against the compiled server: the cold roster reads, then each operation under load. */
async function measureRequests(url: string, s: Seeded): Promise<{ rows: LoadRow[]; cold: number[] }> {
  const rows: LoadRow[] = [];
  const remote = new Api(url, API_KEY);
  await remote.login(s.email, PASSWORD);
  const cold = await coldRosterReads(remote, s.sims.M.solved.slice(-20));
  const headers = { plain: remote.headers(), json: remote.headers(true) };
  for (const op of operations(s)) {
    log(`  ${op.name}`);
    // one request first, outside the figures (a read's first answer may build and store what later ones reuse)
    if (op.read) await op.once(remote);
    const row = await measure(op.name, url, op.requests(headers), { seconds: SECONDS, rate: RATE, amount: op.amount });
    row.note = op.note;
    rows.push(row);
  }
  return { rows, cold };
}

/** The requests' table, the cold reads and the targets. */
function printRequests(rows: LoadRow[], cold: number[]): void {
  out(
    `#### Requests (autocannon; req/s at 10 connections for ${SECONDS} s, p50/p99 at ${RATE} req/s on 10 connections for ${SECONDS} s; compiled server)`,
  );
  out();
  out(
    `| operation | req/s at 10 connections | p50 ms at ${RATE} req/s | p99 ms at ${RATE} req/s | req/s reached in that run | non-2xx (both runs) | note |`,
  );
  out('|---|---:|---:|---:|---:|---|---|');
  for (const r of rows)
    out(
      `| ${r.operation} | ${fmt(r.rps, 1)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.reached, 1)} | ${r.non2xx} | ${r.note ?? ''} |`,
    );
  out();
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? NaN;
  out(
    `- First read of the roster of ${cold.length} M solutions never read before (sequential): median ${fmt(median(cold))} ms, max ${fmt(Math.max(...cold))} ms`,
  );
  const rowOf = (name: string) => rows.find((r) => r.operation === name)!;
  const [list, search, roster] = [rowOf(LIST), rowOf(SEARCH), rowOf(ROSTER)];
  const reads = rows.filter((r) => r.operation.startsWith('GET'));
  out(
    `- Targets: reads p99 ≤ 150 ms at ${RATE} req/s: ${
      reads.every((r) => r.p99 <= 150)
        ? 'met'
        : `NOT met (${reads
            .filter((r) => r.p99 > 150)
            .map((r) => `${r.operation} ${fmt(r.p99)} ms`)
            .join('; ')})`
    }; tender search p50 ≤ 50 ms: ${search.p50 <= 50 ? 'met' : 'NOT met'} (${fmt(search.p50)} ms); roster ≥ 0.5× the list's throughput: ${roster.rps >= 0.5 * list.rps ? 'met' : 'NOT met'} (${(roster.rps / list.rps).toFixed(2)}×)`,
  );
  out(`- ${BENCH_LINES.loadAtEnd()}`);
  out();
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
