/** Bindings of the core (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { LicitaClient } from '@licita/sdk';
import { CORE_TOKENS } from './tokens';
import type { KeyValueStorage } from './ports';
import { MemoryStorage } from './storage';
import { FetchFileUploader } from './file-uploader';
import { SdkAuthGateway, SdkSavedSearchGateway, SdkTenderGateway, SdkWorkspaceGateway } from './sdk';
import { SessionStore } from './services/session';
import { Notifier } from './services/notifier';
import { Navigation } from './services/navigation';
import { ErrorHandler } from './services/error-handler';
import { UseCaseServices } from './services/use-case-services';
import { ConnectionCheck, Login, Logout, SessionRefresh, SwitchWorkspace } from './session';
import { IMPORT_FROM_PLATFORM, ImportFromPlatform, PLACSP_GATEWAY, SdkPlacspGateway } from './placsp';
import { REFRESH_FROM_PLATFORM, RefreshFromPlatform } from './placsp-refresh';
import { CreateTender, DeleteTender, RenameTender, SaveTenderData, SavedSearches, TenderDetail, TenderList } from './tenders';

export interface CommonOptions {
  storage?: KeyValueStorage;
  scheduler?: SchedulerLike;
  /** Free text naming the client, sent with the login. */
  device?: string;
}

function defaultDevice(): string {
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  return (ua ? `web ${ua}` : 'web').slice(0, 200);
}

/** The services and the core use cases, the same whatever the ports are bound to. */
export function bindCoreUseCases(c: Container, o: CommonOptions): void {
  c.bind<KeyValueStorage>(CORE_TOKENS.Storage).toConstantValue(o.storage ?? new MemoryStorage());
  c.bind<SchedulerLike>(CORE_TOKENS.Scheduler).toConstantValue(o.scheduler ?? asyncScheduler);
  c.bind<string>(CORE_TOKENS.Device).toConstantValue(o.device ?? defaultDevice());
  c.bind(CORE_TOKENS.SessionStore).to(SessionStore).inSingletonScope();
  c.bind(CORE_TOKENS.Notifier).to(Notifier).inSingletonScope();
  c.bind(CORE_TOKENS.Navigation).to(Navigation).inSingletonScope();
  c.bind(CORE_TOKENS.ErrorHandler).to(ErrorHandler).inSingletonScope();
  c.bind(CORE_TOKENS.UseCaseServices).to(UseCaseServices).inSingletonScope();
  c.bind(CORE_TOKENS.Login).to(Login).inSingletonScope();
  c.bind(CORE_TOKENS.Logout).to(Logout).inSingletonScope();
  c.bind(CORE_TOKENS.SwitchWorkspace).to(SwitchWorkspace).inSingletonScope();
  c.bind(CORE_TOKENS.ConnectionCheck).to(ConnectionCheck).inSingletonScope();
  c.bind(CORE_TOKENS.SessionRefresh).to(SessionRefresh).inSingletonScope();
  c.bind(CORE_TOKENS.TenderList).to(TenderList).inSingletonScope();
  c.bind(CORE_TOKENS.CreateTender).to(CreateTender).inSingletonScope();
  c.bind(CORE_TOKENS.RenameTender).to(RenameTender).inSingletonScope();
  c.bind(CORE_TOKENS.SaveTenderData).to(SaveTenderData).inSingletonScope();
  c.bind(CORE_TOKENS.DeleteTender).to(DeleteTender).inSingletonScope();
  c.bind(CORE_TOKENS.TenderDetail).to(TenderDetail).inSingletonScope();
  c.bind(CORE_TOKENS.SavedSearches).to(SavedSearches).inSingletonScope();
  c.bind(IMPORT_FROM_PLATFORM).to(ImportFromPlatform).inSingletonScope();
  c.bind(REFRESH_FROM_PLATFORM).to(RefreshFromPlatform).inSingletonScope();
}

/** The core ports over the sdk client. */
export function bindCoreSdk(c: Container, client: LicitaClient, fetch?: typeof globalThis.fetch): void {
  c.bind<LicitaClient>(CORE_TOKENS.LicitaClient).toConstantValue(client);
  c.bind(CORE_TOKENS.AuthGateway).to(SdkAuthGateway).inSingletonScope();
  c.bind(CORE_TOKENS.ConnectionGateway).toService(CORE_TOKENS.AuthGateway);
  c.bind(CORE_TOKENS.WorkspaceGateway).to(SdkWorkspaceGateway).inSingletonScope();
  c.bind(CORE_TOKENS.TenderGateway).to(SdkTenderGateway).inSingletonScope();
  c.bind(CORE_TOKENS.SavedSearchGateway).to(SdkSavedSearchGateway).inSingletonScope();
  c.bind(PLACSP_GATEWAY).to(SdkPlacspGateway).inSingletonScope();
  // every area's uploads to signed addresses (the core's UseCaseServices carries it)
  c.bind(CORE_TOKENS.FileUploader).toConstantValue(new FetchFileUploader(fetch));
}
