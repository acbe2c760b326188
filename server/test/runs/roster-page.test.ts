/**
 * GET /solution/{id}/roster/page (the Cuadrante card asks one page at a time): the pages put together are the whole
 * roster in its order; the search finds a worker by name, category or center, accents and case aside; the filters
 * and the hours of each day follow the matching rows; an offset past the end answers the last page; a limit out of
 * bounds is a 400; another workspace's simulation is a 404. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, waitEnd, world, type World } from './fixtures';

interface Worker {
  id: string;
  name: string;
  category: string;
  centers: string[];
  week: { monday: { hours: number }[] };
}
interface Page {
  items: Worker[];
  offset: number;
  total: number;
  roster_size: number;
  centers: string[];
  categories: string[];
  day_hours: number[];
}

describe.each(await targets())('a page of the solution roster (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let sim: string;
  let whole: Worker[];
  const page = async (query: string, tk = token) => {
    const res = await t.call('GET', `/api/solution/${sim}/roster/page?${query}`, { token: tk });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Cuadrante por páginas');
    token = w.ws.adminToken;
    sim = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, sim)).status).toBe('Solved');
    whole = (await t.call('GET', `/api/solution/${sim}/roster`, { token })).json();
  });
  afterAll(() => t?.close());

  it('pages of 2 put together are the whole roster, in its order; past the end answers the last page', async () => {
    expect(whole.length).toBeGreaterThan(2);
    const rows: Worker[] = [];
    for (let offset = 0; offset < whole.length; offset += 2) {
      const p = await page(`offset=${offset}&limit=2`);
      expect(p).toMatchObject({ offset, total: whole.length, roster_size: whole.length });
      // each page's rows are the same slice of the whole roster, every field of them
      expect(p.items).toEqual(whole.slice(offset, offset + 2));
      rows.push(...p.items);
    }
    expect(rows).toEqual(whole);
    const last = await page(`offset=1000&limit=2`);
    expect(last.offset).toBe(Math.floor((whole.length - 1) / 2) * 2);
    expect(last.items.map((x) => x.id)).toEqual(whole.slice(last.offset).map((x) => x.id));
    // without a query: the first 50, every center and category of the roster
    const first = await page('');
    expect(first.items.map((x) => x.id)).toEqual(whole.slice(0, 50).map((x) => x.id));
    expect(first.centers).toEqual(expect.arrayContaining(['Hospital', 'Centro de salud']));
    expect(first.categories.length).toBeGreaterThan(0);
  });

  it('the search finds a worker by name, category or center (accents and case aside); filters narrow it', async () => {
    const ana = await page('search=ANA');
    expect(ana.items.map((x) => x.name)).toContain('Ana');
    expect(ana.items.every((x) => [x.name, x.category, ...x.centers].some((s) => /ana/i.test(s)))).toBe(true);

    const health = await page(`search=${encodeURIComponent('centro de salúd')}`);
    const atHealth = whole.filter((x) => x.centers.includes('Centro de salud'));
    expect(atHealth.length).toBeGreaterThan(0);
    expect(health.total).toBe(atHealth.length);
    expect(health.items.map((x) => x.id)).toEqual(atHealth.map((x) => x.id));
    // the day totals are those of the matching rows only
    const monday = atHealth.reduce((a, x) => a + x.week.monday.reduce((b, s) => b + s.hours, 0), 0);
    expect(health.day_hours[0]).toBeCloseTo(monday, 6);

    const hospital = await page(`center=Hospital`);
    expect(hospital.items.map((x) => x.id)).toEqual(whole.filter((x) => x.centers.includes('Hospital')).map((x) => x.id));
    const category = whole[0]!.category;
    const both = await page(`center=Hospital&category=${encodeURIComponent(category)}`);
    expect(both.items.every((x) => x.category === category && x.centers.includes('Hospital'))).toBe(true);
    expect((await page('search=nadie con este nombre')).total).toBe(0);
  });

  it('a limit out of bounds is a 400; another workspace, or no solution, a 404', async () => {
    for (const q of ['limit=0', 'limit=201', 'offset=-1'])
      expect((await t.call('GET', `/api/solution/${sim}/roster/page?${q}`, { token })).statusCode).toBe(400);
    const other = await t.workspace(`Otra página ${target}`);
    expect((await t.call('GET', `/api/solution/${sim}/roster/page`, { token: other.adminToken })).statusCode).toBe(404);
    const unsolved = await copyOf(t, w);
    expect((await t.call('GET', `/api/solution/${unsolved}/roster/page`, { token })).statusCode).toBe(404);
  });
});
