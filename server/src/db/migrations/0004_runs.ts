/**
 * Runs of simulations: one row per launch in `simulation_run` (the job: queued → running → solved |
 * error | cancelled, with the worker holding it and its heartbeat), the progress events as they come
 * (`simulation_event`), and the stored solution of a simulation (`simulation_solution`: the engine's output,
 * re-costed in place by parameter and social security changes, and the state of those changes).
 *
 * The simulation row keeps its status (Stopped → Running → Solved | Error) and its `results` (what the page shows).
 */
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table simulation_run (
      id uuid primary key default gen_random_uuid(),
      simulation_id uuid not null references simulation(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      status text not null default 'queued' check (status in ('queued', 'running', 'solved', 'error', 'cancelled')),
      attempt integer not null default 1,
      worker_id text,
      heartbeat_at timestamptz,
      created_at timestamptz not null default clock_timestamp(),
      started_at timestamptz,
      finished_at timestamptz,
      message text
    );
    create index simulation_run_simulation on simulation_run (simulation_id);
    create index simulation_run_active on simulation_run (status) where status in ('queued', 'running');

    create table simulation_event (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      run_id uuid references simulation_run(id) on delete cascade,
      created timestamptz not null default clock_timestamp(),
      title text not null,
      description text not null,
      type_info text not null check (type_info in ('Info', 'Debug', 'Error')),
      "group" text
    );
    create index simulation_event_simulation on simulation_event (simulation_id, seq);

    create table simulation_solution (
      simulation_id uuid primary key references simulation(id) on delete cascade,
      run_id uuid,
      output jsonb not null,
      version integer not null default 1,
      params_status text not null default 'FINISHED' check (params_status in ('PENDING', 'ERROR', 'FINISHED')),
      params_message text,
      params_updated_at timestamptz,
      ss_status text not null default 'FINISHED' check (ss_status in ('PENDING', 'ERROR', 'FINISHED')),
      ss_message text,
      ss_updated_at timestamptz,
      workbook_key text,
      workbook_version integer,
      updated_at timestamptz not null default clock_timestamp()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists simulation_solution, simulation_event, simulation_run cascade`.execute(db);
}
