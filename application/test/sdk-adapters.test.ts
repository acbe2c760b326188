import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import {
  createAppContainer,
  Login,
  LoginError,
  MemoryStorage,
  SessionStore,
  STORAGE_KEYS,
  TenderList,
  TOKENS,
  type Navigation,
} from '../src/index';
import { fakeToken } from '../src/fakes';
import { flush } from './helpers';

function fakeFetch(routes: Record<string, (req: Request) => Response>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname}`;
    const handler = routes[key];
    return handler
      ? handler(req)
      : new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sdk adapters', () => {
  it('log in through the sdk with the API key, then call with the bearer token', async () => {
    const token = fakeToken();
    const { fetch, seen } = fakeFetch({
      'POST /api/auth/token': () =>
        json({ token, refresh_token: 'r'.repeat(20), expires_in: 900, user: { id: 'u', email: 'a@b.es' } }),
      'GET /api/user/workspaces': () => json([{ id: 'w', name: 'Demo', role_id: 'r' }]),
      'GET /api/workspace/w': () =>
        json({ id: 'w', name: 'Demo', simulations_executed: 1, max_simulations: 5, simulations_added_from_last_month: 0 }),
      'GET /api/role/r': () => json({ id: 'r', name: 'Lector', manage_users: false, permissions: [] }),
      'GET /api/project': () =>
        json({
          items: [{ id: 'p', uid: 'p', name: 'T', simulation_number: 2, workspace_id: 'w', created_at: '2024-01-01T00:00:00Z' }],
          next_start_id: null,
        }),
    });
    const c = createAppContainer({
      baseUrl: 'http://test/api',
      apiKey: 'web-key',
      fetch,
      storage: new MemoryStorage(),
      device: 'test',
    });
    const ws = await lastValueFrom(c.get<Login>(TOKENS.Login).execute({ email: 'a@b.es', password: 'p', remember: true }));
    expect(ws?.name).toBe('Demo');
    expect(seen[0]!.headers.get('x-api-key')).toBe('web-key');
    expect(await seen[0]!.clone().json()).toMatchObject({ email: 'a@b.es', expires: false });
    const list = c.get<TenderList>(TOKENS.TenderList).open();
    await flush();
    await flush();
    expect(list.state.items.map((p) => p.name)).toEqual(['T']);
    const req = seen.find((r) => r.url.includes('/api/project'))!;
    expect(req.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(new URL(req.url).searchParams.get('workspace_id')).toBe('w');
    expect(new URL(req.url).searchParams.get('limit')).toBe('32');
    list.dispose();
  });

  it('a wrong password shows the translated message and does not count as a logout', async () => {
    const { fetch } = fakeFetch({ 'POST /api/auth/token': () => json({ message: 'Wrong credentials provided' }, 401) });
    const c = createAppContainer({ baseUrl: 'http://test/api', apiKey: 'web-key', fetch, storage: new MemoryStorage() });
    const redirects: string[] = [];
    c.get<Navigation>(TOKENS.Navigation).requests$.subscribe((p) => redirects.push(p));
    const err = await lastValueFrom(
      c.get<Login>(TOKENS.Login).execute({ email: 'a@b.es', password: 'x', remember: false }),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(LoginError);
    expect(err.message).toBe('Usuario o contraseña incorrectos');
    expect(redirects).toEqual([]);
  });

  it('a 401 on any other call logs out', async () => {
    const { fetch } = fakeFetch({ 'GET /api/user/workspaces': () => json({ message: 'Unauthorized' }, 401) });
    const storage = new MemoryStorage({ [STORAGE_KEYS.token]: fakeToken() });
    const c = createAppContainer({ baseUrl: 'http://test/api', apiKey: 'web-key', fetch, storage });
    const redirects: string[] = [];
    c.get<Navigation>(TOKENS.Navigation).requests$.subscribe((p) => redirects.push(p));
    await lastValueFrom(c.get<import('../src/index').SwitchWorkspace>(TOKENS.SwitchWorkspace).initialise());
    expect(c.get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(redirects).toEqual(['/login']);
  });
});
