/**
 * `@licita/application/fakes`: in-memory implementations of every port and the container bound to them, for the
 * tests and Storybook. The app never imports this entry (its container is `createAppContainer` of the main one).
 */
import { Container } from 'inversify';
import { bindUseCases, type CommonOptions } from './container';
import { bindCoreFakes, type InMemoryBackend } from './core/memory';
import { bindProfileFakes } from './profile/memory';
import { bindAgreementFakes } from './agreements/memory';
import { bindSimulationFakes } from './simulations/memory';
import { bindRunFakes } from './runs/memory';
import { bindPreviousStudyFakes } from './previous-studies/memory';

export * from './core/memory';
export { InMemoryPlacspGateway } from './core/placsp-memory';
export * from './profile/memory';
export * from './agreements/memory';
export * from './simulations/memory';
export * from './runs/demo';
export * from './runs/memory';
export * from './previous-studies/memory';

/** Tests and Storybook: the ports bound to an in-memory backend. */
export function createFakeContainer(backend: InMemoryBackend, o: CommonOptions = {}): Container {
  const c = new Container();
  bindUseCases(c, { device: 'test', ...o });
  bindCoreFakes(c, backend);
  bindProfileFakes(c, backend);
  bindAgreementFakes(c, backend);
  bindSimulationFakes(c, backend);
  bindRunFakes(c, backend);
  bindPreviousStudyFakes(c, backend);
  return c;
}
