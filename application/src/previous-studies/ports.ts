/** Ports of the previous-study slice: the study, its surrogates and other costs, its run and solution. */
import type {
  BidInputsValues,
  MaterialCostValue,
  PreviousStudy,
  PreviousStudyBasicData,
  SolutionParameters,
  SolutionParametersUpdate,
  PreviousStudyState,
  SimulationMaterialCostRead,
  Surrogate,
  SurrogateRead,
} from '@licita/domain';
import type { SpreadsheetImportPort } from '../simulations/ports';
import type { Paged, PageQuery } from '../core/paged-list';
import { token } from '../token';

/** Previous studies (config host, openapi/config/previous-studies.yaml). Failures reject with ApiError. */
export interface PreviousStudyGateway {
  create(name: string, projectId: string): Promise<{ id: string }>;
  get(id: string): Promise<PreviousStudy>;
  /** PUT /previous_study/{id} {name} or {name, …basic data, bid}. */
  update(
    id: string,
    body: { name: string } & Partial<PreviousStudyBasicData> & { bid?: BidInputsValues },
  ): Promise<PreviousStudy>;
  remove(id: string): Promise<void>;
  /** GET /simulation/from_previous_study/{id}: the new simulation's id. */
  toSimulation(id: string): Promise<{ id: string }>;

  /** A page of the study's surrogates (the whole list without `limit`), the total found and their weekly hours. */
  surrogates(id: string, page?: Partial<PageQuery>): Promise<Paged<SurrogateRead>>;
  createSurrogate(id: string, s: Surrogate): Promise<{ id: string }>;
  updateSurrogate(id: string, surrogateId: string, s: Surrogate): Promise<SurrogateRead>;
  removeSurrogate(id: string, surrogateId: string): Promise<void>;
  readonly surrogatesImport: SpreadsheetImportPort;

  /** A page of the study's other costs (the whole list without `limit`) and the total found. */
  otherCosts(id: string, page?: Partial<PageQuery>): Promise<Paged<SimulationMaterialCostRead>>;
  createOtherCost(id: string, c: MaterialCostValue): Promise<{ id: string }>;
  updateOtherCost(id: string, costId: string, c: MaterialCostValue): Promise<SimulationMaterialCostRead>;
  removeOtherCost(id: string, costId: string): Promise<void>;

  launch(id: string): Promise<PreviousStudyState>;
  parameters(id: string): Promise<SolutionParameters>;
  updateParameters(id: string, body: SolutionParametersUpdate): Promise<PreviousStudyState>;
  solutionUrl(id: string): Promise<{ download_url: string }>;
  justificationUrl(id: string): Promise<{ download_url: string; filename?: string }>;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
export const PREVIOUS_STUDY_PORTS = {
  PreviousStudyGateway: token<PreviousStudyGateway>('PreviousStudyGateway'),
} as const;
