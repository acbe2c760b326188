/**
 * The roster view kept per solution version (src/runs/roster-views.ts): the Cuadrante answered from the kept view
 * is the one built afresh from the stored output; a re-cost (one version later) and a new run's solution are
 * never answered from the view of the solution before them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, waitEnd, world, type World } from './fixtures';
import { loadSolution } from '../../src/runs/repository';
import { solutionRoster } from '../../src/runs/roster';
import { RosterViews, solutionStamp, type RosterView } from '../../src/runs/roster-views';
import { changeColumns, lockedSolutionOutput, writeSolutionOutput } from '../../src/runs/repository';

describe.each(await targets())('roster views kept per solution version (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let sim: string;
  const roster = async () => {
    const res = await t.call('GET', `/api/solution/${sim}/roster`, { token });
    expect(res.statusCode, res.body).toBe(200);
    // the kept text is sent as the JSON it is
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as { name: string; kind: string }[];
  };
  /** The view built now from the stored output, as the contract serialises it. */
  const fresh = async () => JSON.parse(JSON.stringify(solutionRoster((await loadSolution(t.database.db, sim))!.output)));
  const stamp = async () => solutionStamp((await loadSolution(t.database.db, sim))!);

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Cuadrante guardado');
    token = w.ws.adminToken;
    sim = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, sim)).status).toBe('Solved');
  });
  afterAll(() => t?.close());

  it('the view read again comes from the kept one and equals the view built afresh', async () => {
    const first = await roster();
    expect(t.app.deps.rosterViews.get(sim, await stamp())).toBeDefined();
    const again = await roster();
    expect(again).toEqual(first);
    expect(again).toEqual(await fresh());
  });

  it('a parameter change (a re-cost, one version later) is answered from a view of the new version', async () => {
    await roster();
    const before = await stamp();
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
    const after = await stamp();
    expect(after).not.toBe(before);
    expect(await roster()).toEqual(await fresh());
    expect(t.app.deps.rosterViews.get(sim, before)).toBeUndefined();
    expect(t.app.deps.rosterViews.get(sim, after)).toBeDefined();

    // a re-cost that changed what the view shows: the next read shows it
    await t.database.db.transaction().execute(async (trx) => {
      const out = await lockedSolutionOutput<{ roster: { workers: { name: string; kind: string }[] } }>(trx, sim);
      out.roster.workers = out.roster.workers.map((x) => (x.kind === 'surrogate' ? { ...x, name: `${x.name} (recosteada)` } : x));
      await writeSolutionOutput(trx, sim, out, changeColumns('params'), new Date());
    });
    const renamed = await roster();
    expect(
      renamed
        .filter((x) => x.kind === 'surrogate')
        .map((x) => x.name)
        .sort(),
    ).toEqual(['Ana (recosteada)', 'Luis (recosteada)']);
    expect(renamed).toEqual(await fresh());
  });

  it("a new run's solution (version 1 again) is not answered from the previous run's view", async () => {
    const kept = await roster();
    const versionBefore = (await loadSolution(t.database.db, sim))!.version;
    // what a new launch leaves: another run's solution, numbered from 1, with another roster
    const { rows } = await sql<{
      id: string;
    }>`insert into simulation_run (simulation_id, workspace_id, status) values (${sim}, ${w.ws.id}, 'solved') returning id`.execute(
      t.database.db,
    );
    await sql`update simulation_solution set run_id = ${rows[0].id}, version = 1,
      output = jsonb_set(output, '{roster,workers}', (output->'roster'->'workers') - 0) where simulation_id = ${sim}`.execute(
      t.database.db,
    );
    expect(versionBefore).toBeGreaterThan(1);
    const next = await roster();
    expect(next).toHaveLength(kept.length - 1);
    expect(next).toEqual(await fresh());
  });
});

describe('the bound of the kept roster views', () => {
  /** A view of `workers` workers with one Monday shift each: 2 entries a worker. */
  const view = (workers: number) =>
    Array.from({ length: workers }, (_, i) => ({
      id: String(i),
      week: { monday: [{}], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    })) as unknown as RosterView;

  it('keeps views up to the entries given, the least recently read going first', () => {
    const views = new RosterViews(10);
    views.set('a', 'r:1', view(2));
    views.set('b', 'r:1', view(2));
    expect(views.get('a', 'r:1')).toBeDefined(); // a read again: b is now the oldest
    views.set('c', 'r:1', view(2)); // 12 entries: b goes
    expect(views.get('b', 'r:1')).toBeUndefined();
    expect(views.get('a', 'r:1')).toBeDefined();
    expect(views.get('c', 'r:1')).toBeDefined();
    expect(views.get('a', 'r:2')).toBeUndefined(); // another version of a's solution
    views.set('d', 'r:1', view(6)); // larger than the bound: not kept
    expect(views.get('d', 'r:1')).toBeUndefined();
    expect(new RosterViews(0).size).toBe(0);
  });
});
