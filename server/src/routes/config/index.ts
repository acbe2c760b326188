import type { ConfigHandlers } from '../../http/context';
import { projectHandlers } from '../../projects/routes';
import { eventHandlers } from '../../saved-searches/routes';
import { agreementHandlers } from '../../agreements/routes';
import { materialCostHandlers } from '../../material-costs/routes';
import { fileHandlers } from './files';
import { simulationHandlers } from '../../simulations/routes';
import { centerHandlers } from '../../simulations/center-routes';
import { localityHandlers } from '../../localities/routes';
import { workHandlers } from '../../simulations/work-routes';
import { surrogateHandlers } from '../../simulations/surrogate-routes';
import { simulationMaterialCostHandlers } from '../../simulations/other-cost-routes';
import { launchHandlers } from '../../runs/routes';
import { solutionHandlers } from '../../runs/solution-routes';
import { previousStudyHandlers } from '../../previous-studies/routes';
import { formularioHandlers } from './formulario';
import { justificationHandlers } from '../../simulations/justification-routes';
import { placspHandlers } from '../../placsp/routes';

/** Every implemented operation of the config host, by operationId; the rest of the contract answers 501. */
export const configHostHandlers: ConfigHandlers = { ...projectHandlers, ...eventHandlers, ...agreementHandlers, ...materialCostHandlers, ...fileHandlers };
// The simulation form: one line per handler file.
Object.assign(configHostHandlers, simulationHandlers);
Object.assign(configHostHandlers, centerHandlers);
Object.assign(configHostHandlers, localityHandlers);
Object.assign(configHostHandlers, workHandlers);
Object.assign(configHostHandlers, surrogateHandlers);
Object.assign(configHostHandlers, simulationMaterialCostHandlers);
Object.assign(configHostHandlers, justificationHandlers);
// Runs, solutions and the social security discount: one line per handler file.
Object.assign(configHostHandlers, launchHandlers);
Object.assign(configHostHandlers, solutionHandlers);
// The Formulario workbook.
Object.assign(configHostHandlers, formularioHandlers);
// Previous studies: their editor, launch, parameters, solution and conversion into a simulation.
Object.assign(configHostHandlers, previousStudyHandlers);
// 'Importar desde la Plataforma' (PLACSP notices).
Object.assign(configHostHandlers, placspHandlers);
