/**
 * Config host: previous studies (estudios previos, `openapi/config/previous-studies.yaml`): create, read, rename
 * and basic data, delete; their surrogates and other costs (the simulation's handlers behind the study's access);
 * launch, parameters and the solution workbook (./jobs.ts); and the conversion into a
 * simulation (`simulationFromPreviousStudy`).
 */
import { mergeBid, refuseBadBid, storedBid } from '../simulations/bid';
import * as E from 'fp-ts/lib/Either.js';
import type { Updateable } from 'kysely';
import type { ConfigHandlers } from '../http/context';
import type { PreviousStudyTable } from '../db/schema';
import { notFound } from '../http/errors';
import { projectAccess, requirePermission } from '../access';
import { rejectFieldErrors } from '../simulations/access';
import { solutionParameters } from '../runs/solution';
import { previousStudyAccess, previousStudyGate, requireStudyStopped } from './access';
import { changeStudyParameters, launchStudy, reapPreviousStudies } from './jobs';
import { loadStudySolution, studyWorkbookLink } from './solution';
import { asStoredOutput } from './stored-output';
import * as repo from './repository';
import { deletePreviousStudy, fullPreviousStudy, simulationOfStudy } from './service';
import { studyJustificationLink } from '../runs/justification-file';
import { surrogateOperations } from '../simulations/surrogate-routes';
import { costOperations } from '../simulations/other-cost-routes';
import { PREVIOUS_STUDY_DEFAULTS, PREVIOUS_STUDY_MESSAGES, checkPreviousStudyBasicData } from '@licita/domain';

const NO_SOLUTION = PREVIOUS_STUDY_MESSAGES.noSolution;

const surrogates = surrogateOperations(previousStudyGate);
const costs = costOperations(previousStudyGate);

export const previousStudyHandlers = {
  async createPreviousStudy({ body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, body.project_id);
    requirePermission(access, 'previous_study', 'create');
    const id = await repo.insertStudy(deps.db, {
      project_id: body.project_id,
      name: body.name.trim(),
      ...PREVIOUS_STUDY_DEFAULTS,
      updated_at: deps.now(),
    });
    return { id };
  },

  async getPreviousStudy(call) {
    const { study } = await previousStudyAccess(call.deps.db, call.user.id, call.params.id, 'read');
    await reapPreviousStudies(call.deps.db, call.deps.now(), {
      id: study.id,
      staleMs: call.deps.settings.previousStudies.staleMs,
    }); // a job whose process died
    return fullPreviousStudy(call, study.id);
  },

  /** `{name}` alone renames in any status; basic-data fields need it Stopped, and are checked as the form does. */
  async updatePreviousStudy(call) {
    const { body, deps } = call;
    const { study } = await previousStudyAccess(deps.db, call.user.id, call.params.id, 'update');
    const given = repo.STUDY_BASIC_COLUMNS.filter((f) => body[f] !== undefined);
    const set: Record<string, unknown> = { name: body.name.trim(), updated_at: deps.now() };
    if (given.length || body.bid !== undefined) requireStudyStopped(study);
    if (body.bid !== undefined) {
      refuseBadBid(body.bid);
      set.bid = JSON.stringify(mergeBid(storedBid(await repo.studyBid(deps.db, study.id)), body.bid));
    }
    if (given.length) {
      const checked = checkPreviousStudyBasicData({ ...study, ...Object.fromEntries(given.map((f) => [f, body[f]])) });
      // the mode and its AT/EP rate are checked together: itemised needs the rate, whichever of the two was sent
      const named: readonly string[] = given.includes('social_security_mode') ? [...given, 'at_ep_percent'] : given;
      if (E.isLeft(checked)) rejectFieldErrors(checked.left.filter((e) => named.includes(e.field)));
      const clean: Record<string, unknown> = E.isRight(checked) ? { ...checked.right } : {};
      for (const f of given) set[f] = f in clean ? clean[f] : body[f];
    }
    await repo.updateStudy(deps.db, study.id, set as Updateable<PreviousStudyTable>);
    return fullPreviousStudy(call, study.id);
  },

  async deletePreviousStudy({ params, user, deps, reply }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'delete');
    await deletePreviousStudy(deps, study.id);
    reply.code(204);
  },

  listPreviousStudySubrogates: surrogates.list,
  getPreviousStudySubrogate: surrogates.get,
  createPreviousStudySubrogate: surrogates.create,
  updatePreviousStudySubrogate: surrogates.update,
  deletePreviousStudySubrogate: surrogates.remove,
  previousStudySubrogatesUploadUrl: surrogates.uploadUrl,
  previousStudySubrogatesUploadStatus: surrogates.uploadStatus,
  previousStudySubrogatesDownloadUrl: surrogates.downloadUrl,

  listPreviousStudyMaterialCosts: costs.list,
  getPreviousStudyMaterialCost: costs.get,
  createPreviousStudyMaterialCost: costs.create,
  updatePreviousStudyMaterialCost: costs.update,
  deletePreviousStudyMaterialCost: costs.remove,

  async launchPreviousStudy({ params, user, deps }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'update');
    return launchStudy(deps, study);
  },

  async getPreviousStudyParameters({ params, user, deps }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'read');
    const row = await loadStudySolution(deps.db, study.id);
    if (!row?.solution) throw notFound(NO_SOLUTION);
    return solutionParameters(asStoredOutput(row.name, row.solution));
  },

  async updatePreviousStudyParameters({ params, body, user, deps }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'update');
    await reapPreviousStudies(deps.db, deps.now(), { id: study.id, staleMs: deps.settings.previousStudies.staleMs }); // a change left PENDING by a dead process
    return changeStudyParameters(deps, study.id, body);
  },

  async previousStudyJustificationUrl({ params, user, deps }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'read');
    const link = await studyJustificationLink(deps, study.id);
    if (!link) throw notFound(NO_SOLUTION);
    return link;
  },

  async previousStudySolutionUrl({ params, user, deps }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'read');
    const link = await studyWorkbookLink(deps, study.id);
    if (!link) throw notFound(NO_SOLUTION);
    return link;
  },

  async simulationFromPreviousStudy({ params, user, deps }) {
    const { study, access } = await previousStudyAccess(deps.db, user.id, params.previousStudyId, 'read');
    requirePermission(access, 'simulation', 'create');
    return { id: await simulationOfStudy(deps, study) };
  },
} satisfies ConfigHandlers;
