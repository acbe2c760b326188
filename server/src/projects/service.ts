/** Tenders (projects): the contract's shape of a tender and of the cards listed under one. */
import type { Schemas } from '../contract';
import type { ProjectRow } from './repository';

function toIso(d: Date | string): string;
function toIso(d: Date | string | null): string | null;
function toIso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

export const toProject = (row: ProjectRow) => ({
  id: row.id,
  uid: row.id,
  name: row.name,
  simulation_number: row.simulation_number,
  workspace_id: row.workspace_id,
  created_at: toIso(row.created_at),
});

interface CardRow {
  id: string;
  name: string;
  project_id: string;
  status: Schemas['Status'];
  started: Date | null;
  finished: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields of a simulation or previous study card (SimulationCard), which their full answers start with too. */
export const cardOf = (r: CardRow) => ({
  id: r.id,
  uid: r.id,
  name: r.name,
  project_id: r.project_id,
  status: r.status,
  started: toIso(r.started),
  finished: toIso(r.finished),
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});
