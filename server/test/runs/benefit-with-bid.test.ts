/**
 * Beneficio with the other bid inputs, so that a copy prices its bid as the original: set before the first launch and priced by it, written back by a
 * parameter change, copied by a duplicate (the preparer's 3 % no longer becomes 0 in the copy), and taken from the
 * solution by migration 0016 for a simulation solved before. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { up as backfillBenefit } from '../../src/db/migrations/0016_benefit_with_bid_inputs';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, getSim, setQuota, waitEnd, waitTask, world, type World } from './fixtures';

/** Wages, social security, absenteeism and materials: what Beneficio is a percentage of. */
const costBase = (r: { hiring_costs: number; social_security: number; absenteeism_cost: number; material_costs: number }) =>
  r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;

describe.each(await targets())('Beneficio among the bid inputs (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Beneficio');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  const launch = async (sim: string) => {
    const res = await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const solved = await waitEnd(t, token, sim);
    expect(solved.status).toBe('Solved');
    return solved;
  };
  const parameters = async (sim: string) => (await t.call('GET', `/api/solution/${sim}/parameters`, { token })).json();

  it('a new simulation has no benefit; 3 % set before the first launch is kept, refused above 100, and priced by the launch', async () => {
    const sim = await copyOf(t, w);
    const { name, bid } = await getSim(t, token, sim);
    expect(bid.benefit).toBe(0);

    const bad = await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name, bid: { benefit: 101 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('bid.benefit');

    const put = await t.call('PUT', `/api/simulation/${sim}`, { token, body: { name, bid: { benefit: 3, overheads: 13 } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().bid).toMatchObject({ benefit: 3, overheads: 13, vat: 21 });

    const r = (await launch(sim)).results;
    expect(r.benefit).toBeCloseTo(costBase(r) * 0.03, 6);
    expect(await parameters(sim)).toMatchObject({ benefit: 3, overheads: 13 });
  });

  it('Duplicar keeps the benefit a parameter change set, with the offer and the rest of the bid', async () => {
    const origin = await copyOf(t, w);
    await launch(origin);
    const params = await parameters(origin);
    expect(params.benefit).toBe(0);
    const change = await t.call('PUT', `/api/solution/${origin}/parameters`, {
      token,
      body: { ...params, benefit: 3, offer_price: 150000, technical_points: 40 },
    });
    expect(change.statusCode, change.body).toBe(200);
    await waitTask(t, token, `/api/solution/${origin}/parameters/status`);
    const recosted = (await getSim(t, token, origin)).results;

    const copy = await copyOf(t, w, origin);
    const copied = await getSim(t, token, copy);
    expect(copied.status).toBe('Stopped');
    expect(copied.bid).toMatchObject({ benefit: 3, offer_price: 150000, technical_points: 40 });

    // the copy's launch prices the same bid: the comparison shows no difference the preparer did not make
    const r = (await launch(copy)).results;
    expect(await parameters(copy)).toMatchObject({ benefit: 3, offer_price: 150000, technical_points: 40 });
    expect(r.benefit).toBeCloseTo(recosted.benefit, 2);
    expect(r.total_cost).toBeCloseTo(recosted.total_cost, 2);
  });

  it('a simulation solved before (its benefit only in the solution) gets it back in its bid inputs from migration 0016', async () => {
    const origin = await copyOf(t, w);
    await launch(origin);
    const params = await parameters(origin);
    await t.call('PUT', `/api/solution/${origin}/parameters`, { token, body: { ...params, benefit: 4.5 } });
    await waitTask(t, token, `/api/solution/${origin}/parameters/status`);
    // as an older build left it: the bid inputs without the benefit
    await sql`update simulation set bid = bid - 'benefit' where id = ${origin}`.execute(t.database.db);
    expect((await getSim(t, token, origin)).bid.benefit).toBe(0);

    await backfillBenefit(t.database.db as never);
    expect((await getSim(t, token, origin)).bid.benefit).toBe(4.5);
    expect((await getSim(t, token, await copyOf(t, w, origin))).bid.benefit).toBe(4.5);
  });
});
