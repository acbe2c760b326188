import type { ConfigHandlers, ConfigOperationId } from '../http/context';
import { composeHandlers, wrap } from '../http/compose-handlers';
import { projectHandlers } from '../projects/project-routes';
import { eventHandlers } from '../saved-searches/saved-search-routes';
import { agreementHandlers } from '../agreements/agreement-routes';
import { materialCostHandlers } from '../material-costs/material-cost-routes';
import { fileHandlers } from '../files/file-routes';
import { simulationHandlers } from '../simulations/simulation-routes';
import { centerHandlers } from '../simulations/center-routes';
import { localityHandlers } from '../localities/locality-routes';
import { workHandlers } from '../simulations/work-routes';
import { surrogateHandlers } from '../simulations/surrogate-routes';
import { simulationMaterialCostHandlers } from '../simulations/other-cost-routes';
import { launchHandlers, simulationRunWrappers } from '../runs/run-routes';
import { solutionHandlers } from '../runs/solution-routes';
import { previousStudyHandlers } from '../previous-studies/previous-study-routes';
import { formularioHandlers } from '../simulations/formulario-routes';
import { justificationHandlers } from '../simulations/justification-routes';
import { placspHandlers } from '../placsp/import-routes';
import { placspRefreshHandlers } from '../placsp/refresh-routes';
import { marketHandlers } from '../market/award-routes';

/**
 * Every implemented operation of the config host, by operationId; the rest of the contract answers 501. An
 * operationId in two maps fails at start-up; the run's wrappers of the simulation's handlers are declared here.
 */
export const configHostHandlers: ConfigHandlers = composeHandlers<ConfigOperationId>(
  projectHandlers,
  eventHandlers,
  agreementHandlers,
  materialCostHandlers,
  fileHandlers,
  // the simulation form
  simulationHandlers,
  centerHandlers,
  localityHandlers,
  workHandlers,
  surrogateHandlers,
  simulationMaterialCostHandlers,
  justificationHandlers,
  // runs, solutions and the social security discount
  launchHandlers,
  solutionHandlers,
  wrap('getSimulation', simulationRunWrappers.getSimulation),
  wrap('updateSimulation', simulationRunWrappers.updateSimulation),
  wrap('deleteSimulation', simulationRunWrappers.deleteSimulation),
  // the Formulario workbook
  formularioHandlers,
  // previous studies: their editor, launch, parameters, solution and conversion into a simulation
  previousStudyHandlers,
  // 'Importar desde la Plataforma' (PLACSP notices)
  placspHandlers,
  placspRefreshHandlers,
  // the market of a tender: the Plataforma's awards
  marketHandlers,
);
