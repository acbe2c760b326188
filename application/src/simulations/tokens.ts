import { SIMULATION_PORTS } from './ports';
import { useCaseTokens } from '../token';
import { SAVE_CENTERS } from './simulation-form';
import type * as imports from './imports';
import type * as simulationFile from './simulation-file';
import type * as simulationForm from './simulation-form';
import type * as simulations from './simulations';

/** Container tokens of the simulation slice (simulations of a tender and the simulation form; spread into TOKENS). */
export const SIMULATION_TOKENS = {
  // ports
  ...SIMULATION_PORTS,
  // use cases
  SaveCenters: SAVE_CENTERS,
  ...useCaseTokens<typeof imports & typeof simulationFile & typeof simulationForm & typeof simulations>()(
    'CreateSimulation',
    'RenameSimulation',
    'DeleteSimulation',
    'DuplicateSimulation',
    'SimulationFormData',
    'SaveBasicData',
    'SavePricePoints',
    'Localities',
    'CategoryPositions',
    'FixedShifts',
    'HourlyTasks',
    'SimulationSurrogates',
    'SimulationOtherCosts',
    'ImportCenters',
    'ImportSurrogates',
    'CreateSimulationFromFile',
  ),
} as const;
