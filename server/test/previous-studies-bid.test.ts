/**
 * A previous study's bid inputs set before its launch (PUT /previous_study/{id} with `bid`): kept, priced by the
 * launch, written back by a parameter change. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from './helpers';
import { previousStudyFixture } from './previous-studies-fixtures';
import { bidAnswer } from './runs/fixtures';

describe.each(await targets())('the bid of a previous study set before launching (%s)', (target) => {
  const { start, stop, ok, call, getStudy, filledStudy, waitStudy } = previousStudyFixture();

  beforeAll(async () => {
    await start(target);
  });
  afterAll(stop);

  it('kept with the study, priced by the launch and written back by a parameter change', async () => {
    const id = await filledStudy('Con oferta previa');
    expect((await getStudy(id)).bid).toEqual(bidAnswer());
    ok(
      await call('PUT', `/api/previous_study/${id}`, {
        name: 'Con oferta previa',
        bid: { tender_budget: 130000, offer_price: 118500.5, overheads: 10 },
      }),
    );
    expect((await getStudy(id)).bid).toEqual(bidAnswer({ overheads: 10, tender_budget: 130000, offer_price: 118500.5 }));

    ok(await call('POST', `/api/previous_study/${id}/launch_async`));
    const solved = await waitStudy(id, (x) => x.status !== 'Running');
    expect(solved.status).toBe('Solved');
    expect(solved.results.bid).toMatchObject({ tender_budget: 130000, offer_without_vat: 118500.5 });
    expect(solved.results.overheads_cost).toBeGreaterThan(0);

    // after the run the bid changes through the parameters, and is kept for the next launch
    const refused = await call('PUT', `/api/previous_study/${id}`, { name: 'Con oferta previa', bid: { tender_budget: 1 } });
    expect(refused.statusCode).toBe(409);
    const params = (await call('GET', `/api/previous_study/${id}/parameters`)).json();
    expect(params).toMatchObject({ overheads: 10, tender_budget: 130000, offer_price: 118500.5 });
    ok(await call('PUT', `/api/previous_study/${id}/parameters_async`, { ...params, tender_budget: 140000 }));
    await waitStudy(id, (x) => x.sub_status !== 'PENDING');
    expect((await getStudy(id)).bid).toEqual(bidAnswer({ overheads: 10, tender_budget: 140000, offer_price: 118500.5 }));
  });
});
