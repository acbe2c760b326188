import type { Container } from 'inversify';
import { createAppContainer, MemoryStorage } from '../src/index';

/** A JSON answer of the stubbed server. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The app's container (the sdk adapters) over a stubbed fetch: `routes` answers by 'METHOD /path', anything else is
 * a 404; `seen` holds every request sent, in order.
 */
export function stubbedApp(routes: Record<string, (req: Request) => Response>): { container: Container; seen: Request[] } {
  const seen: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    const url = new URL(req.url);
    return routes[`${req.method} ${url.pathname}`]?.(req) ?? json({ message: 'Not found' }, 404);
  }) as typeof globalThis.fetch;
  const container = createAppContainer({
    baseUrl: 'http://test/api',
    apiKey: 'web-key',
    fetch,
    storage: new MemoryStorage(),
    device: 'test',
  });
  return { container, seen };
}
