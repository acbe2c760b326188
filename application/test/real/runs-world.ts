/**
 * Simulations on the real server for the runs' tests: made through the API as the form makes them (one center of the
 * shared catalogue's agreement, one position for every category, a split shift), then launched and followed.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import { CreateSimulation, CreateTender, TOKENS, type SimulationRunGateway } from '../../src/index';
import { realServer } from './real-server';

type Real = Awaited<ReturnType<typeof realServer>>;

/** The real server of a test file, logged in as a new workspace's administrator: started before its tests, closed after. */
export function serverFor(workspace: string): Real {
  const held = {} as Real;
  beforeAll(async () => void Object.assign(held, await realServer(workspace)), 60_000);
  afterAll(() => held.close?.());
  return held;
}

/** What a promise rejects with (null when it resolves). */
export const rejection = <E = Error>(p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as E,
  );

/** The API call as the workspace's administrator; its JSON answer, which must be a 200. */
export async function api(ctx: Real, method: string, url: string, body?: unknown, query?: Record<string, string>) {
  const res = await ctx.server.call(method, url, { token: ctx.admin.adminToken, body, ...(query ? { query } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.body ? res.json() : null;
}

export const BASIC = { service_date_init: '2026-01-01', service_duration: 12, social_security: 33, absenteeism_rate: 2 };

/** A new tender of the workspace and a simulation of it: empty, or with the workload (and, when `dated`, basic data). */
export async function simulation(ctx: Real, fill: 'empty' | 'undated' | 'dated') {
  const tender = await lastValueFrom(ctx.get<CreateTender>(TOKENS.CreateTender).execute(`Licitación ${crypto.randomUUID()}`));
  const id = await lastValueFrom(ctx.get<CreateSimulation>(TOKENS.CreateSimulation).execute(tender, 'Base', []));
  if (fill === 'empty') return { tender, id };
  const inWorkspace = { workspace_id: ctx.admin.id };
  const [listed] = await api(ctx, 'GET', '/api/agreement', undefined, inWorkspace);
  const agreement = await api(ctx, 'GET', `/api/agreement/${listed.id}`);
  const places = await api(ctx, 'GET', '/api/location/municipality', undefined, inWorkspace);
  const madrid = places.find((l: { name: string }) => l.name === 'Madrid');
  const [center] = await api(ctx, 'PUT', `/api/simulation/${id}/center`, {
    centers: [{ name: 'Hospital', municipality_id: madrid.id, agreement_id: agreement.id }],
  });
  const position = (await api(ctx, 'POST', `/api/simulation/${id}/position`, { name: 'Limpieza' })).id;
  const categories = agreement.categories.map((c: { id: string }) => ({ id: c.id, positions: [{ id: position }] }));
  await api(ctx, 'PUT', `/api/simulation/${id}/category_positions`, { disabled: false, categories });
  await api(
    ctx,
    'POST',
    `/api/simulation/${id}/fixed_work_shift`,
    splitShiftBody(center.id, position, { time_init: '17:00', time_end: '21:00' }),
  );
  await api(ctx, 'POST', `/api/simulation/${id}/material_cost`, {
    name: 'Maquinaria',
    cost_type: 'MONTHLY_AMOUNT',
    amount: 50,
    months_to_apply: 12,
    center_id: null,
  });
  if (fill === 'dated') await api(ctx, 'PUT', `/api/simulation/${id}`, { name: 'Base', ...BASIC });
  return { tender, id };
}

/** Reads the simulation until it leaves Running (as the page does, faster). */
export async function ended(ctx: Real, id: string) {
  const runs = ctx.get<SimulationRunGateway>(TOKENS.SimulationRunGateway);
  for (let i = 0; i < 600; i++) {
    const s = await runs.get(id);
    if (s.status !== 'Running') return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`simulation ${id} still Running`);
}
