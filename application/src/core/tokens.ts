import { CORE_PORTS } from './ports';
import { ERROR_HANDLER } from './services/error-handler';
import { NAVIGATION } from './services/navigation';
import { NOTIFIER } from './services/notifier';
import { SESSION_STORE } from './services/session';
import { USE_CASE_SERVICES } from './services/use-case-services';
import { useCaseTokens } from '../token';
import { SWITCH_WORKSPACE } from './session';
import { IMPORT_FROM_PLATFORM, PLACSP_GATEWAY } from './placsp';
import { REFRESH_FROM_PLATFORM } from './placsp-refresh';
import type * as session from './session';
import type * as tenders from './tenders';

/** Container tokens of the core: the session, workspaces, tenders and the services every area uses (spread into TOKENS). */
export const CORE_TOKENS = {
  // ports
  ...CORE_PORTS,
  // services
  SessionStore: SESSION_STORE,
  Notifier: NOTIFIER,
  Navigation: NAVIGATION,
  ErrorHandler: ERROR_HANDLER,
  UseCaseServices: USE_CASE_SERVICES,
  // use cases
  SwitchWorkspace: SWITCH_WORKSPACE,
  PlacspGateway: PLACSP_GATEWAY,
  ImportFromPlatform: IMPORT_FROM_PLATFORM,
  RefreshFromPlatform: REFRESH_FROM_PLATFORM,
  ...useCaseTokens<typeof session & typeof tenders>()(
    'Login',
    'Logout',
    'ConnectionCheck',
    'SessionRefresh',
    'TenderList',
    'CreateTender',
    'RenameTender',
    'DeleteTender',
    'TenderDetail',
    'SavedSearches',
    'SaveTenderData',
  ),
} as const;
