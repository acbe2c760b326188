/**
 * `@licita/application/fakes`: in-memory implementations of every port and the container bound to them, for the
 * tests and Storybook. The app never imports this entry (its container is `createAppContainer` of the main one).
 */
import { Container } from 'inversify';
import { bindUseCases, type CommonOptions } from './container';
import type { InMemoryBackend } from './core/memory';
import { PLACSP_GATEWAY } from './core/placsp';
import { TOKENS } from './tokens';
import type { Token } from './token';
import { profileFakes } from './profile/memory';
import { agreementFakes } from './agreements/memory';
import { simulationFakes } from './simulations/memory';
import { runFakes } from './runs/memory';
import { previousStudyFakes } from './previous-studies/memory';
import { marketFakes } from './market/memory';

export * from './core/memory';
export { InMemoryPlacspGateway } from './core/placsp-memory';
export * from './profile/memory';
export * from './agreements/memory';
export * from './simulations/memory';
export * from './runs/demo';
export * from './runs/memory';
export * from './previous-studies/memory';

type Ports = { [K in keyof typeof TOKENS]?: (typeof TOKENS)[K] extends Token<infer T> ? T : never };

/** Tests and Storybook: the ports bound to an in-memory backend (each area's fake made on first use). */
export function createFakeContainer(b: InMemoryBackend, o: CommonOptions = {}): Container {
  const c = new Container();
  bindUseCases(c, { device: 'test', ...o });
  const [profile, agreements, simulations, runs] = [profileFakes(b), agreementFakes(b), simulationFakes(b), runFakes(b)];
  const ports: Ports = {
    ...{ AuthGateway: b.auth, ConnectionGateway: b.connection, WorkspaceGateway: b.workspaceGateway },
    ...{ TenderGateway: b.tenders, SavedSearchGateway: b.savedSearches },
    ...{ ProfileGateway: profile.profileGateway, UserAdminGateway: profile.userAdmin, AccountGateway: profile.account },
    ...{ AgreementGateway: agreements.gateway, MaterialCostGateway: agreements.materialCostGateway },
    ...{ FileUploader: agreements.uploader },
    ...{ SimulationGateway: simulations.simulations, SimulationInputsGateway: simulations.inputsGateway },
    ...{ SimulationRunGateway: runs.gateway, SolutionGateway: runs.solutions },
    ...{ PreviousStudyGateway: previousStudyFakes(b).gateway, MarketGateway: marketFakes(b) },
  };
  for (const [name, port] of Object.entries(ports)) c.bind(TOKENS[name as keyof Ports]).toConstantValue(port);
  // read when first used, so a story or a test may give the backend its notices after the container is made
  c.bind(PLACSP_GATEWAY).toDynamicValue(() => b.placsp);
  return c;
}
