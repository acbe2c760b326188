/**
 * `npm run bench:engine [-- --sizes S,M,L,XL] [--json]`
 *
 * Generates the deterministic tenders of `bench-generator.ts`, runs the whole calculation on each (in a
 * child process of its own, so that peak memory is that size's), and prints one table row a size:
 * centers, surrogates, shifts+tasks, seconds, peak memory, new FTE, the two lower bounds in FTE (hours bound,
 * block bound) with the ratio to each, total cost and the cost gap to each bound. Seconds are the engine's (document → results, validation included); HiGHS
 * is loaded and warmed up (one small simulation of another seed) before the clock starts, and that one-off
 * cold start is printed beside the table.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';
import { bidScore, simulate } from '../../../domain/src/engine/index.js';
import { HighsSolver } from '../engine/highs-solver.js';
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
    items: ((doc.fixed_work_shifts as unknown[]).length + (doc.variable_works as unknown[]).length),
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
  };
}

function runChild(size: BenchSize): Promise<BenchRow> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    const child = spawn(process.execPath, [...process.execArgv, script, '--child', size], { stdio: ['ignore', 'pipe', 'inherit'] });
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
  const head = '| size | centers | surrogates | shifts+tasks | blocks/week | groups (MILP, proved optimal) | seconds | CPU seconds | peak memory (MB) | new FTE | lower-bound FTE | ratio | block-bound FTE | ratio to it | total cost (€) | cost gap | cost gap to block bound | uncovered | validator |';
  const sep = '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.size} | ${r.centers} | ${r.surrogates} | ${r.items} | ${r.blocks} | ${r.groups} (${r.milp_groups}, ${r.optimal_groups}) | ${fmt(r.seconds, 3)} | ${fmt(r.cpu_seconds, 3)} | ${fmt(r.peak_mb, 0)} | ${fmt(r.new_fte)} | ${fmt(r.lb_fte)} | ${r.ratio === null ? '—' : fmt(r.ratio, 4)} | ${fmt(r.block_lb_fte)} | ${r.block_ratio === null ? '—' : fmt(r.block_ratio, 4)} | ${fmt(r.total_cost)} | ${fmt(r.cost_gap * 100, 2)} % | ${fmt(r.block_cost_gap * 100, 2)} % | ${r.uncovered} | ${r.violations === 0 ? 'valid' : `${r.violations} violations`} |`,
  );
  return [head, sep, ...lines].join('\n');
}

/**
 * The price score's worst case: 50 competitors, one of them unbeatable, so that the search of win_price_max tries
 * every hundredth of a point down to C (10,000 candidates, each re-scoring all 51 offers) and the curve has 100
 * points. Milliseconds per call, the mean of 20 after one warm-up.
 */
export function scoreBenchMs(): number {
  const competitors = Array.from({ length: 50 }, (_, i) => ({ name: `Competidor ${i + 1}`, price: 700000 + i * 5000, technical_points: i === 0 ? 100 : 20 + (i % 15) }));
  const call = () => bidScore(1000000, 800000, 0.01, 0, { max_points: 60, formula: 'power', exponent: 0.5 }, 30, competitors);
  call();
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) call();
  return (performance.now() - t0) / 20;
}

async function main(argv: string[]): Promise<number> {
  const ci = argv.indexOf('--child');
  if (ci >= 0) {
    const row = await runOne(argv[ci + 1] as BenchSize);
    process.stdout.write(`${JSON.stringify(row)}\n`);
    return 0;
  }
  const si = argv.indexOf('--sizes');
  const sizes = (si >= 0 ? argv[si + 1].split(',') : ['S', 'M', 'L', 'XL']) as BenchSize[];
  const rows: BenchRow[] = [];
  process.stdout.write(`Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), ${fmt(os.totalmem() / 2 ** 30, 1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}; carga media al empezar: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n`);
  for (const s of sizes) {
    const row = await runChild(s);
    rows.push(row);
    process.stdout.write(`${s}: ${fmt(row.seconds, 3)} s, de ellos explicaciones de la plantilla ${fmt(row.explain_seconds, 3)} s (${fmt(row.explain_cpu_seconds, 3)} s de CPU) (arranque en frío (carga de HiGHS + primera simulación S) aparte: ${fmt(row.highs_load_seconds, 3)} s)\n`);
  }
  process.stdout.write(`Carga media de la máquina al terminar (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}\n`);
  process.stdout.write(`\n${table(rows)}\n`);
  process.stdout.write(`\nPuntuación económica con 50 competidores (win_price_max sin precio ganador: 10.000 candidatos, y la curva): ${fmt(scoreBenchMs(), 1)} ms\n`);
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
