/**
 * GET /solution/{id}/staff (the Plantilla card asks one page at a time): the pages put together are every row of
 * the Plantilla, a category's substitutions one row; every page heads its sections with the whole section's
 * figures; the search finds rows by name, category or center, accents and case aside; an offset past the end answers
 * the last page; a bound out of range is a 400 naming the field; another workspace's simulation, or one without a
 * solution, a 404. A solution of 15,000 workers answers a page without sending them; the sections of the latest 4
 * versions read are kept. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, waitEnd, world, type World } from './fixtures';
import type { SolutionEmployee, StaffPage, StaffPageRow } from '@licita/domain';
import type { StoredOutput } from '../../src/runs/solution';
import { StaffSectionsCache } from '../../src/runs/staff-page';

type Row = StaffPageRow;
type Page = StaffPage;
type Employee = Pick<SolutionEmployee, 'kind' | 'category'>;

/** The FTE of rows added as shown, to two decimals. */
const shownSum = (rows: readonly Row[]) => Math.round(rows.reduce((a, r) => a + r.shown_fte * 100, 0)) / 100;

describe.each(await targets())('a page of the Plantilla (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let sim: string;
  let employees: Employee[];
  const get = (query: string, tk = token, id = sim) => t.call('GET', `/api/solution/${id}/staff?${query}`, { token: tk });
  const page = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Plantilla por páginas');
    token = w.ws.adminToken;
    sim = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, sim)).status).toBe('Solved');
    employees = (await t.call('GET', `/api/solution/${sim}/parameters/employees`, { token })).json();
  });
  afterAll(() => t?.close());

  it('pages of 2 put together are every row, substitutions one row a category; every page heads with the whole sections', async () => {
    const first = await page('');
    const substituted = new Set(employees.filter((e) => e.kind === 'substitute').map((e) => e.category));
    expect(substituted.size).toBeGreaterThan(0);
    expect(first.total).toBe(employees.filter((e) => e.kind !== 'substitute').length + substituted.size);
    expect(first.sections.map((s) => s.title)).toEqual(['Subrogados/as', 'Nuevas contrataciones', 'Sustituciones']);
    const rows: Row[] = [];
    for (let offset = 0; offset < first.total; offset += 2) {
      const p = await page(`offset=${offset}&limit=2`);
      expect(p).toMatchObject({ offset, total: first.total, week: first.week });
      expect(p.sections).toEqual(first.sections);
      rows.push(...p.items);
    }
    expect(rows).toEqual(first.items.slice(0, first.total));
    for (const s of first.sections) {
      const own = rows.filter((r) => r.kind === s.kind);
      expect(own.reduce((a, r) => a + r.people, 0)).toBe(s.people);
      expect(shownSum(own)).toBe(s.shown_fte);
    }
    const subs = rows.filter((r) => r.kind === 'substitute');
    expect(subs.map((r) => r.name).sort()).toEqual([...substituted].map((c) => `Sustituciones de ${c}`).sort());
    expect(first.week).toBe(Math.max(40, ...rows.map((r) => r.weekly_hours)));
    const last = await page('offset=1000&limit=2');
    expect(last.offset).toBe(Math.floor((first.total - 1) / 2) * 2);
    expect(last.items).toEqual(rows.slice(last.offset));
  });

  it('the search finds rows by name, category or center, accents and case aside; the headings stay the whole', async () => {
    const whole = await page('limit=200');
    const ana = await page('search=ANA');
    expect(ana.items.map((x) => x.name)).toContain('Ana');
    const health = await page(`search=${encodeURIComponent('centro de salúd')}`);
    const atHealth = whole.items.filter((x) => x.centers.includes('Centro de salud'));
    expect(atHealth.length).toBeGreaterThan(0);
    expect(health.total).toBe(atHealth.length);
    expect(health.items.map((x) => x.id)).toEqual(atHealth.map((x) => x.id));
    expect(health.sections).toEqual(whole.sections);
    const none = await page('search=nadie con este nombre');
    expect(none).toMatchObject({ items: [], total: 0, offset: 0 });
  });

  it('a bound out of range is a 400 naming the field; another workspace, or no solution, a 404', async () => {
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ]) {
      const res = await get(q!);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toContain(field);
    }
    const other = await t.workspace(`Otra plantilla ${target}`);
    expect((await get('', other.adminToken)).statusCode).toBe(404);
    const unsolved = await copyOf(t, w);
    expect((await get('', token, unsolved)).statusCode).toBe(404);
  });

  it('a solution of 15,000 workers answers a page of 50 with the whole sections', async () => {
    const big = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${big}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, big)).status).toBe('Solved');
    const stored = (
      await sql<{ output: StoredOutput | string }>`select output from simulation_solution where simulation_id = ${big}`.execute(
        t.database.db,
      )
    ).rows[0]!.output;
    const out = (typeof stored === 'string' ? JSON.parse(stored) : stored) as StoredOutput;
    const hire = out.employees.find((e) => e.kind === 'new')!;
    const added = Array.from({ length: 15_000 }, (_, i) => ({ ...hire, id: `${hire.id}-${i}`, name: `Persona ${i + 1}` }));
    const enlarged = { ...out, employees: [...out.employees, ...added] };
    await sql`update simulation_solution set output = ${JSON.stringify(enlarged)}::jsonb where simulation_id = ${big}`.execute(
      t.database.db,
    );
    const timed = async (query: string) => {
      const started = performance.now();
      const res = await get(query, token, big);
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      return { page: res.json() as Page, ms };
    };
    const first = await timed('');
    expect(first.page.items).toHaveLength(50);
    expect(first.page.total).toBeGreaterThan(15_000);
    const hires = first.page.sections.find((s) => s.kind === 'new')!;
    expect(hires.people).toBe(out.employees.filter((e) => e.kind === 'new').length + 15_000);
    // the next page and a search come from the sections kept for this version
    const next = await timed('offset=50');
    expect(next.page.items[0]!.name).not.toBe(first.page.items[0]!.name);
    expect(next.page.sections).toEqual(first.page.sections);
    const found = await timed(`search=${encodeURIComponent('persona 14999')}`);
    expect(found.page.items.map((r) => r.name)).toEqual(['Persona 14999']);
    console.log(
      `GET /solution/{id}/staff of ${enlarged.employees.length} workers (${target}): first page ${first.ms.toFixed(0)} ms,` +
        ` next page ${next.ms.toFixed(0)} ms, a search ${found.ms.toFixed(0)} ms`,
    );
    // a re-costed solution (a later version) is read anew
    const fewer = { ...out, employees: [...out.employees, ...added.slice(0, 10)] };
    await sql`update simulation_solution set output = ${JSON.stringify(fewer)}::jsonb, version = version + 1
      where simulation_id = ${big}`.execute(t.database.db);
    expect((await timed('')).page.sections.find((s) => s.kind === 'new')!.people).toBe(hires.people - 14_990);
  });
});

describe("the Plantilla's kept sections", () => {
  it('keep the latest 4 solution versions read, the least recently used left out first', () => {
    const kept = new StaffSectionsCache();
    for (const key of ['a', 'b', 'c', 'd']) kept.set(key, []);
    expect(kept.get('a')).toEqual([]);
    kept.set('e', []);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => kept.get(key) !== undefined)).toEqual([true, false, true, true, true]);
  });
});
