/**
 * GET /solution/{id}/roster (the Cuadrante of the simulation page): after a solved run of the small tender every
 * worker's ranges add up to the hours the roster gives them (a new hire's whole contract), all of them to the
 * demand; 404 before solving; other workspaces do not see it. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { ROLE_IDS } from '../../src/defaults';
import { copyOf, waitEnd, world, type World } from './fixtures';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
interface Shift {
  center: string;
  position: string;
  time_init: string;
  time_end: string;
  hours: number;
}
interface Worker {
  id: string;
  name: string;
  kind: string;
  category: string;
  centers: string[];
  weekly_hours: number;
  assigned_hours: number;
  week: Record<(typeof DAYS)[number], Shift[]>;
}

const shifts = (w: Worker) => DAYS.flatMap((d) => w.week[d]);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe.each(await targets())('solution roster (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  const roster = (id: string, tk = token) => t.call('GET', `/api/solution/${id}/roster`, { token: tk });

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Cuadrante');
    token = w.ws.adminToken;
  });
  afterAll(() => t?.close());

  it('404 before solving, then every worker with the day ranges that add up to their hours and to the demand', async () => {
    const sim = await copyOf(t, w);
    expect((await roster(sim)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    const solved = await waitEnd(t, token, sim);
    expect(solved.status).toBe('Solved');

    const res = await roster(sim);
    expect(res.statusCode, res.body).toBe(200);
    const workers = res.json() as Worker[];
    expect(workers.length).toBeGreaterThan(0);
    // surrogates first, named as in the Plantilla, with the same ids
    expect(workers[0].kind).toBe('surrogate');
    const employees = (await t.call('GET', `/api/solution/${sim}/parameters/employees`, { token })).json() as {
      id: string;
      name: string;
      category: string;
    }[];
    for (const x of workers) expect(employees.find((e) => e.id === x.id)).toMatchObject({ name: x.name, category: x.category });
    expect(
      workers
        .filter((x) => x.kind === 'surrogate')
        .map((x) => x.name)
        .sort(),
    ).toEqual(['Ana', 'Luis']);

    for (const x of workers) {
      expect(sum(shifts(x).map((s) => s.hours))).toBeCloseTo(x.assigned_hours, 6);
      if (x.kind === 'new') expect(x.assigned_hours).toBeCloseTo(x.weekly_hours, 6);
      else expect(x.assigned_hours).toBeLessThanOrEqual(x.weekly_hours + 1e-9);
      for (const s of shifts(x)) expect(x.centers).toContain(s.center);
    }
    const demand = sum(solved.results.demand.map((d: { weekly_hours: number }) => d.weekly_hours));
    expect(sum(workers.map((x) => x.assigned_hours))).toBeCloseTo(demand, 6);

    // the split shift of the Hospital (06:00–10:00 and 17:00–21:00, Monday to Friday) is there, with names
    const mondays = workers.flatMap((x) => x.week.monday);
    expect(
      mondays.filter(
        (s) => s.center === 'Hospital' && s.position === 'Limpieza' && s.time_init === '06:00' && s.time_end === '10:00',
      ),
    ).toHaveLength(2);
    expect(mondays.filter((s) => s.center === 'Hospital' && s.time_init === '17:00' && s.time_end === '21:00')).toHaveLength(2);
    expect(workers.flatMap((x) => x.week.saturday.concat(x.week.sunday))).toEqual([]);
    const glass = workers.flatMap((x) => DAYS.flatMap((d) => x.week[d].filter((s) => s.position === 'Cristales')));
    expect(sum(glass.map((s) => s.hours))).toBeCloseTo(3.5, 6);
    expect(glass.every((s) => s.center === 'Centro de salud')).toBe(true);
  });

  it('a reader may read it, a role without simulation read gets 403; another workspace gets 404', async () => {
    const sim = await copyOf(t, w);
    await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    await waitEnd(t, token, sim);
    const lector = (await t.member('Cuadrante', `lector.${target}@roster.test`, 'Lector')).token;
    expect((await roster(sim, lector)).statusCode).toBe(200);
    const readable = (on: boolean) =>
      sql`update role_permission set read = ${on} where role_id = ${ROLE_IDS.Lector} and module = 'simulation'`.execute(
        t.database.db,
      );
    await readable(false);
    try {
      expect((await roster(sim, lector)).statusCode).toBe(403);
    } finally {
      await readable(true);
    }
    const other = await t.workspace(`Otra cuadrante ${target}`);
    expect((await roster(sim, other.adminToken)).statusCode).toBe(404);
    expect((await roster(crypto.randomUUID())).statusCode).toBe(404);
  });
});
