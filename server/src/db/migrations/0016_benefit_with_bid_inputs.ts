/**
 * Beneficio joins the bid inputs kept with a simulation, so that a copy prices its bid as the original: until now only the solution held it, so a
 * duplicate priced its bid with none. A solved simulation whose bid inputs lack it takes the benefit its solution
 * is costed with; previous studies are left as they are (nothing copies them).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    update simulation s
       set bid = (case when jsonb_typeof(s.bid) = 'object' then s.bid else '{}'::jsonb end) || jsonb_build_object('benefit', (o.output::jsonb #>> '{parameters,benefit}')::numeric)
      from simulation_solution o
     where o.simulation_id = s.id
       and not coalesce(s.bid ? 'benefit', false)
       and (o.output::jsonb #>> '{parameters,benefit}') is not null
       and (o.output::jsonb #>> '{parameters,benefit}')::numeric <> 0;
  `,
  );
}

export async function down(): Promise<void> {
  // the benefit written into the bid inputs is harmless to an older build (it reads only the keys it knows)
}
