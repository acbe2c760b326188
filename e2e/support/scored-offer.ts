/** A solved simulation's offer set through the API: the bid the premises and phone tests price against competitors. */
import type { LicitaClient } from '@licita/sdk';
import { expect } from 'vitest';

interface DirectCosts {
  hiring_costs: number;
  social_security: number;
  absenteeism_cost: number;
  material_costs: number;
}

/**
 * Re-costs the solved simulation with 13 % overheads, 6 % profit and a proportional price score of 60 points against
 * our 35 technical points; `bid` gives the tender budget and competitors (and the offer, if any) from the direct costs C.
 * Waits for the re-costing to finish.
 */
export async function offerUnderOverheads(
  api: LicitaClient,
  simulationId: string,
  results: DirectCosts,
  bid: (c: number) => {
    tender_budget: number;
    offer_price?: number;
    competitors: { name: string; price: number; technical_points: number }[];
  },
) {
  const p = { params: { path: { id: simulationId } } };
  const c = results.hiring_costs + results.social_security + results.absenteeism_cost + results.material_costs;
  const { tender_budget, offer_price, competitors } = bid(c);
  const params = (await api.config.GET('/solution/{id}/parameters', p)).data!;
  const put = await api.config.PUT('/solution/{id}/parameters', {
    ...p,
    body: {
      ...params,
      overheads: 13,
      benefit: 6,
      tender_budget,
      ...(offer_price === undefined ? {} : { offer_price }),
      price_score: { max_points: 60, formula: 'proportional' },
      technical_points: 35,
      competitors,
    },
  });
  expect(put.error).toBeUndefined();
  await expect
    .poll(async () => (await api.config.GET('/solution/{id}/parameters/status', p)).data?.status, { timeout: 20_000 })
    .not.toBe('PENDING');
  return c;
}
