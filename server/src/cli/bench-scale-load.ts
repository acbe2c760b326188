/**
 * The load side of `npm run bench:scale`: the compiled server as a child process, and autocannon runs of one
 * operation (req/s at 10 connections, then p50/p99 at a fixed rate).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, stopChild } from './child-process.js';

// autocannon ships no types; the few fields used here are declared below.
export interface CannonRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: CannonRequest) => CannonRequest;
}
interface CannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  overallRate?: number;
  requests?: CannonRequest[];
  timeout?: number;
}
interface CannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  start: Date;
  finish: Date;
  statusCodeStats?: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: CannonOptions) => Promise<CannonResult>;

const HOST = '127.0.0.1';
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts server/dist/main.js with `env` and waits until /readyz answers 200. */
export async function startCompiledServer(root: string, env: Record<string, string>): Promise<Server> {
  const main = join(root, 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('Falta server/dist: ejecuta `npm run build:server` (npm run bench:scale lo hace)');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`El servidor no estuvo listo en 300 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => stopChild(child) };
}

export interface LoadRow {
  operation: string;
  rps: number;
  /** req/s the fixed-rate run reached (below the rate when the server cannot keep up) */
  reached: number;
  p50: number;
  p99: number;
  non2xx: string;
  note?: string;
}

const codes = (runs: CannonResult[]) => {
  const stats = new Map<string, number>();
  for (const r of runs) for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) if (!k.startsWith('2')) stats.set(k, (stats.get(k) ?? 0) + v.count);
  const errors = runs.reduce((a, r) => a + r.errors, 0);
  const non2xx = runs.reduce((a, r) => a + r.non2xx, 0);
  const detail = [...[...stats].map(([k, v]) => `${v}×${k}`), ...(errors ? [`${errors} errores`] : [])];
  return `${non2xx}${detail.length ? ` (${detail.join(', ')})` : ''}`;
};

const perSecond = (r: CannonResult) => (r.requests.total * 1000) / (new Date(r.finish).getTime() - new Date(r.start).getTime());

export interface MeasureOptions {
  seconds: number;
  rate: number;
  /** Bounded runs (launches spend quota and start engine runs): this many requests in each run instead of `seconds`. */
  amount?: number;
}

/** req/s at 10 connections, then p50/p99 at `rate` req/s on 10 connections. */
export async function measure(operation: string, url: string, requests: CannonRequest[], o: MeasureOptions): Promise<LoadRow> {
  const span = o.amount ? { amount: o.amount } : { duration: o.seconds };
  const t = await autocannon({ url, connections: 10, requests, timeout: 30, ...span });
  const l = await autocannon({ url, connections: 10, requests, timeout: 30, overallRate: o.rate, ...span });
  return { operation, rps: perSecond(t), reached: perSecond(l), p50: l.latency.p50, p99: l.latency.p99, non2xx: codes([t, l]) };
}
