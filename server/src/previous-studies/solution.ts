/**
 * The stored solution of a previous study (column `previous_study.solution`): the engine's `previousStudy` output
 * without its events (those are the study's `events`) and the input document it was costed from, so a parameter
 * change simply costs the document again. Shown as the contract's results and parameters, and as the solution
 * workbook of a simulation without its roster sheets.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { buildSolutionWorkbook } from '../runs/workbook';
import { solutionFilename, solutionKey, storedWorkbookLink } from '../runs/workbook-file';
import { requireCurrent, studySolutionMoved } from '../runs/solution-moved';
import type { AgreementT } from '@licita/domain';
import { json } from '../db/json-column';
import { rememberStudyWorkbook, studySolutionRow } from './repository';
import { asStoredOutput, type StudySolution } from './stored-output';

/** A progress event as the contract's `Event` (and as it is kept in `previous_study.events`). */
export interface StudyEvent {
  id: string;
  created: string;
  title: string;
  description: string;
  type_info: 'Info' | 'Debug' | 'Warning' | 'Error';
  group: string | null;
}

export async function loadStudySolution(db: Kysely<Database>, studyId: string) {
  const row = await studySolutionRow(db, studyId);
  if (!row) return null;
  const solution = json<StudySolution>(row.solution);
  return { ...row, solution, events: json<StudyEvent[]>(row.events) ?? [] };
}

/** The signed link to `Solucion_{name}.xlsx` of a Solved study (built once per solution version), or null. */
export async function studyWorkbookLink(deps: Deps, studyId: string) {
  const row = await loadStudySolution(deps.db, studyId);
  if (!row || row.status !== 'Solved' || !row.solution) return null;
  const { solution, solution_version: version } = row;
  return storedWorkbookLink(deps, {
    key: solutionKey(studyId, version),
    filename: solutionFilename(row.name),
    storedKey: row.workbook_key,
    build: () =>
      buildSolutionWorkbook(asStoredOutput(row.name, solution), row.events, {
        roster: false,
        agreements: solution.document.agreements as AgreementT[],
      }),
    remember: (key) => rememberStudyWorkbook(deps.db, studyId, version, key),
    verify: () => requireCurrent(studySolutionMoved(deps, studyId, Number(version))),
  });
}
