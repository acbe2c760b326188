/**
 * Access to one previous study: the caller must belong to the workspace of its tender (404 'El estudio previo no
 * existe' otherwise, as for any object of another workspace) and hold the previous_study permission asked for
 * (403). Changes to its inputs need it Stopped (409).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { projectAccess, requirePermission, type WorkspaceAccess } from '../access';
import type { Action } from '../defaults';
import { conflict, notFound } from '../http/errors';
import { ownerGate } from '../simulations/owner';
import { PREVIOUS_STUDY_MESSAGES } from '@licita/domain';
import { readPreviousStudy, type PreviousStudyRow } from './repository';

export const PREVIOUS_STUDY_NOT_FOUND = PREVIOUS_STUDY_MESSAGES.notFound;

export type { PreviousStudyRow } from './repository';

export interface PreviousStudyAccess {
  study: PreviousStudyRow;
  access: WorkspaceAccess;
  workspaceId: string;
}

export async function previousStudyAccess(
  db: Kysely<Database>,
  userId: string,
  id: string,
  action: Action,
): Promise<PreviousStudyAccess> {
  const study = await readPreviousStudy(db, id);
  if (!study) throw notFound(PREVIOUS_STUDY_NOT_FOUND);
  const { access } = await projectAccess(db, userId, study.project_id).catch(() => {
    throw notFound(PREVIOUS_STUDY_NOT_FOUND);
  });
  requirePermission(access, 'previous_study', action);
  return { study, access, workspaceId: access.workspaceId };
}

export function requireStudyStopped(study: { status: string }): void {
  if (study.status !== 'Stopped') throw conflict(PREVIOUS_STUDY_MESSAGES.notStopped(study.status));
}

/** A study as the owner of surrogates and other costs (../simulations/owner.ts), named by the call's `id`. */
export const previousStudyGate = ownerGate(previousStudyAccess, (a) => a.study, requireStudyStopped);
