import { PROFILE_TOKENS } from './profile-tokens';
import { AGREEMENT_TOKENS } from './agreement-tokens';
import { SIMULATION_TOKENS } from './simulation-tokens';
import { RUN_TOKENS } from './run-tokens';
import { PREVIOUS_STUDY_TOKENS } from './previous-study-tokens';
import { CORE_PORTS } from './ports';
import { ERROR_HANDLER } from './services/error-handler';
import { NAVIGATION } from './services/navigation';
import { NOTIFIER } from './services/notifier';
import { SESSION_STORE } from './services/session';
import { token } from './token';
import { SWITCH_WORKSPACE } from './usecases/session';
import type { ConnectionCheck, Login, Logout, SessionRefresh } from './usecases/session';
import type { CreateTender, DeleteTender, RenameTender, SavedSearches, TenderDetail, TenderList } from './usecases/tenders';

/** Container tokens. Every injection names its token explicitly (Vite emits no decorator metadata). */
export const TOKENS = {
  // ports
  ...CORE_PORTS,
  // services
  SessionStore: SESSION_STORE,
  Notifier: NOTIFIER,
  Navigation: NAVIGATION,
  ErrorHandler: ERROR_HANDLER,
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
  ...PROFILE_TOKENS,
  ...AGREEMENT_TOKENS,
  ...SIMULATION_TOKENS,
  ...RUN_TOKENS,
  ...PREVIOUS_STUDY_TOKENS,
} as const;
