/**
 * Table types for Kysely: one interface per table, for the schema the migrations in ./migrations leave (keep in
 * step with them). Columns whose values the contract names (cost and shift types, task statuses) take the
 * contract's types.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Schemas, TaskFrequency } from '../contract';
import type { HourlyTask } from '../../../domain/src/simulation-inputs/index.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | undefined | null, string | null>;
/** A JSON column the server writes only in the shape `T` (read back parsed by the driver). */
type JsonOf<T> = ColumnType<T | null, string | undefined | null, string | null>;
/** 'PENDING' | 'ERROR' | 'FINISHED', as a background task's status in the contract. */
type TaskStatus = Schemas['TaskStatus']['status'];

export interface WorkspaceTable {
  id: Generated<string>;
  name: string;
  max_simulations: number | null;
  simulations_executed: Generated<number>;
  simulations_added_from_last_month: Generated<number>;
  created_at: CreatedAt;
  /** The bidder, as the justification of an offer names it. */
  company_name: string | null;
  tax_id: string | null;
}

export interface AppUserTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: Generated<string>;
  first_surname: Generated<string>;
  second_surname: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoleTable {
  id: string;
  name: string;
  manage_users: boolean;
}

export interface RolePermissionTable {
  role_id: string;
  module: string;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export interface MembershipTable {
  user_id: string;
  workspace_id: string;
  role_id: string;
  created_at: CreatedAt;
  /** false: deactivated in this workspace (no access to it; other workspaces unaffected). */
  active: Generated<boolean>;
}

export interface RefreshTokenTable {
  id: Generated<string>;
  user_id: string;
  /** Stable across rotations: the access token names it, and ending the session revokes every row of it. */
  session_id: string;
  token_hash: string;
  device: string | null;
  long_lived: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface PasswordResetTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  kind: string; // 'login' | 'recover'
  email: string;
  ip: string;
  success: boolean;
  created_at: CreatedAt;
}

export interface ProjectTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  contracting_authority: string | null;
  /** the expediente */
  file_number: string | null;
  lot: string | null;
  estimated_value: number | null;
  extension_months: number | null;
  /** The notice's award criteria of a tender imported from PLACSP (migration 0013). */
  award_criteria: JsonOf<Schemas['AwardCriterion'][]>;
  /** Where an imported tender's values came from (migration 0013). */
  import_source: JsonOf<Schemas['PlacspImportSource']>;
}

export interface SavedSearchTable {
  id: Generated<string>;
  user_id: string;
  workspace_id: string;
  search: string;
  created_at: CreatedAt;
}

export interface SimulationTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  status: Generated<Schemas['Status']>;
  started: Date | null;
  finished: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  data_url: string | null;
  result_url: string | null;
  results: JsonOf<Schemas['Results']>;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  /** The bid inputs set before a launch (migration 0010); null when never set. */
  bid: JsonOf<Schemas['BidInputsUpdate']>;
  category_positions_disabled: Generated<boolean>;
  /** Goes up (by triggers) whenever anything the Formulario is made of changes. */
  inputs_version: Generated<string>;
  /** The stored Formulario workbook and the `inputs_version` it was built for. */
  formulario_key: string | null;
  formulario_version: string | null;
  /** The grounds of the offer's justification the preparer writes (contract `JustificationGrounds`). */
  justification: JsonOf<Schemas['JustificationGrounds']>;
}

export interface PreviousStudyTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  status: Generated<Schemas['Status']>;
  sub_status: Schemas['PreviousStudySubStatus'];
  started: Date | null;
  finished: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  data_url: string | null;
  results: JsonOf<Schemas['Results']>;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  substitution_percentage: number | null;
  /** The bid inputs set before a launch (migration 0010); null when never set. */
  bid: JsonOf<Schemas['BidInputsUpdate']>;
  /** Events of the last run, oldest first (contract `Event`s). */
  events: ColumnType<unknown, string | undefined, string>;
  /** `{ output, document }`: the engine output (without events) and the input document it was costed from. */
  solution: Json;
  solution_version: Generated<number>;
  workbook_key: string | null;
  /** The launch or parameter change allowed to write its outcome (a newer one, a reap or a delete ends it). */
  job_id: string | null;
  sub_status_at: Date | null;
  sub_status_message: string | null;
  /** The grounds of the offer's justification the preparer writes (contract `JustificationGrounds`). */
  justification: JsonOf<Schemas['JustificationGrounds']>;
}

