/**
 * The simulation form's inputs: localities of a workspace, the contract-type catalogue, and per
 * simulation its centers, positions, category-positions, fixed shifts, hourly tasks, surrogates, other costs and
 * the state of its spreadsheet imports.
 *
 * Agreements and their categories come with 0002: centers reference an agreement and
 * surrogates and category-positions an agreement category. The agreements API refuses to delete what they use
 * with its own message before these keys would.
 */
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../statements';
import { CONTRACT_TYPES, contractTypeId } from '../../simulations/contract-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation add column category_positions_disabled boolean not null default false;

    create table locality (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      folded_name text not null,
      region text,
      local_holidays jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default clock_timestamp(),
      unique (workspace_id, folded_name)
    );

    create table contract_type (
      id uuid primary key,
      contract_key text not null unique,
      description text not null,
      sort integer not null
    );

    create table center (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      name text not null,
      municipality_id uuid not null references locality(id),
      agreement_id uuid not null references agreement(id),
      center_group integer check (center_group is null or center_group >= 1),
      vacation_coverage double precision not null default 100 check (vacation_coverage between 0 and 100),
      created_at timestamptz not null default clock_timestamp()
    );
    create index center_simulation on center (simulation_id);

    create table position (
      id uuid primary key default gen_random_uuid(),
      simulation_id uuid not null references simulation(id) on delete cascade,
      name text not null,
      folded_name text not null,
      created_at timestamptz not null default clock_timestamp(),
      unique (simulation_id, folded_name)
    );

    create table category_position (
      simulation_id uuid not null references simulation(id) on delete cascade,
      category_id uuid not null references agreement_category(id),
      position_id uuid not null references position(id) on delete cascade,
      ordinal integer not null check (ordinal between 0 and 4),
      primary key (simulation_id, category_id, position_id)
    );

    create table fixed_work_shift (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      center_id uuid not null references center(id),
      position_id uuid not null references position(id),
      number_of_workers integer not null,
      shift_type text not null check (shift_type in ('morning', 'afternoon', 'night', 'split')),
      shift_times jsonb not null,
      weekdays_working jsonb not null,
      work_in_holidays boolean not null,
      weekday_work_in_holidays boolean not null,
      periods_without_work jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default clock_timestamp()
    );
    create index fixed_work_shift_simulation on fixed_work_shift (simulation_id);

    create table variable_work (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      center_id uuid not null references center(id),
      position_id uuid not null references position(id),
      name text not null,
      work_in_holidays boolean not null,
      weekday_work_in_holidays boolean not null,
      number_of_workers integer,
      weekdays jsonb not null,
      work_hours integer not null,
      work_minutes integer not null,
      period_type text not null check (period_type in ('fixed_period', 'repeated_x_times_over_period', 'repeated_over_x_period')),
      period text not null check (period in ('day', 'week', 'month', 'year')),
      amount integer not null default 1,
      periods_without_work jsonb not null default '[]'::jsonb,
      periods_with_work jsonb not null default '[]'::jsonb,
      recommended_time_slot jsonb,
      fill_complete_time_slot boolean not null default false,
      created_at timestamptz not null default clock_timestamp()
    );
    create index variable_work_simulation on variable_work (simulation_id);

    create table subrogate (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      name text,
      organization_unit text,
      center_id uuid references center(id) on delete set null,
      center_group integer,
      category_id uuid not null references agreement_category(id),
      working_day double precision not null,
      value_metric_working_day text not null default 'FIXED' check (value_metric_working_day in ('FIXED', 'PERCENT')),
      contract_type_id uuid references contract_type(id),
      salary_year double precision,
      annual_bonuses double precision,
      beginning_year date,
      contract_code text,
      created_at timestamptz not null default clock_timestamp()
    );
    create index subrogate_simulation on subrogate (simulation_id);

    create table simulation_material_cost (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      simulation_id uuid not null references simulation(id) on delete cascade,
      name text not null,
      cost_type text not null check (cost_type in ('SALARY_PERCENT', 'AMOUNT_BY_WORKER', 'MONTHLY_AMOUNT', 'MONTHLY_UNIT_COST')),
      amount double precision not null,
      months_to_apply integer,
      number_of_units integer,
      center_id uuid references center(id) on delete cascade,
      created_at timestamptz not null default clock_timestamp()
    );
    create index simulation_material_cost_simulation on simulation_material_cost (simulation_id);

    create table simulation_import (
      simulation_id uuid not null references simulation(id) on delete cascade,
      kind text not null check (kind in ('centers', 'subrogates')),
      status text not null check (status in ('PENDING', 'ERROR', 'FINISHED')),
      info_message text,
      updated_at timestamptz not null default clock_timestamp(),
      primary key (simulation_id, kind)
    );
  `,
  );
  for (const [i, c] of CONTRACT_TYPES.entries()) {
    await sql`insert into contract_type (id, contract_key, description, sort) values (${contractTypeId(c.key)}, ${c.key}, ${c.description}, ${i})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists simulation_import, simulation_material_cost, subrogate, variable_work, fixed_work_shift,
      category_position, position, center, contract_type, locality cascade
  `.execute(db);
  await sql`alter table simulation drop column if exists category_positions_disabled`.execute(db);
}
