/**
 * The calculation of previous studies, off the request path in the process that took the request
 * (light, no solver, milliseconds): an in-process queue, one job at a time.
 *
 * - Launch: Stopped → Running / sub_status PENDING at once; the job costs the study with the engine's
 *   `previousStudy` and ends Solved / FINISHED with results and events, or back to Stopped / sub_status Stopped
 *   with an Error event saying why (what the ui reads as "the launch failed").
 * - Parameter change (Solved only): sub_status PENDING at once; the job costs the stored input document again
 *   with the new absenteeism, benefit and material amounts and ends FINISHED, or ERROR with the error kept.
 *
 * Every job holds a `job_id`; its outcome is written only while the study still names it, so a deleted, reaped
 * or re-launched study is never overwritten. A job whose process died is reaped: at start-up with the embedded
 * database (one process: anything running is dead), and by age (PREVIOUS_STUDY_STALE_MS, default 60 s) on a timer
 * (PREVIOUS_STUDY_REAPER_MS, default 30 s) and whenever the study is read; both from `Deps.settings`.
 */
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { applyMaterialUpdates, bidChangeOf, materialUpdateProblem, scoreChangeProblem, type BidParameterChange, type MaterialUpdate } from '../runs/solution';
import { InvalidDocumentError, previousStudy, type EngineEvent, type MaterialCostT } from '../../../domain/src/engine/index.js';
import { eurosText } from '../../../domain/src/engine/progress-words.js';
import { formatNumber } from '../../../domain/src/number-format.js';
import { PREVIOUS_STUDY_MESSAGES as M, previousStudyLaunchProblem } from '../../../domain/src/previous-study.js';
import { buildPreviousStudyDocument, type PreviousStudyDocument } from './input-document';
import { json, loadStudySolution, type StudyEvent, type StudyOutput, type StudySolution } from './solution';
import type { PreviousStudyRow } from './access';
import { storageOf } from '../files/storage';
import { afterCommit, removeSupersededDocuments } from '../files/owned';
import { saveBidChange } from '../simulations/bid';

/** A job older than this was lost with its process (the settings' previousStudies.staleMs, by default). */
export const STUDY_STALE_MS = 60_000;

export const PENDING_CHANGE = 'Hay un cambio pendiente de terminar; espera a que acabe';
export const NOT_SOLVED = M.notSolved;
export const INTERRUPTED = 'El cálculo se interrumpió porque el proceso que lo hacía se detuvo; vuelve a lanzarlo';
export const PARAMETERS_INTERRUPTED = 'El servidor se detuvo mientras recalculaba el estudio previo; vuelve a guardar los parámetros';

export function studyEvent(at: Date, type_info: StudyEvent['type_info'], title: string, description: string, group: string | null = 'data'): StudyEvent {
  return { id: randomUUID(), created: at.toISOString(), title, description, type_info, group };
}

/** `events || list`: appended in the same statement that writes the outcome. */
const appended = (events: StudyEvent[]) => sql<string>`events || ${JSON.stringify(events)}::jsonb`;

// ------------------------------------------------------------------ the queue (./study-queue.ts, Deps.studyJobs)

