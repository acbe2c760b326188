/**
 * How an agreement compensates holidays worked (docs/budget.md §1): `plus` (its own holiday plus, the behaviour
 * before the column existed), `surcharge` (175 % of the ordinary hourly wage) or `rest` (rest given back, covered
 * by substitutes). Every stored agreement keeps `plus`. The shared base agreement (limpieza de edificios y locales
 * de Madrid) pays its own plus per Sunday or holiday worked (art. 29.4), so `plus` is also what its text states.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table agreement add column holiday_work_compensation text not null default 'plus';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table agreement drop column if exists holiday_work_compensation;
  `,
  );
}
