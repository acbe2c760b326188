/**
 * The calculation of previous studies, off the request path (light, no solver, milliseconds): durable background
 * jobs (../jobs/durable-jobs.ts, kinds `previous-study-launch` and `previous-study-parameters`), worked by the
 * process that took the request and, if it dies, by another one or by the same server after a restart.
 *
 * - Launch: Stopped → Running / sub_status PENDING at once; the job costs the study with the engine's
 *   `previousStudy` and ends Solved / FINISHED with results and events, or back to Stopped / sub_status Stopped
 *   with an Error event saying why (what the ui reads as "the launch failed").
 * - Parameter change (Solved only): sub_status PENDING at once; the job costs the stored input document again
 *   with the new absenteeism, benefit and material amounts and ends FINISHED, or ERROR with the error kept.
 *
 * Every job holds a `job_id`; its outcome is written only while the study still names it, so a deleted, reaped
 * or re-launched study is never overwritten, and a job run again after its process died writes the same outcome.
 * A job whose last attempt died ends in the Error the user sees (`giveUp`); a study left PENDING without any job
 * (its process died before queuing it) is ended: at start-up with the embedded database, and by age
 * (PREVIOUS_STUDY_STALE_MS, the deadline table's 60 s by default, from `Deps.settings`) at every pass of the jobs'
 * reaper (`sweep`) and whenever the study is read.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { MESSAGES, badRequest, conflict } from '../http/errors';
import { applyMaterialUpdates, materialUpdateProblem, type MaterialUpdate } from '../runs/solution';
import {
  InvalidDocumentError,
  previousStudy,
  type EngineEvent,
  type MaterialCostT,
  eurosText,
  formatNumber,
  PREVIOUS_STUDY_MESSAGES as M,
  previousStudyLaunchProblem,
  socialSecurityModeProblem,
} from '@licita/domain';
import { buildPreviousStudyDocument, type PreviousStudyDocument } from './input-document';
import { json } from '../db/json-column';
import { loadStudySolution, type StudyEvent } from './solution';
import type { StudyOutput, StudySolution } from './stored-output';
import type { PreviousStudyRow } from './access';
import {
  jobSolution,
  reapJobs,
  settleJob,
  solutionVersion,
  startLaunch,
  startParameterChange,
  surrogateCategories,
} from './job-repository';
import { storageOf } from '../files/storage';
import { afterCommit, removeSupersededDocuments } from '../files/owned';
import { bidChangeOf, saveBidChange, scoreChangeProblem, type BidParameterChange } from '../simulations/bid';
import { JOB_DEADLINES_MS } from '../jobs/deadlines';

export const NOT_SOLVED = M.notSolved;
export const INTERRUPTED = 'El cálculo se interrumpió porque el proceso que lo hacía se detuvo; vuelve a lanzarlo';
export const PARAMETERS_INTERRUPTED =
  'El servidor se detuvo mientras recalculaba el estudio previo; vuelve a guardar los parámetros';

export function studyEvent(
  at: Date,
  type_info: StudyEvent['type_info'],
  title: string,
  description: string,
  group: string | null = 'data',
): StudyEvent {
  return { id: randomUUID(), created: at.toISOString(), title, description, type_info, group };
}

// ------------------------------------------------------------------ the queue (Deps.jobs)

/** Resolves when this app works no background job (tests, shutdown). */
export function previousStudyJobsIdle(deps: Deps): Promise<void> {
  return deps.jobs.idle();
}

interface LaunchJob {
  studyId: string;
  jobId: string;
}

interface ParametersJob extends LaunchJob {
  change: ParameterChange;
}

// ------------------------------------------------------------------ costing

class StudyCostError extends Error {
  constructor(
    message: string,
    readonly events: StudyEvent[],
  ) {
    super(message);
  }
}

