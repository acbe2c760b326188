/**
 * The reads of a simulation page (issue 48): GET /simulation/{id} is light — the summary of the results the cards
 * show (with the sums of the bounds), no events — and the whole results (GET …/results), the explanations (GET
 * …/explanations, a page at a time, searched), the bounds (GET …/bounds) and the events (GET …/events, newest first, a
 * page at a time) are reads of their own, refused to another workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { appendEvents } from '../../src/simulations/event-repository';
import type { World } from './fixtures';
import { solvedWorld } from './solved-fixtures';
import { boundTotals, explanationsPage, FIRST_EXPLANATIONS_PAGE } from '@licita/domain';
import { writeResults } from '../../src/runs/repository';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Writes a simulation's stored results as a run would (the explanations of a big tender, in the test). */
async function storeResults(t: TestApp, id: string, results: Record<string, unknown>) {
  await writeResults(t.database.db, id, results, new Date());
}

describe.each(await targets())('the reads of a simulation page (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  const get = async (url: string, tk = token) => {
    const res = await t.call('GET', url, { token: tk });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await solvedWorld(t, 'Lecturas');
    token = w.ws.adminToken;
  }, 90_000);
  afterAll(async () => t?.close());

  it('GET /simulation of a solved simulation carries the summary: the figures of the full results, without the parts sized by the tender', async () => {
    const light = await get(`/api/simulation/${w.base.sim}`);
    const full = await get(`/api/simulation/${w.base.sim}/results`);
    const summary = light.json().results;
    const whole = full.json();
    expect(light.json()).not.toHaveProperty('events');
    // the whole results have the demand, the idle hours per surrogate, the bounds and the explanations; the summary none
    expect(whole.demand.length).toBeGreaterThan(0);
    expect(whole.idle_surrogate_hours.by_surrogate.length).toBeGreaterThan(0);
    expect(whole.bounds.length).toBeGreaterThan(0);
    expect(whole.explanations.length).toBeGreaterThan(0);
    for (const part of ['demand', 'idle_surrogate_hours', 'bounds', 'explanations']) expect(summary).not.toHaveProperty(part);
    // every figure the cards at the top show is the full results' own
    const { demand: _d, idle_surrogate_hours: _i, bounds: _b, explanations: _e, ...cards } = whole;
    // and the sums of the bounds the quality card shows, a few numbers whatever the tender's size
    expect(summary).toEqual({ ...cards, bound_totals: boundTotals(whole.bounds) });
    expect(summary.bound_totals.rows).toBe(whole.bounds.length);
    expect(JSON.stringify(summary.bound_totals).length).toBeLessThan(200);
    expect(summary.total_cost).toBeGreaterThan(0);
    expect(light.body.length).toBeLessThan(full.body.length);
  });

  it('the events a page at a time, newest first, with their total and their errors and warnings', async () => {
    const sim = w.base.sim;
    const head = (await get(`/api/simulation/${sim}/events?limit=1`)).headers;
    const before = Number(head['x-total-count']);
    // three warnings (Paso 1, 41, 81) and an error (Paso 11): Progreso's header counts them whatever the page
    const added = Array.from({ length: 120 }, (_, i) => ({
      title: `Paso ${i + 1}`,
      description: `Paso ${i + 1} del cálculo`,
      type_info: i % 40 === 0 ? ('Warning' as const) : i === 10 ? ('Error' as const) : ('Info' as const),
      group: null,
    }));
    await appendEvents(t.database.db, sim, null, added);
    const first = await get(`/api/simulation/${sim}/events?limit=50`);
    expect(first.headers['x-total-count']).toBe(String(before + 120));
    expect(first.headers['x-warning-count']).toBe(String(Number(head['x-warning-count']) + 3));
    expect(first.headers['x-error-count']).toBe(String(Number(head['x-error-count']) + 1));
    expect(first.json().map((e: { title: string }) => e.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Paso ${120 - i}`));
    // the third page: the 20 oldest added, then the run's own events
    const third = (await get(`/api/simulation/${sim}/events?offset=100&limit=50`)).json();
    expect(third).toHaveLength(Math.min(50, before + 20));
    expect(third.slice(0, 20).map((e: { title: string }) => e.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Paso ${20 - i}`),
    );
    // without a limit, every event (newest first), as the solution workbook's Eventos sheet has them
    const all = (await get(`/api/simulation/${sim}/events`)).json();
    expect(all).toHaveLength(before + 120);
    expect(all[0]).toMatchObject({ title: 'Paso 120', type_info: 'Info', group: null });
    expect(third).toEqual(all.slice(100, 150));
    expect(all.at(-1).title).toBe('Simulación lanzada');
    const tooMany = await t.call('GET', `/api/simulation/${sim}/events`, { token, query: { limit: '501' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('limit');
  });

  it("'Por qué esta plantilla' a page at a time: the groups' slices, the total, the search; the bounds alone", async () => {
    const sim = w.base.sim;
    const whole = (await get(`/api/simulation/${sim}/results`)).json();
    // the solved run's own explanations: the first page is the card's
    const own = (await get(`/api/simulation/${sim}/explanations`)).json();
    expect(own).toEqual(explanationsPage(whole.explanations, FIRST_EXPLANATIONS_PAGE));
    expect(own.total).toBeGreaterThan(0);
    expect((await get(`/api/simulation/${sim}/bounds`)).json()).toEqual(whole.bounds);
    // many sentences in stored results: 120 in group 1, none in group 2, 30 at a center without group
    const item = (message: string) => ({ code: 'idle_surrogate', rules: ['contract'], message, numbers: {}, worker: null });
    const explanations = [
      {
        center_group: '1',
        position_id: null,
        position: 'Limpieza',
        items: range(120).map((i) => item(`Persona ${i} queda sin trabajo`)),
      },
      { center_group: '2', position_id: null, position: 'Limpieza', items: [] },
      {
        center_group: 'Hospital Norte',
        position_id: null,
        position: 'Cristalería',
        items: range(30).map((i) => item(`Ventana ${i}`)),
      },
    ];
    await storeResults(t, sim, { ...whole, explanations });
    const page = async (query: Record<string, string>) =>
      (await t.call('GET', `/api/simulation/${sim}/explanations`, { token, query })).json();
    const third = await page({ offset: '100', limit: '40' });
    expect(third.total).toBe(150);
    expect(third.offset).toBe(100);
    expect(third.groups.map((g: { center_group: string; items: unknown[] }) => [g.center_group, g.items.length])).toEqual([
      ['1', 20],
      ['Hospital Norte', 20],
    ]);
    expect(third.groups[0].items[0].message).toBe('Persona 101 queda sin trabajo');
    // past the end: the last page
    expect((await page({ offset: '1000', limit: '50' })).offset).toBe(100);
    // the search: without accents or case, in the heading ('Agrupación 1 · Limpieza') or the sentence
    const found = await page({ search: 'CRISTALERIA' });
    expect(found.total).toBe(30);
    expect(found.groups.map((g: { center_group: string }) => g.center_group)).toEqual(['Hospital Norte']);
    const one = await page({ search: 'persona 120 ' });
    expect(one.groups[0].items.map((i: { message: string }) => i.message)).toEqual(['Persona 120 queda sin trabajo']);
    expect(await page({ search: 'nadie así' })).toEqual({ groups: [], offset: 0, total: 0 });
    // bounds out of range are refused naming the field
    for (const [field, value] of [
      ['limit', '0'],
      ['limit', '201'],
      ['offset', '-1'],
    ]) {
      const res = await t.call('GET', `/api/simulation/${sim}/explanations`, { token, query: { [field]: value } });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().field).toBe(field);
    }
    await storeResults(t, sim, whole);
  });

  it('another workspace gets 404 on the results, explanations, bounds and events; without results, 404 on the first three', async () => {
    const other = await t.workspace('Otra empresa lecturas');
    for (const path of ['results', 'events', 'explanations', 'bounds']) {
      const res = await t.call('GET', `/api/simulation/${w.base.sim}/${path}`, { token: other.adminToken });
      expect(res.statusCode, path).toBe(404);
    }
    const copy = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: w.base.sim, new_simulation: crypto.randomUUID() },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    for (const path of ['results', 'explanations', 'bounds']) {
      const none = await t.call('GET', `/api/simulation/${copy.json().id}/${path}`, { token });
      expect(none.statusCode, path).toBe(404);
      expect(none.json().message).toBe('La simulación no tiene solución todavía');
    }
  });

  it('results stored as a JSON scalar read as none: GET /simulation answers 200 with results null', async () => {
    await sql`update simulation set results = 'null'::jsonb where id = ${w.base.sim}`.execute(t.database.db);
    expect((await get(`/api/simulation/${w.base.sim}`)).json().results).toBeNull();
  });
});
