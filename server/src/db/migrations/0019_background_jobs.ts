/**
 * Durable background jobs (docs/runs.md, "Background jobs"): previous-study launches and parameter changes and the
 * re-costs of a solution, one row a job until it ends, so that a job survives the death of the process that took
 * the request. The outcome lives where it always did (the study, the solution); the row only says what is to do
 * and who holds it.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table if not exists background_job (
      id uuid primary key,
      kind text not null,
      subject_id text not null,
      payload jsonb not null,
      state text not null default 'queued' check (state in ('queued', 'running')),
      attempt integer not null default 0,
      worker_id text,
      heartbeat_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index if not exists background_job_queue on background_job (state, created_at);
    create index if not exists background_job_subject on background_job (subject_id);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table if exists background_job;`);
}
