/**
 * The roster kept as rows (src/runs/roster-rows.ts, migration 0029): the Cuadrante read from them is the one built
 * afresh from the stored output; a re-cost leaves it as it is; a new run's solution replaces it; a solution stored
 * before the rows existed is read whole and by pages all the same, its rows written on that first read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, waitEnd, world, type World } from './fixtures';
import { loadSolution } from '../../src/runs/repository';
import { solutionRoster } from '../../src/runs/roster';

describe.each(await targets())('the roster kept as rows (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let sim: string;
  const roster = async () => {
    const res = await t.call('GET', `/api/solution/${sim}/roster`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as { id: string; name: string; kind: string }[];
  };
  const page = async (query: string) => {
    const res = await t.call('GET', `/api/solution/${sim}/roster/page?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: unknown[]; total: number; roster_size: number; categories: string[] };
  };
  /** The roster built now from the stored output, as the contract serialises it. */
  const fresh = async () =>
    JSON.parse(
      JSON.stringify(solutionRoster((await loadSolution(t.database.db, sim, ['demand', 'employees', 'roster', 'meta']))!.output)),
    );
  const storedRows = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from solution_roster_row where simulation_id = ${sim}`.execute(
          t.database.db,
        )
      ).rows[0]!.n,
    );
  const launch = async () => {
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, sim)).status).toBe('Solved');
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Cuadrante guardado');
    token = w.ws.adminToken;
    sim = await copyOf(t, w);
    await launch();
  });
  afterAll(() => t?.close());

  it('the run stores one row a worker; the roster read from them equals the one built from the output', async () => {
    const whole = await roster();
    expect(whole.length).toBeGreaterThan(2);
    expect(await storedRows()).toBe(whole.length);
    expect(whole).toEqual(await fresh());
    expect((await page(`offset=1&limit=2`)).items).toEqual(whole.slice(1, 3));
  });

  it('a parameter change (a re-cost) leaves the roster as it was', async () => {
    const before = await roster();
    const params = (await t.call('GET', `/api/solution/${sim}/parameters`, { token })).json() as {
      absenteeism_rate: number;
      material_costs: { id: string; amount: number; number_of_units: number | null; months_to_apply: number | null }[];
    };
    const put = await t.call('PUT', `/api/solution/${sim}/parameters`, {
      token,
      body: {
        absenteeism_rate: params.absenteeism_rate,
        benefit: 7,
        material_costs: params.material_costs.map(({ id, amount, number_of_units, months_to_apply }) => ({
          id,
          amount,
          number_of_units,
          months_to_apply,
        })),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await roster()).toEqual(before);
    expect(before).toEqual(await fresh());
  });

  it('a solution stored before the rows existed is read whole and by pages, its rows written on the first read', async () => {
    const whole = await roster();
    // what migration 0029 leaves of a solution solved before it: no rows, no size
    await sql`delete from solution_roster_row where simulation_id = ${sim}`.execute(t.database.db);
    await sql`update simulation_solution set roster_size = null where simulation_id = ${sim}`.execute(t.database.db);
    const first = await page('limit=2');
    expect(first).toMatchObject({ total: whole.length, roster_size: whole.length, items: whole.slice(0, 2) });
    expect(await storedRows()).toBe(whole.length);
    expect(await roster()).toEqual(whole);
  });

  it("a new run's solution replaces the previous run's rows", async () => {
    // a surrogate fewer: the next run's roster no longer lists them
    const surrogates = (await t.call('GET', `/api/simulation/${sim}/subrogate`, { token })).json() as {
      id: string;
      name: string;
    }[];
    expect((await roster()).map((x) => x.id)).toContain(surrogates[0]!.id);
    // a solved simulation is edited again once stopped (as inputs-version.test.ts does)
    await sql`update simulation set status = 'Stopped' where id = ${sim}`.execute(t.database.db);
    const gone = await t.call('DELETE', `/api/simulation/${sim}/subrogate/${surrogates[0]!.id}`, { token });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    await launch();
    const after = await roster();
    expect(after.map((x) => x.id)).not.toContain(surrogates[0]!.id);
    expect(after).toEqual(await fresh());
    expect(await storedRows()).toBe(after.length);
    expect((await page('')).roster_size).toBe(after.length);
  });
});
