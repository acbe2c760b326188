/** The two typed clients (user and config hosts) and the middlewares they share. */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as UserPaths, components as UserComponents } from './generated/user.js';
import type { paths as ConfigPaths, components as ConfigComponents } from './generated/config.js';
import { createTransport, DEFAULT_RETRY, type RetryOptions } from './transport.js';

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
  /**
   * Given the token a call was answered 401 with, a new one (or null). The call is then sent once more with it.
   * `createLicitaSession` sets this; set it yourself only when you keep the session elsewhere.
   */
  renewToken?: (staleToken: string) => Promise<string | null>;
  /** Called with the response of any call answered 401 (after a renewal, if any, failed). */
  onUnauthorized?: (response: Response) => void;
  /** Retries of GETs on network failures and 502/503/504; `false` turns them off. */
  retry?: RetryOptions | false;
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
  const fetch = createTransport({
    fetch: options.fetch,
    retry: options.retry === false ? null : { ...DEFAULT_RETRY, ...options.retry },
    renewToken: options.renewToken,
  });
  const middleware = [authMiddleware(options.apiKey, options.getToken)];
  if (options.onUnauthorized) middleware.push(unauthorizedMiddleware(options.onUnauthorized));
  const user = createClient<UserPaths>({ baseUrl: userBaseUrl, fetch });
  const config = createClient<ConfigPaths>({ baseUrl: configBaseUrl, fetch });
  for (const m of middleware) {
    user.use(m);
    config.use(m);
  }
  return { user, config };
}
