import { describe, expect, it } from 'vitest';
import { createLicitaClient, isLicitaError, unwrap } from '../src/index';
import { fakeFetch, ID, json } from './fake-server';

const retry = { retries: 2, baseDelayMs: 1, maxDelayMs: 2 };

function flaky(failures: Array<'network' | number>, then: Response) {
  let calls = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const failure = failures[calls++];
    if (failure === 'network') throw new TypeError('fetch failed');
    if (failure !== undefined) return json(failure, { message: `fallo ${failure}` });
    void request;
    return then.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls: () => calls };
}

describe('retries', () => {
  it('a GET goes again after a network failure and a 503, and answers the data', async () => {
    const { fetch, calls } = flaky(['network', 503], json(200, []));
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch, retry });
    expect(await unwrap(api.user.GET('/user/workspaces'))).toEqual([]);
    expect(calls()).toBe(3);
  });

  it('gives up after the last retry with a network error', async () => {
    const { fetch, calls } = flaky(['network', 'network', 'network'], json(200, []));
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch, retry });
    const error = await api.user.GET('/user/workspaces').catch((e: unknown) => e);
    expect(isLicitaError(error, 'network')).toBe(true);
    expect(calls()).toBe(3);
  });

  it('never repeats a POST, nor a GET answered 500', async () => {
    const post = flaky(['network'], json(200, { id: ID }));
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch: post.fetch, retry });
    const error = await api.config.POST('/project', { body: { name: 'a', workspace_id: ID } }).catch((e: unknown) => e);
    expect(isLicitaError(error, 'network')).toBe(true);
    expect(post.calls()).toBe(1);

    const get = flaky([500], json(200, []));
    const api2 = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch: get.fetch, retry });
    const answer = await api2.user.GET('/user/workspaces');
    expect(answer.response.status).toBe(500);
    expect(get.calls()).toBe(1);
  });

  it('an aborted call is its own kind and is not retried', async () => {
    const { fetch, seen } = fakeFetch({ 'GET /api/user/workspaces': () => json(200, []) });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch, retry });
    const controller = new AbortController();
    controller.abort();
    const error = await api.user.GET('/user/workspaces', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isLicitaError(error, 'aborted')).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(1);
  });
});
