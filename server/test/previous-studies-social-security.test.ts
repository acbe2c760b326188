/**
 * A previous study follows the simulation's social security modes (docs/social-security.md): Datos básicos keeps
 * the mode and its AT/EP rate (itemised without the rate answers 400 naming it), a launch in itemised mode gives
 * results with `social_security_items` whose total is the social security line, and "Modificar parámetros" switches
 * the mode without losing the rest. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@licita/domain';
import { targets } from './helpers';
import { previousStudyFixture } from './previous-studies-fixtures';

const cents = (n: number) => Math.round(n * 100) / 100;

describe.each(await targets())('previous study social security (%s)', (target) => {
  const { start, stop, ok, call, getStudy, filledStudy, waitStudy } = previousStudyFixture();
  beforeAll(async () => void (await start(target)), 180_000); // migrations on PGlite, on a shared machine
  afterAll(stop);

  it('a new study is flat; itemised needs the AT/EP rate; the launch itemises and a parameter change goes back to flat', async () => {
    const id = await filledStudy('Desglosada');
    expect(await getStudy(id)).toMatchObject({ social_security_mode: 'flat', at_ep_percent: null });
    const refused = await call('PUT', `/api/previous_study/${id}`, { name: 'Desglosada', social_security_mode: 'itemised' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: INPUT_MESSAGES.atEpRequired, field: 'at_ep_percent' });
    const saved = await call('PUT', `/api/previous_study/${id}`, {
      name: 'Desglosada',
      social_security_mode: 'itemised',
      at_ep_percent: 1.5,
    });
    ok(saved);
    expect(saved.json()).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });

    ok(await call('POST', `/api/previous_study/${id}/launch_async`));
    const solved = await waitStudy(id, (x) => x.status !== 'Running');
    expect(solved.status, JSON.stringify(solved.events)).toBe('Solved');
    const items = solved.results.social_security_items;
    expect(items.at_ep_percent).toBe(1.5);
    // 2026: common 23.60 % of the bases, MEI 0.75 %, AT/EP 1.5 %
    const [year] = items.calendar_years;
    expect(year.year).toBe(2026);
    expect(cents(items.common)).toBe(cents(0.236 * year.base));
    expect(cents(items.mei)).toBe(cents(0.0075 * year.base));
    expect(cents(items.at_ep)).toBe(cents(0.015 * year.base));
    expect(cents(items.total)).toBe(cents(solved.results.social_security));
    expect((await call('GET', `/api/previous_study/${id}/parameters`)).json()).toMatchObject({
      social_security_mode: 'itemised',
      at_ep_percent: 1.5,
    });

    // back to the study's flat 33 % of the contributory wages, without a launch
    ok(
      await call('PUT', `/api/previous_study/${id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 0,
        material_costs: [],
        social_security_mode: 'flat',
      }),
    );
    const flat = await waitStudy(id, (x) => x.sub_status !== 'PENDING');
    expect(flat.sub_status).toBe('FINISHED');
    expect(flat.results.social_security_items).toBeUndefined();
    expect(cents(flat.results.social_security)).toBe(cents(0.33 * flat.results.hiring_costs));
    expect(flat.results.hiring_costs).toBeCloseTo(solved.results.hiring_costs, 6);
  });
});
