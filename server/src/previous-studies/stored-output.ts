/**
 * A previous study's stored solution in the shape of a simulation's stored output (what the workbook, the
 * justification PDF and the parameters read). Pure, so that the document thread builds it too (document-kinds.ts).
 */
import type { PreviousStudyOutput } from '@licita/domain';
import { metaOf, type StoredOutput } from '../runs/solution';
import type { PreviousStudyDocument } from './input-document';

export type StudyOutput = Omit<PreviousStudyOutput, 'events'>;

/** The column `previous_study.solution`: the output without its events and the document it was costed from. */
export interface StudySolution {
  output: StudyOutput;
  document: PreviousStudyDocument;
}

/**
 * The solution in the shape of a simulation's stored output (what the workbook and the parameters read): no
 * roster, demand nor lower bound; every worker at the study as their only center.
 */
export function asStoredOutput(name: string, s: StudySolution): StoredOutput {
  const { output, document } = s;
  const total = output.results.total_cost;
  const centers = Object.fromEntries(
    output.employees.flatMap((e) => [e.center_id, ...Object.keys(e.center_wages)]).map((c) => [c, 'Estudio previo']),
  );
  const meta = metaOf(
    { simulation: document.previous_study, subrogates: document.subrogates, parameters: document.parameters },
    name,
    output,
  );
  return {
    ...output,
    roster: { workers: [], uncovered: [] },
    demand: [],
    idle_surrogate_hours: { total_weekly_hours: 0, surrogates: [] },
    lower_bound: {
      new_fte: 0,
      lb_fte: 0,
      ratio: 1,
      total_cost: total,
      lb_cost: total,
      cost_gap: 0,
      block_lb_fte: 0,
      block_ratio: 1,
      block_lb_cost: total,
      block_cost_gap: 0,
      groups: [],
    },
    validation: [],
    meta: { ...meta, centers, calendar: undefined },
  };
}
