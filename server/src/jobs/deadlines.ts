/**
 * The deadline table: how long the user waits for a job of each kind before what the status calls answer says it
 * was lost (a previous study back to Stopped, a re-cost ERROR, an import ERROR). A job whose process died is taken
 * again well before (./durable-jobs.ts, ./retry-policy.ts); these are the backstops. A simulation run has none: it
 * may compute for minutes, and its job's heartbeat says it lives (the reaper ends it in Error after its last attempt).
 */
export const JOB_DEADLINES_MS = {
  /** A previous study's launch or parameter change (PREVIOUS_STUDY_STALE_MS overrides it). */
  'previous-study': 60_000,
  /** A solved simulation's re-cost (parameters, social security discount). */
  recost: 120_000,
  /** An import of a spreadsheet (centers, surrogates, Formulario…). */
  import: 5 * 60_000,
} as const;
