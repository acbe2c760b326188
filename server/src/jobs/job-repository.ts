/**
 * The SQL of durable jobs (./durable-jobs.ts): one `background_job` row a job until it ends; claimed by a worker
 * with a conditional update, kept alive by its heartbeat, given back (or given up) by the reaper.
 */
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface JobRow {
  id: string;
  kind: string;
  subject_id: string;
  payload: unknown;
  attempt: number;
  worker_id: string | null;
}

const COLUMNS = ['id', 'kind', 'subject_id', 'payload', 'attempt', 'worker_id'] as const;

export async function insertJob(db: Db, job: { id: string; kind: string; subjectId: string; payload: unknown }): Promise<void> {
  await db
    .insertInto('background_job')
    .values({ id: job.id, kind: job.kind, subject_id: job.subjectId, payload: JSON.stringify(job.payload) })
    .execute();
}

/** Inserts a queued job under a given id unless one with that id exists (a scheduled job: one per period). */
export async function insertJobOnce(
  db: Db,
  job: { id: string; kind: string; subjectId: string; payload: unknown },
): Promise<boolean> {
  const r = await db
    .insertInto('background_job')
    .values({ id: job.id, kind: job.kind, subject_id: job.subjectId, payload: JSON.stringify(job.payload) })
    .onConflict((c) => c.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Inserts a job already held by `workerId` (its first attempt), for that process to work at once. */
export function insertHeldJob(
  db: Db,
  job: { id: string; kind: string; subjectId: string; payload: unknown },
  workerId: string,
  now: Date,
): Promise<JobRow> {
  return db
    .insertInto('background_job')
    .values({
      id: job.id,
      kind: job.kind,
      subject_id: job.subjectId,
      payload: JSON.stringify(job.payload),
      state: 'running',
      worker_id: workerId,
      heartbeat_at: now,
      attempt: 1,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Claims the oldest queued job of those kinds for `workerId` (attempt + 1); undefined when none is queued. */
export async function claimNextJob(db: Db, kinds: readonly string[], workerId: string, now: Date): Promise<JobRow | undefined> {
  if (!kinds.length) return undefined;
  const { rows } = await sql<JobRow>`
    update background_job set state = 'running', worker_id = ${workerId}, heartbeat_at = ${now}, attempt = attempt + 1
    where id = (
      select id from background_job where state = 'queued' and kind in (${sql.join(kinds)})
      order by created_at, id limit 1 for update skip locked
    )
    returning id, kind, subject_id, payload, attempt, worker_id`.execute(db);
  return rows[0];
}

/** The heartbeat of a held job; false when `workerId` no longer holds it (ended, cancelled or reaped). */
export async function beatJob(db: Db, id: string, workerId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('background_job')
    .set({ heartbeat_at: now })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Ends a held job (its row goes); false when `workerId` no longer holds it. */
export async function completeJob(db: Db, id: string, workerId: string): Promise<boolean> {
  const r = await db.deleteFrom('background_job').where('id', '=', id).where('worker_id', '=', workerId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Gives a held job back to the queue without spending an attempt (the worker is shutting down). */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .updateTable('background_job')
    .set((eb) => ({ state: 'queued', worker_id: null, heartbeat_at: null, attempt: eb('attempt', '-', 1) }))
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .execute();
}

/** Ends the jobs of a kind on those subjects, wherever they are (a run cancelled or deleted); their holders' next heartbeat fails. */
export async function deleteJobsOf(db: Db, kind: string, subjectIds: readonly string[]): Promise<void> {
  if (!subjectIds.length) return;
  await db.deleteFrom('background_job').where('kind', '=', kind).where('subject_id', 'in', subjectIds).execute();
}

/** The running jobs and who holds them (the start-up check for dead processes of this machine). */
export function runningJobs(db: Db): Promise<{ id: string; worker_id: string | null }[]> {
  return db.selectFrom('background_job').select(['id', 'worker_id']).where('state', '=', 'running').execute();
}

/** Ages the heartbeat of those running jobs so that the next reaper pass takes them. */
export async function ageJobHeartbeats(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('background_job')
    .set({ heartbeat_at: new Date(0) })
    .where('state', '=', 'running')
    .where('id', 'in', ids)
    .execute();
}

/**
 * The reaper, over the jobs of those kinds: a running job whose heartbeat is older than `staleBefore` goes back to
 * the queue while it has attempts left (`retried`); otherwise its row goes (`given`), for its kind to write the
 * error the user sees.
 */
export async function reapJobs(
  db: Db,
  kinds: readonly string[],
  staleBefore: Date,
  maxAttempts: number,
): Promise<{ retried: JobRow[]; given: JobRow[] }> {
  if (!kinds.length) return { retried: [], given: [] };
  // a running job of those kinds whose heartbeat stopped, with attempts left (`<`) or none (`>=`)
  const stale = (attempts: '<' | '>=') => (eb: ExpressionBuilder<Database, 'background_job'>) =>
    eb.and([
      eb('state', '=', 'running'),
      eb('kind', 'in', kinds),
      eb('heartbeat_at', '<', staleBefore),
      eb('attempt', attempts, maxAttempts),
    ]);
  const retried = await db
    .updateTable('background_job')
    .set({ state: 'queued', worker_id: null, heartbeat_at: null })
    .where(stale('<'))
    .returning(COLUMNS)
    .execute();
  const given = await db.deleteFrom('background_job').where(stale('>=')).returning(COLUMNS).execute();
  return { retried, given };
}
