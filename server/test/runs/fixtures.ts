/** Set-up of the run tests: a workspace with a small filled simulation, launched and followed through the API. */
import { expect } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type Target, type TestApp } from '../helpers';
import { fillSimulation, insertAgreement, newSimulation, newTender, type Filled } from '../simulations/fixtures';

export interface World {
  ws: { id: string; adminToken: string };
  tender: string;
  agreement: Awaited<ReturnType<typeof insertAgreement>>;
  base: Filled;
}

export async function world(t: TestApp, name: string): Promise<World> {
  const ws = await t.workspace(name);
  const tender = await newTender(t, ws.adminToken, ws.id);
  const agreement = await insertAgreement(t, ws.id);
  const base = await fillSimulation(t, ws.adminToken, ws.id, await newSimulation(t, ws.adminToken, tender, 'Base'), agreement);
  return { ws, tender, agreement, base };
}

/** An app on `target` with a world named `name`; `launch` launches as the world's administrator unless given a token. */
export async function runsWorld(target: Target, name: string) {
  const t = await createTestApp(target);
  const w = await world(t, name);
  const token = w.ws.adminToken;
  const launch = (id: string, tk = token) => t.call('POST', `/api/simulation/${id}/launch`, { token: tk });
  return { t, w, token, launch };
}
export type RunsWorld = Awaited<ReturnType<typeof runsWorld>>;

/** A bid as the API answers it: the defaults of a new simulation or study (spelt out: the test checks them), with `over`. */
export function bidAnswer(over: Record<string, unknown> = {}) {
  return {
    overheads: 0,
    benefit: 0,
    vat: 21,
    tender_budget: null,
    offer_price: null,
    other_offers: [],
    price_score: null,
    technical_points: 0,
    competitors: [],
    ...over,
  };
}

/** A copy of the filled simulation (duplicate API), Stopped. */
export async function copyOf(t: TestApp, w: World, origin = w.base.sim): Promise<string> {
  const id = crypto.randomUUID();
  const res = await t.call('POST', '/api/simulation/duplicate', {
    token: w.ws.adminToken,
    body: { origin_simulation: origin, new_simulation: id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

export async function setQuota(t: TestApp, workspaceId: string, max: number | null, executed = 0, added = 0): Promise<void> {
  await sql`update workspace set max_simulations = ${max}, simulations_executed = ${executed}, simulations_added_from_last_month = ${added} where id = ${workspaceId}`.execute(
    t.database.db,
  );
}

export async function executed(t: TestApp, workspaceId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('workspace')
    .select('simulations_executed')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.simulations_executed);
}

/** A read that must answer 200: its JSON. */
async function read200(t: TestApp, token: string, url: string) {
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every event of the simulation, oldest first (GET /simulation/{id}/events answers them newest first). */
async function allEvents(
  t: TestApp,
  token: string,
  id: string,
): Promise<{ title: string; description: string; type_info: string }[]> {
  return (await read200(t, token, `/api/simulation/${id}/events`)).reverse();
}

/**
 * The simulation as its three reads give it: GET /simulation/{id} (the summary of its results), with the whole
 * results (GET …/results, when it has some) and every event, oldest first (GET …/events).
 */
export async function getSim(t: TestApp, token: string, id: string) {
  const sim = await read200(t, token, `/api/simulation/${id}`);
  const results = sim.results && (await read200(t, token, `/api/simulation/${id}/results`));
  return { ...sim, results, events: await allEvents(t, token, id) };
}

/** Polls the simulation until it leaves Running (as the page does, but faster). */
export async function waitEnd(t: TestApp, token: string, id: string, timeoutMs = 25_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await getSim(t, token, id);
    if (s.status !== 'Running') return s;
    if (Date.now() > until) throw new Error(`simulation ${id} still Running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls a TaskStatus call until it is not PENDING. */
export async function waitTask(t: TestApp, token: string, url: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call('GET', url, { token });
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().status !== 'PENDING') return res.json();
    if (Date.now() > until) throw new Error(`${url} still PENDING`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A signed link's file, fetched from the app: the link's answer (filename …) and the file's. Both must be 200. */
export async function downloadSigned(t: TestApp, token: string, path: string) {
  const link = await t.call('GET', path, { token });
  expect(link.statusCode, link.body).toBe(200);
  const url = new URL(link.json().download_url);
  const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(file.statusCode).toBe(200);
  return { link: link.json() as { filename: string }, file };
}
