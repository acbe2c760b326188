/** The SQL of a simulation's progress events (Progreso): stored as they come, read oldest first. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface EventInput {
  created?: Date | string;
  title: string;
  description: string;
  type_info: 'Info' | 'Debug' | 'Warning' | 'Error';
  group: string | null;
  /** The storage key of the file a pending import waits for (the Formulario's pending event), if any. */
  upload_key?: string | null;
}

export async function appendEvents(
  db: Executor,
  simulationId: string,
  runId: string | null,
  events: EventInput[],
): Promise<void> {
  if (!events.length) return;
  await db
    .insertInto('simulation_event')
    .values(
      events.map((e) => ({
        simulation_id: simulationId,
        run_id: runId,
        created: e.created ?? new Date(),
        title: e.title.slice(0, 500),
        description: e.description.slice(0, 10_000),
        type_info: e.type_info,
        group: e.group,
        upload_key: e.upload_key ?? null,
      })),
    )
    .execute();
}

/** The simulation's events, oldest first; with `after` (an event id of its own) only the later ones. */
export async function listEvents(db: Executor, simulationId: string, after?: string) {
  let query = db
    .selectFrom('simulation_event')
    .select(['id', 'created', 'title', 'description', 'type_info', 'group'])
    .where('simulation_id', '=', simulationId)
    .orderBy('seq');
  if (after)
    query = query.where('seq', '>', (eb) =>
      eb
        .selectFrom('simulation_event as e')
        .select('e.seq')
        .where('e.id', '=', after)
        .where('e.simulation_id', '=', simulationId),
    );
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, created: new Date(r.created).toISOString() }));
}

/** Whether `eventId` is one of the simulation's events (a delta after it is then complete). */
export async function hasEvent(db: Executor, simulationId: string, eventId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('simulation_event')
    .select('id')
    .where('id', '=', eventId)
    .where('simulation_id', '=', simulationId)
    .executeTakeFirst());
}
