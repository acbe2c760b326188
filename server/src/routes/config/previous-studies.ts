/**
 * Config host: previous studies (estudios previos, `openapi/config/previous-studies.yaml`): create, read, rename
 * and basic data, delete; their surrogates and other costs (the simulation's handlers behind the study's access);
 * launch, parameters and the solution workbook (../../previous-studies/jobs.ts); and the conversion into a
 * simulation (`simulationFromPreviousStudy`).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CallContext, ConfigHandlers } from '../../http/context';
import type { Schemas } from '../../contract';
import { notFound } from '../../http/errors';
import { projectAccess, requirePermission } from '../../access';
import { rejectFieldErrors } from '../../simulations/access';
import { templateKey } from '../../simulations/imports';
import { storageOf } from '../../files/storage';
import { solutionParameters } from '../../runs/solution';
import { previousStudyAccess, previousStudyGate, requireStudyStopped } from '../../previous-studies/access';
import { changeStudyParameters, launchStudy, reapPreviousStudies } from '../../previous-studies/jobs';
import { asStoredOutput, json, loadStudySolution, studyWorkbookLink, type StudyEvent } from '../../previous-studies/solution';
import { studyJustificationLink } from '../../runs/justification-file';
import { simulationFromStudy } from '../../previous-studies/convert';
import { surrogateOperations } from '../../simulations/surrogate-routes';
import { costOperations } from '../../simulations/other-cost-routes';
import { freeSimulationName } from '../../simulations/service';
import { cardOf } from '../../projects/service';
import { PREVIOUS_STUDY_DEFAULTS, checkPreviousStudyBasicData } from '../../../../domain/src/previous-study.js';

const NO_SOLUTION = 'El estudio previo no tiene solución todavía';
const BASIC_FIELDS = ['service_date_init', 'service_duration', 'social_security', 'absenteeism_rate', 'substitution_percentage'] as const;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The study as `GET /previous_study/{id}` answers it. */
async function fullPreviousStudy(call: CallContext, id: string) {
  const r = await call.deps.db.selectFrom('previous_study').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const result_url = r.status === 'Solved' ? ((await studyWorkbookLink(call.deps, call.request, id))?.download_url ?? null) : null;
  return {
    ...cardOf(r),
    sub_status: r.sub_status,
    service_date_init: r.service_date_init,
    service_duration: num(r.service_duration),
    social_security: num(r.social_security),
    absenteeism_rate: num(r.absenteeism_rate),
    substitution_percentage: num(r.substitution_percentage),
    data_url: null,
    result_url,
    results: json<Schemas['Results']>(r.results),
    events: json<StudyEvent[]>(r.events) ?? [],
    can_modify_parameters: r.status === 'Solved' && r.sub_status !== 'PENDING',
  };
}

const surrogates = surrogateOperations(previousStudyGate);
const costs = costOperations(previousStudyGate);

export const previousStudyHandlers = {
  async createPreviousStudy({ body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, body.project_id);
    requirePermission(access, 'previous_study', 'create');
    const row = await deps.db
      .insertInto('previous_study')
      .values({ project_id: body.project_id, name: body.name.trim(), ...PREVIOUS_STUDY_DEFAULTS, updated_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  },

  async getPreviousStudy(call) {
    const { study } = await previousStudyAccess(call.deps.db, call.user.id, call.params.id, 'read');
    await reapPreviousStudies(call.deps.db, call.deps.now(), { id: study.id }); // a job whose process died
    return fullPreviousStudy(call, study.id);
  },

  /** `{name}` alone renames in any status; basic-data fields need it Stopped, and are checked as the form does. */
  async updatePreviousStudy(call) {
    const { body, deps } = call;
    const { study } = await previousStudyAccess(deps.db, call.user.id, call.params.id, 'update');
    const given = BASIC_FIELDS.filter((f) => body[f] !== undefined);
    const set: Record<string, unknown> = { name: body.name.trim(), updated_at: deps.now() };
    if (given.length) {
      requireStudyStopped(study);
      const checked = checkPreviousStudyBasicData({ ...study, ...Object.fromEntries(given.map((f) => [f, body[f]])) });
      if (E.isLeft(checked)) rejectFieldErrors(checked.left.filter((e) => (given as readonly string[]).includes(e.field)));
      for (const f of given) set[f] = E.isRight(checked) ? checked.right[f] : body[f];
    }
    await deps.db.updateTable('previous_study').set(set).where('id', '=', study.id).execute();
    return fullPreviousStudy(call, study.id);
  },

  async deletePreviousStudy({ params, user, deps, reply }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'delete');
    const files = await deps.db.selectFrom('previous_study').select('workbook_key').where('id', '=', study.id).executeTakeFirstOrThrow();
    // surrogates, other costs and the import state go with it (on delete cascade); a job still running finds it gone
    await deps.db.deleteFrom('previous_study').where('id', '=', study.id).execute();
    const storage = storageOf(deps);
    for (const key of [templateKey(study.id, 'subrogates'), files.workbook_key]) if (key) await storage.remove(key).catch(() => {});
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
    await reapPreviousStudies(deps.db, deps.now(), { id: study.id }); // a change left PENDING by a dead process
    return changeStudyParameters(deps, study.id, body);
  },

  async previousStudyJustificationUrl({ params, user, deps, request }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'read');
    const link = await studyJustificationLink(deps, request, study.id);
    if (!link) throw notFound(NO_SOLUTION);
    return link;
  },

  async previousStudySolutionUrl({ params, user, deps, request }) {
    const { study } = await previousStudyAccess(deps.db, user.id, params.id, 'read');
    const link = await studyWorkbookLink(deps, request, study.id);
    if (!link) throw notFound(NO_SOLUTION);
    return link;
  },

  async simulationFromPreviousStudy({ params, user, deps }) {
    const { study, access } = await previousStudyAccess(deps.db, user.id, params.previousStudyId, 'read');
    requirePermission(access, 'simulation', 'create');
    const id = await deps.db.transaction().execute(async (trx) => {
      const name = await freeSimulationName(trx, study.project_id, study.name);
      return simulationFromStudy(trx, study.id, name, deps.now());
    });
    return { id };
  },
} satisfies ConfigHandlers;
