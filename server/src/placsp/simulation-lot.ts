/**
 * The lot of an imported notice a simulation was created from (its own budget and valor estimado are what its
 * justification prints), from the tender's stored import source: by the simulation's id, or by its name for tenders
 * imported before the link was kept. Null for a tender not imported, or a simulation of the whole tender.
 */
import type { Schemas } from '../contract';
import type { NoticeLot } from './notice';
import { simulationName } from './import';

type Source = Schemas['PlacspImportSource'];

export interface SimulationLot {
  lot: NoticeLot;
  /** the whole tender's budget without VAT and valor estimado (to share the valor estimado out by budget) */
  tender: { budget_without_vat: number | null; estimated_value: number | null };
}

export function simulationLot(source: Source | null, simulation: { id: string; name: string }): SimulationLot | null {
  if (!source?.notice?.lots?.length) return null;
  const lots = source.notice.lots as NoticeLot[];
  const linked = source.simulations?.find((s) => s.simulation_id === simulation.id);
  const lot = linked
    ? lots.find((l) => l.id === linked.lot)
    : source.simulations
      ? undefined
      : lots.find((l) => simulationName(l, new Set()) === simulation.name);
  if (!lot) return null;
  return {
    lot,
    tender: { budget_without_vat: source.notice.budget_without_vat, estimated_value: source.notice.estimated_value },
  };
}
