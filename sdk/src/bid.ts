/**
 * The bid of a solved simulation ("Presupuesto y oferta"): tender budget, offer, other offers, overheads and VAT.
 * They are part of the solution's parameters (`/solution/{id}/parameters`, whose `{id}` is the simulation's), whose
 * update also requires absenteeism, benefit and the material costs; `setBid` sends those back as they are.
 */
import type { ConfigSchemas, LicitaClient } from './client.js';
import { unwrap } from './errors.js';
import { waitForTask, type WaitOptions } from './wait.js';

export type SolutionParameters = ConfigSchemas['SolutionParameters'];
type ParametersUpdate = ConfigSchemas['SolutionParametersUpdate'];

/** The bid inputs to change; what is left out keeps its value, `null` removes a tender budget or an offer price. */
export type BidChange = Partial<Pick<ParametersUpdate, 'tender_budget' | 'offer_price' | 'other_offers' | 'overheads' | 'vat'>>;

/**
 * Changes only the bid inputs of a solved simulation: reads its current parameters, sends them back with the
 * change, waits for the re-costing (the roster is kept) and answers the parameters now in force.
 * Read the new figures with `GET /simulation/{id}` (`results.bid`, `results.budget`).
 */
export async function setBid(
  api: Pick<LicitaClient, 'config'>,
  simulationId: string,
  change: BidChange,
  options: WaitOptions = {},
): Promise<SolutionParameters> {
  const path = { params: { path: { id: simulationId } } };
  const current = await unwrap(api.config.GET('/solution/{id}/parameters', { ...path, signal: options.signal }));
  const body: ParametersUpdate = {
    absenteeism_rate: current.absenteeism_rate,
    benefit: current.benefit,
    overheads: current.overheads,
    vat: current.vat,
    tender_budget: current.tender_budget,
    offer_price: current.offer_price,
    other_offers: current.other_offers,
    material_costs: current.material_costs.map((c) => ({
      id: c.id,
      amount: c.amount,
      number_of_units: c.number_of_units,
      months_to_apply: c.months_to_apply,
    })),
  };
  for (const key of ['tender_budget', 'offer_price', 'other_offers', 'overheads', 'vat'] as const) {
    if (change[key] !== undefined) (body as Record<string, unknown>)[key] = change[key];
  }
  await unwrap(api.config.PUT('/solution/{id}/parameters', { ...path, body, signal: options.signal }));
  await waitForTask((signal) => api.config.GET('/solution/{id}/parameters/status', { ...path, signal }), options);
  return unwrap(api.config.GET('/solution/{id}/parameters', { ...path, signal: options.signal }));
}
