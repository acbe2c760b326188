/**
 * A client that logs in and keeps its session: the access token goes on every call, and a call refused with 401
 * renews the session with the refresh token (rotated by the server: each one is spent on use) and goes again.
 * Concurrent 401s share one renewal, since a second use of the same refresh token would be refused.
 */
import createClient from 'openapi-fetch';
import {
  createLicitaClient,
  authMiddleware,
  type LicitaClient,
  type LicitaClientOptions,
  type UserPaths,
  type UserSchemas,
} from './client.js';
import { createTransport } from './transport.js';
import { unwrap, LicitaError, problemFromAnswer } from './errors.js';

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export interface Credentials {
  email: string;
  password: string;
  /** Free text naming the client, shown in the user's sessions. */
  device?: string;
  /** false = "Remember me": the refresh token lasts 30 days instead of 1 (default true). */
  expires?: boolean;
}

export interface LicitaSessionOptions extends Omit<LicitaClientOptions, 'getToken' | 'renewToken'> {
  /** A session kept from before (e.g. read from storage). */
  tokens?: SessionTokens | null;
  /** Called whenever the tokens change (login, renewal, logout → null): persist them here if you need to. */
  onTokens?: (tokens: SessionTokens | null) => void;
}

export interface LicitaSession extends LicitaClient {
  /** Opens a session; throws a LicitaError (`unauthorized` for wrong credentials, `too-many-requests`…). */
  login(credentials: Credentials): Promise<UserSchemas['Session']>;
  /** Revokes the refresh token and forgets the session. */
  logout(): Promise<void>;
  /** Renews the session now; throws `unauthorized` when it has expired or been revoked. */
  refresh(): Promise<void>;
  /** The current tokens, or null when logged out. */
  readonly tokens: SessionTokens | null;
}

export function createLicitaSession(options: LicitaSessionOptions): LicitaSession {
  let tokens: SessionTokens | null = options.tokens ?? null;
  let renewal: Promise<SessionTokens> | null = null;

  const set = (next: SessionTokens | null) => {
    tokens = next;
    options.onTokens?.(next);
  };

  // Session calls go without the bearer and never renew themselves (a 401 here means the session is over).
  const authBaseUrl = options.userBaseUrl ?? options.baseUrl;
  if (!authBaseUrl) throw new Error('createLicitaSession: baseUrl (or both host URLs) is required');
  const auth = createClient<UserPaths>({ baseUrl: authBaseUrl, fetch: createTransport({ fetch: options.fetch, retry: null }) });
  auth.use(authMiddleware(options.apiKey));

  const renew = (): Promise<SessionTokens> => {
    renewal ??= (async () => {
      const refreshToken = tokens?.refresh_token;
      if (!refreshToken) throw new LicitaError(problemFromAnswer(401, { message: 'Sesión no válida o caducada' }));
      try {
        const session = await unwrap(auth.POST('/auth/refresh', { body: { token: refreshToken } }));
        set({ token: session.token, refresh_token: session.refresh_token });
        return session;
      } catch (error) {
        // Only the refresh token's refusal ends the session (not a wrong API key, not a network failure).
        if (error instanceof LicitaError && error.kind === 'unauthorized') set(null);
        throw error;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const client = createLicitaClient({
    ...options,
    getToken: () => tokens?.token,
    async renewToken(stale) {
      // Another call renewed the session meanwhile: use its token rather than spend the refresh token again.
      if (tokens && tokens.token !== stale) return tokens.token;
      try {
        return (await renew()).token;
      } catch (error) {
        // Refused: the caller gets the call's own 401 answer (network failures and aborts are thrown as they are).
        if (error instanceof LicitaError && error.status !== 0) return null;
        throw error;
      }
    },
  });

  return {
    ...client,
    get tokens() {
      return tokens;
    },
    async login(credentials) {
      const session = await unwrap(auth.POST('/auth/token', { body: credentials }));
      set({ token: session.token, refresh_token: session.refresh_token });
      return session;
    },
    async logout() {
      const refreshToken = tokens?.refresh_token;
      set(null);
      if (refreshToken) await unwrap(auth.POST('/auth/revoke', { body: { token: refreshToken } }));
    },
    async refresh() {
      await renew();
    },
  };
}
