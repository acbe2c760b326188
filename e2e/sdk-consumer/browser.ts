/** Bundled by Vite for the browser (IIFE `LicitaConsumer`) by the sdk package test and run in Chromium. */
import { createLicitaSession, isLicitaError, unwrap } from '@licita/sdk';

export async function run(baseUrl: string, email: string, password: string) {
  const api = createLicitaSession({ baseUrl, apiKey: 'licita-dev-key' });
  await api.login({ email, password });
  const workspaces = await unwrap(api.user.GET('/user/workspaces'));
  const missing = await unwrap(
    api.config.GET('/project/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }),
  ).then(
    () => 'none',
    (e: unknown) => (isLicitaError(e) ? `${e.kind}: ${e.message}` : 'untyped'),
  );
  return { workspaces: workspaces.map((w) => w.name), missing };
}
