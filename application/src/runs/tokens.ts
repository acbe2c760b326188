import { RUN_PORTS } from './ports';
import { useCaseTokens } from '../token';
import type * as launchSimulation from './launch-simulation';
import type * as modifyParameters from './modify-parameters';
import type * as simulationResult from './simulation-result';
import type * as socialSecurityDiscount from './social-security-discount';

/** Container tokens of the run slice (launch, the simulation page, parameters, social security; spread into TOKENS). */
export const RUN_TOKENS = {
  // ports
  ...RUN_PORTS,
  // use cases
  ...useCaseTokens<typeof launchSimulation & typeof modifyParameters & typeof simulationResult & typeof socialSecurityDiscount>()(
    'LaunchSimulation',
    'SimulationResult',
    'ModifyParameters',
    'SocialSecurityDiscount',
  ),
} as const;
