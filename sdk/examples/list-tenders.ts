/**
 * Log in, pick the first workspace and print its tenders (licitaciones), following the pages.
 *
 *   node --conditions=licita-source --import tsx sdk/examples/list-tenders.ts   (inside this repository)
 *
 * Settings come from the environment; the defaults are those of a local `npm start`:
 *   LICITA_URL       base URL of both hosts      (http://localhost:8080/api)
 *   LICITA_API_KEY   value of `x-api-key`        (licita-dev-key)
 *   LICITA_EMAIL     user to log in as           (admin@demo.local)
 *   LICITA_PASSWORD  that user's password        (demo1234)
 */
import { allTenders, createLicitaSession, isLicitaError, unwrap } from '@licita/sdk';

const baseUrl = process.env.LICITA_URL ?? 'http://localhost:8080/api';
const apiKey = process.env.LICITA_API_KEY ?? 'licita-dev-key';
const email = process.env.LICITA_EMAIL ?? 'admin@demo.local';
const password = process.env.LICITA_PASSWORD ?? 'demo1234';

async function main(): Promise<void> {
  const api = createLicitaSession({ baseUrl, apiKey });

  // 1. Log in (user host). `expires: true` asks for the short-lived refresh token; a script needs no more.
  await api.login({ email, password, device: 'sdk example list-tenders', expires: true });

  // 2. The user's workspaces (user host).
  const [workspace] = await unwrap(api.user.GET('/user/workspaces'));
  if (!workspace) throw new Error(`${email} no pertenece a ningún espacio de trabajo`);
  console.log(`Workspace: ${workspace.name} (${workspace.id})`);

  // 3. Its tenders (config host), every page.
  let count = 0;
  for await (const t of allTenders(api, { workspace_id: workspace.id })) {
    count++;
    console.log(`- ${t.name}  [${t.simulation_number} simulation${t.simulation_number === 1 ? '' : 's'}]  ${t.id}`);
  }
  if (count === 0) console.log('No tenders yet.');

  // 4. Log out: revoke the refresh token.
  await api.logout();
}

main().catch((error: unknown) => {
  // Every failure of a call is a LicitaError: its kind says which, its message is the server's (or the sdk's) Spanish text.
  console.error(isLicitaError(error) ? `${error.kind}: ${error.message}` : String(error));
  process.exit(1);
});
