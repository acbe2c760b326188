/**
 * A stamp of a simulation's inputs: `inputs_version` goes up whenever anything its Formulario workbook is made of
 * changes — the simulation's own basic data, its centers, positions, category-positions, shifts, tasks, surrogates
 * and other costs, and the agreements, categories and localities those use. Triggers keep it, so no write path can
 * forget it. GET /simulation/{id} signs the stored Formulario (`formulario_key`, built for `formulario_version`)
 * while the stamp has not moved, instead of rebuilding its rows on every poll of the simulation page.
 *
 * The triggers are per statement (transition tables), so replacing a list of 2,000 surrogates bumps the stamp once.
 */
import { sql, type Kysely } from 'kysely';

/** Tables that hold one simulation's inputs in a `simulation_id` column. */
const OWNED = [
  'center',
  'position',
  'category_position',
  'fixed_work_shift',
  'variable_work',
  'subrogate',
  'simulation_material_cost',
];

const statements = [
  `alter table simulation add column inputs_version bigint not null default 0`,
  `alter table simulation add column formulario_key text`,
  `alter table simulation add column formulario_version bigint`,

  // the basic data and the name (the file's name) are inputs; the run's status and results are not
  `create function simulation_basic_data_changed() returns trigger language plpgsql as $$ begin
     if (new.name, new.service_date_init, new.service_duration, new.social_security, new.absenteeism_rate, new.category_positions_disabled)
        is distinct from (old.name, old.service_date_init, old.service_duration, old.social_security, old.absenteeism_rate, old.category_positions_disabled)
     then new.inputs_version := old.inputs_version + 1; end if;
     return new; end $$`,
  `create trigger simulation_basic_data_changed before update on simulation for each row execute function simulation_basic_data_changed()`,

  `create function simulation_inputs_changed() returns trigger language plpgsql as $$ begin
     update simulation set inputs_version = inputs_version + 1 where id in (select simulation_id from changed where simulation_id is not null);
     return null; end $$`,

  // an agreement or one of its categories: the simulations whose centers use it or whose surrogates hold one of its categories
  `create function agreement_inputs_changed() returns trigger language plpgsql as $$ begin
     update simulation set inputs_version = inputs_version + 1 where id in (
       select c.simulation_id from center c where c.agreement_id in (select id from changed)
       union select s.simulation_id from subrogate s join agreement_category k on k.id = s.category_id
         where k.agreement_id in (select id from changed) and s.simulation_id is not null);
     return null; end $$`,
  `create function agreement_category_inputs_changed() returns trigger language plpgsql as $$ begin
     update simulation set inputs_version = inputs_version + 1 where id in (
       select c.simulation_id from center c where c.agreement_id in (select agreement_id from changed)
       union select s.simulation_id from subrogate s where s.category_id in (select id from changed) and s.simulation_id is not null);
     return null; end $$`,
  `create function locality_inputs_changed() returns trigger language plpgsql as $$ begin
     update simulation set inputs_version = inputs_version + 1 where id in (select c.simulation_id from center c where c.municipality_id in (select id from changed));
     return null; end $$`,
];

/** One trigger per table and operation: a transition table is named for one event only. */
function triggers(table: string, fn: string): string[] {
  return [
    `create trigger ${table}_inputs_insert after insert on ${table} referencing new table as changed for each statement execute function ${fn}()`,
    `create trigger ${table}_inputs_update after update on ${table} referencing new table as changed for each statement execute function ${fn}()`,
    `create trigger ${table}_inputs_delete after delete on ${table} referencing old table as changed for each statement execute function ${fn}()`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const all = [
    ...statements,
    ...OWNED.flatMap((t) => triggers(t, 'simulation_inputs_changed')),
    ...triggers('agreement', 'agreement_inputs_changed'),
    ...triggers('agreement_category', 'agreement_category_inputs_changed'),
    ...triggers('locality', 'locality_inputs_changed'),
  ];
  for (const s of all) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [...OWNED, 'agreement', 'agreement_category', 'locality'])
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists ${t}_inputs_${op} on ${t}`).execute(db);
  await sql.raw(`drop trigger if exists simulation_basic_data_changed on simulation`).execute(db);
  for (const fn of [
    'simulation_basic_data_changed',
    'simulation_inputs_changed',
    'agreement_inputs_changed',
    'agreement_category_inputs_changed',
    'locality_inputs_changed',
  ])
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  for (const c of ['formulario_version', 'formulario_key', 'inputs_version'])
    await sql.raw(`alter table simulation drop column if exists ${c}`).execute(db);
}
