/**
 * The weekly roster of a stored solution as rows (issue 48): one row a worker, in the roster's order, with what a
 * page of the Cuadrante filters, searches and totals by, and the row's JSON as GET /solution/{id}/roster answers
 * it. A page reads only its rows; the whole roster is the rows' JSON in order. `simulation_solution.roster_size` is
 * null until the rows of the stored solution are written: a run stores them with its solution, and a solution
 * stored before this migration gets them on its roster's first read (src/runs/roster-repository.ts), not here, so
 * that starting the server does not parse every stored output.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table simulation_solution add column if not exists roster_size integer;
    create table if not exists solution_roster_row (
      simulation_id uuid not null references simulation_solution(simulation_id) on delete cascade,
      position integer not null,
      category text not null,
      centers text[] not null,
      search_text text not null,
      monday integer not null,
      tuesday integer not null,
      wednesday integer not null,
      thursday integer not null,
      friday integer not null,
      saturday integer not null,
      sunday integer not null,
      worker_json text not null,
      primary key (simulation_id, position)
    );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop table if exists solution_roster_row;
    alter table simulation_solution drop column if exists roster_size;`,
  );
}
