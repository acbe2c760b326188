/**
 * Progreso's "Aviso" level: a run's events may be `Warning` (missing local holidays for a service that works on
 * them, a value the engine capped, a retried run) besides Info, Debug and Error. Stored events keep their types.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation_event drop constraint if exists simulation_event_type_info_check;
    alter table simulation_event add constraint simulation_event_type_info_check check (type_info in ('Info', 'Debug', 'Warning', 'Error'));
  `,
  );
}
