/**
 * The solver port: a mixed-integer linear programme in plain data. The domain builds models and reads
 * solutions; `server/` binds it to HiGHS (the `highs` package). Nothing here knows about a file format.
 */
export interface MilpVariable {
  name: string;
  lb: number;
  ub: number;
  integer: boolean;
  /** objective coefficient (minimised) */
  cost: number;
}

export interface MilpConstraint {
  name: string;
  /** [variable index, coefficient] */
  terms: Array<[number, number]>;
  lb: number;
  ub: number;
}

export interface MilpModel {
  variables: MilpVariable[];
  constraints: MilpConstraint[];
}

export type MilpStatus = 'optimal' | 'feasible' | 'infeasible' | 'timeout' | 'error';

export interface MilpResult {
  status: MilpStatus;
  objective: number;
  /** primal value per variable index (empty unless optimal or feasible) */
  values: number[];
  message?: string;
}

export interface MilpSolverPort {
  readonly name: string;
  solve(model: MilpModel, options: { timeLimitSeconds: number; signal?: AbortSignal }): Promise<MilpResult>;
}
