/** Shapes shared by the solver's modules: its public options and the mutable state of one group's roster. */
import type { Job, Segment, WorkerLimits, GroupSolveInfo } from '../types.js';
import type { TenderModel } from '../model.js';
import type { SurrogateT } from '../codecs.js';
import type { MilpSolverPort } from '../solver-port.js';

export class EngineAbortedError extends Error {
  constructor() {
    super('Simulación cancelada');
    this.name = 'AbortError';
  }
}

export interface RosterCostHints {
  /** € over the service per contracted weekly minute of a new hire of the category (wages + social security) */
  marginalPerMinute(categoryId: string): number;
  /** € over the service per head (AMOUNT_BY_WORKER materials, fixed yearly/monthly pluses of a full-time…) */
  fixedPerHead(categoryId: string, centerId: string): number;
  /** € of schedule and weekday pluses of a placed job done by a worker of the category */
  plusCost(job: Job, segments: Segment[], categoryId: string): number;
}

export interface SurrogateInput {
  surrogate: SurrogateT;
  workerId: string;
  categoryId: string;
  agreementId: string;
  centerId: string;
  group: string;
  contractMinutes: number;
}

export interface SolveOptions {
  solver?: MilpSolverPort;
  signal?: AbortSignal;
  /** groups with at most this many person-blocks go to the MILP when a solver is given */
  exactMaxJobs?: number;
  /** time limit of one group's MILP (default 5 s: the first solve of a process also compiles HiGHS) */
  milpTimeLimitSeconds?: number;
  /** total time the MILP may take over the whole run (default 15 s); later groups use the heuristic */
  milpBudgetSeconds?: number;
  /** safety time limit of the improvement steps per group (they normally stop on a work budget) */
  localSearchMs?: number;
  now?: () => number;
  onGroup?: (info: GroupSolveInfo) => void;
}

/** One working range of a worker's week, tagged with the job it belongs to. */
export interface Iv {
  day: number;
  s: number;
  e: number;
  job: number;
}

/** A worker of the group being solved (surrogate or new hire) with the week assigned so far. */
export interface WState {
  idx: number;
  id: string;
  kind: 'surrogate' | 'new';
  name: string;
  surrogateId?: string;
  categoryId: string;
  agreementId: string;
  centerId: string;
  lim: WorkerLimits;
  cap: number;
  week: number;
  /** minutes per day of the week (kept in step with ivs) */
  dayMin: number[];
  ivs: Iv[];
  jobs: Set<number>;
  lines: Map<string, number>;
}

/** One center group being solved. */
export interface GroupCtx {
  group: string;
  jobs: Job[];
  /** job index → categories that may do it */
  eligible: Map<number, Set<string>>;
  workers: WState[];
  assigned: Map<number, { w: number; segs: Segment[] }>;
  uncovered: Set<number>;
  model: TenderModel;
  hints: RosterCostHints;
  nextNew: number;
  /** deterministic work budget of the improvement steps, in tried insertions */
  effort: number;
}
