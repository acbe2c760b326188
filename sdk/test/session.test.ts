import { describe, expect, it } from 'vitest';
import { createLicitaSession, isLicitaError, unwrap, type SessionTokens } from '../src/index';
import { fakeFetch, json } from './fake-server';

const session = (n: number) => ({
  token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expires_in: 900,
  user: { id: 'u', email: 'a@b.c' },
});

/** A server whose refresh tokens are single-use, like the real one: each refresh spends the token it gets. */
function rotatingServer() {
  let current = 1;
  let refreshes = 0;
  const spent = new Set<string>();
  const { fetch, seen } = fakeFetch({
    'POST /api/auth/token': () => json(200, session(current)),
    'POST /api/auth/refresh': async (r) => {
      const { token } = (await r.json()) as { token: string };
      if (spent.has(token) || token !== `refresh-${current}`) return json(401, { message: 'Sesión no válida o caducada' });
      spent.add(token);
      refreshes++;
      return json(200, session(++current));
    },
    'POST /api/project': async (r) =>
      r.headers.get('authorization') === `Bearer access-${current}`
        ? json(200, { id: ((await r.json()) as { name: string }).name })
        : json(401, { message: 'Sesión no válida o caducada' }),
    'GET /api/user/workspaces': (r) =>
      r.headers.get('authorization') === `Bearer access-${current}`
        ? json(200, [{ id: 'w' }])
        : json(401, { message: 'Sesión no válida o caducada' }),
  });
  return { fetch, seen, refreshes: () => refreshes, expire: () => current++ };
}

/** A session against `server` holding an access token it no longer takes. */
const expiredSession = (server: ReturnType<typeof rotatingServer>) =>
  createLicitaSession({
    baseUrl: 'http://x/api',
    apiKey: 'k',
    fetch: server.fetch,
    tokens: { token: 'caducado', refresh_token: 'refresh-1' },
  });

describe('createLicitaSession', () => {
  it('logs in, sends the access token, and keeps the tokens it was given', async () => {
    const server = rotatingServer();
    const kept: Array<SessionTokens | null> = [];
    const api = createLicitaSession({ baseUrl: 'http://x/api', apiKey: 'k', fetch: server.fetch, onTokens: (t) => kept.push(t) });
    await api.login({ email: 'a@b.c', password: 'x' });
    expect(await unwrap(api.user.GET('/user/workspaces'))).toEqual([{ id: 'w' }]);
    expect(kept).toEqual([{ token: 'access-1', refresh_token: 'refresh-1' }]);
  });

  it('on an expired access token, renews once for concurrent calls and sends each again with the new token', async () => {
    const server = rotatingServer();
    const api = expiredSession(server);
    const answers = await Promise.all([1, 2, 3].map(() => unwrap(api.user.GET('/user/workspaces'))));
    expect(answers).toEqual([[{ id: 'w' }], [{ id: 'w' }], [{ id: 'w' }]]);
    expect(server.refreshes()).toBe(1);
    expect(api.tokens).toEqual({ token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('sends a refused POST again with its body after the renewal', async () => {
    const server = rotatingServer();
    const api = expiredSession(server);
    const created = await unwrap(
      api.config.POST('/project', { body: { name: 'Limpieza', workspace_id: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(created).toEqual({ id: 'Limpieza' });
    expect(server.refreshes()).toBe(1);
  });

  it('when the session cannot be renewed, the caller gets the 401 as unauthorized and the session is forgotten', async () => {
    const server = rotatingServer();
    const changes: Array<SessionTokens | null> = [];
    const api = createLicitaSession({
      baseUrl: 'http://x/api',
      apiKey: 'k',
      fetch: server.fetch,
      tokens: { token: 'access-0', refresh_token: 'revocado' },
      onTokens: (t) => changes.push(t),
    });
    const error = await unwrap(api.user.GET('/user/workspaces')).catch((e: unknown) => e);
    expect(isLicitaError(error, 'unauthorized')).toBe(true);
    expect((error as Error).message).toBe('Sesión no válida o caducada');
    expect(api.tokens).toBeNull();
    expect(changes).toEqual([null]);
  });

  it('wrong credentials at login throw unauthorized with the server message', async () => {
    const { fetch } = fakeFetch({ 'POST /api/auth/token': () => json(401, { message: 'Wrong credentials provided' }) });
    const api = createLicitaSession({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const error = await api.login({ email: 'a@b.c', password: 'mal' }).catch((e: unknown) => e);
    expect(isLicitaError(error, 'unauthorized') && error.message).toBe('Wrong credentials provided');
    expect(api.tokens).toBeNull();
  });
});
