/**
 * `npm run bench:engine [-- --sizes S,M,L,XL] [--repeat 3] [--write] [--json]`
 *
 * `--repeat N` runs every size N times (XL three times is the issue's measure), each row with the machine's load
 * average when it started; `--write` puts the table and the decision tools' figures in docs/performance.md between
 * its `bench:engine` markers (the one performance table; the README links to it).
 *
 * `npm run bench:engine` builds the server (scripts/build-server.mjs) and runs this file compiled
 * (server/dist/bench-engine.js, with `--enable-source-maps`), as production runs the engine; through tsx
 * (`npx tsx server/src/cli/bench-engine.ts`) the same figures come out with the TypeScript loader's time and memory
 * added (docs/performance.md, the section on XL time and memory).
 *
 * Generates the deterministic tenders of `bench-generator.ts`, runs the whole calculation on each (in a
 * child process of its own, started as this one was, so that peak memory is that size's), and prints one table row a size:
 * centers, surrogates, shifts+tasks, seconds, peak memory, new FTE, the two lower bounds in FTE (hours bound,
 * block bound) with the ratio to each, total cost and the cost gap to each bound. Seconds are the engine's (document → results, validation included); HiGHS
 * is loaded and warmed up (one small simulation of another seed) before the clock starts, and that one-off
 * cold start is printed beside the table.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';
import { writeBenchBlock } from './docs-block.js';
import { bidScore, simulate, comparisonCells, comparisonFigures, parseResults } from '@licita/domain';
import { HighsSolver } from '../engine/highs-solver.js';
import { limitHeapGrowth } from '../engine/heap-growth.js';
import { BENCH_SIZES, generateTender, type BenchSize } from '../engine/bench-generator.js';

export interface BenchRow {
  size: BenchSize;
  centers: number;
  surrogates: number;
  items: number;
  blocks: number;
  groups: number;
  milp_groups: number;
  optimal_groups: number;
  seconds: number;
  /** CPU time (user + system) of the run: less sensitive than wall time to other load on the machine */
  cpu_seconds: number;
  peak_mb: number;
  new_fte: number;
  lb_fte: number;
  ratio: number | null;
  /** the block bound (docs/engine-model.md): whole blocks within the agreement's daily and weekly limits */
  block_lb_fte: number;
  block_ratio: number | null;
  total_cost: number;
  cost_gap: number;
  block_cost_gap: number;
  uncovered: number;
  violations: number;
  highs_load_seconds: number;
  /** seconds and CPU seconds of the staffing explanations (part of `seconds` and `cpu_seconds`) */
  explain_seconds: number;
  explain_cpu_seconds: number;
  /** milliseconds to show the comparison of four copies of this size's results (see comparisonBenchMs) */
  comparison_ms: number;
  /** the machine's load average (1 min) when this run started, set by the parent */
  load_1m?: number;
}

/**
 * The comparison page once its data has arrived: four columns of this size's results as the API sends them (JSON
 * text) read, decoded (parseResults), turned into the figures and every cell's text with its difference, as
 * ComparisonView does before React writes the ~25 rows. Milliseconds, the mean of 5 after one warm-up.
 */
export function comparisonBenchMs(results: unknown): number {
  const bodies = [0, 1, 2, 3].map((i) =>
    JSON.stringify({ ...(results as object), total_cost: (results as { total_cost: number }).total_cost + i }),
  );
  const show = () => {
    const columns = bodies.map((b) => {
      const parsed = parseResults(JSON.parse(b));
      if (parsed.kind !== 'ok') throw new Error('bench: results not readable');
      return parsed.results;
    });
    return comparisonFigures(columns).map(comparisonCells);
  };
  show();
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) show();
  return (performance.now() - t0) / 5;
}

