/**
 * The retry policy of every job that outlives its request (`background_job`, ./durable-jobs.ts: simulation runs,
 * previous studies, re-costs, imports). One settings object (`RuntimeSettings.runs`, RUN_* variables);
 * ./deadlines.ts has what the user is told and when.
 */
export interface RetryPolicy {
  /** How often a working process proves it is alive (a run also looks for a cancellation). */
  heartbeatMs: number;
  /** A held job whose heartbeat is older than this is taken for dead. */
  staleMs: number;
  /** First attempt included: a job is tried at most this many times. */
  maxAttempts: number;
  /** How often the reaper looks for dead jobs. */
  reaperMs: number;
}

// A dead worker's job is taken again after at most staleMs + reaperMs (+ the queue's poll): ~16.5 s on a live
// cluster; six missed heartbeats before a job counts as dead.
export const DEFAULT_RETRY_POLICY: RetryPolicy = { heartbeatMs: 2_000, staleMs: 12_000, maxAttempts: 2, reaperMs: 4_000 };

/** RUN_HEARTBEAT_MS, RUN_STALE_MS, RUN_REAPER_MS, RUN_MAX_ATTEMPTS. */
export function retryPolicyFromEnv(env: NodeJS.ProcessEnv): Partial<RetryPolicy> {
  const out: Partial<RetryPolicy> = {};
  const n = (k: string) => (env[k] && Number(env[k]) > 0 ? Number(env[k]) : undefined);
  if (n('RUN_HEARTBEAT_MS')) out.heartbeatMs = n('RUN_HEARTBEAT_MS');
  if (n('RUN_STALE_MS')) out.staleMs = n('RUN_STALE_MS');
  if (n('RUN_REAPER_MS')) out.reaperMs = n('RUN_REAPER_MS');
  if (n('RUN_MAX_ATTEMPTS')) out.maxAttempts = n('RUN_MAX_ATTEMPTS');
  return out;
}
