/**
 * `@licita/server/test/real-app`: the real server on PGlite (or PostgreSQL), reached through a `fetch` that the
 * application's sdk adapters use as they would in the browser. The application's tests drive their use cases
 * against it wherever a server rule matters (a name taken, the last administrator, a center in use…), so no fake
 * has to copy the rule.
 */
import type { FixedShift } from '@licita/domain';
import { shiftRows } from '../src/simulations/work-repository';
import { createTestApp, PASSWORD, type Target, type TestApp } from './helpers';

export { PASSWORD, targets, type Target } from './helpers';

export interface RealApp {
  /** The server under test (its database, mailer and direct calls, for set-up and checks). */
  server: TestApp;
  /** A `fetch` over the server's own request handling (no socket): any host, the path and body as sent. */
  fetch: typeof globalThis.fetch;
  /** The base URL to give the app's container. */
  baseUrl: string;
  /** The web app's key, as an operator configures it. */
  apiKey: string;
  close(): Promise<void>;
}

export async function startRealApp(target: Target = 'pglite'): Promise<RealApp> {
  const server = await createTestApp(target);
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.from(await req.arrayBuffer());
    const res = await server.app.inject({
      method: req.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(req.headers.entries()),
      remoteAddress: '127.0.0.1',
      ...(body && body.length ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  }) as typeof globalThis.fetch;
  return { server, fetch, baseUrl: 'http://licita.test/api', apiKey: 'second-key', close: () => server.close() };
}

/** A workspace with its administrator on the real server: their e-mail and the shared test password. */
export async function workspaceOf(app: RealApp, name: string) {
  const ws = await app.server.workspace(name);
  return { ...ws, password: PASSWORD };
}

/**
 * Stores a simulation's fixed shifts (already checked) straight through the server's repository, in one transaction:
 * thousands in a second, where as many POSTs would take minutes (the tests of long lists, issue 48).
 */
export async function storeShifts(app: RealApp, simulationId: string, shifts: readonly FixedShift[]): Promise<void> {
  await app.server.database.db.transaction().execute((trx) => shiftRows.insertAll(trx, simulationId, shifts));
}
