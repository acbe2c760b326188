/**
 * Set-up of the tests that need solved work to change: a workspace whose small simulation is launched and solved
 * (its quota lifted), and a small previous study filled through the API (one surrogate, one other cost).
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers';
import type { insertAgreement } from '../simulations/fixtures';
import { setQuota, waitEnd, world, type World } from './fixtures';

/** A call as the workspace's administrator (to whichever app the test means). */
type AdminCall = (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

/** A workspace (./fixtures.ts `world`) whose simulation is launched and Solved, its quota lifted. */
export async function solvedWorld(t: TestApp, name: string): Promise<World> {
  const w = await world(t, name);
  await setQuota(t, w.ws.id, null, 0);
  ok(await t.call('POST', `/api/simulation/${w.base.sim}/launch`, { token: w.ws.adminToken }));
  expect((await waitEnd(t, w.ws.adminToken, w.base.sim, 60_000)).status).toBe('Solved');
  return w;
}

type Agreement = Awaited<ReturnType<typeof insertAgreement>>;

/** What a previous study is filled with: the basic data, then each surrogate and other cost (the API's bodies). */
interface StudyData {
  basics: Record<string, unknown>;
  surrogates: Record<string, unknown>[];
  costs: Record<string, unknown>[];
}

/** The small study of these tests: one year from 2026, one surrogate (Ana, 30 h), one monthly cost of 300 €. */
const smallStudyData = (agreement: Agreement): StudyData => ({
  basics: {
    service_date_init: '2026-01-01',
    service_duration: 12,
    social_security: 33,
    absenteeism_rate: 2,
    substitution_percentage: 100,
  },
  surrogates: [{ name: 'Ana', category_id: agreement.cats.limpiador, working_day: 30, beginning_year: '2015-03-01' }],
  costs: [{ name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 300 }],
});

/** A previous study named 'Estudio' of the tender, ready to launch: the small study above. */
export async function smallStudy(call: AdminCall, tender: string, agreement: Agreement): Promise<string> {
  const name = 'Estudio';
  const created = await call('POST', '/api/previous_study', { name, project_id: tender });
  ok(created);
  const id = created.json().id as string;
  const data = smallStudyData(agreement);
  ok(await call('PUT', `/api/previous_study/${id}`, { name, ...data.basics }));
  for (const surrogate of data.surrogates) ok(await call('POST', `/api/previous_study/${id}/subrogate`, surrogate));
  for (const cost of data.costs) ok(await call('POST', `/api/previous_study/${id}/material_cost`, cost));
  return id;
}
