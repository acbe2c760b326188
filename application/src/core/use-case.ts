import { inject, injectable } from 'inversify';
import type { Token } from '../token';
import { USE_CASE_SERVICES, type UseCaseServices } from './services/use-case-services';

/**
 * The base of a use case over one port: `class CreateTender extends useCaseOver(CORE_PORTS.TenderGateway)` has the
 * port as `this.gateway` and the shared services as `this.services`, injected through this base's constructor, which
 * inversify reads for the derived class when it is decorated `@injectFromBase()` (a base's metadata is not inherited).
 */
export function useCaseOver<G>(port: Token<G>) {
  @injectable()
  abstract class UseCaseOver {
    constructor(
      @inject(port) protected readonly gateway: G,
      @inject(USE_CASE_SERVICES) protected readonly services: UseCaseServices,
    ) {}
  }
  return UseCaseOver;
}
