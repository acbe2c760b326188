/** Container tokens of the simulation slice (simulations of a tender and the simulation form; spread into TOKENS). */
export const SIMULATION_TOKENS = {
  // ports
  SimulationGateway: Symbol.for('licita.SimulationGateway'),
  SimulationInputsGateway: Symbol.for('licita.SimulationInputsGateway'),
  // use cases
  CreateSimulation: Symbol.for('licita.CreateSimulation'),
  RenameSimulation: Symbol.for('licita.RenameSimulation'),
  DeleteSimulation: Symbol.for('licita.DeleteSimulation'),
  DuplicateSimulation: Symbol.for('licita.DuplicateSimulation'),
  SimulationFormData: Symbol.for('licita.SimulationFormData'),
  SaveBasicData: Symbol.for('licita.SaveBasicData'),
  SaveCenters: Symbol.for('licita.SaveCenters'),
  Localities: Symbol.for('licita.Localities'),
  CategoryPositions: Symbol.for('licita.CategoryPositions'),
  FixedShifts: Symbol.for('licita.FixedShifts'),
  HourlyTasks: Symbol.for('licita.HourlyTasks'),
  SimulationSurrogates: Symbol.for('licita.SimulationSurrogates'),
  SimulationOtherCosts: Symbol.for('licita.SimulationOtherCosts'),
  ImportCenters: Symbol.for('licita.ImportCenters'),
  ImportSurrogates: Symbol.for('licita.ImportSurrogates'),
  CreateSimulationFromFile: Symbol.for('licita.CreateSimulationFromFile'),
} as const;
