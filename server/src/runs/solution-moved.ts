/**
 * Whether a document of a solution version may still be handed out: its owner may have been deleted, or its
 * solution re-costed or cleared, while the file was being built (a request racing a DELETE or a re-cost). The
 * answer is then the one the next request would get (404 with the owner's message) or 409 asking to ask again,
 * never a 500; the link's builder removes the file it just stored.
 */
import type { Deps } from '../http/context';
import { conflict, HttpError, notFound } from '../http/errors';
import { SIMULATION_NOT_FOUND } from '../simulations/access';
import { PREVIOUS_STUDY_NOT_FOUND } from '../previous-studies/access';
import { RUN_MESSAGES, PREVIOUS_STUDY_MESSAGES } from '@licita/domain';
import * as files from './document-repository';

/** A re-costing landed while a file of the previous version was being built. */
export const SOLUTION_CHANGED = 'La solución cambió mientras se preparaba el fichero; vuelve a pedirlo';

/** Why the simulation's solution `version` is no longer current, or null when it is. */
export async function simulationSolutionMoved(deps: Deps, simulationId: string, version: number): Promise<HttpError | null> {
  const current = await files.solutionFileVersion(deps.db, simulationId);
  if (current && current.version === version) return null;
  if (!(await files.simulationNameAndStatus(deps.db, simulationId))) return notFound(SIMULATION_NOT_FOUND);
  return current ? conflict(SOLUTION_CHANGED) : notFound(RUN_MESSAGES.noSolution);
}

/** Why the previous study's solution `version` is no longer current, or null when it is. */
export async function studySolutionMoved(deps: Deps, studyId: string, version: number): Promise<HttpError | null> {
  const study = await files.studyJustification(deps.db, studyId);
  if (!study) return notFound(PREVIOUS_STUDY_NOT_FOUND);
  if (study.status !== 'Solved' || !study.solved) return notFound(PREVIOUS_STUDY_MESSAGES.noSolution);
  return Number(study.solution_version) === version ? null : conflict(SOLUTION_CHANGED);
}

/** The reason, when a read already found the version gone (409 should the owner's row say otherwise). */
export async function movedError(moved: Promise<HttpError | null>): Promise<HttpError> {
  return (await moved) ?? conflict(SOLUTION_CHANGED);
}

/** Throws the reason the version is no longer current (a check built from one of the above). */
export async function requireCurrent(moved: Promise<HttpError | null>): Promise<void> {
  const reason = await moved;
  if (reason) throw reason;
}
