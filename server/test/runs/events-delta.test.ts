/**
 * GET /simulation/{id}?events_after=…: the running page's poll gets only the events it has not seen; an id that is
 * not (or no longer) among the simulation's events gives the whole list, saying so with `events_after: null`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { appendEvents } from '../../src/simulations/event-repository';
import { newSimulation, newTender } from '../simulations/fixtures';

describe.each(await targets())('events after the last one seen (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let sim: string;
  let otherSim: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    const A = await t.workspace('Empresa eventos');
    token = A.adminToken;
    const project = await newTender(t, token, A.id);
    sim = await newSimulation(t, token, project, 'Con eventos');
    otherSim = await newSimulation(t, token, project, 'Otra');
    const event = (title: string) => ({ title, description: `${title}…`, type_info: 'Info' as const, group: null });
    await appendEvents(t.database.db, sim, null, [event('Inicio'), event('Agrupación 1')]);
    await appendEvents(t.database.db, otherSim, null, [event('Ajeno')]);
  });
  afterAll(async () => t?.close());

  const get = async (id: string, query?: Record<string, string>) => {
    const res = await t.call('GET', `/api/simulation/${id}`, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { events: { id: string; title: string }[]; events_after?: string | null };
  };

  it('without the parameter: every event, and no events_after', async () => {
    const all = await get(sim);
    expect(all.events.map((e) => e.title)).toEqual(['Inicio', 'Agrupación 1']);
    expect(all).not.toHaveProperty('events_after');
  });

  it('after the last one seen: only the new ones (none, then the next), echoing the id', async () => {
    const all = await get(sim);
    const last = all.events.at(-1)!.id;
    expect(await get(sim, { events_after: last })).toMatchObject({ events: [], events_after: last });
    await appendEvents(t.database.db, sim, null, [{ title: 'Fin', description: 'Fin.', type_info: 'Info', group: null }]);
    const delta = await get(sim, { events_after: last });
    expect(delta.events.map((e) => e.title)).toEqual(['Fin']);
    expect(delta.events_after).toBe(last);
    const first = all.events[0]!.id;
    expect((await get(sim, { events_after: first })).events.map((e) => e.title)).toEqual(['Agrupación 1', 'Fin']);
  });

  it("an unknown id, or another simulation's event: the whole list with events_after null", async () => {
    const foreign = (await get(otherSim)).events[0]!.id;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000']) {
      const answer = await get(sim, { events_after: id });
      expect(answer.events.map((e) => e.title)).toEqual(['Inicio', 'Agrupación 1', 'Fin']);
      expect(answer.events_after).toBeNull();
    }
    const bad = await t.call('GET', `/api/simulation/${sim}`, { token, query: { events_after: 'no-es-un-id' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      field: 'events_after',
      message: 'El campo «Eventos desde» debe ser un identificador (UUID) válido',
    });
  });
});
