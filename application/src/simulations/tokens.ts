import { SIMULATION_PORTS } from './ports';
import { token } from '../token';
import { SAVE_CENTERS } from './simulation-form';
import type { ImportCenters, ImportSurrogates } from './imports';
import type { CreateSimulationFromFile } from './simulation-file';
import type { CategoryPositions, FixedShifts, HourlyTasks, Localities, SaveBasicData, SimulationFormData, SimulationOtherCosts, SimulationSurrogates } from './simulation-form';
import type { CreateSimulation, DeleteSimulation, DuplicateSimulation, RenameSimulation } from './simulations';

/** Container tokens of the simulation slice (simulations of a tender and the simulation form; spread into TOKENS). */
export const SIMULATION_TOKENS = {
  // ports
  ...SIMULATION_PORTS,
  // use cases
  CreateSimulation: token<CreateSimulation>('CreateSimulation'),
  RenameSimulation: token<RenameSimulation>('RenameSimulation'),
  DeleteSimulation: token<DeleteSimulation>('DeleteSimulation'),
  DuplicateSimulation: token<DuplicateSimulation>('DuplicateSimulation'),
  SimulationFormData: token<SimulationFormData>('SimulationFormData'),
  SaveBasicData: token<SaveBasicData>('SaveBasicData'),
  SaveCenters: SAVE_CENTERS,
  Localities: token<Localities>('Localities'),
  CategoryPositions: token<CategoryPositions>('CategoryPositions'),
  FixedShifts: token<FixedShifts>('FixedShifts'),
  HourlyTasks: token<HourlyTasks>('HourlyTasks'),
  SimulationSurrogates: token<SimulationSurrogates>('SimulationSurrogates'),
  SimulationOtherCosts: token<SimulationOtherCosts>('SimulationOtherCosts'),
  ImportCenters: token<ImportCenters>('ImportCenters'),
  ImportSurrogates: token<ImportSurrogates>('ImportSurrogates'),
  CreateSimulationFromFile: token<CreateSimulationFromFile>('CreateSimulationFromFile'),
} as const;
