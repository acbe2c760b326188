import { decorate, inject, injectable } from 'inversify';
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

/** What each token of a record of tokens is bound to. */
type Bound<P> = { readonly [K in keyof P]: P[K] extends Token<infer T> ? T : never };

/**
 * The base of a use case over several ports, as `useCaseOver` with one: `extends useCaseOverPorts({ tenders:
 * CORE_PORTS.TenderGateway, runs: RUN_PORTS.SimulationRunGateway })` has them as `this.ports.tenders` and
 * `this.ports.runs`. The constructor takes the ports in the record's order, then the services.
 */
export function useCaseOverPorts<P extends Record<string, Token<unknown>>>(ports: P) {
  const names = Object.keys(ports);
  @injectable()
  abstract class UseCaseOverPorts {
    protected readonly ports: Bound<P>;
    protected readonly services: UseCaseServices;
    constructor(...bound: unknown[]) {
      this.ports = Object.fromEntries(names.map((name, i) => [name, bound[i]])) as Bound<P>;
      this.services = bound[names.length] as UseCaseServices;
    }
  }
  names.forEach((name, i) => decorate(inject(ports[name]), UseCaseOverPorts, i));
  decorate(inject(USE_CASE_SERVICES), UseCaseOverPorts, names.length);
  return UseCaseOverPorts;
}
