import type {
  BidderData,
  SmiForecastEntry,
  TenderData,
  LoginRequest,
  PreviousStudyCard,
  Project,
  ProjectPage,
  Role,
  SimulationCard,
  UserWorkspace,
  Workspace,
} from '@licita/domain';
import { token } from '../token';
import type { SchedulerLike } from 'rxjs';
import type { LicitaClient } from '@licita/sdk';

/** Where the session survives reloads (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface OpenedSession {
  token: string;
  refresh_token?: string;
  expires_in?: number;
  user?: { id: string; email: string };
}

/** Auth port (user host). Failures reject with ApiError. */
export interface AuthGateway {
  login(request: LoginRequest): Promise<OpenedSession>;
  refresh(refreshToken: string): Promise<OpenedSession>;
  revoke(refreshToken: string): Promise<void>;
}

/** `GET auth/check_connection`. */
export interface ConnectionGateway {
  check(): Promise<void>;
}

export interface WorkspaceGateway {
  listMine(): Promise<UserWorkspace[]>;
  get(id: string): Promise<Workspace>;
  /** `PUT /workspace/{id}`: the bidder's data (needs user management). */
  updateBidder(id: string, data: BidderData): Promise<Workspace>;
  /** `PUT /workspace/{id}` with `smi_forecast`: the whole list of the workspace's SMI previsto (needs user management). */
  updateSmiForecast(id: string, list: SmiForecastEntry[]): Promise<Workspace>;
  getRole(id: string): Promise<Role>;
}

export interface TenderQuery {
  workspaceId: string;
  search?: string;
  startId?: string | null;
  limit: number;
}

export interface TenderGateway {
  list(query: TenderQuery): Promise<ProjectPage>;
  get(id: string): Promise<Project>;
  create(name: string, workspaceId: string): Promise<{ id: string }>;
  rename(id: string, name: string): Promise<Project>;
  /** `PUT /project/{id}` with the tender's data (contracting authority, expediente, lot, valor estimado, extensions). */
  update(id: string, name: string, data: TenderData): Promise<Project>;
  remove(id: string): Promise<void>;
  simulations(projectId: string): Promise<SimulationCard[]>;
  previousStudies(projectId: string): Promise<PreviousStudyCard[]>;
  /** POST /project/{id}/comparison_url: 'Descargar comparativa' of 2 to 4 solved items, in column order. */
  comparisonUrl(
    projectId: string,
    items: ReadonlyArray<{ kind: 'simulation' | 'previous_study'; id: string }>,
  ): Promise<{ download_url: string; filename: string }>;
}

export interface SavedSearch {
  id: string;
  search: string;
  created: string;
}

export interface SavedSearchGateway {
  list(workspaceId: string): Promise<SavedSearch[]>;
  create(search: string, workspaceId: string): Promise<{ id: string }>;
  update(id: string, search: string): Promise<SavedSearch>;
  remove(id: string): Promise<void>;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
/** PUTs a file to an upload address (a signed URL: no API key, no token); the agreements' PDFs and every spreadsheet import use it. */
export interface FileUploader {
  put(url: string, file: Blob, contentType: string): Promise<void>;
}

export const CORE_PORTS = {
  Storage: token<KeyValueStorage>('Storage'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  ConnectionGateway: token<ConnectionGateway>('ConnectionGateway'),
  WorkspaceGateway: token<WorkspaceGateway>('WorkspaceGateway'),
  TenderGateway: token<TenderGateway>('TenderGateway'),
  SavedSearchGateway: token<SavedSearchGateway>('SavedSearchGateway'),
  Scheduler: token<SchedulerLike>('Scheduler'),
  Device: token<string>('Device'),
  LicitaClient: token<LicitaClient>('LicitaClient'),
  FileUploader: token<FileUploader>('FileUploader'),
} as const;