export async function runOne(size: BenchSize): Promise<BenchRow> {
  const doc = generateTender(size);
  const solver = new HighsSolver();
  // cold start: HiGHS WebAssembly load and JIT warm-up on a small tender of another seed, timed apart
  const h0 = performance.now();
  await simulate(generateTender('S', 7), { clock: () => Date.now(), solver });
  const highsLoad = (performance.now() - h0) / 1000;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let explainSeconds = 0;
  let explainCpu = 0;
  let e0 = 0;
  let ec0 = process.cpuUsage();
  const onPhase = (_: string, edge: 'start' | 'end') => {
    if (edge === 'start') {
      e0 = performance.now();
      ec0 = process.cpuUsage();
      return;
    }
    explainSeconds = (performance.now() - e0) / 1000;
    const c = process.cpuUsage(ec0);
    explainCpu = (c.user + c.system) / 1e6;
  };
  const out = await simulate(doc, { clock: () => Date.now(), solver, onPhase });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  const spec = BENCH_SIZES[size];
  return {
    size,
    centers: spec.centers,
    surrogates: spec.surrogates,
    items: (doc.fixed_work_shifts as unknown[]).length + (doc.variable_works as unknown[]).length,
    blocks: out.lower_bound.groups.reduce((a, g) => a + g.jobs, 0),
    groups: out.lower_bound.groups.length,
    milp_groups: out.lower_bound.groups.filter((g) => g.method === 'milp').length,
    optimal_groups: out.lower_bound.groups.filter((g) => g.optimal).length,
    seconds,
    cpu_seconds: (cpu.user + cpu.system) / 1e6,
    peak_mb: process.resourceUsage().maxRSS / 1024,
    new_fte: out.lower_bound.new_fte,
    lb_fte: out.lower_bound.lb_fte,
    ratio: out.lower_bound.ratio,
    block_lb_fte: out.lower_bound.block_lb_fte,
    block_ratio: out.lower_bound.block_ratio,
    total_cost: out.results.total_cost,
    cost_gap: out.lower_bound.cost_gap,
    block_cost_gap: out.lower_bound.block_cost_gap,
    uncovered: out.roster.uncovered.length,
    violations: out.validation.length,
    highs_load_seconds: highsLoad,
    explain_seconds: explainSeconds,
    explain_cpu_seconds: explainCpu,
    comparison_ms: comparisonBenchMs(out.results),
  };
}

function runChild(size: BenchSize): Promise<BenchRow> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    const child = spawn(process.execPath, [...process.execArgv, script, '--child', size], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench ${size}: exit ${code}`));
      const last = out.trim().split('\n').pop()!;
      resolve(JSON.parse(last) as BenchRow);
    });
  });
}

const fmt = (n: number, d = 2) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function table(rows: BenchRow[]): string {
  const head =
    '| size | load (1 min) | centers | surrogates | shifts+tasks | blocks/week | groups (MILP, proved optimal) | seconds | CPU seconds | peak memory (MB) | new FTE | lower-bound FTE | ratio | block-bound FTE | ratio to it | total cost (€) | cost gap | cost gap to block bound | uncovered | validator |';
  const sep = '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.size} | ${r.load_1m === undefined ? '—' : fmt(r.load_1m)} | ${r.centers} | ${r.surrogates} | ${r.items} | ${r.blocks} | ${r.groups} (${r.milp_groups}, ${r.optimal_groups}) | ${fmt(r.seconds, 3)} | ${fmt(r.cpu_seconds, 3)} | ${fmt(r.peak_mb, 0)} | ${fmt(r.new_fte)} | ${fmt(r.lb_fte)} | ${r.ratio === null ? '—' : fmt(r.ratio, 4)} | ${fmt(r.block_lb_fte)} | ${r.block_ratio === null ? '—' : fmt(r.block_ratio, 4)} | ${fmt(r.total_cost)} | ${fmt(r.cost_gap * 100, 2)} % | ${fmt(r.block_cost_gap * 100, 2)} % | ${r.uncovered} | ${r.violations === 0 ? 'valid' : `${r.violations} violations`} |`,
  );
  return [head, sep, ...lines].join('\n');
}

/**
 * The price score's worst case: 50 competitors, one of them unbeatable, so that the search of win_price_max tries
 * every hundredth of a point down to C (10,000 candidates, each re-scoring all 51 offers) and the curve has 100
 * points. Milliseconds per call, the mean of 20 after one warm-up.
 */
export function scoreBenchMs(): number {
  const competitors = Array.from({ length: 50 }, (_, i) => ({
    name: `Competidor ${i + 1}`,
    price: 700000 + i * 5000,
    technical_points: i === 0 ? 100 : 20 + (i % 15),
  }));
  const call = () => bidScore(1000000, 800000, 0.01, 0, { max_points: 60, formula: 'power', exponent: 0.5 }, 30, competitors);
  call();
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) call();
  return (performance.now() - t0) / 20;
}

/** The issue's budgets (docs/performance.md, "Against the targets"). */
const TARGETS = { xlSeconds: 6, xlPeakMb: 400, scoreMs: 50, comparisonMs: 1000 };
const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const verdict = (ok: boolean) => (ok ? 'cumplido' : 'NO cumplido');

