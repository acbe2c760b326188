/**
 * The composition root. `reflect-metadata` is imported here once; every injection names its token
 * explicitly (`@inject(X_PORTS.Y)`), since Vite emits no decorator metadata. Its `lite` build: the same Reflect
 * metadata API without the Map/Set/WeakMap polyfills every supported runtime has (4 KB gzip off the first load).
 * The container of the fakes (tests and Storybook) is `createFakeContainer` of `@licita/application/fakes`.
 */
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { createLicitaClient } from '@licita/sdk';
import { TOKENS } from './tokens';
import { browserStorage } from './core/storage';
import type { SessionStore } from './core/services/session';
import type { ErrorHandler } from './core/services/error-handler';
import { bindCoreSdk, bindCoreUseCases, type CommonOptions } from './core/bindings';
import { bindProfileSdk, bindProfileUseCases } from './profile/bindings';
import { bindAgreementSdk, bindAgreementUseCases } from './agreements/bindings';
import { bindSimulationSdk, bindSimulationUseCases } from './simulations/bindings';
import { bindRunSdk, bindRunUseCases } from './runs/bindings';
import { bindPreviousStudySdk, bindPreviousStudyUseCases } from './previous-studies/bindings';

export type { CommonOptions } from './core/bindings';

export interface AppContainerOptions extends CommonOptions {
  /** Base URL of both hosts, e.g. `/api` (same origin) or `http://localhost:8080/api`. */
  baseUrl: string;
  /** The key the server gave the web app at run time (its `/app-config.json`); never baked into a build. */
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** Services and use cases of every area, the same whatever the ports are bound to. */
export function bindUseCases(c: Container, o: CommonOptions): void {
  bindCoreUseCases(c, o);
  bindProfileUseCases(c);
  bindAgreementUseCases(c);
  bindSimulationUseCases(c);
  bindRunUseCases(c);
  bindPreviousStudyUseCases(c);
}

/** The real app: ports bound to the sdk; a 401 on any call (other than the login itself) logs out. */
export function createAppContainer(o: AppContainerOptions): Container {
  const c = new Container();
  bindUseCases(c, { ...o, storage: o.storage ?? browserStorage() });
  const client = createLicitaClient({
    baseUrl: o.baseUrl,
    apiKey: o.apiKey,
    fetch: o.fetch,
    getToken: () => c.get<SessionStore>(TOKENS.SessionStore).token,
    onUnauthorized: (response) => {
      if (/\/auth\/(token|refresh|revoke)/.test(response.url)) return;
      c.get<ErrorHandler>(TOKENS.ErrorHandler).unauthorized();
    },
  });
  bindCoreSdk(c, client);
  bindProfileSdk(c);
  bindAgreementSdk(c);
  bindSimulationSdk(c);
  bindRunSdk(c);
  bindPreviousStudySdk(c);
  return c;
}
