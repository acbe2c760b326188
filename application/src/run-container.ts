/** Bindings of the run slice (called from container.ts). */
import type { Container } from 'inversify';
import { TOKENS } from './tokens';
import { SdkSimulationRunGateway, SdkSolutionGateway } from './adapters/runs-sdk';
import { LaunchSimulation } from './usecases/launch-simulation';
import { SimulationResult } from './usecases/simulation-result';
import { ModifyParameters } from './usecases/modify-parameters';
import { SocialSecurityDiscount } from './usecases/social-security-discount';
import type { InMemoryBackend } from './fakes/memory';
import { runFakes } from './fakes/runs-memory';

export function bindRunUseCases(c: Container): void {
  c.bind(TOKENS.LaunchSimulation).to(LaunchSimulation).inSingletonScope();
  c.bind(TOKENS.SimulationResult).to(SimulationResult).inSingletonScope();
  c.bind(TOKENS.ModifyParameters).to(ModifyParameters).inSingletonScope();
  c.bind(TOKENS.SocialSecurityDiscount).to(SocialSecurityDiscount).inSingletonScope();
}

export function bindRunSdk(c: Container): void {
  c.bind(TOKENS.SimulationRunGateway).to(SdkSimulationRunGateway).inSingletonScope();
  c.bind(TOKENS.SolutionGateway).to(SdkSolutionGateway).inSingletonScope();
}

export function bindRunFakes(c: Container, backend: InMemoryBackend): void {
  const f = runFakes(backend);
  c.bind(TOKENS.SimulationRunGateway).toConstantValue(f.gateway);
  c.bind(TOKENS.SolutionGateway).toConstantValue(f.solutions);
}
