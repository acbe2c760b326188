/**
 * The reads of a simulation page (issue 48): GET /simulation/{id} is light — the summary of the results the cards
 * show, no events — and the whole results (GET …/results) and the events (GET …/events, newest first, a page at a
 * time) are reads of their own, refused to another workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { appendEvents } from '../../src/simulations/event-repository';
import type { World } from './fixtures';
import { solvedWorld } from './solved-fixtures';

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
    expect(summary).toEqual(cards);
    expect(summary.total_cost).toBeGreaterThan(0);
    expect(light.body.length).toBeLessThan(full.body.length);
  });

  it('the events a page at a time, newest first, with their total', async () => {
    const sim = w.base.sim;
    const before = Number((await get(`/api/simulation/${sim}/events?limit=1`)).headers['x-total-count']);
    const added = Array.from({ length: 120 }, (_, i) => ({
      title: `Paso ${i + 1}`,
      description: `Paso ${i + 1} del cálculo`,
      type_info: 'Info' as const,
      group: null,
    }));
    await appendEvents(t.database.db, sim, null, added);
    const first = await get(`/api/simulation/${sim}/events?limit=50`);
    expect(first.headers['x-total-count']).toBe(String(before + 120));
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

  it('another workspace gets 404 on the results and the events; a simulation without results, 404 on its results', async () => {
    const other = await t.workspace('Otra empresa lecturas');
    for (const path of ['results', 'events']) {
      const res = await t.call('GET', `/api/simulation/${w.base.sim}/${path}`, { token: other.adminToken });
      expect(res.statusCode, path).toBe(404);
    }
    const copy = await t.call('POST', '/api/simulation/duplicate', {
      token,
      body: { origin_simulation: w.base.sim, new_simulation: crypto.randomUUID() },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const none = await t.call('GET', `/api/simulation/${copy.json().id}/results`, { token });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('La simulación no tiene solución todavía');
  });
});
