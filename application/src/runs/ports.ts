/** Ports of the run slice: launching and following a simulation, its solution's parameters and social security. */
import type {
  DownloadUrl,
  ExplanationsPage,
  ExplanationsQuery,
  JustificationGrounds,
  PageQuery,
  Paged,
  Results,
  SimulationEvent,
  RosterPage,
  RosterPageQuery,
  StaffPage,
  StaffPageQuery,
  SimulationRun,
  SimulationState,
  SolutionBound,
  SocialSecurityEmployee,
  SolutionEmployee,
  SolutionParameters,
  SolutionParametersUpdate,
  TaskStatus,
  ValidationFinding,
} from '@licita/domain';
import { ApiError } from '../errors';
import { token } from '../token';

/** A launch refused with 460: the error_code (1–9) and the server's message. */
export class LaunchRefusedError extends ApiError {
  constructor(
    readonly code: number,
    message: string,
    url = '',
  ) {
    super(460, message, url);
    this.name = 'LaunchRefusedError';
  }
}

/** A page of the events: rows to skip and rows of the page (newest first). */
export type EventsPageQuery = Partial<Pick<PageQuery, 'offset' | 'limit'>>;

/** A simulation's run (config host). Failures reject with ApiError (460 with LaunchRefusedError). */
export interface SimulationRunGateway {
  /** GET /simulation/{id}: the simulation with the summary of its results (what the result cards show). */
  get(id: string): Promise<SimulationRun>;
  /** GET /simulation/{id}/results: the whole results, with the parts sized by the tender (the explanations…). */
  results(id: string): Promise<Results>;
  /** GET /simulation/{id}/explanations: a page of 'Por qué esta plantilla', searched, and how many sentences match. */
  explanations(id: string, query: ExplanationsQuery): Promise<ExplanationsPage>;
  /** GET /simulation/{id}/bounds: the lower bounds per center group and position (the quality card's table). */
  bounds(id: string): Promise<SolutionBound[]>;
  /** GET /simulation/{id}/events: a page of the events, newest first, and how many there are. */
  events(id: string, page: EventsPageQuery): Promise<Paged<SimulationEvent>>;
  /** GET /simulation/{id}/validate: the findings (empty when it can be launched). */
  validate(id: string): Promise<ValidationFinding[]>;
  launch(id: string): Promise<SimulationState>;
  cancel(id: string): Promise<SimulationState>;
  /** GET /simulation/{id}/formulario_url: a signed link to Formulario_{name}.xlsx (built then if the inputs changed). */
  formularioUrl(id: string): Promise<DownloadUrl>;
  /** GET /simulation/{id}/solution_url: a signed link to Solucion_{name}.xlsx (built then; a read of the simulation never builds it). */
  solutionUrl(id: string): Promise<DownloadUrl>;
  /** GET /simulation/{id}/justification_url: a signed link to Justificacion_{name}.pdf (docs/budget.md §4). */
  justificationUrl(id: string): Promise<DownloadUrl>;
  /** GET /simulation/{id}/justification: the grounds of the justification the preparer wrote. */
  justification(id: string): Promise<JustificationGrounds>;
  /** PUT /simulation/{id}/justification: replaces them (any status); answers them as saved. */
  saveJustification(id: string, grounds: JustificationGrounds): Promise<JustificationGrounds>;
}

/** The solution of a solved simulation: parameters (re-costing) and its workers, social security discount. */
export interface SolutionGateway {
  parameters(id: string): Promise<SolutionParameters>;
  defaultParameters(id: string): Promise<SolutionParameters>;
  /** PUT: answers the job state (PENDING). */
  updateParameters(id: string, body: SolutionParametersUpdate): Promise<TaskStatus>;
  parametersStatus(id: string): Promise<TaskStatus>;
  /** GET /solution/{id}/parameters/employees: every worker (the Plantilla). */
  employees(id: string): Promise<SolutionEmployee[]>;
  /** GET /solution/{id}/roster/page: a page of the weekly roster, one row a worker (the Cuadrante). */
  rosterPage(id: string, query: RosterPageQuery): Promise<RosterPage>;
  /** GET /solution/{id}/staff: a page of the Plantilla as the card shows it, with its sections' headings. */
  staffPage(id: string, query: StaffPageQuery): Promise<StaffPage>;
  socialSecurityEmployees(id: string): Promise<SocialSecurityEmployee[]>;
  updateSocialSecurity(id: string, body: { employees: { id: string; social_security_activate: boolean }[] }): Promise<TaskStatus>;
  socialSecurityStatus(id: string): Promise<TaskStatus>;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
export const RUN_PORTS = {
  SimulationRunGateway: token<SimulationRunGateway>('SimulationRunGateway'),
  SolutionGateway: token<SolutionGateway>('SolutionGateway'),
} as const;
