/**
 * Run with plain node by the sdk package test: each failure a caller can meet, as the typed problem it gets.
 * Prints one JSON object. Settings: LICITA_URL, LICITA_DOWN_URL (nothing listens there), LICITA_EMAIL, LICITA_PASSWORD.
 */
import { createLicitaSession, isLicitaError, LAUNCH_ERROR_MESSAGES, unwrap, type LicitaProblem } from '@licita/sdk';

const baseUrl = process.env.LICITA_URL ?? 'http://localhost:8080/api';
const apiKey = 'licita-dev-key';
const credentials = {
  email: process.env.LICITA_EMAIL ?? 'admin@demo.local',
  password: process.env.LICITA_PASSWORD ?? 'demo1234',
};

/** The problem `work` fails with; anything but a LicitaError is reported as untyped. */
async function problem(
  work: () => Promise<unknown>,
): Promise<LicitaProblem | { kind: 'none' } | { kind: 'untyped'; message: string }> {
  try {
    await work();
    return { kind: 'none' };
  } catch (error) {
    if (isLicitaError(error)) return error.problem;
    return { kind: 'untyped', message: String(error) };
  }
}

const report: Record<string, unknown> = {};

// A wrong API key.
const wrongKey = createLicitaSession({ baseUrl, apiKey: 'clave-equivocada' });
report.wrongApiKey = await problem(() => wrongKey.login(credentials));

// An access token the server no longer takes is renewed once with the refresh token, which rotates.
const api = createLicitaSession({ baseUrl, apiKey });
await api.login({ ...credentials, device: 'sdk package test' });
const spent = api.tokens!.refresh_token;
const stale = createLicitaSession({ baseUrl, apiKey, tokens: { token: 'caducado', refresh_token: spent } });
const workspaces = await unwrap(stale.user.GET('/user/workspaces'));
report.renewal = { answered: workspaces.length > 0, rotated: stale.tokens !== null && stale.tokens.refresh_token !== spent };

// An expired session: revoked elsewhere (a logout on another device), so it cannot be renewed either.
const revoker = createLicitaSession({ baseUrl, apiKey, tokens: stale.tokens });
await revoker.logout();
report.expiredSession = await problem(() => unwrap(stale.user.GET('/user/workspaces')));
report.expiredSessionForgotten = stale.tokens === null;

// A refused launch: a simulation with no data at all.
const fresh = createLicitaSession({ baseUrl, apiKey });
await fresh.login(credentials);
const [workspace] = await unwrap(fresh.user.GET('/user/workspaces'));
const tender = await unwrap(
  fresh.config.POST('/project', { body: { name: 'Licitación sin datos', workspace_id: workspace!.id } }),
);
const { id } = await unwrap(fresh.config.POST('/simulation', { body: { name: 'Vacía', project_id: tender.id } }));
report.refusedLaunch = await problem(() => unwrap(fresh.config.POST('/simulation/{id}/launch', { params: { path: { id } } })));
report.refusalMessages = LAUNCH_ERROR_MESSAGES;

// A lost connection: nothing answers at that address (a GET is retried first).
const down = createLicitaSession({
  baseUrl: process.env.LICITA_DOWN_URL ?? 'http://127.0.0.1:9/api',
  apiKey,
  retry: { retries: 1, baseDelayMs: 10 },
});
report.lostConnection = await problem(() => unwrap(down.config.GET('/contract/types')));

console.log(JSON.stringify(report));
