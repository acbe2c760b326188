// `npm run bench:start`: how long the server takes to be ready, and how much memory it holds once ready, run
// from the TypeScript sources (development: tsx) and from the compiled bundle (production: plain node).
// Each mode starts RUNS times on a database migrated beforehand (the embedded one, and PostgreSQL when
// BENCH_DATABASE_URL is set), so the figure is the process's own start (loading code, opening the database,
// starting the queue), not the first migration. Needs `npm run build` first (server/dist and ui/dist).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const MODES = {
  'desarrollo (tsx)': [process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], 'development'],
  'producción (node server/dist)': [process.execPath, [join(root, 'server/dist/main.js')], 'production'],
};

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function startOnce([command, args, nodeEnv], dataDir, database) {
  const port = await freePort();
  const started = performance.now();
  const env = { ...process.env, NODE_ENV: nodeEnv, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...database };
  const child = spawn(command, args, { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode})`);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500)); // let start-up garbage settle before reading memory
  const memory = rssMb(child.pid);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { seconds, memory };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Node ${process.version}, ${RUNS} arranques por modo, carga media ${loadavg()[0].toFixed(2)} al empezar`);
console.log('| base de datos | modo | listo en (s, mediana) | mín–máx (s) | memoria al estar listo (MB, mediana) |');
console.log('|---|---|---:|---:|---:|');
const databases = { embebida: () => ({ DATABASE_URL: '' }) };
if (process.env.BENCH_DATABASE_URL) {
  // a schema of its own per mode, dropped by hand if wanted (bench_start_*)
  databases.PostgreSQL = (mode) => ({
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATABASE_SCHEMA: `bench_start_${mode.includes('tsx') ? 'dev' : 'prod'}_${process.pid}`,
    API_KEYS: 'bench-key',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SEED_ADMIN_EMAIL: 'bench@bench.local',
    SEED_ADMIN_PASSWORD: 'Andamio-largo-2031',
  });
}
for (const [dbName, database] of Object.entries(databases)) {
  for (const [name, mode] of Object.entries(MODES)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'licita-bench-start-'));
    try {
      await startOnce(mode, dataDir, database(name)); // migrates and seeds: not counted
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce(mode, dataDir, database(name)));
      const s = runs.map((r) => r.seconds);
      console.log(
        `| ${dbName} | ${name} | ${median(s).toFixed(2)} | ${Math.min(...s).toFixed(2)}–${Math.max(...s).toFixed(2)} | ${median(runs.map((r) => r.memory)).toFixed(0)} |`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(`carga media ${loadavg()[0].toFixed(2)} al terminar`);
