/** Direct calls through the published sdk, to prepare data the way another team's script would. */
import { createLicitaClient, type LicitaClient } from '@licita/sdk';
import { API_KEY } from './accounts';
import { baseUrl } from './browser';

/** `url`: another server than the run's (a test that starts its own). */
export async function apiAs(
  account: { email: string; password: string },
  url = baseUrl(),
): Promise<{ api: LicitaClient; workspaceId: string }> {
  const anonymous = createLicitaClient({ baseUrl: `${url}/api`, apiKey: API_KEY });
  const { data: session, error } = await anonymous.user.POST('/auth/token', {
    body: { email: account.email, password: account.password, device: 'e2e' },
  });
  if (!session) throw new Error(`login failed: ${JSON.stringify(error)}`);
  const api = createLicitaClient({ baseUrl: `${url}/api`, apiKey: API_KEY, getToken: () => session.token });
  const { data: workspaces } = await api.user.GET('/user/workspaces');
  const demo = workspaces?.find((w) => w.name === 'Demo');
  if (!demo) throw new Error('the Demo workspace is missing');
  return { api, workspaceId: demo.id };
}

/**
 * The id of the shared base agreement (the seeded one every workspace sees read-only). Tests pick it rather than
 * "the first agreement", since other tests add agreements of their own, some without categories.
 */
export async function baseAgreementId(api: LicitaClient, workspaceId: string): Promise<string> {
  const { data } = await api.config.GET('/agreement', { params: { query: { workspace_id: workspaceId } } });
  const base = data?.find((a) => !a.update_permissions);
  if (!base) throw new Error('the base agreement is missing');
  return base.id;
}

/**
 * The bidder's data of the workspace (Administración → Datos de la empresa): filled, the justification downloads
 * at once; null, its first download asks for it ('Datos del licitador').
 */
export async function setCompany(
  api: LicitaClient,
  workspaceId: string,
  company: { company_name: string; tax_id: string } | null,
): Promise<void> {
  const { error } = await api.user.PUT('/workspace/{id}', {
    params: { path: { id: workspaceId } },
    body: company ?? { company_name: null, tax_id: null },
  });
  if (error) throw new Error(`company data: ${JSON.stringify(error)}`);
}

/** The company the browser tests sign their justifications with. */
export const E2E_COMPANY = { company_name: 'Limpiezas del Sur, S.L.', tax_id: 'B41000001' } as const;

/** The category of the workspace agreements the results tests save themselves: a Limpiador/a with no pluses. */
export const OWN_CATEGORY = {
  professional_category: 'Limpiador/a',
  salary_year: 17_312.45,
  base_salary_year: 14_000,
  pluses_by_schedule: [],
  pluses_by_weekday: [],
};
