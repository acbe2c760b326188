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
import { PREVIOUS_STUDY_MESSAGES } from '../../../domain/src/previous-study.js';

export const PREVIOUS_STUDY_NOT_FOUND = PREVIOUS_STUDY_MESSAGES.notFound;

export interface PreviousStudyRow {
  kind: 'previous_study';
  id: string;
  project_id: string;
  name: string;
  status: string;
  sub_status: string | null;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
  substitution_percentage: number | null;
}

export interface PreviousStudyAccess {
  study: PreviousStudyRow;
  access: WorkspaceAccess;
  workspaceId: string;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The study's row with its numbers as numbers, or null. */
export async function readPreviousStudy(db: Kysely<Database>, id: string): Promise<PreviousStudyRow | null> {
  const row = await db
    .selectFrom('previous_study')
    .select(['id', 'project_id', 'name', 'status', 'sub_status', 'service_date_init', 'service_duration', 'social_security', 'absenteeism_rate', 'substitution_percentage'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    kind: 'previous_study',
    service_duration: num(row.service_duration),
    social_security: num(row.social_security),
    absenteeism_rate: num(row.absenteeism_rate),
    substitution_percentage: num(row.substitution_percentage),
  };
}

export async function previousStudyAccess(db: Kysely<Database>, userId: string, id: string, action: Action): Promise<PreviousStudyAccess> {
  const study = await readPreviousStudy(db, id);
  if (!study) throw notFound(PREVIOUS_STUDY_NOT_FOUND);
  const { access } = await projectAccess(db, userId, study.project_id).catch(() => {
    throw notFound(PREVIOUS_STUDY_NOT_FOUND);
  });
  requirePermission(access, 'previous_study', action);
  return { study, access, workspaceId: access.workspaceId };
}

export function requireStudyStopped(study: { status: string }): void {
  if (study.status !== 'Stopped')
    throw conflict(PREVIOUS_STUDY_MESSAGES.notStopped(study.status));
}

/** A study as the owner of surrogates and other costs (../simulations/owner.ts), named by the call's `id`. */
export const previousStudyGate = ownerGate(previousStudyAccess, (a) => a.study, requireStudyStopped);
