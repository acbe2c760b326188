/** The list operations of a simulation's inputs take a page (`offset`, `limit`) and a search (`q`), and answer the total (issue 48). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { formWorld, type Filled, type FormWorld } from './fixtures';

describe.each(await targets())('paged lists of a simulation (%s)', (target) => {
  let t: TestApp, A: FormWorld['A'], B: FormWorld['B'], f: Filled, agreement: FormWorld['agreement'];
  const added = ['José', 'Marta', 'Jose Luis', 'Pilar', 'Óscar', 'Nuria', 'Joselito'];
  beforeAll(async () => {
    ({ t, A, B, f, agreement } = await formWorld(target));
    // Ana and Luis are the first two; seven more, 10 h each, in this order
    for (const name of added) {
      const body = { name, category_id: agreement.cats.limpiador, working_day: 10 };
      const r = await t.call('POST', `/api/simulation/${f.sim}/subrogate`, { token: A.adminToken, body });
      expect(r.statusCode, r.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const list = async (path: string, query: Record<string, string> = {}, token = A.adminToken) => {
    const res = await t.call('GET', `/api/simulation/${f.sim}/${path}`, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as { name?: string; center?: { name: string } }[]).map((r) => r.name ?? r.center?.name);
    return { names, total: Number(res.headers['x-total-count']), hours: Number(res.headers['x-weekly-hours']) };
  };

  it('surrogates: a page in list order, the total and the weekly hours of every row found', async () => {
    expect(await list('subrogate', { offset: '0', limit: '3' })).toEqual({
      names: ['Ana', 'Luis', 'José'],
      total: 9,
      hours: 120,
    });
    expect(await list('subrogate', { offset: '6', limit: '3' })).toEqual({
      names: ['Óscar', 'Nuria', 'Joselito'],
      total: 9,
      hours: 120,
    });
    expect((await list('subrogate', { offset: '9', limit: '3' })).names).toEqual([]);
    expect((await list('subrogate', { offset: '9', limit: '3' })).total).toBe(9);
  });

  it('surrogates: the search is case- and accent-insensitive, and its total and hours are those of the rows found', async () => {
    expect(await list('subrogate', { q: 'JOSE', limit: '2' })).toEqual({ names: ['José', 'Jose Luis'], total: 3, hours: 30 });
    expect(await list('subrogate', { q: 'oscar' })).toEqual({ names: ['Óscar'], total: 1, hours: 10 });
    expect(await list('subrogate', { q: 'nadie' })).toEqual({ names: [], total: 0, hours: 0 });
  });

  it('without paging the whole list answers as before, with its total', async () => {
    const whole = await list('subrogate');
    expect(whole.names).toEqual(['Ana', 'Luis', ...added]);
    expect(whole.total).toBe(9);
  });

  it('centers, shifts, tasks and other costs: paged and searched by their names, centers and positions', async () => {
    expect(await list('center', { q: 'avila' })).toMatchObject({ names: ['Centro de salud'], total: 1 });
    expect(await list('center', { limit: '1' })).toMatchObject({ names: ['Hospital'], total: 2 });
    expect(await list('fixed_work_shift', { q: 'hospital' })).toMatchObject({ names: ['Hospital'], total: 1 });
    expect(await list('fixed_work_shift', { q: 'cristales' })).toMatchObject({ names: [], total: 0 });
    expect(await list('variable_work', { q: 'CRISTALES' })).toMatchObject({ total: 1 });
    expect(await list('material_cost', { limit: '1' })).toMatchObject({ names: ['Productos de limpieza'], total: 2 });
    expect(await list('material_cost', { q: 'maquinaria' })).toMatchObject({ names: ['Maquinaria'], total: 1 });
    expect(await list('material_cost', { q: 'salud' })).toMatchObject({ names: [], total: 0 });
  });

  it('a limit out of bounds is refused naming the field', async () => {
    for (const [query, message] of [
      [{ limit: '0' }, 'El campo «Límite» debe ser mayor o igual que 1'],
      [{ limit: '501' }, 'El campo «Límite» debe ser menor o igual que 500'],
      [{ offset: '-1' }, 'El campo «Desde la fila» debe ser mayor o igual que 0'],
    ] as const) {
      const res = await t.call('GET', `/api/simulation/${f.sim}/subrogate`, { token: A.adminToken, query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("another workspace's simulation answers 404 to a page and a search", async () => {
    for (const path of ['center', 'fixed_work_shift', 'variable_work', 'subrogate', 'material_cost']) {
      const res = await t.call('GET', `/api/simulation/${f.sim}/${path}`, {
        token: B.adminToken,
        query: { offset: '0', limit: '10', q: 'a' },
      });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['x-total-count']).toBeUndefined();
    }
  });
});
