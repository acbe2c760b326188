/** Ports of the simulation slice: the simulations of a tender and the inputs of the simulation form. */
import type {
  BasicData,
  BidInputsValues,
  CategoryPositionsRead,
  CenterRead,
  CenterRow,
  ContractTypeRead,
  FixedShift,
  FixedShiftRead,
  HourlyTask,
  HourlyTaskRead,
  ImportStatusRead,
  RegionCode,
  LocalityRead,
  MaterialCostValue,
  PositionRead,
  SimulationMaterialCostRead,
  Status,
  Surrogate,
  SurrogateRead,
} from '@licita/domain';
import type { Paged, PageQuery } from '../core/paged-list';
import { token } from '../token';

/** What the form reads of one simulation (GET /simulation/{id}). */
export interface SimulationBasic {
  id: string;
  name: string;
  project_id: string;
  status: Status;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  /** flat (the default) or itemised, with its AT/EP rate (absent from a server that predates them) */
  social_security_mode?: 'flat' | 'itemised';
  at_ep_percent?: number | null;
  /** The bid inputs the next launch prices with (absent from a server that predates them). */
  bid?: BidInputsValues;
}

/** Simulations (config host). Failures reject with ApiError. */
export interface SimulationGateway {
  create(name: string, projectId: string): Promise<{ id: string }>;
  get(id: string): Promise<SimulationBasic>;
  /** PUT /simulation/{id} {name} or {name, …basic data, bid}. */
  update(id: string, body: { name: string } & Partial<BasicData> & { bid?: BidInputsValues }): Promise<SimulationBasic>;
  remove(id: string): Promise<void>;
  duplicate(originId: string, newId: string): Promise<{ id: string }>;
  /**
   * The Formulario workbook of the tender's simulations: its upload (POST /simulation/{id}/upload-url, then
   * GET /simulation/{id}/upload-status) and, as the template, the simulation's own (`data_url`).
   */
  formularioImport(projectId: string): SpreadsheetImportPort;
}

/** Where a spreadsheet import starts and how it goes. */
export interface SpreadsheetImportPort {
  uploadUrl(simulationId: string, filename: string, mimeType: string): Promise<{ upload_url: string }>;
  status(simulationId: string): Promise<ImportStatusRead>;
  templateUrl(simulationId: string): Promise<{ download_url: string }>;
}

/** The inputs of the simulation form (openapi/config/simulation-inputs.yaml). */
export interface SimulationInputsGateway {
  centers(simulationId: string): Promise<CenterRead[]>;
  saveCenters(simulationId: string, centers: CenterRow[]): Promise<CenterRead[]>;
  localities(workspaceId: string): Promise<LocalityRead[]>;
  createLocality(
    workspaceId: string,
    body: { name: string; region?: RegionCode | null; local_holidays?: string[]; nuts_code?: string | null },
  ): Promise<{ id: string }>;
  updateLocality(
    id: string,
    body: { name?: string; region?: RegionCode | null; local_holidays?: string[]; nuts_code?: string | null },
  ): Promise<LocalityRead>;
  contractTypes(): Promise<ContractTypeRead[]>;
  positions(simulationId: string, centerId?: string): Promise<PositionRead[]>;
  createPosition(simulationId: string, name: string): Promise<{ id: string }>;
  categoryPositions(simulationId: string): Promise<CategoryPositionsRead>;
  saveCategoryPositions(
    simulationId: string,
    body: { disabled: boolean; categories: { id: string; positions: { id: string }[] }[] },
  ): Promise<CategoryPositionsRead>;
  /** A page of the list (the whole list without `page`), the total the search finds. */
  shifts(simulationId: string, page?: Partial<PageQuery>): Promise<Paged<FixedShiftRead>>;
  createShift(simulationId: string, shift: FixedShift): Promise<{ id: string }>;
  updateShift(simulationId: string, shiftId: string, shift: FixedShift): Promise<FixedShiftRead>;
  removeShift(simulationId: string, shiftId: string): Promise<void>;
  /** A page of the list (the whole list without `page`), the total the search finds. */
  tasks(simulationId: string, page?: Partial<PageQuery>): Promise<Paged<HourlyTaskRead>>;
  createTask(simulationId: string, task: HourlyTask): Promise<{ id: string }>;
  updateTask(simulationId: string, taskId: string, task: HourlyTask): Promise<HourlyTaskRead>;
  removeTask(simulationId: string, taskId: string): Promise<void>;
  /** A page of the list (the whole list without `page`), the total the search finds. */
  surrogates(simulationId: string, page?: Partial<PageQuery>): Promise<Paged<SurrogateRead>>;
  createSurrogate(simulationId: string, s: Surrogate): Promise<{ id: string }>;
  updateSurrogate(simulationId: string, surrogateId: string, s: Surrogate): Promise<SurrogateRead>;
  removeSurrogate(simulationId: string, surrogateId: string): Promise<void>;
  /** A page of the list (the whole list without `page`), the total the search finds. */
  otherCosts(simulationId: string, page?: Partial<PageQuery>): Promise<Paged<SimulationMaterialCostRead>>;
  createOtherCost(simulationId: string, c: MaterialCostValue): Promise<{ id: string }>;
  updateOtherCost(simulationId: string, costId: string, c: MaterialCostValue): Promise<SimulationMaterialCostRead>;
  removeOtherCost(simulationId: string, costId: string): Promise<void>;
  readonly centersImport: SpreadsheetImportPort;
  readonly surrogatesImport: SpreadsheetImportPort;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
export const SIMULATION_PORTS = {
  SimulationGateway: token<SimulationGateway>('SimulationGateway'),
  SimulationInputsGateway: token<SimulationInputsGateway>('SimulationInputsGateway'),
} as const;
