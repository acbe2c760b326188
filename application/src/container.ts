/**
 * The composition root. `reflect-metadata` is imported here once; every injection names its token
 * explicitly (`@inject(TOKENS.X)`), since Vite emits no decorator metadata. Its `lite` build: the same Reflect
 * metadata API without the Map/Set/WeakMap polyfills every supported runtime has (4 KB gzip off the first load).
 */
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { createLicitaClient, type LicitaClient } from '@licita/sdk';
import { TOKENS } from './tokens';
import type { KeyValueStorage } from './ports';
import { browserStorage, MemoryStorage } from './adapters/storage';
import { SdkAuthGateway, SdkSavedSearchGateway, SdkTenderGateway, SdkWorkspaceGateway } from './adapters/sdk';
import { SessionStore } from './services/session';
import { Notifier } from './services/notifier';
import { Navigation } from './services/navigation';
import { ErrorHandler } from './services/error-handler';
import { ConnectionCheck, Login, Logout, SessionRefresh, SwitchWorkspace } from './usecases/session';
import { CreateTender, DeleteTender, RenameTender, SavedSearches, TenderDetail, TenderList } from './usecases/tenders';
import type { InMemoryBackend } from './fakes/memory';
import { bindProfileFakes, bindProfileSdk, bindProfileUseCases } from './profile-container';
import { bindAgreementFakes, bindAgreementSdk, bindAgreementUseCases } from './agreement-container';
import { bindSimulationFakes, bindSimulationSdk, bindSimulationUseCases } from './simulation-container';
import { bindRunFakes, bindRunSdk, bindRunUseCases } from './run-container';
import { bindPreviousStudyFakes, bindPreviousStudySdk, bindPreviousStudyUseCases } from './previous-study-container';

interface CommonOptions {
  storage?: KeyValueStorage;
  scheduler?: SchedulerLike;
  /** Free text naming the client, sent with the login. */
  device?: string;
}

export interface AppContainerOptions extends CommonOptions {
  /** Base URL of both hosts, e.g. `/api` (same origin) or `http://localhost:8080/api`. */
  baseUrl: string;
  /** The key the server gave the web app at run time (its `/app-config.json`); never baked into a build. */
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

function defaultDevice(): string {
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  return (ua ? `web ${ua}` : 'web').slice(0, 200);
}

/** Services and use cases, the same whatever the ports are bound to. */
function bindCore(c: Container, o: CommonOptions): void {
  c.bind<KeyValueStorage>(TOKENS.Storage).toConstantValue(o.storage ?? new MemoryStorage());
  c.bind<SchedulerLike>(TOKENS.Scheduler).toConstantValue(o.scheduler ?? asyncScheduler);
  c.bind<string>(TOKENS.Device).toConstantValue(o.device ?? defaultDevice());
  c.bind(TOKENS.SessionStore).to(SessionStore).inSingletonScope();
  c.bind(TOKENS.Notifier).to(Notifier).inSingletonScope();
  c.bind(TOKENS.Navigation).to(Navigation).inSingletonScope();
  c.bind(TOKENS.ErrorHandler).to(ErrorHandler).inSingletonScope();
  c.bind(TOKENS.Login).to(Login).inSingletonScope();
  c.bind(TOKENS.Logout).to(Logout).inSingletonScope();
  c.bind(TOKENS.SwitchWorkspace).to(SwitchWorkspace).inSingletonScope();
  c.bind(TOKENS.ConnectionCheck).to(ConnectionCheck).inSingletonScope();
  c.bind(TOKENS.SessionRefresh).to(SessionRefresh).inSingletonScope();
  c.bind(TOKENS.TenderList).to(TenderList).inSingletonScope();
  c.bind(TOKENS.CreateTender).to(CreateTender).inSingletonScope();
  c.bind(TOKENS.RenameTender).to(RenameTender).inSingletonScope();
  c.bind(TOKENS.DeleteTender).to(DeleteTender).inSingletonScope();
  c.bind(TOKENS.TenderDetail).to(TenderDetail).inSingletonScope();
  c.bind(TOKENS.SavedSearches).to(SavedSearches).inSingletonScope();
  bindProfileUseCases(c);
  bindAgreementUseCases(c);
  bindSimulationUseCases(c);
  bindRunUseCases(c);
  bindPreviousStudyUseCases(c);
}

/** The real app: ports bound to the sdk; a 401 on any call (other than the login itself) logs out. */
export function createAppContainer(o: AppContainerOptions): Container {
  const c = new Container();
  bindCore(c, { ...o, storage: o.storage ?? browserStorage() });
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
  c.bind<LicitaClient>(TOKENS.LicitaClient).toConstantValue(client);
  c.bind(TOKENS.AuthGateway).to(SdkAuthGateway).inSingletonScope();
  c.bind(TOKENS.ConnectionGateway).toService(TOKENS.AuthGateway);
  c.bind(TOKENS.WorkspaceGateway).to(SdkWorkspaceGateway).inSingletonScope();
  c.bind(TOKENS.TenderGateway).to(SdkTenderGateway).inSingletonScope();
  c.bind(TOKENS.SavedSearchGateway).to(SdkSavedSearchGateway).inSingletonScope();
  bindProfileSdk(c);
  bindAgreementSdk(c);
  bindSimulationSdk(c);
  bindRunSdk(c);
  bindPreviousStudySdk(c);
  return c;
}

/** Tests and Storybook: the ports bound to an in-memory backend. */
export function createFakeContainer(backend: InMemoryBackend, o: CommonOptions = {}): Container {
  const c = new Container();
  bindCore(c, { device: 'test', ...o });
  c.bind(TOKENS.AuthGateway).toConstantValue(backend.auth);
  c.bind(TOKENS.ConnectionGateway).toConstantValue(backend.connection);
  c.bind(TOKENS.WorkspaceGateway).toConstantValue(backend.workspaceGateway);
  c.bind(TOKENS.TenderGateway).toConstantValue(backend.tenders);
  c.bind(TOKENS.SavedSearchGateway).toConstantValue(backend.savedSearches);
  bindProfileFakes(c, backend);
  bindAgreementFakes(c, backend);
  bindSimulationFakes(c, backend);
  bindRunFakes(c, backend);
  bindPreviousStudyFakes(c, backend);
  return c;
}
