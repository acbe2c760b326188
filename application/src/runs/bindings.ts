/** Bindings of the run slice (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { RUN_TOKENS } from './tokens';
import { SdkSimulationRunGateway, SdkSolutionGateway } from './sdk';
import { LaunchSimulation } from './launch-simulation';
import { SimulationResult } from './simulation-result';
import { ModifyParameters } from './modify-parameters';
import { SocialSecurityDiscount } from './social-security-discount';

export function bindRunUseCases(c: Container): void {
  c.bind(RUN_TOKENS.LaunchSimulation).to(LaunchSimulation).inSingletonScope();
  c.bind(RUN_TOKENS.SimulationResult).to(SimulationResult).inSingletonScope();
  c.bind(RUN_TOKENS.ModifyParameters).to(ModifyParameters).inSingletonScope();
  c.bind(RUN_TOKENS.SocialSecurityDiscount).to(SocialSecurityDiscount).inSingletonScope();
}

export function bindRunSdk(c: Container): void {
  c.bind(RUN_TOKENS.SimulationRunGateway).to(SdkSimulationRunGateway).inSingletonScope();
  c.bind(RUN_TOKENS.SolutionGateway).to(SdkSolutionGateway).inSingletonScope();
}
