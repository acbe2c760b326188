/**
 * The stored solution of a previous study (column `previous_study.solution`): the engine's `previousStudy` output
 * without its events (those are the study's `events`) and the input document it was costed from, so a parameter
 * change simply costs the document again. Shown as the contract's results and parameters, and as the solution
 * workbook of a simulation without its roster sheets.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { metaOf, type StoredOutput } from '../runs/solution';
import { buildSolutionWorkbook } from '../runs/workbook';
import { solutionFilename, storedWorkbookLink } from '../runs/workbook-file';
import type { AgreementT, PreviousStudyOutput } from '../../../domain/src/engine/index.js';
import type { PreviousStudyDocument } from './input-document';
import { json } from '../db/json-column';
import { rememberStudyWorkbook, studySolutionRow } from './repository';

export type StudyOutput = Omit<PreviousStudyOutput, 'events'>;

export interface StudySolution {
  output: StudyOutput;
  document: PreviousStudyDocument;
}

/** A progress event as the contract's `Event` (and as it is kept in `previous_study.events`). */
export interface StudyEvent {
  id: string;
  created: string;
  title: string;
  description: string;
  type_info: 'Info' | 'Debug' | 'Warning' | 'Error';
  group: string | null;
}

export { json } from '../db/json-column';

export async function loadStudySolution(db: Kysely<Database>, studyId: string) {
  const row = await studySolutionRow(db, studyId);
  if (!row) return null;
  const solution = json<StudySolution>(row.solution);
  return { ...row, solution, events: json<StudyEvent[]>(row.events) ?? [] };
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

/** The signed link to `Solucion_{name}.xlsx` of a Solved study (built once per solution version), or null. */
export async function studyWorkbookLink(deps: Deps, request: { protocol: string; host: string }, studyId: string) {
  const row = await loadStudySolution(deps.db, studyId);
  if (!row || row.status !== 'Solved' || !row.solution) return null;
  const { solution, solution_version: version } = row;
  return storedWorkbookLink(deps, request, {
    key: `solution-${studyId}-v${version}.xlsx`,
    filename: solutionFilename(row.name),
    storedKey: row.workbook_key,
    build: () =>
      buildSolutionWorkbook(asStoredOutput(row.name, solution), row.events, {
        roster: false,
        agreements: solution.document.agreements as AgreementT[],
      }),
    remember: (key) => rememberStudyWorkbook(deps.db, studyId, version, key),
  });
}
