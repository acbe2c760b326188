/**
 * A previous study's contract shape, what goes with it when it is deleted, and its conversion into a simulation.
 * The SQL is in ./repository.ts.
 */
import { bidAnswer } from '../simulations/bid';
import type { CallContext, Deps } from '../http/context';
import type { Schemas } from '../contract';
import { storageOf } from '../files/storage';
import { afterCommit, removeOwnedFiles } from '../files/owned';
import { cardOf } from '../projects/service';
import { freeSimulationName } from '../simulations/service';
import { simulationFromStudy } from './convert';
import { json } from '../db/json-column';
import type { StudyEvent } from './solution';
import { currentWorkbookLink } from '../runs/workbook-file';
import * as repo from './repository';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The study as `GET /previous_study/{id}` answers it: `result_url` only while the stored workbook is the current
 * solution's (a read never builds it; `GET /previous_study/{id}/solution_url` does).
 */
export async function fullPreviousStudy(call: CallContext, id: string) {
  const r = await repo.loadStudyRow(call.deps.db, id);
  const stored =
    r.status === 'Solved' && r.solution ? { version: Number(r.solution_version), workbook_key: r.workbook_key } : null;
  const result_url = await currentWorkbookLink(call.deps, id, stored);
  return {
    ...cardOf(r),
    sub_status: r.sub_status,
    service_date_init: r.service_date_init,
    service_duration: num(r.service_duration),
    social_security: num(r.social_security),
    absenteeism_rate: num(r.absenteeism_rate),
    substitution_percentage: num(r.substitution_percentage),
    social_security_mode: r.social_security_mode,
    at_ep_percent: num(r.at_ep_percent),
    bid: bidAnswer(r.bid),
    data_url: null,
    result_url,
    results: json<Schemas['Results']>(r.results),
    events: json<StudyEvent[]>(r.events) ?? [],
    can_modify_parameters: r.status === 'Solved' && r.sub_status !== 'PENDING',
  };
}

/**
 * Deletes the study and then, after the commit, every stored file of it (templates, imports, solution workbooks,
 * justification PDFs); a job still running finds it gone.
 */
export async function deletePreviousStudy(deps: Deps, id: string): Promise<void> {
  await repo.deleteStudy(deps.db, id);
  await afterCommit('deleting a previous study', () => removeOwnedFiles(storageOf(deps), [id]));
}

/** A new simulation in the study's tender holding its inputs, named as the study (or its first free copy name); its id. */
export async function simulationOfStudy(deps: Deps, study: { id: string; project_id: string; name: string }): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const name = await freeSimulationName(trx, study.project_id, study.name);
    return simulationFromStudy(trx, study.id, name, deps.now());
  });
}