export interface AgreementTable {
  id: Generated<string>;
  /** null: the shared catalogue (read-only for every workspace). */
  workspace_id: string | null;
  agreement_base_id: string | null;
  name: string;
  start_year: number;
  end_year: number;
  creation_year: number | null;
  salary_year: number;
  max_hours_per_day: number;
  max_hours_per_week: number;
  max_hours_per_month: number | null;
  max_hours_per_year: number;
  max_sections_planned_day: number;
  rest_hours_between_shifts: number;
  consecutive_rest_days: number;
  free_day_available: number | null;
  holiday_days: number;
  holiday_days_types: Schemas['HolidayDaysType'];
  holiday_work_compensation: Generated<Schemas['HolidayWorkCompensation']>;
  holidays_rules_from: Schemas['Month'];
  holidays_rules_until: Schemas['Month'];
  seniority_bonus: Json;
  annual_increment: Json;
  pdf_key: string | null;
  pdf_filename: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgreementCategoryTable {
  id: Generated<string>;
  agreement_id: string;
  position: number;
  professional_category: string;
  salary_year: number;
  base_salary_year: number;
  fixed_pluses: Json;
  pluses_by_schedule: Json;
  pluses_by_weekday: Json;
  free_days: number | null;
  seniority_bonus: Json;
}

export interface WorkspaceMaterialCostTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  cost_type: Schemas['CostType'];
  amount: number | null;
  created_at: CreatedAt;
}

export interface LocalityTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  folded_name: string;
  region: string | null;
  local_holidays: Json;
  created_at: CreatedAt;
}

export interface ContractTypeTable {
  id: string;
  contract_key: string;
  description: string;
  sort: number;
}

export interface CenterTable {
  id: Generated<string>;
  /** Insertion order (list order). */
  seq: Generated<string>;
  simulation_id: string;
  name: string;
  municipality_id: string;
  agreement_id: string;
  center_group: number | null;
  vacation_coverage: number;
  created_at: CreatedAt;
}

export interface PositionTable {
  id: Generated<string>;
  simulation_id: string;
  name: string;
  folded_name: string;
  created_at: CreatedAt;
}

export interface CategoryPositionTable {
  simulation_id: string;
  category_id: string;
  position_id: string;
  ordinal: number;
}

export interface FixedWorkShiftTable {
  id: Generated<string>;
  /** Insertion order (list order). */
  seq: Generated<string>;
  simulation_id: string;
  center_id: string;
  position_id: string;
  number_of_workers: number;
  shift_type: Schemas['ShiftType'];
  shift_times: Json;
  weekdays_working: Json;
  work_in_holidays: boolean;
  weekday_work_in_holidays: boolean;
  periods_without_work: Json;
  created_at: CreatedAt;
}

/** An hourly task's row: the columns a task keeps as they are, plus the ones stored as JSON or split in two. */
export interface VariableWorkTable
  extends Pick<HourlyTask, 'center_id' | 'position_id' | 'name' | 'work_in_holidays' | 'weekday_work_in_holidays' | 'number_of_workers' | 'fill_complete_time_slot'> {
  id: Generated<string>;
  /** Insertion order (list order). */
  seq: Generated<string>;
  simulation_id: string;
  weekdays: Json;
  work_hours: number;
  work_minutes: number;
  period_type: TaskFrequency['period_type'];
  period: TaskFrequency['period'];
  amount: number;
  periods_without_work: Json;
  periods_with_work: Json;
  recommended_time_slot: Json;
  created_at: CreatedAt;
}