/** Resolves when no study job of this app is queued or running (tests, shutdown). */
export function previousStudyJobsIdle(deps: Deps): Promise<void> {
  return deps.studyJobs.idle();
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
    const reason = error instanceof InvalidDocumentError ? `Datos no válidos: ${error.errors.join('; ')}` : error instanceof Error ? error.message : String(error);
    throw new StudyCostError(reason, events);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const eventsOf = (error: unknown) => (error instanceof StudyCostError ? error.events : []);

// ------------------------------------------------------------------ launch

/** Starts the calculation: 400 with the reason when the study cannot be costed. */
export async function launchStudy(deps: Deps, study: PreviousStudyRow) {
  const surrogates = await deps.db.selectFrom('subrogate').select('category_id').where('previous_study_id', '=', study.id).execute();
  const problem = previousStudyLaunchProblem({ ...study, status: study.status as 'Stopped', surrogates });
  if (problem) throw badRequest(problem);
  const now = deps.now();
  const jobId = randomUUID();
  const started = await deps.db
    .updateTable('previous_study')
    .set({
      status: 'Running',
      sub_status: 'PENDING',
      sub_status_at: now,
      sub_status_message: null,
      started: now,
      finished: null,
      results: null,
      solution: null,
      job_id: jobId,
      events: JSON.stringify([studyEvent(now, 'Info', 'Estudio previo lanzado', M.calculating)]),
      updated_at: now,
    })
    .where('id', '=', study.id)
    .where('status', '=', 'Stopped')
    .returning('id')
    .executeTakeFirst();
  if (!started) throw badRequest(M.alreadyProcessed); // another launch got there first
  deps.studyJobs.push(`launch ${study.id}`, () => runLaunch(deps, study.id, jobId));
  return { id: study.id, status: 'Running' as const, sub_status: 'PENDING' as const };
}

/** Writes a job's outcome while the study still names the job: its fields, a new solution, the events appended. */
async function settle(db: Kysely<Database>, studyId: string, jobId: string, now: Date, events: StudyEvent[], fields: Record<string, unknown>, solution?: StudySolution) {
  await db
    .updateTable('previous_study')
    .set(
      (eb) =>
        ({
          ...fields,
          ...(solution ? { results: JSON.stringify(solution.output.results), solution: JSON.stringify(solution), solution_version: eb('solution_version', '+', 1) } : {}),
          events: appended(events),
          job_id: null,
          updated_at: now,
        }) as never,
    )
    .where('id', '=', studyId)
    .where('job_id', '=', jobId)
    .execute();
}

/** After a new solution commits: the workbooks and justification PDFs of the study's other versions go. */
async function removeStudySuperseded(deps: Deps, studyId: string): Promise<void> {
  await afterCommit('superseding a study solution', async () => {
    const row = await deps.db.selectFrom('previous_study').select('solution_version').where('id', '=', studyId).executeTakeFirst();
    if (row) await removeSupersededDocuments(storageOf(deps), studyId, { version: Number(row.solution_version), formularioKey: null });
  });
}

async function runLaunch(deps: Deps, studyId: string, jobId: string): Promise<void> {
  const t0 = deps.now().getTime();
  try {
    const document = await buildPreviousStudyDocument(deps.db, studyId);
    const { output, events } = costStudy(document, deps.now);
    const now = deps.now();
    events.push(studyEvent(now, 'Info', 'Estudio previo resuelto', `Coste total ${eurosText(output.results.total_cost)} en ${formatNumber((now.getTime() - t0) / 1000, 2)} s`));
    await settle(deps.db, studyId, jobId, now, events, { status: 'Solved', sub_status: 'FINISHED', finished: now }, { output, document });
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
}

/** The document with the new absenteeism, benefit and material amounts (costs matched by id). */
export function withParameters(document: PreviousStudyDocument, change: ParameterChange): PreviousStudyDocument {
  return {
    ...document,
    previous_study: { ...document.previous_study, absenteeism_rate: change.absenteeism_rate },
    parameters: { ...document.parameters, benefit: change.benefit, ...bidChangeOf(change) },
    material_costs: applyMaterialUpdates(document.material_costs as MaterialCostT[], change.material_costs) as PreviousStudyDocument['material_costs'],
  };
}

/** Marks the change PENDING (409 when not Solved or a change is pending; 400 for bad values) and costs it off the request. */
export async function changeStudyParameters(deps: Deps, studyId: string, change: ParameterChange) {
  const current = await loadStudySolution(deps.db, studyId);
  if (!current || current.status !== 'Solved' || !current.solution) throw conflict(NOT_SOLVED);
  const problem = materialUpdateProblem(current.solution.document.material_costs as MaterialCostT[], change.material_costs, 'el estudio previo') ?? scoreChangeProblem(change);
  if (problem) throw badRequest(problem.message, problem.field);
  const now = deps.now();
  const jobId = randomUUID();
  const marked = await deps.db
    .updateTable('previous_study')
    .set({ sub_status: 'PENDING', sub_status_at: now, sub_status_message: null, job_id: jobId })
    .where('id', '=', studyId)
    .where('status', '=', 'Solved')
    .where((eb) => eb.or([eb('sub_status', 'is', null), eb('sub_status', '<>', 'PENDING')]))
    .returning('id')
    .executeTakeFirst();
  if (!marked) throw conflict(PENDING_CHANGE);
  deps.studyJobs.push(`parameters ${studyId}`, () => runParameters(deps, studyId, jobId, change));
  // kept with the study too, so that a later launch prices the bid the same way
  await saveBidChange(deps.db, 'previous_study', studyId, bidChangeOf(change));
  return { id: studyId, status: 'Solved' as const, sub_status: 'PENDING' as const };
}

async function runParameters(deps: Deps, studyId: string, jobId: string, change: ParameterChange): Promise<void> {
  try {
    const row = await deps.db.selectFrom('previous_study').select('solution').where('id', '=', studyId).where('job_id', '=', jobId).executeTakeFirst();
    const stored = json<StudySolution>(row?.solution);
    if (!stored) return; // deleted or superseded meanwhile
    const document = withParameters(stored.document, change);
    const { output } = costStudy(document, deps.now);
    const now = deps.now();
    const event = studyEvent(now, 'Info', 'Parámetros modificados', `Absentismo ${formatNumber(change.absenteeism_rate, 2)} %, beneficio ${formatNumber(change.benefit, 2)} %: coste total ${eurosText(output.results.total_cost)}`, 'costs');
    await settle(deps.db, studyId, jobId, now, [event], { sub_status: 'FINISHED' }, { output, document });
    await removeStudySuperseded(deps, studyId);
  } catch (error) {
    const now = deps.now();
    const message = `${M.parametersBadValues}: ${reasonOf(error)}`;
    await settle(deps.db, studyId, jobId, now, [studyEvent(now, 'Error', 'Error al modificar los parámetros', message, 'costs')], { sub_status: 'ERROR', sub_status_message: message });
  }
}

// ------------------------------------------------------------------ reaper

/**
 * Ends jobs whose process died: a launch left Running goes back to Stopped / sub_status Stopped, a parameter change
 * left PENDING ends in ERROR, each with an Error event. `everything`: all of them (start-up of the only process);
 * otherwise those older than `staleMs`; `id`: only that study.
 */
export async function reapPreviousStudies(db: Kysely<Database>, now: Date, options: { staleMs?: number; everything?: boolean; id?: string } = {}): Promise<number> {
  const before = new Date(now.getTime() - (options.staleMs ?? STUDY_STALE_MS));
  /** The jobs to reap: PENDING, stale unless `everything`, only `id` when given. */
  const reapable = (eb: ExpressionBuilder<Database, 'previous_study'>) =>
    eb.and([
      eb('sub_status', '=', 'PENDING'),
      ...(options.everything ? [] : [eb(sql<Date>`coalesce(sub_status_at, started, updated_at)`, '<', before)]),
      ...(options.id ? [eb('id', '=', options.id)] : []),
    ]);
  const launches = await db
    .updateTable('previous_study')
    .set({ status: 'Stopped', sub_status: 'Stopped', finished: now, job_id: null, events: appended([studyEvent(now, 'Error', M.processingFailed, INTERRUPTED)]), updated_at: now })
    .where('status', '=', 'Running')
    .where(reapable)
    .executeTakeFirst();
  const changes = await db
    .updateTable('previous_study')
    .set({ sub_status: 'ERROR', sub_status_message: PARAMETERS_INTERRUPTED, job_id: null, events: appended([studyEvent(now, 'Error', 'Error al modificar los parámetros', PARAMETERS_INTERRUPTED, 'costs')]), updated_at: now })
    .where('status', '=', 'Solved')
    .where(reapable)
    .executeTakeFirst();
  return Number(launches.numUpdatedRows) + Number(changes.numUpdatedRows);
}

/**
 * Called once by buildApp: the queue logs through the app; at start-up the jobs the previous process left are
 * reaped (all of them with the embedded database, by age with PostgreSQL), then by age on a timer; on close the
 * queue is drained before the database goes.
 */
export function registerPreviousStudyJobs(app: FastifyInstance, deps: Deps): void {
  const { staleMs, reaperMs } = deps.settings.previousStudies;
  let timer: NodeJS.Timeout | null = null;
  const reap = (everything: boolean) =>
    reapPreviousStudies(deps.db, deps.now(), { everything, staleMs }).catch((error) => app.log.error({ err: error }, 'previous study reaper failed'));
  app.addHook('onReady', async () => {
    await reap(deps.dbKind === 'pglite');
    timer = setInterval(() => void reap(false), reaperMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await previousStudyJobsIdle(deps);
  });
}
