/** Shared data shapes of the engine (types only: no code lives here). */

export type EventType = 'Info' | 'Debug' | 'Warning' | 'Error';

export interface EngineEvent {
  /** ISO timestamp, from the clock passed in by the caller */
  created: string;
  title: string;
  description: string;
  type_info: EventType;
  group: string;
}

export type EventSink = (e: EngineEvent) => void;

/** A working range inside one day of the typical week: minutes from 00:00 of that day; end may pass 1440. */
export interface Segment {
  start: number;
  end: number;
}

/** Sparse table of the dates a block actually runs over the service period. */
export interface OccurrenceEntry {
  /** service month index */
  month: number;
  /** 0 = monday … 6 = sunday */
  weekday: number;
  holiday: boolean;
  count: number;
}

/**
 * One person-block of the typical week: one person, one center, one position, one day, one or two
 * ranges (a split shift's two ranges belong to the same person).
 */
export interface Job {
  index: number;
  key: string;
  group: string;
  centerId: string;
  positionId: string;
  sourceId: string;
  sourceKind: 'shift' | 'task';
  /** human label for events: "Turno shift-1" / "Tarea Cristales" */
  label: string;
  /** which person of the source (0 … number_of_workers-1) */
  line: number;
  /** 0 = monday … 6 = sunday */
  day: number;
  /** fixed placement; for flexible jobs a default placement at the window start */
  segments: Segment[];
  minutes: number;
  /** flexible work: the solver may place one range of `minutes` anywhere inside the window */
  flexible?: { windowStart: number; windowEnd: number };
  /** actual occurrences over the service period */
  occurrences: OccurrenceEntry[];
  /** duration of each actual occurrence (differs from `minutes` for rare tasks averaged into the week) */
  occurrenceMinutes: number;
}

export interface WorkerLimits {
  maxDayMinutes: number;
  maxWeekMinutes: number;
  /** contract cap derived from the year (and month) limits, in weekly minutes */
  maxWeekFromYearMinutes: number;
  maxSections: number;
  restMinutes: number;
  consecutiveRestMinutes: number;
}

export interface RosterWorker {
  id: string;
  kind: 'surrogate' | 'new';
  surrogateId?: string;
  name: string;
  categoryId: string;
  agreementId: string;
  /** main center (where the worker works most, or the surrogate's own) */
  centerId: string;
  group: string;
  /** contracted weekly minutes */
  contractMinutes: number;
}

export interface Assignment {
  jobKey: string;
  workerId: string;
  day: number;
  segments: Segment[];
}

export interface GroupSolveInfo {
  group: string;
  method: 'milp' | 'heuristic';
  optimal: boolean;
  seconds: number;
  jobs: number;
  workers: number;
  demandMinutes: number;
  surrogateCapacityMinutes: number;
  surrogateAssignedMinutes: number;
  newHireMinutes: number;
  /** hours bound: demand minus the surrogate hours that could reach it, as if minutes could be split */
  lowerBoundNewMinutes: number;
  /** block bound: the same, in whole blocks within the agreement's daily and weekly limits (engine-model.md) */
  blockLowerBoundNewMinutes: number;
  message?: string;
}

export interface Roster {
  workers: RosterWorker[];
  assignments: Assignment[];
  uncovered: string[];
  groups: GroupSolveInfo[];
}

/** Plain data the independent validator needs (built from the tender, not from the solver). */
export interface ValidationInput {
  blocks: Array<{
    key: string;
    centerId: string;
    positionId: string;
    day: number;
    minutes: number;
    segments: Segment[];
    flexible?: { windowStart: number; windowEnd: number };
  }>;
  /** center → agreement id */
  centerAgreement: Record<string, string>;
  /** center → group */
  centerGroup: Record<string, string>;
  /** category → agreement id and positions it may fill ('any' when the category-position table is disabled) */
  categories: Record<string, { agreementId: string; positions: string[] | 'any' }>;
  /** agreement → limits in minutes */
  limits: Record<string, WorkerLimits>;
}
