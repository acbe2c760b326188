/**
 * The web app's container: the core (session, workspaces, tenders, the PLACSP import) bound at once, the other areas
 * from a chunk of their own (./areas.ts) fetched while the first screen loads. The screens wait for `areasReady`
 * (ui/src/app/lazyNamed.ts), so no screen asks for a use case that is not bound yet.
 */
import './reflect';
import { Container } from 'inversify';
import { createLicitaClient } from '@licita/sdk';
import { TOKENS } from './tokens';
import { browserStorage } from './core/storage';
import type { SessionStore } from './core/services/session';
import type { ErrorHandler } from './core/services/error-handler';
import { bindCoreSdk, bindCoreUseCases, type CommonOptions } from './core/bindings';

export interface AppContainerOptions extends CommonOptions {
  /** Base URL of both hosts, e.g. `/api` (same origin) or `http://localhost:8080/api`. */
  baseUrl: string;
  /** The key the server gave the web app at run time (its `/app-config.json`); never baked into a build. */
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** The core over the sdk; a 401 on any call (other than the login itself) logs out. */
export function coreContainer(o: AppContainerOptions): Container {
  const c = new Container();
  bindCoreUseCases(c, { ...o, storage: o.storage ?? browserStorage() });
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
  bindCoreSdk(c, client, o.fetch);
  return c;
}

/** The web app's container, and the promise of its other areas bound. */
export function createLazyAppContainer(o: AppContainerOptions): { container: Container; areasReady: Promise<void> } {
  const container = coreContainer(o);
  const areasReady = import('./areas').then((areas) => areas.bindAreas(container));
  return { container, areasReady };
}
