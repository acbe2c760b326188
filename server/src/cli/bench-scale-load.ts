/**
 * The load side of `npm run bench:scale`: the compiled server as a child process, and autocannon runs of one
 * operation (req/s at 10 connections, then p50/p99 at a fixed rate).
 */
import { autocannon, type CannonRequest, type CannonResult } from './autocannon.js';

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

const WARM_UP_SECONDS = 2;

const codes = (runs: CannonResult[]) => {
  const stats = new Map<string, number>();
  for (const r of runs)
    for (const [k, v] of Object.entries(r.statusCodeStats ?? {}))
      if (!k.startsWith('2')) stats.set(k, (stats.get(k) ?? 0) + v.count);
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
  // A warm-up outside the figures for reads (a running server has compiled its hot paths and the database has its
  // pages cached); bounded runs (launches) spend what they touch, so they get none.
  if (!o.amount) await autocannon({ url, connections: 10, requests, timeout: 30, duration: WARM_UP_SECONDS });
  const t = await autocannon({ url, connections: 10, requests, timeout: 30, ...span });
  const l = await autocannon({ url, connections: 10, requests, timeout: 30, overallRate: o.rate, ...span });
  return { operation, rps: perSecond(t), reached: perSecond(l), p50: l.latency.p50, p99: l.latency.p99, non2xx: codes([t, l]) };
}
