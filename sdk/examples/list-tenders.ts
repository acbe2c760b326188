/**
 * Log in, pick the first workspace and print its tenders (licitaciones), following the pages.
 *
 *   npx tsx sdk/examples/list-tenders.ts
 *
 * Settings come from the environment; the defaults are those of a local `npm start`:
 *   LICITA_URL       base URL of both hosts      (http://localhost:8080/api)
 *   LICITA_API_KEY   value of `x-api-key`        (licita-dev-key)
 *   LICITA_EMAIL     user to log in as           (admin@demo.local)
 *   LICITA_PASSWORD  that user's password        (demo1234)
 */
import { createLicitaClient, errorMessage, type ConfigSchemas } from '@licita/sdk';

const baseUrl = process.env.LICITA_URL ?? 'http://localhost:8080/api';
const apiKey = process.env.LICITA_API_KEY ?? 'licita-dev-key';
const email = process.env.LICITA_EMAIL ?? 'admin@demo.local';
const password = process.env.LICITA_PASSWORD ?? 'demo1234';

async function main(): Promise<void> {
  let token: string | null = null;
  const api = createLicitaClient({
    baseUrl,
    apiKey,
    getToken: () => token, // read on every call, so setting `token` below is enough
    onUnauthorized: () => {
      token = null;
    },
  });

  // 1. Log in (user host). `expires: true` asks for the short-lived refresh token; a script needs no more.
  const login = await api.user.POST('/auth/token', {
    body: { email, password, device: 'sdk example list-tenders', expires: true },
  });
  if (login.error) throw new Error(`Login failed (${login.response.status}): ${errorMessage(login.error)}`);
  token = login.data.token;

  // 2. The user's workspaces (user host).
  const workspaces = await api.user.GET('/user/workspaces');
  if (workspaces.error) throw new Error(`Could not list workspaces: ${errorMessage(workspaces.error)}`);
  const workspace = workspaces.data[0];
  if (!workspace) throw new Error(`${email} belongs to no workspace`);
  console.log(`Workspace: ${workspace.name} (${workspace.id})`);

  // 3. Its tenders (config host), 32 a page, following next_start_id until it is null.
  const tenders: ConfigSchemas['Project'][] = [];
  let start: string | undefined;
  do {
    const page = await api.config.GET('/project', {
      params: { query: { workspace_id: workspace.id, limit: 32, start_id_project: start } },
    });
    if (page.error) throw new Error(`Could not list tenders (${page.response.status}): ${errorMessage(page.error)}`);
    tenders.push(...page.data.items);
    start = page.data.next_start_id ?? undefined;
  } while (start);

  if (tenders.length === 0) console.log('No tenders yet.');
  for (const t of tenders) {
    console.log(`- ${t.name}  [${t.simulation_number} simulation${t.simulation_number === 1 ? '' : 's'}]  ${t.id}`);
  }

  // 4. Log out: revoke the refresh token (user host).
  await api.user.POST('/auth/revoke', { body: { token: login.data.refresh_token } });
}

main().catch((error: unknown) => {
  // fetch rejects (TypeError 'fetch failed', reason in `cause`) when the server cannot be reached at all.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof TypeError ? `Cannot reach ${baseUrl} (${message}${cause})` : message);
  process.exit(1);
});
