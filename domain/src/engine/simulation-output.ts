/**
 * What a run answers (the simulation's output as stored), the options it takes, and the plumbing shared by the
 * simulation and the previous study: the event emitter, cancellation and the invalid-document error.
 */
import type { ConventionalBase } from './conventional.js';
import type { CostParams, MaterialItemCost, SimulationResults, WorkerCost } from './costs.js';
import type { StaffingExplanation } from './explain.js';
import type { MilpSolverPort } from './solver-port.js';
import { EngineAbortedError } from './solver/index.js';
import type { EngineEvent, EventType, GroupSolveInfo, RosterWorker } from './types.js';

export class InvalidDocumentError extends Error {
  constructor(public readonly errors: string[]) {
    super(`Documento inválido:\n${errors.join('\n')}`);
    this.name = 'InvalidDocumentError';
  }
}

export interface EngineOptions {
  /** milliseconds since the epoch; used for event timestamps and durations */
  clock: () => number;
  onEvent?: (e: EngineEvent) => void;
  signal?: AbortSignal;
  solver?: MilpSolverPort;
  /** groups with at most this many blocks go to the MILP (when a solver is given); default 40 */
  exactMaxJobs?: number;
  /** time limit of one group's MILP (default 5 s) */
  milpTimeLimitSeconds?: number;
  /** total MILP time over the run (default 15 s) */
  milpBudgetSeconds?: number;
  localSearchMs?: number;
  /** told when a phase starts and ends (for benchmarks, which time it; the run's events do not change) */
  onPhase?: (phase: 'explanations', edge: 'start' | 'end') => void;
}

export interface RosterAssignmentOut {
  job: string;
  center_id: string;
  position_id: string;
  day: string;
  time_ranges: Array<{ time_init: string; time_end: string }>;
  minutes: number;
}

export interface RosterWorkerOut extends RosterWorker {
  weekly_hours: number;
  assigned_hours: number;
  assignments: RosterAssignmentOut[];
}

/** Both bounds and the new hires of one position within a center group, in FTE (absent in older results). */
export interface GroupPositionBound {
  position_id: string;
  new_fte: number;
  lb_fte: number;
  block_lb_fte: number;
}

export interface SimulationOutput {
  status: 'Solved' | 'Error';
  results: SimulationResults;
  employees: WorkerCost[];
  roster: { workers: RosterWorkerOut[]; uncovered: string[] };
  demand: Array<{
    center_id: string;
    center: string;
    position_id: string;
    position: string;
    weekly_hours: number;
    total_hours: number;
  }>;
  idle_surrogate_hours: {
    total_weekly_hours: number;
    surrogates: Array<{ id: string; name: string; contracted_hours: number; assigned_hours: number; idle_hours: number }>;
  };
  lower_bound: {
    new_fte: number;
    lb_fte: number;
    /** new FTE / LB FTE (1 when both are 0; null when the bound is 0 and new hires exist) */
    ratio: number | null;
    total_cost: number;
    lb_cost: number;
    cost_gap: number;
    /** the block bound (engine-model.md): FTE, new FTE / it, its cost and the cost gap to it */
    block_lb_fte: number;
    block_ratio: number | null;
    block_lb_cost: number;
    block_cost_gap: number;
    groups: Array<GroupSolveInfo & { new_fte: number; lb_fte: number; block_lb_fte: number; positions?: GroupPositionBound[] }>;
  };
  material_items: MaterialItemCost[];
  parameters: CostParams;
  validation: string[];
  /** why the staffing is what it is, per group and position (explain.ts); absent in outputs stored before it */
  explanations?: StaffingExplanation[];
  /** the annual-hours method's hours, FTE and wages per category (conventional.ts); absent in outputs stored before it */
  conventional_base?: ConventionalBase;
  events: EngineEvent[];
}

export function emitter(opts: EngineOptions, events: EngineEvent[]) {
  return (type_info: EventType, title: string, description: string, group: string) => {
    const e: EngineEvent = { created: new Date(opts.clock()).toISOString(), title, description, type_info, group };
    events.push(e);
    opts.onEvent?.(e);
  };
}

export function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineAbortedError();
}
