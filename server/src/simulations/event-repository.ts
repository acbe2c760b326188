/** The SQL of a simulation's progress events (Progreso): stored as they come, read oldest first or a page newest first. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { pageOfRows, type ListPage } from '../db/list-page';

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

const eventColumns = ['id', 'created', 'title', 'description', 'type_info', 'group'] as const;
const asEvent = <R extends { created: Date | string }>(r: R) => ({ ...r, created: new Date(r.created).toISOString() });

/** The simulation's events, oldest first (the solution workbook's Eventos sheet). */
export async function listEvents(db: Executor, simulationId: string) {
  const rows = await db
    .selectFrom('simulation_event')
    .select(eventColumns)
    .where('simulation_id', '=', simulationId)
    .orderBy('seq')
    .execute();
  return rows.map(asEvent);
}

/** A page of the simulation's events, newest first (`GET /simulation/{id}/events`), how many there are, and of them errors and warnings. */
export async function eventsPage(db: Executor, simulationId: string, page: ListPage) {
  const query = db
    .selectFrom('simulation_event')
    .select(eventColumns)
    .where('simulation_id', '=', simulationId)
    .orderBy('seq', 'desc');
  const { rows, total } = await pageOfRows(query, page);
  const levels = await db
    .selectFrom('simulation_event')
    .select(['type_info', (eb) => eb.fn.countAll<string>().as('n')])
    .where('simulation_id', '=', simulationId)
    .where('type_info', 'in', ['Error', 'Warning'])
    .groupBy('type_info')
    .execute();
  const count = (level: string) => Number(levels.find((l) => l.type_info === level)?.n ?? 0);
  return { items: rows.map(asEvent), total, errors: count('Error'), warnings: count('Warning') };
}
