/** Bindings of the simulation slice (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { SIMULATION_TOKENS } from './tokens';
import { SdkSimulationGateway, SdkSimulationInputsGateway } from './sdk';
import { CreateSimulation, DeleteSimulation, DuplicateSimulation, RenameSimulation } from './simulations';
import {
  CategoryPositions,
  FixedShifts,
  HourlyTasks,
  Localities,
  SaveBasicData,
  SavePricePoints,
  SaveCenters,
  SimulationFormData,
  SimulationOtherCosts,
  SimulationSurrogates,
} from './simulation-form';
import { ImportCenters, ImportSurrogates } from './imports';
import { CreateSimulationFromFile } from './simulation-file';

export function bindSimulationUseCases(c: Container): void {
  for (const [token, cls] of [
    [SIMULATION_TOKENS.CreateSimulation, CreateSimulation],
    [SIMULATION_TOKENS.RenameSimulation, RenameSimulation],
    [SIMULATION_TOKENS.DeleteSimulation, DeleteSimulation],
    [SIMULATION_TOKENS.DuplicateSimulation, DuplicateSimulation],
    [SIMULATION_TOKENS.SimulationFormData, SimulationFormData],
    [SIMULATION_TOKENS.SaveBasicData, SaveBasicData],
    [SIMULATION_TOKENS.SavePricePoints, SavePricePoints],
    [SIMULATION_TOKENS.SaveCenters, SaveCenters],
    [SIMULATION_TOKENS.Localities, Localities],
    [SIMULATION_TOKENS.CategoryPositions, CategoryPositions],
    [SIMULATION_TOKENS.FixedShifts, FixedShifts],
    [SIMULATION_TOKENS.HourlyTasks, HourlyTasks],
    [SIMULATION_TOKENS.SimulationSurrogates, SimulationSurrogates],
    [SIMULATION_TOKENS.SimulationOtherCosts, SimulationOtherCosts],
    [SIMULATION_TOKENS.ImportCenters, ImportCenters],
    [SIMULATION_TOKENS.ImportSurrogates, ImportSurrogates],
    [SIMULATION_TOKENS.CreateSimulationFromFile, CreateSimulationFromFile],
  ] as const) {
    c.bind(token)
      .to(cls as new (...args: never[]) => unknown)
      .inSingletonScope();
  }
}

export function bindSimulationSdk(c: Container): void {
  c.bind(SIMULATION_TOKENS.SimulationGateway).to(SdkSimulationGateway).inSingletonScope();
  c.bind(SIMULATION_TOKENS.SimulationInputsGateway).to(SdkSimulationInputsGateway).inSingletonScope();
}
