/** A fetch answering from a route table, recording what it was sent: the sdk's tests need no server. */
export type Route = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeFetch(routes: Record<string, Route>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    if (request.signal.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return json(404, { message: 'Ruta no encontrada' });
    return route(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

export const ID = '00000000-0000-4000-8000-000000000001';
