import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { errorMessage, type LicitaClient } from '@licita/sdk';
import {
  COMMON_MESSAGES,
  type BidderData,
  type SmiForecastEntry,
  type TenderData,
  type LoginRequest,
  type PreviousStudyCard,
  type Project,
  type ProjectPage,
  type Role,
  type SimulationCard,
  type UserWorkspace,
  type Workspace,
} from '@licita/domain';
import { ApiError } from '../errors';
import type { Paged, PageQuery } from './paged-list';
import type {
  AuthGateway,
  ConnectionGateway,
  OpenedSession,
  SavedSearch,
  SavedSearchGateway,
  TenderGateway,
  TenderQuery,
  WorkspaceGateway,
} from './ports';
import { CORE_PORTS } from './ports';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data, or an ApiError with the status, the server's message and the URL. Network failures → status 0. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : 'Network error');
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    const field =
      error && typeof error === 'object' && 'field' in error && typeof error.field === 'string' ? error.field : undefined;
    throw new ApiError(response.status, errorMessage(error), response.url, field);
  }
  return data as T;
}

/**
 * A page of a paged list (openapi/config/_base.yaml, ListOffset…): its rows checked against the codec, the total
 * from `X-Total-Count` and, when sent, the weekly hours from `X-Weekly-Hours` and the events' levels from
 * `X-Error-Count` and `X-Warning-Count`.
 */
export async function decodedPage<C extends t.Mixed, R>(
  codec: C,
  answer: Promise<FetchResult<R>>,
  url: string,
): Promise<Paged<t.TypeOf<C>>> {
  let headers: Headers | undefined;
  const items = await decoded(t.array(codec), unwrap(answer.then((r) => ((headers = r.response.headers), r))), url);
  const hours = headers?.get('x-weekly-hours');
  const [errors, warnings] = [headers?.get('x-error-count'), headers?.get('x-warning-count')];
  return {
    items,
    total: Number(headers?.get('x-total-count') ?? items.length),
    ...(hours ? { weeklyHours: Number(hours) } : {}),
    ...(errors && warnings ? { levels: { errors: Number(errors), warnings: Number(warnings) } } : {}),
  };
}

/** The query of a page as the contract takes it: only what is given, a blank search left out. */
export function pageQuery(page: Partial<PageQuery> = {}): Partial<PageQuery> {
  const q = page.q?.trim();
  return {
    ...(page.offset ? { offset: page.offset } : {}),
    ...(page.limit !== undefined ? { limit: page.limit } : {}),
    ...(q ? { q } : {}),
  };
}

/** The answer checked against the domain's codec: a contract drift fails here (as a server failure), not deep in a screen. */
export async function decoded<T>(codec: t.Decoder<unknown, T>, call: Promise<unknown>, url: string): Promise<T> {
  const r = codec.decode(await call);
  if (isLeft(r)) throw new ApiError(502, COMMON_MESSAGES.invalidResponse, url);
  return r.right;
}

@injectable()
export class SdkAuthGateway implements AuthGateway, ConnectionGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  login(request: LoginRequest): Promise<OpenedSession> {
    return unwrap(this.api.user.POST('/auth/token', { body: request }));
  }
  refresh(refreshToken: string): Promise<OpenedSession> {
    return unwrap(this.api.user.POST('/auth/refresh', { body: { token: refreshToken } }));
  }
  async revoke(refreshToken: string): Promise<void> {
    await unwrap(this.api.user.POST('/auth/revoke', { body: { token: refreshToken } }));
  }
  async check(): Promise<void> {
    await unwrap(this.api.user.GET('/auth/check_connection'));
  }
}

@injectable()
export class SdkWorkspaceGateway implements WorkspaceGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  listMine(): Promise<UserWorkspace[]> {
    return unwrap(this.api.user.GET('/user/workspaces', { params: { query: {} } }));
  }
  get(id: string): Promise<Workspace> {
    return unwrap(this.api.user.GET('/workspace/{id}', { params: { path: { id } } }));
  }
  getRole(id: string): Promise<Role> {
    return unwrap(this.api.user.GET('/role/{id}', { params: { path: { id } } }));
  }
  updateBidder(id: string, data: BidderData): Promise<Workspace> {
    return unwrap(this.api.user.PUT('/workspace/{id}', { params: { path: { id } }, body: data }));
  }
  updateSmiForecast(id: string, list: SmiForecastEntry[]): Promise<Workspace> {
    return unwrap(this.api.user.PUT('/workspace/{id}', { params: { path: { id } }, body: { smi_forecast: list } }));
  }
}

@injectable()
export class SdkTenderGateway implements TenderGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  list(q: TenderQuery): Promise<ProjectPage> {
    const query: { workspace_id: string; limit: number; search_string?: string; start_id_project?: string } = {
      workspace_id: q.workspaceId,
      limit: q.limit,
    };
    if (q.search) query.search_string = q.search;
    if (q.startId) query.start_id_project = q.startId;
    return unwrap(this.api.config.GET('/project', { params: { query } }));
  }
  get(id: string): Promise<Project> {
    return unwrap(this.api.config.GET('/project/{id}', { params: { path: { id } } }));
  }
  create(name: string, workspaceId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/project', { body: { name, workspace_id: workspaceId } }));
  }
  rename(id: string, name: string): Promise<Project> {
    return unwrap(this.api.config.PUT('/project/{id}', { params: { path: { id } }, body: { name } }));
  }
  update(id: string, name: string, data: TenderData): Promise<Project> {
    return unwrap(this.api.config.PUT('/project/{id}', { params: { path: { id } }, body: { name, ...data } }));
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/project/{id}', { params: { path: { id } } }));
  }
  simulations(projectId: string): Promise<SimulationCard[]> {
    return unwrap(this.api.config.GET('/project/{projectId}/simulation', { params: { path: { projectId } } }));
  }
  previousStudies(projectId: string): Promise<PreviousStudyCard[]> {
    return unwrap(this.api.config.GET('/previous_study', { params: { query: { project_id: projectId } } }));
  }

  comparisonUrl(
    projectId: string,
    items: ReadonlyArray<{ kind: 'simulation' | 'previous_study'; id: string }>,
  ): Promise<{ download_url: string; filename: string }> {
    return unwrap(
      this.api.config.POST('/project/{id}/comparison_url', { params: { path: { id: projectId } }, body: { items: [...items] } }),
    );
  }
}

@injectable()
export class SdkSavedSearchGateway implements SavedSearchGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  list(workspaceId: string): Promise<SavedSearch[]> {
    return unwrap(this.api.config.GET('/event', { params: { query: { workspace_id: workspaceId } } }));
  }
  create(search: string, workspaceId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/event', { body: { search, workspace_id: workspaceId } }));
  }
  update(id: string, search: string): Promise<SavedSearch> {
    return unwrap(this.api.config.PUT('/event/{id}', { params: { path: { id } }, body: { search } }));
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/event/{id}', { params: { path: { id } } }));
  }
}
