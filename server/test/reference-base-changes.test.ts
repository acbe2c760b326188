/**
 * A workspace's copy of a reference agreement and a newer version of its base (docs/reference-agreements.md, "A copy
 * and the new tables"): the operator loads Sevilla's version 2 with the admin command; the copy's 'Hay tablas nuevas'
 * lists what changed against the copy as it is (a figure the preparer edited by hand included), applying it changes
 * the copy and not a simulation already solved with it, and another workspace can neither read nor apply it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';
import { loadReferenceCommand } from '../src/cli/reference-commands';
import { localityId, newSimulation, newTender } from './simulations/fixtures';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import { waitEnd } from './runs/fixtures';
import sevilla from '../src/seed/reference-agreements/sevilla-limpieza-v1.json' with { type: 'json' };

const SEVILLA = '54818256-87e0-4be5-844d-0e9e4146b554';
type Category = { id: string; professional_category: string; salary_year: number };

describe.each(await targets())('a copy and the new tables of its base (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  const copyId = randomUUID();
  const dir = mkdtempSync(join(tmpdir(), 'licita-base-changes-'));
  const load = (name: string, contents: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(contents));
    return loadReferenceCommand(t.database.db, path);
  };
  const changes = (token = A.adminToken) => t.call('GET', `/api/agreement/${copyId}/base_changes`, { token });
  const apply = (to_version: number, token = A.adminToken) =>
    t.call('POST', `/api/agreement/${copyId}/base_changes`, { token, body: { to_version } });
  const read = async () => (await t.call('GET', `/api/agreement/${copyId}`, { token: A.adminToken })).json();
  const solution = (sim: string) =>
    t.database.db
      .selectFrom('simulation_solution')
      .select(['output', 'document'])
      .where('simulation_id', '=', sim)
      .executeTakeFirstOrThrow();
  let sim: string;
  let solved: { results: unknown };

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Tablas nuevas A');
    B = await t.workspace('Tablas nuevas B');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a copy at its base’s latest version has no changes', async () => {
    const dup = await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: SEVILLA, new_agreement: copyId, workspace_id: A.id },
    });
    expect(dup.statusCode, dup.body).toBe(200);
    const res = await changes();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      base_id: SEVILLA,
      from_version: 1,
      to_version: 1,
      categories: [],
      terms: [],
      increments: [],
    });
    // the base itself and a workspace's own agreement are no copies
    const own = (await t.call('GET', `/api/agreement/${SEVILLA}/base_changes`, { token: A.adminToken })).statusCode;
    expect(own).toBe(404);
  });

  it('a simulation solved with the copy (its Grupo I edited by hand to 18,500 €)', async () => {
    // the preparer's own figure, as the form's save stores it
    await sql`update agreement_category set salary_year = 18500 where agreement_id = ${copyId} and professional_category = 'Grupo I'`.execute(
      t.database.db,
    );
    const token = A.adminToken;
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    sim = await newSimulation(t, token, await newTender(t, token, A.id), 'Con la copia de Sevilla');
    const basic = { name: 'Con la copia de Sevilla', service_date_init: '2026-01-01', service_duration: 12, absenteeism_rate: 2 };
    ok(await t.call('PUT', `/api/simulation/${sim}`, { token, body: { ...basic, social_security: 33 } }));
    const municipality_id = await localityId(t, token, A.id, 'Sevilla');
    const center = await t.call('PUT', `/api/simulation/${sim}/center`, {
      token,
      body: { centers: [{ name: 'Hospital', municipality_id, agreement_id: copyId }] },
    });
    ok(center);
    const position = (await t.call('POST', `/api/simulation/${sim}/position`, { token, body: { name: 'Limpieza' } })).json().id;
    // every category of the copy staffs the position (the form asks a position of each)
    const categories = ((await read()).categories as Category[]).map((c) => ({ id: c.id, positions: [{ id: position }] }));
    ok(await t.call('PUT', `/api/simulation/${sim}/category_positions`, { token, body: { disabled: false, categories } }));
    const shift = splitShiftBody(center.json()[0].id, position, { time_init: '17:00', time_end: '21:00' });
    ok(await t.call('POST', `/api/simulation/${sim}/fixed_work_shift`, { token, body: shift }));
    ok(await t.call('POST', `/api/simulation/${sim}/launch`, { token }));
    solved = await waitEnd(t, token, sim);
    expect(solved).toMatchObject({ status: 'Solved' });
  });

  it('version 2 loaded by the operator: the copy shows what changed, by category and year, against its own figures', async () => {
    // version 2: level I's 2026 table 16,600 €, a 4 % increment in 2027, 37 h a week, Grupo II added, level III gone
    const v2 = structuredClone(sevilla);
    v2.version = 2;
    v2.source = { ...v2.source, bulletin: 'BOP de Sevilla nº 20', date: '2026-11-25' };
    v2.categories[0].tables[0].annual = 16600;
    v2.annual_increments[2].increment = 4;
    v2.working_time.hours_per_week = 37;
    v2.categories = [...v2.categories.filter((c) => c.name !== 'Grupo IV, nivel III'), { ...v2.categories[3], name: 'Grupo II' }];
    v2.categories[3].tables = [{ year: 2026, annual: 18000, base_annual: 12128.95 }];
    expect(await load('sevilla-v2.json', v2)).toContain('actualizado a una versión nueva (versión 2)');

    const res = await changes();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ base_id: SEVILLA, from_version: 1, to_version: 2 });
    expect(body.source).toMatchObject({ bulletin: 'BOP de Sevilla nº 20', date: '2026-11-25' });
    expect(typeof body.loaded_at).toBe('string');
    // 2027 = 2026 × (1 + that year's increment), to the cent: 3.49 % in the copy, 4 % in version 2
    expect(body.categories).toEqual([
      {
        name: 'Grupo IV, nivel I',
        change: 'changed',
        years: [
          { year: 2026, before: 16588.02, after: 16600 },
          { year: 2027, before: 17166.94, after: 17264 }, // 16,588.02 × 1.0349; 16,600 × 1.04
        ],
      },
      // 16,959.64 × 1.0349; × 1.04 (2026 unchanged)
      { name: 'Grupo IV, nivel II', change: 'changed', years: [{ year: 2027, before: 17551.53, after: 17638.03 }] },
      {
        name: 'Grupo I',
        change: 'changed',
        years: [
          { year: 2026, before: 18500, after: 18445.2 }, // the hand-edited figure against version 2's
          { year: 2027, before: 19145.65, after: 19183.01 }, // 18,500 × 1.0349; 18,445.20 × 1.04
        ],
      },
      {
        name: 'Grupo II',
        change: 'added',
        years: [
          { year: 2026, before: null, after: 18000 },
          { year: 2027, before: null, after: 18720 },
        ],
      },
      {
        name: 'Grupo IV, nivel III',
        change: 'removed',
        years: [
          { year: 2026, before: 17330.48, after: null },
          { year: 2027, before: 17935.31, after: null }, // 17,330.48 × 1.0349
        ],
      },
    ]);
    // the year in proportion to 37 h a week: 1,826 × 37 / 40 = 1,689.05 h
    expect(body.terms).toEqual([
      { field: 'max_hours_per_week', before: 37.5, after: 37 },
      { field: 'max_hours_per_year', before: 1711.88, after: 1689.05 },
    ]);
    expect(body.increments).toEqual([{ year: 2027, before: 3.49, after: 4 }]);
    // nothing was applied by reading
    expect((await read()).base_version).toBe(1);
  });

  it('another workspace can neither read nor apply the changes; a stale version is refused', async () => {
    expect((await changes(B.adminToken)).statusCode).toBe(404);
    expect((await apply(2, B.adminToken)).statusCode).toBe(404);
    const stale = await apply(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Se ha cargado otra versión del convenio de referencia: vuelve a abrir el convenio para ver sus cambios',
    );
    expect((await read()).base_version).toBe(1);
  });

  it('applying changes the copy (name and used categories kept) and not the simulation already solved', async () => {
    const before = { results: solved.results, stored: await solution(sim) };
    const idsBefore = Object.fromEntries(((await read()).categories as Category[]).map((c) => [c.professional_category, c.id]));
    const res = await apply(2);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json();
    expect(copy).toMatchObject({
      id: copyId,
      name: 'Limpieza de edificios y locales de la provincia de Sevilla 2024-2027 (copia)',
      workspace_id: A.id,
      agreement_base_id: SEVILLA,
      base_version: 2,
      max_hours_per_week: 37,
      max_hours_per_year: 1689.05,
      source: { bulletin: 'BOP de Sevilla nº 20', date: '2026-11-25' },
    });
    expect((copy.categories as Category[]).map((c) => [c.professional_category, c.salary_year])).toEqual([
      ['Grupo IV, nivel I', 16600],
      ['Grupo IV, nivel II', 16959.64],
      ['Grupo I', 18445.2],
      ['Grupo II', 18000],
      ['Grupo IV, nivel III', 17330.48], // gone from version 2, but the simulation's positions use it: kept, last
    ]);
    const idOf = (name: string) => (copy.categories as Category[]).find((c) => c.professional_category === name)!.id;
    for (const name of ['Grupo IV, nivel I', 'Grupo I', 'Grupo IV, nivel III']) expect(idOf(name)).toBe(idsBefore[name]);
    expect(await read()).toEqual(copy);
    expect((await changes()).json()).toMatchObject({ from_version: 2, to_version: 2, categories: [], terms: [], increments: [] });
    // the solved simulation keeps its figures and the snapshot of the agreement it used (Grupo I at 18,500 €)
    expect((await t.call('GET', `/api/simulation/${sim}/results`, { token: A.adminToken })).json()).toEqual(before.results);
    expect(await solution(sim)).toEqual(before.stored);
    expect(JSON.stringify(before.stored.document)).toContain('18500');
  });

  it('a category a newer version drops that nothing uses leaves the copy', async () => {
    // version 3 drops Grupo II, added by version 2 and staffing no simulation
    const v3 = structuredClone(sevilla);
    v3.version = 3;
    await load('sevilla-v3.json', v3);
    const body = (await changes()).json();
    expect(body.categories.find((c: { name: string }) => c.name === 'Grupo II')).toMatchObject({ change: 'removed' });
    expect((await apply(3)).statusCode).toBe(200);
    expect(((await read()).categories as Category[]).map((c) => c.professional_category)).toEqual([
      'Grupo IV, nivel I',
      'Grupo IV, nivel II',
      'Grupo IV, nivel III',
      'Grupo I',
    ]);
  });
});
