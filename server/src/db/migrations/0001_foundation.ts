/** Accounts, workspaces, roles, sessions, tenders, saved searches and the first columns of simulations and
 * previous studies. */
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table workspace (
      id uuid primary key default gen_random_uuid(),
      name text not null unique,
      max_simulations integer check (max_simulations is null or max_simulations >= 0),
      simulations_executed integer not null default 0,
      simulations_added_from_last_month integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table app_user (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      password_hash text not null,
      name text not null default '',
      first_surname text not null default '',
      second_surname text,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table role (
      id uuid primary key,
      name text not null unique,
      manage_users boolean not null default false
    );

    create table role_permission (
      role_id uuid not null references role(id) on delete cascade,
      module text not null check (module in ('agreement', 'simulation', 'inventory', 'previous_study')),
      read boolean not null default false,
      "create" boolean not null default false,
      update boolean not null default false,
      delete boolean not null default false,
      primary key (role_id, module)
    );

    create table membership (
      user_id uuid not null references app_user(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      role_id uuid not null references role(id),
      created_at timestamptz not null default now(),
      primary key (user_id, workspace_id)
    );
    create index membership_workspace on membership (workspace_id);

    create table refresh_token (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references app_user(id) on delete cascade,
      session_id uuid not null,
      token_hash text not null unique,
      device text,
      long_lived boolean not null default false,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_token_user on refresh_token (user_id);
    create index refresh_token_session on refresh_token (session_id);

    create table password_reset (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references app_user(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table login_attempt (
      id uuid primary key default gen_random_uuid(),
      kind text not null default 'login',
      email text not null,
      ip text not null,
      success boolean not null,
      created_at timestamptz not null default now()
    );
    create index login_attempt_email on login_attempt (kind, email, created_at);
    create index login_attempt_ip on login_attempt (kind, ip, created_at);

    create table project (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    );
    create index project_keyset on project (workspace_id, created_at desc, id desc);

    create table saved_search (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references app_user(id) on delete cascade,
      workspace_id uuid not null references workspace(id) on delete cascade,
      search text not null,
      created_at timestamptz not null default clock_timestamp()
    );
    create index saved_search_owner on saved_search (user_id, workspace_id);

    create table simulation (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      status text not null default 'Stopped' check (status in ('Stopped', 'Running', 'Solved', 'Error')),
      started timestamptz,
      finished timestamptz,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp(),
      data_url text,
      result_url text,
      results jsonb,
      service_date_init date,
      service_duration integer,
      social_security numeric,
      absenteeism_rate numeric
    );
    create index simulation_project on simulation (project_id);

    create table previous_study (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references project(id) on delete cascade,
      name text not null,
      status text not null default 'Stopped' check (status in ('Stopped', 'Running', 'Solved', 'Error')),
      sub_status text,
      started timestamptz,
      finished timestamptz,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp(),
      data_url text,
      results jsonb,
      service_date_init date,
      service_duration integer,
      social_security numeric,
      absenteeism_rate numeric,
      substitution_percentage numeric
    );
    create index previous_study_project on previous_study (project_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists previous_study, simulation, saved_search, project, login_attempt, password_reset,
      refresh_token, membership, role_permission, role, app_user, workspace cascade;
  `.execute(db);
}
