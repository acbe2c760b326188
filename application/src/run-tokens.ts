/** Container tokens of the run slice (launch, the simulation page, parameters, social security; spread into TOKENS). */
export const RUN_TOKENS = {
  // ports
  SimulationRunGateway: Symbol.for('licita.SimulationRunGateway'),
  SolutionGateway: Symbol.for('licita.SolutionGateway'),
  // use cases
  LaunchSimulation: Symbol.for('licita.LaunchSimulation'),
  SimulationResult: Symbol.for('licita.SimulationResult'),
  ModifyParameters: Symbol.for('licita.ModifyParameters'),
  SocialSecurityDiscount: Symbol.for('licita.SocialSecurityDiscount'),
} as const;