/** The lines under the table: the decision tools' figures and each budget with whether this run met it. */
export function budgetLines(rows: BenchRow[], scoreMs: number): string[] {
  const xl = rows.filter((r) => r.size === 'XL');
  const largest = rows[rows.length - 1];
  const lines = [
    `Puntuación económica con 50 competidores (win_price_max sin precio ganador: 10.000 candidatos, y la curva): ${fmt(scoreMs, 1)} ms (objetivo ≤ ${TARGETS.scoreMs} ms: ${verdict(scoreMs <= TARGETS.scoreMs)})`,
  ];
  if (largest)
    lines.push(
      `Comparativa de cuatro soluciones ${largest.size} (leer, decodificar, cifras y diferencias): ${fmt(largest.comparison_ms, 1)} ms (objetivo ≤ ${TARGETS.comparisonMs} ms: ${verdict(largest.comparison_ms <= TARGETS.comparisonMs)})`,
    );
  for (const [i, r] of xl.entries())
    lines.push(
      `XL, ejecución ${i + 1} de ${xl.length} (carga media ${r.load_1m === undefined ? '—' : fmt(r.load_1m)}): ${fmt(r.seconds, 3)} s (objetivo ≤ ${TARGETS.xlSeconds} s: ${verdict(r.seconds <= TARGETS.xlSeconds)}), pico de memoria (RSS) ${fmt(r.peak_mb, 0)} MB (objetivo ≤ ${TARGETS.xlPeakMb} MB: ${verdict(r.peak_mb <= TARGETS.xlPeakMb)})`,
    );
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const ci = argv.indexOf('--child');
  if (ci >= 0) {
    // as the engine thread does when it loads (runs/engine-thread.ts)
    limitHeapGrowth();
    const row = await runOne(argv[ci + 1] as BenchSize);
    process.stdout.write(`${JSON.stringify(row)}\n`);
    return 0;
  }
  const si = argv.indexOf('--sizes');
  const sizes = (si >= 0 ? argv[si + 1].split(',') : ['S', 'M', 'L', 'XL']) as BenchSize[];
  const ri = argv.indexOf('--repeat');
  const repeat = ri >= 0 ? Math.max(1, Number(argv[ri + 1]) || 1) : 1;
  const rows: BenchRow[] = [];
  const started = new Date();
  const machine = `Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), ${fmt(os.totalmem() / 2 ** 30, 1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}; carga media al empezar (1, 5, 15 min): ${loads()}`;
  process.stdout.write(`${machine}\n`);
  for (const s of sizes)
    for (let i = 0; i < repeat; i++) {
      const load = os.loadavg()[0]!;
      const row = { ...(await runChild(s)), load_1m: load };
      rows.push(row);
      process.stdout.write(
        `${s}${repeat > 1 ? ` (${i + 1}/${repeat})` : ''}: ${fmt(row.seconds, 3)} s, pico de memoria (RSS) ${fmt(row.peak_mb, 0)} MB, carga media al empezar ${fmt(load)}; de ellos explicaciones de la plantilla ${fmt(row.explain_seconds, 3)} s (${fmt(row.explain_cpu_seconds, 3)} s de CPU) (arranque en frío (carga de HiGHS + primera simulación S) aparte: ${fmt(row.highs_load_seconds, 3)} s)\n`,
      );
    }
  const ended = `Carga media de la máquina al terminar (1, 5, 15 min): ${loads()}`;
  process.stdout.write(`${ended}\n`);
  const budgets = budgetLines(rows, scoreBenchMs());
  process.stdout.write(`\n${table(rows)}\n\n${budgets.join('\n')}\n`);
  if (argv.includes('--write')) {
    // server/src/cli/bench-engine.ts, or server/dist/bench-engine.js compiled
    const docs = import.meta.url.endsWith('.js') ? '../../docs/performance.md' : '../../../docs/performance.md';
    const path = fileURLToPath(new URL(docs, import.meta.url));
    const when = `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const block = [
      `Run of ${when}: \`npm run bench:engine -- ${argv.filter((a) => a !== '--write').join(' ')}\``,
      '',
      `${machine}. ${ended}.`,
      '',
      table(rows),
      '',
      ...budgets.map((l) => `- ${l}`),
    ].join('\n');
    writeBenchBlock(path, block, 'engine');
    process.stdout.write(`\nEscrito en docs/performance.md (entre las marcas bench:engine).\n`);
  }
  if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(rows)}\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
