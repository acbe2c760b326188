import { CORE_PORTS } from './ports';
import { ERROR_HANDLER } from './services/error-handler';
import { NAVIGATION } from './services/navigation';
import { NOTIFIER } from './services/notifier';
import { SESSION_STORE } from './services/session';
import { USE_CASE_SERVICES } from './services/use-case-services';
import { token } from '../token';
import { SWITCH_WORKSPACE } from './session';
import type { ConnectionCheck, Login, Logout, SessionRefresh } from './session';
import type { CreateTender, DeleteTender, RenameTender, SavedSearches, TenderDetail, TenderList } from './tenders';

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
  Login: token<Login>('Login'),
  Logout: token<Logout>('Logout'),
  SwitchWorkspace: SWITCH_WORKSPACE,
  ConnectionCheck: token<ConnectionCheck>('ConnectionCheck'),
  SessionRefresh: token<SessionRefresh>('SessionRefresh'),
  TenderList: token<TenderList>('TenderList'),
  CreateTender: token<CreateTender>('CreateTender'),
  RenameTender: token<RenameTender>('RenameTender'),
  DeleteTender: token<DeleteTender>('DeleteTender'),
  TenderDetail: token<TenderDetail>('TenderDetail'),
  SavedSearches: token<SavedSearches>('SavedSearches'),
} as const;
