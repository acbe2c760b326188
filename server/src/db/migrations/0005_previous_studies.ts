/**
 * Previous studies (estudios previos): their surrogates and other costs live in the simulation's tables
 * (`subrogate`, `simulation_material_cost`), which now belong to either a simulation or a previous study (exactly
 * one owner column set), so the same reads, checks and imports serve both. A study's surrogate may lose its
 * category (the launch then refuses 'Existe subrogado sin categoría'); a simulation's may not.
 *
 * The study row keeps its run: `events` (jsonb list, oldest first), `solution` (the engine output and the input
 * document it was costed from, re-run by parameter changes), `solution_version` and `workbook_key` (the solution
 * workbook built on demand), `job_id` (the launch or parameter change that may still write), `sub_status_at` and
 * `sub_status_message` (when the last job started, and why a parameter change failed).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table subrogate add column previous_study_id uuid references previous_study(id) on delete cascade;
    alter table subrogate alter column simulation_id drop not null;
    alter table subrogate alter column category_id drop not null;
    alter table subrogate add constraint subrogate_one_owner check (num_nonnulls(simulation_id, previous_study_id) = 1);
    alter table subrogate add constraint subrogate_simulation_category check (simulation_id is null or category_id is not null);
    create index subrogate_previous_study on subrogate (previous_study_id);

    alter table simulation_material_cost add column previous_study_id uuid references previous_study(id) on delete cascade;
    alter table simulation_material_cost alter column simulation_id drop not null;
    alter table simulation_material_cost add constraint simulation_material_cost_one_owner check (num_nonnulls(simulation_id, previous_study_id) = 1);
    create index simulation_material_cost_previous_study on simulation_material_cost (previous_study_id);

    create table previous_study_import (
      previous_study_id uuid primary key references previous_study(id) on delete cascade,
      status text not null check (status in ('PENDING', 'ERROR', 'FINISHED')),
      info_message text,
      updated_at timestamptz not null default clock_timestamp()
    );

    alter table previous_study add column events jsonb not null default '[]'::jsonb;
    alter table previous_study add column solution jsonb;
    alter table previous_study add column solution_version integer not null default 0;
    alter table previous_study add column workbook_key text;
    alter table previous_study add column job_id uuid;
    alter table previous_study add column sub_status_at timestamptz;
    alter table previous_study add column sub_status_message text;
    create index previous_study_running on previous_study (status) where status = 'Running' or sub_status = 'PENDING';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index if exists previous_study_running;
    alter table previous_study drop column if exists sub_status_message, drop column if exists sub_status_at, drop column if exists job_id,
      drop column if exists workbook_key, drop column if exists solution_version, drop column if exists solution, drop column if exists events;
    drop table if exists previous_study_import;
    delete from simulation_material_cost where simulation_id is null;
    alter table simulation_material_cost drop constraint if exists simulation_material_cost_one_owner;
    alter table simulation_material_cost drop column if exists previous_study_id;
    alter table simulation_material_cost alter column simulation_id set not null;
    delete from subrogate where simulation_id is null;
    alter table subrogate drop constraint if exists subrogate_simulation_category;
    alter table subrogate drop constraint if exists subrogate_one_owner;
    alter table subrogate drop column if exists previous_study_id;
    alter table subrogate alter column category_id set not null;
    alter table subrogate alter column simulation_id set not null;
  `,
  );
}
