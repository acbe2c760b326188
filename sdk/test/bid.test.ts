import { describe, expect, it } from 'vitest';
import { createLicitaClient, setBid, type SolvedSimulation } from '../src/index';
import { fakeFetch, ID, json } from './fake-server';

const COST = '00000000-0000-4000-8000-0000000000c1';
const stored = {
  absenteeism_rate: 4.5,
  benefit: 6,
  overheads: 5,
  vat: 21,
  tender_budget: 150000,
  offer_price: null,
  other_offers: [99000],
  material_costs: [
    {
      id: COST,
      center_id: null,
      center_name: null,
      name: 'Fregonas',
      type: 'MONTHLY_UNIT_COST',
      amount: 12.5,
      number_of_units: 3,
      months_to_apply: 12,
    },
  ],
};

describe('setBid', () => {
  it('sends the current parameters back with only the bid inputs changed, and waits for the re-costing', async () => {
    let current: Record<string, unknown> = { ...stored };
    const sent: unknown[] = [];
    let polls = 0;
    const { fetch } = fakeFetch({
      [`GET /api/solution/${ID}/parameters`]: () => json(200, current),
      [`PUT /api/solution/${ID}/parameters`]: async (r) => {
        const body = (await r.json()) as Record<string, unknown>;
        sent.push(body);
        current = { ...current, ...body, material_costs: stored.material_costs };
        return json(200, { status: 'PENDING', info_message: null });
      },
      [`GET /api/solution/${ID}/parameters/status`]: () =>
        json(200, { status: ++polls < 2 ? 'PENDING' : 'FINISHED', info_message: null }),
    });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const after = await setBid(api, ID, { tender_budget: 130000, offer_price: 118500.5 }, { intervalMs: 1 });
    expect(sent).toEqual([
      {
        absenteeism_rate: 4.5,
        benefit: 6,
        overheads: 5,
        vat: 21,
        tender_budget: 130000,
        offer_price: 118500.5,
        other_offers: [99000],
        material_costs: [{ id: COST, amount: 12.5, number_of_units: 3, months_to_apply: 12 }],
      },
    ]);
    expect(polls).toBe(2);
    expect([after.tender_budget, after.offer_price, after.benefit]).toEqual([130000, 118500.5, 6]);
  });
});

// A solved simulation's results are typed as present: this compiles without `?.` or `!`.
export const totalOf = (s: SolvedSimulation): number => s.results.total_cost;
