import { RUN_PORTS } from './ports';
import { token } from '../token';
import type { LaunchSimulation } from './launch-simulation';
import type { ModifyParameters } from './modify-parameters';
import type { SimulationResult } from './simulation-result';
import type { SocialSecurityDiscount } from './social-security-discount';

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
