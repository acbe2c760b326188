/**
 * The composition root. The container of the fakes (tests and Storybook) is `createFakeContainer` of
 * `@licita/application/fakes`; the web app's is `createLazyAppContainer` (./app-container.ts), which binds the same
 * areas from a chunk of their own.
 */
import './reflect';
import { Container } from 'inversify';
import { bindCoreUseCases, type CommonOptions } from './core/bindings';
import { bindAreaSdk, bindAreaUseCases } from './areas';
import { coreContainer, type AppContainerOptions } from './app-container';

export type { CommonOptions } from './core/bindings';
export type { AppContainerOptions } from './app-container';

/** Services and use cases of every area, the same whatever the ports are bound to. */
export function bindUseCases(c: Container, o: CommonOptions): void {
  bindCoreUseCases(c, o);
  bindAreaUseCases(c);
}

/** The real app with every area bound at once: ports bound to the sdk; a 401 on any call (other than the login itself) logs out. */
export function createAppContainer(o: AppContainerOptions): Container {
  const c = coreContainer(o);
  bindAreaSdk(c);
  bindAreaUseCases(c);
  return c;
}