/** Costs a document with the engine; the engine's events come back as study events. */
function costStudy(document: PreviousStudyDocument, now: () => Date): { output: StudyOutput; events: StudyEvent[] } {
  const events: StudyEvent[] = [];
  const onEvent = (e: EngineEvent) => events.push({ id: randomUUID(), ...e });
  try {
    const { events: _all, ...output } = previousStudy(document, { clock: () => now().getTime(), onEvent });
    return { output, events };
  } catch (error) {
    const reason =
      error instanceof InvalidDocumentError
        ? `Datos no válidos: ${error.errors.join('; ')}`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new StudyCostError(reason, events);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const eventsOf = (error: unknown) => (error instanceof StudyCostError ? error.events : []);

// ------------------------------------------------------------------ launch

/** Starts the calculation: 400 with the reason when the study cannot be costed. */
export async function launchStudy(deps: Deps, study: PreviousStudyRow) {
  const surrogates = await surrogateCategories(deps.db, study.id);
  const problem = previousStudyLaunchProblem({ ...study, status: study.status as 'Stopped', surrogates });
  if (problem) throw badRequest(problem);
  const now = deps.now();
  const jobId = randomUUID();
  const started = await startLaunch(deps.db, study.id, jobId, now, [
    studyEvent(now, 'Info', 'Estudio previo lanzado', M.calculating),
  ]);
  if (!started) throw badRequest(M.alreadyProcessed); // another launch got there first
  await deps.jobs.enqueue<LaunchJob>('previous-study-launch', study.id, { studyId: study.id, jobId });
  return { id: study.id, status: 'Running' as const, sub_status: 'PENDING' as const };
}

/** Writes a job's outcome while the study still names the job: its fields, a new solution, the events appended. */
function settle(
  db: Kysely<Database>,
  studyId: string,
  jobId: string,
  now: Date,
  events: StudyEvent[],
  fields: Parameters<typeof settleJob>[5],
  solution?: StudySolution,
) {
  return settleJob(db, studyId, jobId, now, events, fields, solution && { results: solution.output.results, stored: solution });
}

/** After a new solution commits: the workbooks and justification PDFs of the study's other versions go. */
async function removeStudySuperseded(deps: Deps, studyId: string): Promise<void> {
  await afterCommit('superseding a study solution', async () => {
    const version = await solutionVersion(deps.db, studyId);
    if (version !== undefined) await removeSupersededDocuments(storageOf(deps), studyId, { version, formularioKey: null });
  });
}

async function runLaunch(deps: Deps, studyId: string, jobId: string): Promise<void> {
  const t0 = deps.now().getTime();
  try {
    const document = await buildPreviousStudyDocument(deps.db, studyId);
    const { output, events } = costStudy(document, deps.now);
    const now = deps.now();
    events.push(
      studyEvent(
        now,
        'Info',
        'Estudio previo resuelto',
        `Coste total ${eurosText(output.results.total_cost)} en ${formatNumber((now.getTime() - t0) / 1000, 2)} s`,
      ),
    );
    await settle(
      deps.db,
      studyId,
      jobId,
      now,
      events,
      { status: 'Solved', sub_status: 'FINISHED', finished: now },
      { output, document },
    );
    await removeStudySuperseded(deps, studyId);
  } catch (error) {
    const now = deps.now();
    const events = [...eventsOf(error), studyEvent(now, 'Error', M.processingFailed, reasonOf(error))];
    await settle(deps.db, studyId, jobId, now, events, { status: 'Stopped', sub_status: 'Stopped', finished: now });
  }
}

// ------------------------------------------------------------------ parameters

export interface ParameterChange extends BidParameterChange {
  absenteeism_rate: number;
  benefit: number;
  material_costs: MaterialUpdate[];
  /** absent keeps the study's (docs/social-security.md) */
  social_security_mode?: 'flat' | 'itemised';
  at_ep_percent?: number | null;
}

/** The social security mode of the document after a change: each field absent keeps the stored one. */
function changedMode(stored: PreviousStudyDocument['previous_study'], change: ParameterChange) {
  const mode = change.social_security_mode ?? stored.social_security_mode ?? 'flat';
  const atEp = change.at_ep_percent !== undefined ? change.at_ep_percent : (stored.at_ep_percent ?? null);
  return { mode, atEp };
}

/** The document with the new absenteeism, benefit, social security mode and material amounts (costs matched by id). */
export function withParameters(document: PreviousStudyDocument, change: ParameterChange): PreviousStudyDocument {
  const { social_security_mode: _m, at_ep_percent: _a, ...basics } = document.previous_study;
  const { mode, atEp } = changedMode(document.previous_study, change);
  return {
    ...document,
    previous_study: {
      ...basics,
      absenteeism_rate: change.absenteeism_rate,
      ...(mode === 'itemised' ? { social_security_mode: 'itemised' as const, at_ep_percent: atEp } : {}),
    },
    parameters: { ...document.parameters, benefit: change.benefit, ...bidChangeOf(change) },
    material_costs: applyMaterialUpdates(
      document.material_costs as MaterialCostT[],
      change.material_costs,
    ) as PreviousStudyDocument['material_costs'],
  };
}

/** Marks the change PENDING (409 when not Solved or a change is pending; 400 for bad values) and costs it off the request. */
export async function changeStudyParameters(deps: Deps, studyId: string, change: ParameterChange) {
  const current = await loadStudySolution(deps.db, studyId);
  if (!current || current.status !== 'Solved' || !current.solution) throw conflict(NOT_SOLVED);
  const problem =
    materialUpdateProblem(
      current.solution.document.material_costs as MaterialCostT[],
      change.material_costs,
      'el estudio previo',
    ) ?? scoreChangeProblem(change);
  if (problem) throw badRequest(problem.message, problem.field);
  const { mode, atEp } = changedMode(current.solution.document.previous_study, change);
  const atEpProblem = socialSecurityModeProblem({ social_security_mode: mode, at_ep_percent: atEp });
  if (atEpProblem) throw badRequest(atEpProblem, 'at_ep_percent');
  const now = deps.now();
  const jobId = randomUUID();
  const marked = await startParameterChange(deps.db, studyId, jobId, now);
  if (!marked) throw conflict(MESSAGES.pendingChange);
  await deps.jobs.enqueue<ParametersJob>('previous-study-parameters', studyId, { studyId, jobId, change });
  // kept with the study too, so that a later launch prices the bid the same way
  await saveBidChange(deps.db, 'previous_study', studyId, { ...bidChangeOf(change), benefit: change.benefit });
  return { id: studyId, status: 'Solved' as const, sub_status: 'PENDING' as const };
}

async function runParameters(deps: Deps, studyId: string, jobId: string, change: ParameterChange): Promise<void> {
  try {
    const stored = json<StudySolution>(await jobSolution(deps.db, studyId, jobId));
    if (!stored) return; // deleted or superseded meanwhile
    const document = withParameters(stored.document, change);
    const { output } = costStudy(document, deps.now);
    const now = deps.now();
    const event = studyEvent(
      now,
      'Info',
      'Parámetros modificados',
      `Absentismo ${formatNumber(change.absenteeism_rate, 2)} %, beneficio ${formatNumber(change.benefit, 2)} %: coste total ${eurosText(output.results.total_cost)}`,
      'costs',
    );
    await settle(deps.db, studyId, jobId, now, [event], { sub_status: 'FINISHED' }, { output, document });
    await removeStudySuperseded(deps, studyId);
  } catch (error) {
    const now = deps.now();
    const message = `${M.parametersBadValues}: ${reasonOf(error)}`;
    await settle(
      deps.db,
      studyId,
      jobId,
      now,
      [studyEvent(now, 'Error', 'Error al modificar los parámetros', message, 'costs')],
      { sub_status: 'ERROR', sub_status_message: message },
    );
  }
}

// ------------------------------------------------------------------ reaper

/**
 * Ends jobs whose process died: a launch left Running goes back to Stopped / sub_status Stopped, a parameter change
 * left PENDING ends in ERROR, each with an Error event. `everything`: all of them (start-up of the only process);
 * otherwise those older than `staleMs`; `id`: only that study.
 */
export async function reapPreviousStudies(
  db: Kysely<Database>,
  now: Date,
  options: { staleMs?: number; everything?: boolean; id?: string; jobId?: string; orphans?: boolean } = {},
): Promise<number> {
  const before = options.everything ? null : new Date(now.getTime() - (options.staleMs ?? JOB_DEADLINES_MS['previous-study']));
  return reapJobs(
    db,
    now,
    { before, id: options.id, jobId: options.jobId, orphans: options.orphans },
    {
      launchEvent: studyEvent(now, 'Error', M.processingFailed, INTERRUPTED),
      changeEvent: studyEvent(now, 'Error', 'Error al modificar los parámetros', PARAMETERS_INTERRUPTED, 'costs'),
      changeMessage: PARAMETERS_INTERRUPTED,
    },
  );
}

/**
 * Called once by buildApp: the two kinds of job; at start-up the studies left PENDING without a job are ended (all
 * of them with the embedded database), then those past the deadline at every pass of the jobs' reaper.
 */
export function registerPreviousStudyJobs(app: FastifyInstance, deps: Deps): void {
  const { staleMs } = deps.settings.previousStudies;
  const giveUp = ({ payload }: { payload: LaunchJob }) =>
    reapPreviousStudies(deps.db, deps.now(), { everything: true, id: payload.studyId, jobId: payload.jobId }).then(() => {});
  deps.jobs.handle<LaunchJob>('previous-study-launch', {
    run: ({ payload }) => runLaunch(deps, payload.studyId, payload.jobId),
    giveUp,
    // both kinds' studies: one pass is enough
    sweep: () => reapPreviousStudies(deps.db, deps.now(), { staleMs }).then(() => {}),
  });
  deps.jobs.handle<ParametersJob>('previous-study-parameters', {
    run: ({ payload }) => runParameters(deps, payload.studyId, payload.jobId, payload.change),
    giveUp,
  });
  if (deps.dbKind === 'pglite')
    // the only process: a study left PENDING at start-up has no job that will finish it
    app.addHook('onReady', async () => {
      await reapPreviousStudies(deps.db, deps.now(), { everything: true, orphans: true }).catch((error) =>
        app.log.error({ err: error }, 'previous study reaper failed'),
      );
    });
}
