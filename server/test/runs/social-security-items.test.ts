/**
 * Social security by contract type and year (docs/social-security.md) through the API: the mode and its AT/EP rate
 * in Datos básicos (itemised refused without the rate, naming the field), an itemised run's results with the lines
 * by calendar year and contract year, and the mode changed in "Modificar parámetros" re-costing the stored roster
 * without a new run. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../helpers';
import type { Schemas } from '../../src/contract';
import { buildInputDocument } from '../../src/simulations/input-document';
import { SOCIAL_SECURITY_SHEET } from '@licita/domain';
import { SOCIAL_SECURITY_CELLS } from '../../src/runs/social-security-sheet';
import { openWorkbook } from '../linked-file';
import { copyOf, downloadSigned, executed, getSim, runsWorld, setQuota, waitEnd, waitTask, type RunsWorld } from './fixtures';

const cents = (n: number) => Math.round(n * 100) / 100;
const AT_EP_REQUIRED = 'El tipo de AT/EP es requerido con la seguridad social desglosada';
type Items = Schemas['SocialSecurityItems'];

describe.each(await targets())('social security by contract type and year (%s)', (target) => {
  let rw: RunsWorld;
  beforeAll(async () => {
    rw = await runsWorld(target, 'Cotización');
    await setQuota(rw.t, rw.w.ws.id, null, 0);
  });
  afterAll(() => rw?.t.close());

  const put = (sim: string, body: Record<string, unknown>) =>
    rw.t.call('PUT', `/api/simulation/${sim}`, { token: rw.token, body });
  const solve = async (sim: string) => {
    expect((await rw.launch(sim)).statusCode).toBe(200);
    const solved = await waitEnd(rw.t, rw.token, sim, 60_000);
    expect(solved.status).toBe('Solved');
    return solved;
  };
  const parameters = async (sim: string) =>
    (await rw.t.call('GET', `/api/solution/${sim}/parameters`, { token: rw.token })).json();
  const changeParameters = async (sim: string, change: Record<string, unknown>) => {
    const res = await rw.t.call('PUT', `/api/solution/${sim}/parameters`, {
      token: rw.token,
      body: { ...(await parameters(sim)), ...change },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitTask(rw.t, rw.token, `/api/solution/${sim}/parameters/status`)).status).toBe('FINISHED');
    return (await getSim(rw.t, rw.token, sim)).results;
  };

  it('Datos básicos: flat by default; itemised needs the AT/EP rate, refused naming the field', async () => {
    const sim = await copyOf(rw.t, rw.w);
    const { name, social_security_mode, at_ep_percent } = await getSim(rw.t, rw.token, sim);
    expect([social_security_mode, at_ep_percent]).toEqual(['flat', null]);

    const refused = await put(sim, { name, social_security_mode: 'itemised' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('at_ep_percent');
    expect(refused.json().message).toContain(AT_EP_REQUIRED);

    const saved = await put(sim, { name, social_security_mode: 'itemised', at_ep_percent: 1.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });
    // the rate cannot be removed while the mode is itemised
    const cleared = await put(sim, { name, at_ep_percent: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().field).toBe('at_ep_percent');
  });

  it("an itemised run's results carry each line by calendar year at its rates, adding up to the social security", async () => {
    const sim = await copyOf(rw.t, rw.w);
    const { name } = await getSim(rw.t, rw.token, sim);
    const saved = await put(sim, {
      name,
      service_date_init: '2027-07-01',
      service_duration: 24,
      social_security_mode: 'itemised',
      at_ep_percent: 1.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const r = (await solve(sim)).results;
    const items = r.social_security_items as Items;
    expect(items.at_ep_percent).toBe(1.5);
    expect(items.calendar_years.map((y) => [y.year, y.rates.mei, y.minimum_base, y.maximum_base])).toEqual([
      [2027, 0.83, 1424.5, 5101.2],
      [2028, 0.92, 1424.5, 5101.2],
      [2029, 1, 1424.5, 5101.2],
    ]);
    for (const y of items.calendar_years) {
      // each line is its rate × the year's bases; unemployment lies between the open-ended and fixed-term rates
      expect(cents(y.common)).toBe(cents(0.236 * y.base));
      expect(cents(y.fogasa)).toBe(cents(0.002 * y.base));
      expect(cents(y.fp)).toBe(cents(0.006 * y.base));
      expect(cents(y.mei)).toBe(cents((y.rates.mei / 100) * y.base));
      expect(cents(y.at_ep)).toBe(cents(0.015 * y.base));
      expect(y.unemployment).toBeGreaterThanOrEqual(0.055 * y.base - 1e-6);
      expect(y.unemployment).toBeLessThanOrEqual(0.067 * y.base + 1e-6);
      expect(cents(y.total)).toBe(cents(y.common + y.unemployment + y.fogasa + y.fp + y.mei + y.at_ep - y.discount));
    }
    expect(cents(items.total)).toBe(cents(r.social_security));
    expect(items.contract_years.map((y) => [y.from, y.to])).toEqual([
      ['2027-07-01', '2028-06-30'],
      ['2028-07-01', '2029-06-30'],
    ]);
    // the budget's contract years carry the same social security
    expect(r.budget.years.map((y: { social_security: number }) => cents(y.social_security))).toEqual(
      items.contract_years.map((y) => cents(y.total)),
    );
    expect(await parameters(sim)).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });
  });

  it("a surrogate keeps the contract it contributes by, which the engine's document carries (open-ended when not given)", async () => {
    const sim = await copyOf(rw.t, rw.w);
    const post = (body: Record<string, unknown>) =>
      rw.t.call('POST', `/api/simulation/${sim}/subrogate`, { token: rw.token, body });
    const base = { category_id: rw.w.agreement.cats.limpiador, working_day: 20 };
    const bad = await post({ ...base, name: 'Luz', contract_kind: 'fijo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('contract_kind');
    expect((await post({ ...base, name: 'Rosa', contract_kind: 'temporal' })).statusCode).toBe(200);
    expect((await post({ ...base, name: 'Lidia' })).statusCode).toBe(200);
    const list = (await rw.t.call('GET', `/api/simulation/${sim}/subrogate`, { token: rw.token })).json() as Array<{
      name: string;
      contract_kind: string | null;
    }>;
    expect(list.filter((s) => ['Rosa', 'Lidia'].includes(s.name)).map((s) => [s.name, s.contract_kind])).toEqual([
      ['Rosa', 'temporal'],
      ['Lidia', null],
    ]);
    const doc = (await buildInputDocument(rw.t.database.db, sim)) as {
      subrogates: Array<{ name: string; contract_type?: string }>;
    };
    expect(doc.subrogates.filter((s) => ['Rosa', 'Lidia'].includes(s.name)).map((s) => [s.name, s.contract_type])).toEqual([
      ['Rosa', 'temporal'],
      ['Lidia', undefined],
    ]);
  });

  it('Modificar parámetros switches the mode without a new run, and back to the flat figures to the cent', async () => {
    const sim = await copyOf(rw.t, rw.w);
    const flat = (await solve(sim)).results;
    expect(flat.social_security_items).toBeUndefined();
    expect(await parameters(sim)).toMatchObject({ social_security_mode: 'flat', at_ep_percent: null });
    const runs = await executed(rw.t, rw.w.ws.id);

    const refused = await rw.t.call('PUT', `/api/solution/${sim}/parameters`, {
      token: rw.token,
      body: { ...(await parameters(sim)), social_security_mode: 'itemised' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('at_ep_percent');

    const itemised = await changeParameters(sim, { social_security_mode: 'itemised', at_ep_percent: 1.5 });
    const items = itemised.social_security_items as Items;
    // 2026 only: 23.60 + 0.20 + 0.60 + 0.75 + 1.5 % of the bases, and unemployment by contract type
    expect(items.calendar_years.map((y) => [y.year, y.rates.mei])).toEqual([[2026, 0.75]]);
    expect(cents(itemised.social_security)).toBe(cents(items.total));
    expect(itemised.hiring_costs).toBe(flat.hiring_costs);
    expect(itemised.social_security).not.toBeCloseTo(flat.social_security, 0);
    expect(await parameters(sim)).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });
    // the solution workbook built after the change has the sheet, its total the page's to the cent (one year: column C)
    const { file } = await downloadSigned(rw.t, rw.token, `/api/simulation/${sim}/solution_url`);
    const sheet = (await openWorkbook(file.rawPayload)).getWorksheet(SOCIAL_SECURITY_SHEET)!;
    const total = sheet.getCell(`C${SOCIAL_SECURITY_CELLS.total}`).value as { result: number };
    expect(cents(total.result)).toBe(cents(itemised.social_security));
    // one more point of AT/EP adds 1 % of the bases
    const higher = await changeParameters(sim, { at_ep_percent: 2.5 });
    expect(cents(higher.social_security - itemised.social_security)).toBe(cents(0.01 * items.calendar_years[0].base));

    const back = await changeParameters(sim, { social_security_mode: 'flat' });
    expect(back.social_security_items).toBeUndefined();
    expect(cents(back.social_security)).toBe(cents(flat.social_security));
    expect(cents(back.total_cost)).toBe(cents(flat.total_cost));
    // no launch happened: the roster stays, only the costs changed
    expect(await executed(rw.t, rw.w.ws.id)).toBe(runs);
  });
});
