import { RUN_PORTS } from './run-ports';
import { token } from './token';
import type { LaunchSimulation } from './usecases/launch-simulation';
import type { ModifyParameters } from './usecases/modify-parameters';
import type { SimulationResult } from './usecases/simulation-result';
import type { SocialSecurityDiscount } from './usecases/social-security-discount';

/** Container tokens of the run slice (launch, the simulation page, parameters, social security; spread into TOKENS). */
export const RUN_TOKENS = {
  // ports
  ...RUN_PORTS,
  // use cases
  LaunchSimulation: token<LaunchSimulation>('LaunchSimulation'),
  SimulationResult: token<SimulationResult>('SimulationResult'),
  ModifyParameters: token<ModifyParameters>('ModifyParameters'),
  SocialSecurityDiscount: token<SocialSecurityDiscount>('SocialSecurityDiscount'),
} as const;
