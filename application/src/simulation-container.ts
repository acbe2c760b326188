/** Bindings of the simulation slice (called from container.ts). */
import type { Container } from 'inversify';
import { TOKENS } from './tokens';
import { SdkSimulationGateway, SdkSimulationInputsGateway } from './adapters/simulations-sdk';
import { CreateSimulation, DeleteSimulation, DuplicateSimulation, RenameSimulation } from './usecases/simulations';
import {
  CategoryPositions,
  FixedShifts,
  HourlyTasks,
  Localities,
  SaveBasicData,
  SaveCenters,
  SimulationFormData,
  SimulationOtherCosts,
  SimulationSurrogates,
} from './usecases/simulation-form';
import { ImportCenters, ImportSurrogates } from './usecases/imports';
import { CreateSimulationFromFile } from './usecases/simulation-file';
import type { InMemoryBackend } from './fakes/memory';
import { simulationFakes } from './fakes/simulations-memory';

export function bindSimulationUseCases(c: Container): void {
  for (const [token, cls] of [
    [TOKENS.CreateSimulation, CreateSimulation],
    [TOKENS.RenameSimulation, RenameSimulation],
    [TOKENS.DeleteSimulation, DeleteSimulation],
    [TOKENS.DuplicateSimulation, DuplicateSimulation],
    [TOKENS.SimulationFormData, SimulationFormData],
    [TOKENS.SaveBasicData, SaveBasicData],
    [TOKENS.SaveCenters, SaveCenters],
    [TOKENS.Localities, Localities],
    [TOKENS.CategoryPositions, CategoryPositions],
    [TOKENS.FixedShifts, FixedShifts],
    [TOKENS.HourlyTasks, HourlyTasks],
    [TOKENS.SimulationSurrogates, SimulationSurrogates],
    [TOKENS.SimulationOtherCosts, SimulationOtherCosts],
    [TOKENS.ImportCenters, ImportCenters],
    [TOKENS.ImportSurrogates, ImportSurrogates],
    [TOKENS.CreateSimulationFromFile, CreateSimulationFromFile],
  ] as const) {
    c.bind(token).to(cls as new (...args: never[]) => unknown).inSingletonScope();
  }
}

export function bindSimulationSdk(c: Container): void {
  c.bind(TOKENS.SimulationGateway).to(SdkSimulationGateway).inSingletonScope();
  c.bind(TOKENS.SimulationInputsGateway).to(SdkSimulationInputsGateway).inSingletonScope();
}

export function bindSimulationFakes(c: Container, backend: InMemoryBackend): void {
  const f = simulationFakes(backend);
  c.bind(TOKENS.SimulationGateway).toConstantValue(f.simulations);
  c.bind(TOKENS.SimulationInputsGateway).toConstantValue(f.inputsGateway);
}