export interface SubrogateTable {
  id: Generated<string>;
  /** Insertion order (list order). */
  seq: Generated<string>;
  /** The owner: a simulation or (migration 0005) a previous study, exactly one of the two. */
  simulation_id: string | null;
  name: string | null;
  organization_unit: string | null;
  center_id: string | null;
  center_group: number | null;
  /** Never null in a simulation; a previous study's surrogate may have lost it (migration 0005). */
  category_id: string | null;
  working_day: number;
  value_metric_working_day: string;
  contract_type_id: string | null;
  salary_year: number | null;
  annual_bonuses: number | null;
  beginning_year: string | null;
  contract_code: string | null;
  created_at: CreatedAt;
  previous_study_id: string | null;
}

export interface SimulationMaterialCostTable {
  id: Generated<string>;
  /** Insertion order (list order). */
  seq: Generated<string>;
  /** The owner: a simulation or (migration 0005) a previous study, exactly one of the two. */
  simulation_id: string | null;
  name: string;
  cost_type: Schemas['CostType'];
  amount: number;
  months_to_apply: number | null;
  number_of_units: number | null;
  center_id: string | null;
  created_at: CreatedAt;
  previous_study_id: string | null;
}

export interface SimulationImportTable {
  simulation_id: string;
  kind: string; // 'centers' | 'subrogates'
  status: string; // 'PENDING' | 'ERROR' | 'FINISHED'
  info_message: string | null;
  updated_at: Timestamp;
  /** The spreadsheet of a PENDING import, until the PUT's hook or a status poll claims it (then null). */
  upload_key: string | null;
}

export interface SimulationRunTable {
  id: Generated<string>;
  simulation_id: string;
  workspace_id: string;
  /** 'queued' | 'running' | 'solved' | 'error' | 'cancelled' */
  status: Generated<string>;
  attempt: Generated<number>;
  worker_id: string | null;
  heartbeat_at: Date | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
  message: string | null;
}

export interface SimulationEventTable {
  id: Generated<string>;
  seq: Generated<string>;
  simulation_id: string;
  run_id: string | null;
  created: Timestamp;
  title: string;
  description: string;
  type_info: Schemas['Event']['type_info'];
  group: string | null;
  /** On the Formulario's pending event (group 'formulario'): its workbook, until claimed. */
  upload_key: string | null;
}

export interface SimulationSolutionTable {
  simulation_id: string;
  run_id: string | null;
  output: Json;
  version: Generated<number>;
  params_status: Generated<TaskStatus>;
  params_message: string | null;
  params_updated_at: Date | null;
  ss_status: Generated<TaskStatus>;
  ss_message: string | null;
  ss_updated_at: Date | null;
  workbook_key: string | null;
  workbook_version: number | null;
  updated_at: Timestamp;
  /** The engine input document the run used (null: stored before snapshots; read today's rows). */
  document: Json | null;
  /** The simulation's `inputs_version` when that document was read. */
  inputs_version: string | null;
}

export interface PreviousStudyImportTable {
  previous_study_id: string;
  status: string; // 'PENDING' | 'ERROR' | 'FINISHED'
  info_message: string | null;
  updated_at: Timestamp;
  /** As in `simulation_import`. */
  upload_key: string | null;
}

export interface InvitationTable {
  id: Generated<string>;
  workspace_id: string;
  email: string;
  role_id: string;
  /** SHA-256 of the link's token; replaced when the invitation is resent. */
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface Database {
  workspace: WorkspaceTable;
  app_user: AppUserTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  membership: MembershipTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  login_attempt: LoginAttemptTable;
  project: ProjectTable;
  saved_search: SavedSearchTable;
  simulation: SimulationTable;
  previous_study: PreviousStudyTable;
  agreement: AgreementTable;
  agreement_category: AgreementCategoryTable;
  workspace_material_cost: WorkspaceMaterialCostTable;
  locality: LocalityTable;
  contract_type: ContractTypeTable;
  center: CenterTable;
  position: PositionTable;
  category_position: CategoryPositionTable;
  fixed_work_shift: FixedWorkShiftTable;
  variable_work: VariableWorkTable;
  subrogate: SubrogateTable;
  simulation_material_cost: SimulationMaterialCostTable;
  simulation_import: SimulationImportTable;
  simulation_run: SimulationRunTable;
  simulation_event: SimulationEventTable;
  simulation_solution: SimulationSolutionTable;
  previous_study_import: PreviousStudyImportTable;
  invitation: InvitationTable;
}
