import { describe, expect, it } from 'vitest';
import { createLicitaClient } from '../src/index';

function recordingFetch(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

describe('createLicitaClient', () => {
  it('sends the API key and the bearer token to both hosts, each on its own base URL', async () => {
    const { fetch, seen } = recordingFetch(200, []);
    const api = createLicitaClient({
      userBaseUrl: 'http://user.test/api',
      configBaseUrl: 'http://config.test/api',
      apiKey: 'k-1',
      getToken: () => 'a.b.c',
      fetch,
    });
    await api.user.GET('/user/workspaces');
    await api.config.GET('/event', { params: { query: { workspace_id: '00000000-0000-4000-8000-000000000000' } } });
    expect(seen.map((r) => r.url)).toEqual([
      'http://user.test/api/user/workspaces',
      'http://config.test/api/event?workspace_id=00000000-0000-4000-8000-000000000000',
    ]);
    for (const r of seen) {
      expect(r.headers.get('x-api-key')).toBe('k-1');
      expect(r.headers.get('authorization')).toBe('Bearer a.b.c');
    }
  });

  it('sends no Authorization header when logged out, and hands every 401 to the hook', async () => {
    const { fetch, seen } = recordingFetch(401, { message: 'Unauthorized' });
    const statuses: number[] = [];
    const api = createLicitaClient({
      baseUrl: 'http://x/api',
      apiKey: 'k',
      getToken: () => null,
      fetch,
      onUnauthorized: (r) => statuses.push(r.status),
    });
    const { error } = await api.user.GET('/auth/check_connection');
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(statuses).toEqual([401]);
    expect(error).toEqual({ message: 'Unauthorized' });
  });
});
