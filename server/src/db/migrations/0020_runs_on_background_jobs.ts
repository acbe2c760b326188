/**
 * Simulation runs become a kind of durable job (`simulation-run`, docs/runs.md): the `background_job` row is the
 * run's claim, heartbeat and retries, and `simulation_run` keeps the run's record (status, attempt, the worker
 * computing it). The runs queued or running when this migration runs get their job (a running one held by the same
 * worker, so the reaper takes it if that worker is gone); the run's own heartbeat column goes.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `insert into background_job (id, kind, subject_id, payload, state, attempt, worker_id, heartbeat_at, created_at)
      select gen_random_uuid(), 'simulation-run', r.id::text, jsonb_build_object('runId', r.id::text),
        r.status, case when r.status = 'queued' then r.attempt - 1 else r.attempt end,
        case when r.status = 'running' then r.worker_id end,
        case when r.status = 'running' then coalesce(r.heartbeat_at, to_timestamp(0)) end,
        r.created_at
      from simulation_run r
      where r.status in ('queued', 'running')
        and not exists (select 1 from background_job j where j.kind = 'simulation-run' and j.subject_id = r.id::text);
    alter table simulation_run drop column if exists heartbeat_at;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table simulation_run add column if not exists heartbeat_at timestamptz;
    update simulation_run r set heartbeat_at = j.heartbeat_at
      from background_job j where j.kind = 'simulation-run' and j.subject_id = r.id::text;
    delete from background_job where kind = 'simulation-run';`,
  );
}
