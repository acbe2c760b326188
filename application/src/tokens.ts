import { PROFILE_TOKENS } from './profile-tokens';
import { AGREEMENT_TOKENS } from './agreement-tokens';
import { SIMULATION_TOKENS } from './simulation-tokens';
import { RUN_TOKENS } from './run-tokens';
import { PREVIOUS_STUDY_TOKENS } from './previous-study-tokens';

/** Container tokens. Every injection names its token explicitly (Vite emits no decorator metadata). */
export const TOKENS = {
  // ports
  Storage: Symbol.for('licita.Storage'),
  AuthGateway: Symbol.for('licita.AuthGateway'),
  ConnectionGateway: Symbol.for('licita.ConnectionGateway'),
  WorkspaceGateway: Symbol.for('licita.WorkspaceGateway'),
  TenderGateway: Symbol.for('licita.TenderGateway'),
  SavedSearchGateway: Symbol.for('licita.SavedSearchGateway'),
  Scheduler: Symbol.for('licita.Scheduler'),
  Device: Symbol.for('licita.Device'),
  LicitaClient: Symbol.for('licita.LicitaClient'),
  // services
  SessionStore: Symbol.for('licita.SessionStore'),
  Notifier: Symbol.for('licita.Notifier'),
  Navigation: Symbol.for('licita.Navigation'),
  ErrorHandler: Symbol.for('licita.ErrorHandler'),
  // use cases
  Login: Symbol.for('licita.Login'),
  Logout: Symbol.for('licita.Logout'),
  SwitchWorkspace: Symbol.for('licita.SwitchWorkspace'),
  ConnectionCheck: Symbol.for('licita.ConnectionCheck'),
  SessionRefresh: Symbol.for('licita.SessionRefresh'),
  TenderList: Symbol.for('licita.TenderList'),
  CreateTender: Symbol.for('licita.CreateTender'),
  RenameTender: Symbol.for('licita.RenameTender'),
  DeleteTender: Symbol.for('licita.DeleteTender'),
  TenderDetail: Symbol.for('licita.TenderDetail'),
  SavedSearches: Symbol.for('licita.SavedSearches'),
  ...PROFILE_TOKENS,
  ...AGREEMENT_TOKENS,
  ...SIMULATION_TOKENS,
  ...RUN_TOKENS,
  ...PREVIOUS_STUDY_TOKENS,
} as const;
