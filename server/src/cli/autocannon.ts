/**
 * autocannon, typed once for the benchmarks (it ships no types): the fields of its options and result they use.
 * Called with a callback it answers the running instance (to stop it) instead of a promise.
 */
import { createRequire } from 'node:module';

export interface CannonRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  onResponse?: (status: number, body: string) => void;
  setupRequest?: (req: CannonRequest) => CannonRequest;
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  overallRate?: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
  timeout?: number;
}

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  start: Date;
  finish: Date;
  statusCodeStats?: Record<string, { count: number }>;
}

export interface CannonInstance {
  stop(): void;
}

interface Autocannon {
  (options: CannonOptions): Promise<CannonResult>;
  (options: CannonOptions, done: (error: Error | null, result: CannonResult) => void): CannonInstance;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
