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

/**
 * The lot id a simulation was created from (null: from a notice without lots), or undefined when the import did not
 * create it; by the stored link, or by the name the import gave it for tenders imported before the link.
 */
export function simulationNoticeLot(source: Source | null, simulation: { id: string; name: string }): string | null | undefined {
  if (!source?.notice) return undefined;
  if (source.simulations) return source.simulations.find((s) => s.simulation_id === simulation.id)?.lot;
  const lots = source.notice.lots as NoticeLot[];
  if (lots.length === 0) return simulation.name === simulationName(null, new Set()) ? null : undefined;
  return lots.find((l) => simulationName(l, new Set()) === simulation.name)?.id;
}

export function simulationLot(source: Source | null, simulation: { id: string; name: string }): SimulationLot | null {
  if (!source?.notice?.lots?.length) return null;
  const id = simulationNoticeLot(source, simulation);
  const lot = id ? (source.notice.lots as NoticeLot[]).find((l) => l.id === id) : undefined;
  if (!lot) return null;
  return {
    lot,
    tender: { budget_without_vat: source.notice.budget_without_vat, estimated_value: source.notice.estimated_value },
  };
}
