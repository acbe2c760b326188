/**
 * The app's container (the sdk adapters, as in the browser) over the real server on PGlite, logged in as a
 * workspace's administrator: the use cases meet the server's own rules, not a copy of them. `sent` lists every
 * request the app made, in order ('PUT /api/…').
 */
import { lastValueFrom } from 'rxjs';
import { createAppContainer, MemoryStorage, TOKENS, type Login } from '../../src/index';
import { startRealApp, workspaceOf, type RealApp } from '@licita/server/test/real-app';

export async function realServer(workspace = 'Limpiezas del Sur') {
  const app: RealApp = await startRealApp();
  const sent: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    sent.push(`${req.method} ${new URL(req.url).pathname}`);
    return app.fetch(req);
  }) as typeof globalThis.fetch;
  const container = createAppContainer({
    baseUrl: app.baseUrl,
    apiKey: app.apiKey,
    fetch,
    storage: new MemoryStorage(),
    device: 'test',
  });
  const get = <T>(token: symbol) => container.get<T>(token);
  const admin = await workspaceOf(app, workspace);
  await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: admin.adminEmail, password: admin.password, remember: false }));
  return { app, server: app.server, container, get, admin, sent, close: () => app.close() };
}
