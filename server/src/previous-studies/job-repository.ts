/**
 * The SQL of a previous study's jobs (./jobs.ts): a launch or a parameter change claims the study's `job_id`, and
 * its outcome is written only while the study still names that job.
 */
import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, PreviousStudyTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** `events || list`: appended in the same statement that writes the outcome. */
const appended = (events: readonly unknown[]) => sql<string>`events || ${JSON.stringify(events)}::jsonb`;

/** The categories of the study's surrogates (null for one without), which a launch needs. */
export function surrogateCategories(db: Db, studyId: string): Promise<{ category_id: string | null }[]> {
  return db.selectFrom('subrogate').select('category_id').where('previous_study_id', '=', studyId).execute();
}

/** Starts a launch of a Stopped study as `jobId`: Running, PENDING, the last run's results cleared; false when not Stopped. */
export async function startLaunch(
  db: Db,
  studyId: string,
  jobId: string,
  now: Date,
  events: readonly unknown[],
): Promise<boolean> {
  const started = await db
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
      events: JSON.stringify(events),
      updated_at: now,
    })
    .where('id', '=', studyId)
    .where('status', '=', 'Stopped')
    .returning('id')
    .executeTakeFirst();
  return Boolean(started);
}

/** Marks a parameter change of a Solved study PENDING as `jobId`; false when not Solved or a change is pending. */
export async function startParameterChange(db: Db, studyId: string, jobId: string, now: Date): Promise<boolean> {
  const marked = await db
    .updateTable('previous_study')
    .set({ sub_status: 'PENDING', sub_status_at: now, sub_status_message: null, job_id: jobId })
    .where('id', '=', studyId)
    .where('status', '=', 'Solved')
    .where((eb) => eb.or([eb('sub_status', 'is', null), eb('sub_status', '<>', 'PENDING')]))
    .returning('id')
    .executeTakeFirst();
  return Boolean(marked);
}

/** The stored solution (as stored) while the study still names the job; undefined when deleted or superseded. */
export async function jobSolution(db: Db, studyId: string, jobId: string): Promise<unknown> {
  return (
    await db
      .selectFrom('previous_study')
      .select('solution')
      .where('id', '=', studyId)
      .where('job_id', '=', jobId)
      .executeTakeFirst()
  )?.solution;
}

/**
 * Writes a job's outcome while the study still names the job: its fields, a new solution (and its results, the
 * version moved on), the events appended; the job let go.
 */
export async function settleJob(
  db: Db,
  studyId: string,
  jobId: string,
  now: Date,
  events: readonly unknown[],
  fields: Updateable<PreviousStudyTable>,
  solution?: { results: unknown; stored: unknown },
): Promise<void> {
  await db
    .updateTable('previous_study')
    .set(
      (eb) =>
        ({
          ...fields,
          ...(solution
            ? {
                results: JSON.stringify(solution.results),
                solution: JSON.stringify(solution.stored),
                solution_version: eb('solution_version', '+', 1),
              }
            : {}),
          events: appended(events),
          job_id: null,
          updated_at: now,
        }) as never,
    )
    .where('id', '=', studyId)
    .where('job_id', '=', jobId)
    .execute();
}

/** The study's solution version, undefined when the study is gone. */
export async function solutionVersion(db: Db, studyId: string): Promise<number | undefined> {
  const row = await db.selectFrom('previous_study').select('solution_version').where('id', '=', studyId).executeTakeFirst();
  return row ? Number(row.solution_version) : undefined;
}

/**
 * Which jobs a reap ends: PENDING ones, claimed before `before` unless it is null, only `id` (and `jobId`) when
 * given; `orphans`: only those no background job works on any more.
 */
export interface ReapScope {
  before: Date | null;
  id?: string;
  jobId?: string;
  orphans?: boolean;
}

/**
 * Ends the jobs of the scope: a launch left Running goes back to Stopped / sub_status Stopped with `launchEvent`,
 * a parameter change left PENDING ends in ERROR with `changeMessage` and `changeEvent`. How many it ended.
 */
export async function reapJobs(
  db: Db,
  now: Date,
  scope: ReapScope,
  ended: { launchEvent: unknown; changeEvent: unknown; changeMessage: string },
): Promise<number> {
  const reapable = (eb: ExpressionBuilder<Database, 'previous_study'>) =>
    eb.and([
      eb('sub_status', '=', 'PENDING'),
      ...(scope.before ? [eb(sql<Date>`coalesce(sub_status_at, started, updated_at)`, '<', scope.before)] : []),
      ...(scope.id ? [eb('id', '=', scope.id)] : []),
      ...(scope.jobId ? [eb('job_id', '=', scope.jobId)] : []),
      ...(scope.orphans
        ? [
            eb.not(
              eb.exists(
                eb
                  .selectFrom('background_job')
                  .select('background_job.id')
                  .where(sql<boolean>`background_job.subject_id = previous_study.id::text`),
              ),
            ),
          ]
        : []),
    ]);
  const launches = await db
    .updateTable('previous_study')
    .set({
      status: 'Stopped',
      sub_status: 'Stopped',
      finished: now,
      job_id: null,
      events: appended([ended.launchEvent]),
      updated_at: now,
    })
    .where('status', '=', 'Running')
    .where(reapable)
    .executeTakeFirst();
  const changes = await db
    .updateTable('previous_study')
    .set({
      sub_status: 'ERROR',
      sub_status_message: ended.changeMessage,
      job_id: null,
      events: appended([ended.changeEvent]),
      updated_at: now,
    })
    .where('status', '=', 'Solved')
    .where(reapable)
    .executeTakeFirst();
  return Number(launches.numUpdatedRows) + Number(changes.numUpdatedRows);
}
