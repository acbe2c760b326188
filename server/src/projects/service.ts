/** Tenders (projects): the contract's shape of a tender and of the cards listed under one. */
import type { Schemas } from '../contract';
import type { TenderData } from '@licita/domain';
import type { ProjectListRow, ProjectRow } from './repository';
import { json } from '../db/json-column';

function toIso(d: Date | string): string;
function toIso(d: Date | string | null): string | null;
function toIso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

/** A tender of the list (ProjectListItem): its own fields, not the notice it was imported from. */
export const toProjectListItem = (row: ProjectListRow) => ({
  id: row.id,
  uid: row.id,
  name: row.name,
  simulation_number: row.simulation_number,
  workspace_id: row.workspace_id,
  created_at: toIso(row.created_at),
  contracting_authority: row.contracting_authority,
  file_number: row.file_number,
  lot: row.lot,
  estimated_value: row.estimated_value === null ? null : Number(row.estimated_value),
  extension_months: row.extension_months,
});

export const toProject = (row: ProjectRow) => ({
  ...toProjectListItem(row),
  award_criteria: json<Schemas['AwardCriterion'][]>(row.award_criteria),
  import_source: json<Schemas['PlacspImportSource']>(row.import_source),
  award_results: json<Schemas['PlacspAwardResults']>(row.award_results),
});

/** The tender's data of an update body: texts trimmed (blank clears), numbers as sent; a field left out is not in it. */
export function tenderDataOf(body: { [K in keyof TenderData]?: TenderData[K] }): Partial<TenderData> {
  const out: Partial<TenderData> = {};
  for (const k of ['contracting_authority', 'file_number', 'lot'] as const) {
    const v = body[k];
    if (v !== undefined) out[k] = v === null || v.trim() === '' ? null : v.trim();
  }
  if (body.estimated_value !== undefined) out.estimated_value = body.estimated_value;
  if (body.extension_months !== undefined) out.extension_months = body.extension_months;
  return out;
}

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
