/**
 * Typed clients for both Licita API hosts.
 *
 *   const api = createLicitaClient({ baseUrl: 'http://localhost:8080/api', apiKey, getToken: () => token });
 *   const { data, error } = await api.config.GET('/project', { params: { query: { workspace_id } } });
 *
 * Both hosts are served under one base URL by default; pass `userBaseUrl` / `configBaseUrl` when they run apart.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as UserPaths, components as UserComponents } from './generated/user';
import type { paths as ConfigPaths, components as ConfigComponents } from './generated/config';

export type { UserPaths, ConfigPaths, UserComponents, ConfigComponents };
export type UserSchemas = UserComponents['schemas'];
export type ConfigSchemas = ConfigComponents['schemas'];
export type UserClient = Client<UserPaths>;
export type ConfigClient = Client<ConfigPaths>;

export interface LicitaClientOptions {
  /** Base URL of both hosts, e.g. `http://localhost:8080/api`. */
  baseUrl?: string;
  userBaseUrl?: string;
  configBaseUrl?: string;
  /** Sent as `x-api-key` on every call. */
  apiKey: string;
  /** The current access token, or null when logged out. Read on every call. */
  getToken?: () => string | null | undefined;
  /** Called with the response of any call answered 401 (the token is missing or expired). */
  onUnauthorized?: (response: Response) => void;
  /** Replaces the global fetch (tests, other runtimes). */
  fetch?: typeof globalThis.fetch;
}

export interface LicitaClient {
  user: UserClient;
  config: ConfigClient;
}

/** Adds the API key and, when there is one, the bearer token. */
export function authMiddleware(apiKey: string, getToken?: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('x-api-key', apiKey);
      const token = getToken?.();
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Hands every 401 to `handler`, so an app can log out in one place. */
export function unauthorizedMiddleware(handler: (response: Response) => void): Middleware {
  return {
    onResponse({ response }) {
      if (response.status === 401) handler(response);
      return response;
    },
  };
}

export function createLicitaClient(options: LicitaClientOptions): LicitaClient {
  const userBaseUrl = options.userBaseUrl ?? options.baseUrl;
  const configBaseUrl = options.configBaseUrl ?? options.baseUrl;
  if (!userBaseUrl || !configBaseUrl) throw new Error('createLicitaClient: baseUrl (or both host URLs) is required');
  const middleware = [authMiddleware(options.apiKey, options.getToken)];
  if (options.onUnauthorized) middleware.push(unauthorizedMiddleware(options.onUnauthorized));
  const user = createClient<UserPaths>({ baseUrl: userBaseUrl, fetch: options.fetch });
  const config = createClient<ConfigPaths>({ baseUrl: configBaseUrl, fetch: options.fetch });
  for (const m of middleware) {
    user.use(m);
    config.use(m);
  }
  return { user, config };
}

/** The `{ message }` of an error answer, whatever its shape. */
export function errorMessage(error: unknown, fallback = 'Error desconocido en el servidor'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}
